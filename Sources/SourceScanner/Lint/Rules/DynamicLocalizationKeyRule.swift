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
            // The wrapper's own key is its parameter: the run-time key is where the wrapper is called.
            SourceExample("""
                func title(for key: String) -> String {
                    NSLocalizedString(key, comment: "")
                }
                let name = title(for: ↓item.name)
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
            // Known values with no catalog to check them against: extraction still never adds them.
            SourceExample("""
                enum Trait: String { case brave, kind }
                struct TraitRow: View {
                    var trait: Trait
                    var body: some View { Text(LocalizedStringKey(↓trait.rawValue)) }
                }
                """),
            SourceExample("""
                let name = String(localized: ↓"\\(planet.id)")
                """),
            SourceExample("""
                let label = String(localized: String.LocalizationValue(↓item.name))
                """),
            // Decoded data: the key is whatever the file or the server sent.
            SourceExample("""
                struct StoryEvent: Codable {
                    let key: String
                    var title: String { NSLocalizedString(↓key, comment: "Story event title") }
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
                struct Tab { var title: LocalizedStringResource }
                func show(_ tab: Tab) -> String { String(localized: tab.title) }
                """),
            SourceExample("""
                let text = String(localized: "\\(count) stories")
                let distance = String(localized: "\\(n) \\(unit)")
                """),
            // Keys built around a run-time piece whose literal pieces frame keys the catalogs hold.
            SourceExample("""
                func confirm(_ key: String) -> String { NSLocalizedString("alert." + key + ".title", comment: "") }
                let state = NSLocalizedString("DE_\\(region.code)", comment: "")
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: [
                    "alert.clear_cache.title": ["en": "Clear the cache?"], "DE_BW": ["en": "Baden-Württemberg"],
                ])),
            // Every value the key can have is known (and `missing-localization-key` checks them against the catalogs).
            SourceExample("""
                enum Level: String { case normal = "Shared.Level.Normal", hyper = "Shared.Level.Hyper" }
                struct LevelRow: View {
                    var level: Level
                    var isOn: Bool
                    var body: some View {
                        Text(LocalizedStringKey(level.rawValue))
                        Text(LocalizedStringKey(Level.normal.rawValue))
                        Text(LocalizedStringKey(isOn ? "Shared.On" : "Shared.Off"))
                    }
                }
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: [
                    "Shared.Level.Normal": ["en": "Normal"], "Shared.Level.Hyper": ["en": "Hyper"],
                    "Shared.On": ["en": "On"], "Shared.Off": ["en": "Off"],
                ])),
            // A wrapper looks its parameter up; `"key".localized` is checked where it is written.
            SourceExample("""
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                    func localized(tableName: String?) -> String { NSLocalizedString(self, tableName: tableName, comment: "") }
                }
                func L(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
                let title = "settings.title".localized
                """),
            // Text already localized, looked up again, is `localized-twice`.
            SourceExample("""
                enum Status {
                    case connected
                    var label: String { String(localized: "Connected") }
                }
                struct StatusRow: View {
                    var status: Status
                    var body: some View { Text(LocalizedStringKey(status.label)) }
                }
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
        Visitor(context: context)
    }

    static let message = """
        the localization key is computed at run time, so extraction can't add it to the catalog; use a \
        literal key per case or pass LocalizedStringResource values, and show data (names, titles) with \
        Text(verbatim:)
        """

    private final class Visitor: SourceRuleVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let lookup = KeyLookup.of(node, index: index), Self.isRunTimeKey(lookup, in: node),
                  // A wrapper's own parameter: its callers' keys are checked where they are written.
                  !lookup.isForwarded,
                  // Text looked up twice is `localized-twice`; known values are checked by `missing-localization-key`
                  // against the catalogs, and are still run-time keys when there is no catalog to check them against.
                  !lookup.isLocalizedAlready(index: index),
                  !catalog.hasCatalogs || lookup.possibleValues(index: index) == nil && !Self.isBuiltFromKeyPieces(lookup.key, catalog: catalog),
                  !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            findings.append(LintFinding(at: lookup.key, message: DynamicLocalizationKeyRule.message))
            return .visitChildren
        }

        /// Whether the key is computed at run time, and not one of the values that only look like it: a
        /// resource's key, a formatted number, content rendered as Markdown.
        private static func isRunTimeKey(_ lookup: KeyLookup, in call: FunctionCallExprSyntax) -> Bool {
            let key = lookup.key
            if let literal = key.unwrapped.as(StringLiteralExprSyntax.self) { return KeyLookup.isLoneInterpolation(literal) }
            // `String(localized: tab.title)`: only a literal converts to a LocalizationValue, so anything else is
            // already a LocalizationValue or a LocalizedStringResource, made where its text was written.
            if ["String", "AttributedString", "LocalizedStringResource"].contains(lookup.via) { return false }
            if ["NSLocalizedString", "LocalizedStringKey"].contains(lookup.via), isKeyOfResource(key) || isFormattedNumber(key) {
                return false
            }
            if call.calleeName == "LocalizedStringKey", isContentForMarkdown(key, in: call) { return false }
            return true
        }

        /// `"alert." + name + ".title"`, `"DE_\(code)"`: a key built around a run-time piece whose literal
        /// pieces begin and end keys the catalogs hold, so the code builds keys the team wrote on purpose.
        private static func isBuiltFromKeyPieces(_ key: ExprSyntax, catalog: CatalogFacts) -> Bool {
            let value = key.unwrapped
            let pieces: [String?]
            if let operands = value.as(SequenceExprSyntax.self)?.concatenationOperands {
                pieces = operands.map { $0.unwrapped.as(StringLiteralExprSyntax.self).flatMap { $0.hasInterpolation ? nil : $0.unescapedStaticText } }
            } else if let literal = value.as(StringLiteralExprSyntax.self) {
                pieces = literal.segments.map { segment in
                    if case .stringSegment(let text) = segment { return text.content.text } else { return nil }
                }
            } else {
                return false
            }
            let prefix = pieces.first.flatMap { $0 } ?? ""
            let suffix = pieces.count > 1 ? (pieces.last.flatMap { $0 } ?? "") : ""
            guard NaturalText.containsLetter(prefix + suffix) else { return false }
            return catalog.keys.contains { $0.count > prefix.count + suffix.count && $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
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

    }
}

extension RuleID {
    public static let dynamicLocalizationKey = RuleID("dynamic-localization-key")
}
