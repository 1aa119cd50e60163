import Diagnostics
import SwiftSyntax

/// Numbers and dates shown with formatting that ignores the user's locale.
public struct LocaleUnawareFormattingRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .localeUnawareFormatting,
        summary: "A number or date is shown with locale-unaware formatting",
        rationale: """
            "\\(3.5)" and String(format: "%.1f") always print "3.5", but German and Ukrainian readers expect \
            "3,5"; a fixed dateFormat prints "03/12/2025" to people who read "12.03.2025". Format shown values \
            with a FormatStyle (value.formatted(), Date.FormatStyle) or inside String(localized:), and give \
            machine formats the en_US_POSIX locale.
            """,
        triggeringExamples: [
            SourceExample("""
                struct DurationView: View {
                    var body: some View { Text(durationText(2.5)) }
                    func durationText(_ seconds: Double) -> String {
                        "\\(↓seconds) s"
                    }
                }
                """),
            SourceExample("""
                struct PitchView: View {
                    var cents: Double
                    var body: some View { Text(↓String(format: "%.1f", cents)) }
                }
                """),
            SourceExample("""
                let formatter = DateFormatter()
                ↓formatter.dateFormat = "dd MMMM yyyy"
                """),
            SourceExample("""
                struct InstallDateView: View {
                    var date: Date
                    var body: some View { Text(installDate(date)) }
                    func installDate(_ date: Date) -> String {
                        let formatter = DateFormatter()
                        ↓formatter.dateFormat = "d MMM y, HH:mm"
                        return formatter.string(from: date)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                struct DurationView: View {
                    var seconds: Double
                    var body: some View { Text("\\(seconds) s").accessibilityLabel(seconds.formatted()) }
                }
                """),
            SourceExample("""
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                """),
            SourceExample("""
                let key = String(format: "%.1f", cents)
                let count = 3
                let label = "\\(count) items"
                """),
            SourceExample("""
                struct PitchView: View {
                    var cents: Double
                    var body: some View { Text(String(format: "%.1f", locale: .current, cents)) }
                }
                """),
            SourceExample("""
                struct DiskView: View {
                    var percentUsed: Double
                    var body: some View { Text(String(format: "%.0f", percentUsed)) }
                    var debugText: String { "extracted=\\(isExtracted), scrollY=\\(scrollY)" }
                }
                """),
            SourceExample("""
                func httpDate() -> DateFormatter {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "EEEE, dd LLL yyyy HH:mm:ss zzz"
                    return formatter
                }
                func parse(_ text: String) -> Date? {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "dd/MM/yyyy"
                    return formatter.date(from: text)
                }
                func storedAirTime(_ date: Date) -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: date)
                }
                func weekday() -> DateFormatter {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "EEEE"
                    return formatter
                }
                """),
            // The user's chosen locale set before the user's chosen 12- or 24-hour format; an ISO date for a cache key.
            SourceExample("""
                func timeText(_ date: Date, format: TimeFormat) -> String {
                    let formatter = DateFormatter()
                    formatter.locale = settings.locale
                    switch format {
                    case .amPm: formatter.dateFormat = "h:mm a"
                    case .military: formatter.dateFormat = "HH:mm"
                    }
                    return formatter.string(from: date)
                }
                static let cacheKeyFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyyMMdd"
                    return formatter
                }()
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    private final class Visitor: SourceRuleVisitor {

        private static let floatingPointTypes: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Float80", "Float16", "Float32", "Float64"]

        /// `"\(double)"` in a plain String that is shown.
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.hasInterpolation, !LocalizingPositions.isLocalizedDirectly(node) else { return .visitChildren }
            // Only bare `\(value)` segments: `\(value, format: …)` and friends are formatted on purpose.
            let floating = node.segments.compactMap { segment -> ExprSyntax? in
                guard case .expressionSegment(let part) = segment, part.expressions.count == 1,
                      let value = part.expressions.first, value.label == nil,
                      let type = inference.type(of: value.expression),
                      Self.floatingPointTypes.contains(TypeName.normalized(type))
                else { return nil }
                return value.expression
            }
            guard let first = floating.first, !isInsideLocalization(node),
                  !NaturalText.looksLikeMachineText(node.unescapedStaticText),
                  DisplayFlow.isDisplayed(node, index: index), !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            findings.append(LintFinding(at: first, message: """
                a number interpolated into a String is printed with '.' whatever the user's locale; use \
                value.formatted(…) or interpolate it inside String(localized:)
                """))
            return .visitChildren
        }

        /// `String(format: "%.1f", x)` that is shown.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calleeName == "String", node.argument(labelled: "locale") == nil,
                  let format = UnlocalizedFormatRule.literalFormat(of: node),
                  FormatSpecifiers.formatsFractionalDigits(format.unescapedStaticText),
                  DisplayFlow.isDisplayed(node, index: index) || isShownDirectly(node),
                  !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            findings.append(LintFinding(at: node, message: """
                String(format:) prints numbers with '.' whatever the user's locale; use \
                value.formatted(.number.precision(.fractionLength(…))) or pass locale: .current
                """))
            return .visitChildren
        }

        /// `formatter.dateFormat = "…"` with no locale set in the same body.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
                  items[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dateFormat",
                  let format = items[2].unwrapped.as(StringLiteralExprSyntax.self),
                  Self.isDisplayFormat(format.unescapedStaticText),
                  let body = node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }),
                  !Self.setsLocale(around: node), !Self.parsesDates(body),
                  !UserFacingContext.isExcluded(node), !isFormattingForMachines(items[0], in: body)
            else { return .visitChildren }
            findings.append(LintFinding(at: node, message: """
                a fixed dateFormat without a locale ignores the user's date conventions; for display use \
                dateStyle/timeStyle, setLocalizedDateFormatFromTemplate(_:) or Date.FormatStyle, and for machine \
                formats set locale to en_US_POSIX
                """))
            return .visitChildren
        }

        /// A format for people: several fields (day, month, year…), none of a machine format's marks (ISO's
        /// `'T'`, numeric time zones, seconds fractions, RFC 1123's `zzz`). One field (`EEEE`, `MMMM`) is
        /// already spelled in the user's language by a default formatter.
        static func isDisplayFormat(_ format: String) -> Bool {
            var unquoted = ""
            var quoted = false
            for character in format {
                if character == "'" { quoted.toggle() } else if !quoted { unquoted.append(character) }
            }
            if format.contains("'T'") || unquoted.contains("Z") || unquoted.contains("X") || unquoted.contains("zzz")
                || unquoted.contains("SSS") || unquoted.contains("ss") {
                return false
            }
            // ISO 8601's date, with or without hyphens (`yyyy-MM-dd`, `yyyyMMdd`): a key, a file name or an API value.
            if ["yyyy-MM-dd", "yyyyMMdd", "yyyy-MM", "yyyyMM"].contains(unquoted) { return false }
            let fields = Set(unquoted.filter { $0.isLetter })
            return fields.count >= 2
        }

        /// Whether the body turns dates into text with this formatter (`formatter.string(from:)`) only where
        /// the text is not shown: a value stored, sent or returned by a function nobody displays is a machine
        /// format, which needs en_US_POSIX rather than the user's conventions. A formatter handed on (returned,
        /// stored) is judged by its format alone.
        private func isFormattingForMachines(_ target: ExprSyntax, in body: CodeBlockItemListSyntax) -> Bool {
            guard let formatter = target.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription else { return false }
            let outputs = body.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
                guard token.text == "string", let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      call.calleeName == "string", call.calleeBase?.trimmedDescription == formatter
                else { return nil }
                return call
            }
            return !outputs.isEmpty && !outputs.contains { DisplayFlow.isDisplayed($0, index: index) }
        }

        /// Whether a `.locale` is set in the function around `node`, in its body or a block around the
        /// assignment (`formatter.locale = …` before a `switch` that picks the format).
        static func setsLocale(around node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current {
                if let items = parent.as(CodeBlockItemListSyntax.self), items.trimmedDescription.contains(".locale") { return true }
                if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self)
                    || parent.is(InitializerDeclSyntax.self) {
                    return false
                }
                current = parent.parent
            }
            return false
        }

        /// `formatter.date(from:)` in the same body: the format reads machine text.
        static func parsesDates(_ body: CodeBlockItemListSyntax) -> Bool {
            body.trimmedDescription.contains(".date(from:")
        }

        private func isShownDirectly(_ call: FunctionCallExprSyntax) -> Bool {
            guard let argument = call.parent?.as(LabeledExprSyntax.self),
                  let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return displayedArguments(of: outer).contains { $0.id == argument.id }
        }

        private func isInsideLocalization(_ node: StringLiteralExprSyntax) -> Bool {
            guard let argument = node.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.isLocalizationCall
        }
    }
}

extension RuleID {
    public static let localeUnawareFormatting = RuleID("locale-unaware-formatting")
}
