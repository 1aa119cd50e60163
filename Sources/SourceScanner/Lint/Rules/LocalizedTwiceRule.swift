import Diagnostics
import SwiftSyntax

/// Text already looked up in a catalog, looked up again as a key: `Text(LocalizedStringKey(status.label))`
/// where `label` returns `String(localized: "Connected")`.
public struct LocalizedTwiceRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .localizedTwice,
        summary: "Text already localized is looked up again as a key",
        rationale: """
            A value built with `String(localized:)` or `NSLocalizedString` is already the user's language. \
            Passing it to `LocalizedStringKey(…)`, `NSLocalizedString` or a `.localized` wrapper looks the \
            translation up as a key: no catalog has it, so it is shown as it is, which works by accident in the \
            source language and may pick up another entry's text when a translation happens to equal a key. \
            Show the localized value as it is: `Text(status.label)` or `Text(verbatim:)`.
            """,
        triggeringExamples: [
            SourceExample("""
                enum Status {
                    case connected, offline
                    var label: String {
                        switch self {
                        case .connected: String(localized: "Connected")
                        case .offline: String(localized: "Offline")
                        }
                    }
                }
                struct StatusRow: View {
                    var status: Status
                    var body: some View { Text(LocalizedStringKey(↓status.label)) }
                }
                """),
            SourceExample("""
                let title = NSLocalizedString(↓NSLocalizedString("Settings", comment: ""), comment: "")
                """),
        ],
        nonTriggeringExamples: [
            // Fallbacks: another bundle's table, and a key no catalog has, which the first lookup gives back.
            SourceExample("""
                extension String {
                    var localized: String { NSLocalizedString(self, bundle: .module, comment: "") }
                    func localized(bundle: Bundle) -> String { NSLocalizedString(self, bundle: bundle, comment: "") }
                }
                let title = "popup.title".localized.localized(bundle: .main)
                let message = NSLocalizedString(NSLocalizedString("invalid_url", comment: ""), comment: "")
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: ["popup.title": ["en": "Welcome"]])),
            SourceExample("""
                enum Status {
                    case connected
                    var label: String { String(localized: "Connected") }
                    var key: String { "status.connected" }
                }
                struct StatusRow: View {
                    var status: Status
                    var body: some View { Text(status.label); Text(LocalizedStringKey(status.key)) }
                }
                """),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        Visitor(context: context)
    }

    private final class Visitor: SourceRuleVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let lookup = KeyLookup.of(node, index: index), lookup.literal == nil, !lookup.isForwarded,
                  lookup.isLocalizedAlready(index: index), !Self.isFallback(lookup, in: node, catalog: catalog),
                  !UserFacingContext.isExcluded(node)
            else { return .visitChildren }
            findings.append(LintFinding(at: lookup.key, message: """
                this value is already localized, and '\(lookup.via)' looks it up again as a key, which no catalog \
                has: show it as it is
                """))
            return .visitChildren
        }

        /// A second lookup that is a fallback, not a mistake: it reads another bundle or table
        /// (`"key".localized.localized(bundle: .main)`), or the first lookup's key is in no catalog, so the
        /// first gives back its key for the second to look up (`showAlert(NSLocalizedString("invalid_url"))`
        /// where `showAlert` looks up `"alert." + key`).
        private static func isFallback(_ lookup: KeyLookup, in call: FunctionCallExprSyntax, catalog: CatalogFacts) -> Bool {
            if call.arguments.contains(where: { ["bundle", "tableName", "table"].contains($0.label?.text ?? "") }) { return true }
            guard catalog.hasCatalogs else { return false }
            // The first lookup's key: `NSLocalizedString("k")`, `"k".localized()` or `"k".localized`.
            let value = lookup.key.unwrapped
            let inner = value.as(FunctionCallExprSyntax.self)
            let candidates = [inner?.calleeBase, inner?.arguments.first?.expression, value.as(MemberAccessExprSyntax.self)?.base]
            guard let literal = candidates.lazy.compactMap({ $0?.unwrapped.as(StringLiteralExprSyntax.self) }).first,
                  !literal.hasInterpolation
            else { return false }
            return !catalog.keys.contains(literal.unescapedStaticText)
        }
    }
}

extension RuleID {
    public static let localizedTwice = RuleID("localized-twice")
}
