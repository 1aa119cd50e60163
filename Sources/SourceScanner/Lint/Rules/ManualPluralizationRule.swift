import Diagnostics
import SwiftSyntax

/// Text chosen by comparing a number with 1 (`n == 1 ? "cent" : "cents"`, `"s"` suffixes).
public struct ManualPluralizationRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .manualPluralization,
        summary: "Plural forms chosen by comparing a count with 1",
        rationale: """
            Only some languages have exactly two plural forms split at 1: Ukrainian and Polish have four, Arabic \
            six, Japanese one, and French uses the singular for 0. A ternary on `n == 1` or an "s" suffix cannot \
            be translated. Use one interpolated key (`String(localized: "\\(n) cents")`) and give it plural \
            variations in the catalog; `phrasebook lint --fix` does both.
            """,
        fixUrgency: .unlocalizedCode,
        triggeringExamples: [
            SourceExample("""
                static func formatMean(_ value: Double?) -> String {
                    guard let value else { return "—" }
                    let rounded = Int(value.rounded())
                    return "\\(rounded) \\(↓rounded == 1 ? "cent" : "cents")"
                }
                """, fixedCode: """
                static func formatMean(_ value: Double?) -> String {
                    guard let value else { return "—" }
                    let rounded = Int(value.rounded())
                    return String(localized: "\\(rounded) cents")
                }
                """),
            SourceExample("""
                let label = Text("\\(items.count) file\\(↓items.count == 1 ? "" : "s") selected")
                """, fixedCode: """
                let label = Text("\\(items.count) files selected")
                """),
            SourceExample("""
                func summary(count: Int) -> String {
                    ↓count != 1 ? "\\(count) stories" : "1 story"
                }
                """, fixedCode: """
                func summary(count: Int) -> String {
                    String(localized: "\\(count) stories")
                }
                """),
            SourceExample("""
                func heroesLabel(_ n: Int) -> String {
                    return "You have \\(n) " + (↓n > 1 ? "heroes" : "hero")
                }
                """),
            SourceExample("""
                func title(_ count: Int) -> String {
                    if ↓count == 1 { return "One reading" } else { return "\\(count) readings" }
                }
                """),
            SourceExample("""
                func unitLabel(_ n: Int) -> String {
                    ↓n == 1 ? String(localized: "word") : String(localized: "words")
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                return String(localized: "\\(rounded) cents")
                """),
            SourceExample("""
                let icon = count == 1 ? "person" : "person.2"
                """),
            SourceExample("""
                let width = count == 1 ? 100 : 200
                """),
            // Two different words, not two forms of one: a choice between settings.
            SourceExample("""
                label.text = control.selectedSegmentIndex == 1 ? "tcp" : "udp"
                let range = peak > 1 ? "HDR" : "SDR"
                """),
            SourceExample("""
                logger.debug("Loaded \\(n) \\(n == 1 ? "record" : "records")")
                """),
            SourceExample("""
                let mode = count == 0 ? "Empty" : "Full"
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    static let message = """
        plural forms chosen by comparing a count with 1 can't be translated into languages with other plural \
        rules; use one interpolated key with plural variations in the catalog
        """

    private final class Visitor: SourceRuleVisitor {
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let ternary = node.ternary, let comparison = CountComparison(ternary.condition) else { return .visitChildren }
            // `n == 1 ? String(localized: "word") : String(localized: "words")`: two keys, each translated
            // alone, still choose the form by English's rule.
            if let thenKey = Self.localizedKey(ternary.thenExpression), let elseKey = ternary.elseExpression.flatMap(Self.localizedKey),
               Self.areWordForms(thenKey, elseKey), !UserFacingContext.isExcluded(node) {
                findings.append(LintFinding(at: ternary.condition[0], message: ManualPluralizationRule.message))
                return .visitChildren
            }
            guard let thenLiteral = ternary.thenExpression.unwrapped.as(StringLiteralExprSyntax.self),
                  let elseLiteral = ternary.elseExpression?.unwrapped.as(StringLiteralExprSyntax.self),
                  Self.areWordForms(thenLiteral, elseLiteral), !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            let singular = comparison.thenIsSingular ? thenLiteral : elseLiteral
            let plural = comparison.thenIsSingular ? elseLiteral : thenLiteral
            // The plural key goes through `String(localized:)`, which older systems don't have.
            let fix = wantsFixes && hasStringLocalized ? PluralFix.make(
                ternary: node, count: comparison.count, singular: singular, plural: plural,
                conditionStart: ternary.condition[0], inference: inference) : nil
            findings.append(LintFinding(at: ternary.condition[0], message: ManualPluralizationRule.message, fix: fix))
            return .visitChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.conditions.count == 1, case .expression(let expression) = node.conditions.first?.condition,
                  let condition = expression.as(SequenceExprSyntax.self),
                  CountComparison(Array(condition.elements)) != nil,
                  case .codeBlock(let elseBlock) = node.elseBody,
                  let first = Self.returnedLiteral(node.body), let second = Self.returnedLiteral(elseBlock),
                  Self.areWordForms(first, second), !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            findings.append(LintFinding(at: condition, message: ManualPluralizationRule.message))
            return .visitChildren
        }

        /// The literal key of a localization call (`String(localized: "word")`, `NSLocalizedString("word", comment:)`).
        private static func localizedKey(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
            guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), call.isLocalizationCall else { return nil }
            return call.arguments.first?.expression.unwrapped.as(StringLiteralExprSyntax.self)
        }

        private static func returnedLiteral(_ block: CodeBlockSyntax) -> StringLiteralExprSyntax? {
            guard block.statements.count == 1, let item = block.statements.first?.item else { return nil }
            let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            return value?.unwrapped.as(StringLiteralExprSyntax.self)
        }

        /// Two different texts written for people, or an empty string and a suffix (`""` / `"s"`).
        private static func areWordForms(_ first: StringLiteralExprSyntax, _ second: StringLiteralExprSyntax) -> Bool {
            let a = first.staticText, b = second.staticText
            guard a != b else { return false }
            if a.isEmpty || b.isEmpty { return ["s", "es", "S", "ies"].contains(a + b) }
            func isWords(_ literal: StringLiteralExprSyntax, _ text: String) -> Bool {
                NaturalText.containsLetter(text) && !NaturalText.isURLOrPath(text)
                    && (literal.hasInterpolation || !NaturalText.isIdentifierLike(text))
            }
            return isWords(first, a) && isWords(second, b) && (first.hasInterpolation || second.hasInterpolation || sharesStem(a, b))
        }

        /// Whether some word of `a` and a different word of `b` are forms of one word (`story`/`stories`,
        /// `file`/`files`), which tells a plural choice from two different words (`"tcp"`/`"udp"`, `"H"`/`"S"`).
        private static func sharesStem(_ a: String, _ b: String) -> Bool {
            let wordsA = letterWords(a), wordsB = letterWords(b)
            return wordsA.contains { wordA in
                wordsB.contains { wordB in
                    guard wordA != wordB else { return false }
                    if irregularPlurals[wordA] == wordB || irregularPlurals[wordB] == wordA { return true }
                    let common = zip(wordA, wordB).prefix { $0 == $1 }.count
                    return common >= max(2, min(wordA.count, wordB.count) - 2)
                }
            }
        }

        private static func letterWords(_ text: String) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        }

        private static let irregularPlurals = [
            "person": "people", "man": "men", "woman": "women", "mouse": "mice", "foot": "feet", "tooth": "teeth",
        ]
    }
}

extension RuleID {
    public static let manualPluralization = RuleID("manual-pluralization")
}
