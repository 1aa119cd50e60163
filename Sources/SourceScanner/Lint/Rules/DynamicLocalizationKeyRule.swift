import SwiftSyntax

/// Localization APIs called with a key computed at run time.
public struct DynamicLocalizationKeyRule: VisitingLintRule {
    public static let description = RuleDescription(
        id: "dynamic-localization-key",
        summary: "A localization key is computed at run time",
        rationale: """
            Extraction reads keys from literals. `String(localized: String.LocalizationValue(key))`, \
            `NSLocalizedString(key, comment:)` or `LocalizedStringKey(name)` with a variable key never add the \
            key to the catalog, so it is never translated and may be deleted as stale. Switch over the cases \
            with one literal each, or pass LocalizedStringResource values created where the text is written.
            """,
        triggeringExamples: [
            RuleExample("""
                func title(for key: String) -> String {
                    NSLocalizedString(↓key, comment: "")
                }
                """),
            RuleExample("""
                Text(LocalizedStringKey(↓trait.rawValue))
                """),
            RuleExample("""
                let name = String(localized: ↓"\\(planet.id)")
                """),
            RuleExample("""
                func label(_ key: String) -> String {
                    String(localized: ↓String.LocalizationValue(key))
                }
                """),
            RuleExample("""
                let text = Bundle.main.localizedString(forKey: ↓event.key, value: nil, table: nil)
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                let title = String(localized: "settings.language.title")
                let other = NSLocalizedString("Reset", comment: "Destructive button")
                Text(LocalizedStringKey("Hello"))
                """),
            RuleExample("""
                func label(_ resource: LocalizedStringResource) -> String {
                    String(localized: resource)
                }
                """),
            RuleExample("""
                let text = String(localized: "\\(count) stories")
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(context: LintContext) -> LintRuleVisitor? {
        Visitor(context: context)
    }

    static let message = """
        the localization key is computed at run time, so extraction can't add it to the catalog; use a \
        literal key per case or pass LocalizedStringResource values, and show data (names, titles) with \
        Text(verbatim:)
        """

    private final class Visitor: LintRuleVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let key = Self.dynamicKey(of: node), !UserFacingContext.isExcluded(node) else { return .visitChildren }
            findings.append(LintFinding(at: key, message: DynamicLocalizationKeyRule.message))
            return .visitChildren
        }

        private static func dynamicKey(of call: FunctionCallExprSyntax) -> ExprSyntax? {
            switch call.calleeName {
            case "NSLocalizedString", "LocalizedStringKey":
                guard let key = call.arguments.first?.expression else { return nil }
                return isLiteralKey(key) ? nil : key
            case "localizedString":
                guard let key = call.argument(labelled: "forKey")?.expression else { return nil }
                return isLiteralKey(key) ? nil : key
            case "String", "AttributedString", "LocalizedStringResource":
                guard let argument = call.arguments.first,
                      argument.label?.text == "localized" || (call.calleeName == "LocalizedStringResource" && argument.label == nil)
                else { return nil }
                return isDynamicLocalizationValue(argument.expression) ? argument.expression : nil
            default:
                return nil
            }
        }

        /// A literal with some text of its own (`"\(key)"` alone is a key of just `%@`).
        private static func isLiteralKey(_ expression: ExprSyntax) -> Bool {
            guard let literal = expression.unwrapped.as(StringLiteralExprSyntax.self) else { return false }
            return !literal.hasInterpolation || !literal.staticText.allSatisfy(\.isWhitespace)
        }

        private static func isDynamicLocalizationValue(_ expression: ExprSyntax) -> Bool {
            let value = expression.unwrapped
            if value.is(StringLiteralExprSyntax.self) { return !isLiteralKey(value) }
            if let call = value.as(FunctionCallExprSyntax.self),
               ["LocalizationValue", "init"].contains(call.calleeName ?? ""),
               let key = call.arguments.first?.expression {
                return !isLiteralKey(key)
            }
            return false
        }
    }
}
