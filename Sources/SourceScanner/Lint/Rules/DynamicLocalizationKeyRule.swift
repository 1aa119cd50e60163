import Diagnostics
import SwiftSyntax

/// Localization APIs called with a key computed at run time.
public struct DynamicLocalizationKeyRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .dynamicLocalizationKey,
        summary: "A localization key is computed at run time",
        rationale: """
            Extraction reads keys from literals. `String(localized: String.LocalizationValue(key))`, \
            `NSLocalizedString(key, comment:)` or `LocalizedStringKey(name)` with a variable key never add the \
            key to the catalog, so it is never translated and may be deleted as stale. Switch over the cases \
            with one literal each, or pass LocalizedStringResource values created where the text is written.
            """,
        triggeringExamples: [
            SourceExample("""
                func title(for key: String) -> String {
                    NSLocalizedString(↓key, comment: "")
                }
                """),
            SourceExample("""
                Text(LocalizedStringKey(↓trait.rawValue))
                """),
            SourceExample("""
                enum Setting {
                    case interval(Int), theme(Theme)
                    var label: LocalizedStringKey {
                        switch self {
                        case let .interval(seconds): LocalizedStringKey(↓"\\(seconds)" + " seconds")
                        case let .theme(theme): LocalizedStringKey(↓theme.rawValue)
                        }
                    }
                }
                """),
            SourceExample("""
                let name = String(localized: ↓"\\(planet.id)")
                """),
            SourceExample("""
                func label(_ key: String) -> String {
                    String(localized: ↓String.LocalizationValue(key))
                }
                """),
            SourceExample("""
                let text = Bundle.main.localizedString(forKey: ↓event.key, value: nil, table: nil)
                """),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                let title = String(localized: "settings.language.title")
                let other = NSLocalizedString("Reset", comment: "Destructive button")
                Text(LocalizedStringKey("Hello"))
                """),
            SourceExample("""
                func label(_ resource: LocalizedStringResource) -> String {
                    String(localized: resource)
                }
                """),
            SourceExample("""
                let text = String(localized: "\\(count) stories")
                """),
            SourceExample("""
                extension Toggle where Label == Text {
                    init(_ title: LocalizedStringResource, isOn: Binding<Bool>) {
                        self.init(LocalizedStringKey(title.key), isOn: isOn)
                    }
                }
                func offsetLabel(_ offset: Double) -> LocalizedStringKey {
                    LocalizedStringKey(offset.formatted())
                }
                """),
            SourceExample("""
                struct ReleaseNotes: View {
                    var notes: [Note]
                    var body: some View { ForEach(notes) { note in Text(LocalizedStringKey(note.text)) } }
                }
                enum Feed {
                    case home, list(UserList), server(String)
                    func title() -> LocalizedStringKey {
                        switch self {
                        case .home: "Home"
                        case let .list(list): LocalizedStringKey(list.title)
                        case let .server(name): LocalizedStringKey(name)
                        }
                    }
                }
                """),
            SourceExample("""
                // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
                extension L10n {
                    private static func tr(_ table: String, _ key: String) -> String {
                        NSLocalizedString(key, tableName: table, comment: "")
                    }
                }
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        // Generated accessors (SwiftGen's `tr`) look keys up by design; their keys live in the tables.
        if Self.isGenerated(file) { return nil }
        return Visitor(context: context)
    }

    /// Whether the file's header says a tool wrote it.
    static func isGenerated(_ file: SourceFile) -> Bool {
        guard let header = file.tree.firstToken(viewMode: .sourceAccurate)?.leadingTrivia else { return false }
        let text = header.description.lowercased()
        return text.contains("generated using") || text.contains("do not edit") || text.contains("automatically generated")
    }

    static let message = """
        the localization key is computed at run time, so extraction can't add it to the catalog; use a \
        literal key per case or pass LocalizedStringResource values, and show data (names, titles) with \
        Text(verbatim:)
        """

    private final class Visitor: SourceRuleVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let key = Self.dynamicKey(of: node), !UserFacingContext.isExcluded(node) else { return .visitChildren }
            findings.append(LintFinding(at: key, message: DynamicLocalizationKeyRule.message))
            return .visitChildren
        }

        private static func dynamicKey(of call: FunctionCallExprSyntax) -> ExprSyntax? {
            switch call.calleeName {
            case "NSLocalizedString", "LocalizedStringKey":
                guard let key = call.arguments.first?.expression, !isLiteralKey(key), !isKeyOfResource(key),
                      !isFormattedNumber(key),
                      call.calleeName != "LocalizedStringKey" || !isContentForMarkdown(key, in: call)
                else { return nil }
                return key
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

        /// `resource.key`: the key of a `LocalizedStringResource`, extracted where the resource was written.
        private static func isKeyOfResource(_ expression: ExprSyntax) -> Bool {
            expression.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "key"
        }

        /// `value.formatted()`: a number or date in the user's format, with nothing to translate.
        private static func isFormattedNumber(_ expression: ExprSyntax) -> Bool {
            expression.unwrapped.as(FunctionCallExprSyntax.self)?.calleeName == "formatted"
        }

        /// `LocalizedStringKey(note.text)` renders run-time content as Markdown, and `case let .list(list):
        /// LocalizedStringKey(list.title)` wraps data an enum case carries (a user's list, a server name) to
        /// fit a `LocalizedStringKey` result: neither is a key the app's catalog could hold.
        private static func isContentForMarkdown(_ key: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
            let value = key.unwrapped
            let name = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? value.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name else { return false }
            if ["text", "body", "markdown", "content", "contents", "note", "notes", "changelog"].contains(name) { return true }
            // A raw value or a key read from the case's data is still a key.
            guard name != "rawValue", !name.lowercased().hasSuffix("key") else { return false }
            let root = value.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? name
            return isBoundByCasePattern(root, around: call)
        }

        /// Whether `name` is bound by the pattern of the `case` the call sits in (`case let .link(_, title):`).
        private static func isBoundByCasePattern(_ name: String, around call: FunctionCallExprSyntax) -> Bool {
            guard let switchCase = call.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }),
                  case .case(let label) = switchCase.label
            else { return false }
            return label.caseItems.contains { item in
                item.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
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

extension RuleID {
    public static let dynamicLocalizationKey = RuleID("dynamic-localization-key")
}
