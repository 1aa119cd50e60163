import Diagnostics
import SwiftSyntax

/// A key looked up at run time that no catalog holds: written through one of the app's wrappers
/// (`"key".localized`, `L("key")`), whose keys Xcode never extracts, or a run-time key whose possible
/// values (a String enum's raw values, a set of literals) are not all in the catalogs.
public struct MissingLocalizationKeyRule: VisitingSourceRule {
    public static let description = RuleDescription(
        id: .missingLocalizationKey,
        summary: "A key looked up at run time is in no catalog",
        rationale: """
            Xcode and `phrasebook extract` add the keys of `Text("…")`, `String(localized:)` and \
            `NSLocalizedString` to the catalog, but not keys passed through the app's own wrappers \
            (`"settings.title".localized`, `L("…")`, found from their bodies or listed in \
            `extract.localized_string_functions`) nor the values of keys computed at run time (an enum's raw \
            values). A key missing from every catalog is shown as it is written: a raw identifier, or \
            source-language text nobody translates. Add the key to the catalog, or fix its spelling.
            """,
        triggeringExamples: [
            SourceExample("""
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }
                final class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        title = "settings.title".localized
                        saveButton.setTitle(↓"settings.save".localized, for: .normal)
                    }
                }
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: ["settings.title": ["en": "Settings"]])),
            SourceExample("""
                func LocalizedString(_ key: String) -> String {
                    Localizer.shared.text(forKey: key)
                }
                enum Localizer {
                    static let shared = Bundle.main
                }
                extension Bundle {
                    func text(forKey key: String) -> String { localizedString(forKey: key, value: nil, table: nil) }
                }
                let title = LocalizedString(↓"accounts.titel")
                let other = LocalizedString("accounts.title")
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: ["accounts.title": ["en": "Accounts"]])),
            SourceExample("""
                enum Level: String, CaseIterable {
                    case normal = "Shared.Level.Normal"
                    case hyper = "Shared.Level.Hyper"
                }
                struct LevelPicker: View {
                    var body: some View {
                        ForEach(Level.allCases, id: \\.self) { level in Text(LocalizedStringKey(↓level.rawValue)) }
                        Text(LocalizedStringKey(Level.normal.rawValue))
                        Text(LocalizedStringKey(↓Level.hyper.rawValue))
                    }
                }
                """, catalog: CatalogFacts(sourceLanguage: "ja", strings: ["Shared.Level.Normal": ["ja": "ノーマル"]])),
        ],
        nonTriggeringExamples: [
            SourceExample("""
                enum Level: String, CaseIterable {
                    case normal = "Shared.Level.Normal"
                    case hyper = "Shared.Level.Hyper"
                }
                struct LevelPicker: View {
                    var level: Level
                    var body: some View { Text(LocalizedStringKey(level.rawValue)) }
                }
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }
                let ok = "Shared.OK".localized
                """, catalog: CatalogFacts(sourceLanguage: "ja", strings: [
                    "Shared.Level.Normal": ["ja": "ノーマル"], "Shared.Level.Hyper": ["ja": "ハイパー"], "Shared.OK": ["ja": "OK"],
                ])),
            // A wrapper that adds a prefix and a suffix to its key: the catalog has the keys it builds.
            SourceExample("""
                enum Alerts {
                    static func show(_ name: String) {
                        let alert = NSAlert()
                        alert.messageText = NSLocalizedString("alerts." + name + ".title", comment: "")
                        alert.runModal()
                    }
                }
                func openFailed() { Alerts.show("open_failed") }
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: ["alerts.open_failed.title": ["en": "Can't open the file"]])),
            // Without catalogs nothing can be checked; keys of the lookup APIs themselves are extracted.
            SourceExample("""
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }
                let title = "settings.title".localized
                let other = NSLocalizedString("settings.other", comment: "")
                """),
            SourceExample("""
                let other = NSLocalizedString("settings.other", comment: "")
                let text = String(localized: "Not in the catalog yet")
                """, catalog: CatalogFacts(sourceLanguage: "en", strings: ["settings.title": ["en": "Settings"]])),
        ])

    public init(options: RuleOptions) {}

    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor? {
        guard context.catalog.hasCatalogs else { return nil }
        return Visitor(context: context)
    }

    private final class Visitor: SourceRuleVisitor {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let lookup = KeyLookup.of(node, index: index) { check(lookup, at: node) }
            return .visitChildren
        }

        /// `"key".localized`, read without a call.
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), let lookup = KeyLookup.of(member, index: index) {
                check(lookup, at: member)
            }
            return .visitChildren
        }

        private func check(_ lookup: KeyLookup, at node: some SyntaxProtocol) {
            if let literal = lookup.literal {
                guard lookup.isWrapper, !literal.hasInterpolation else { return }
                let key = literal.unescapedStaticText
                guard !catalog.keys.contains(key), NaturalText.containsLetter(key), !catalog.hasKey(containingPart: key),
                      !UserFacingContext.isExcluded(node)
                else { return }
                findings.append(LintFinding(at: literal, message: """
                    '\(key)' is looked up through '\(lookup.via)', whose keys Xcode doesn't extract, and no catalog \
                    has it, so people see it as written; add it to the catalog (\(tables))
                    """))
                return
            }
            guard !lookup.isForwarded, let values = lookup.possibleValues(index: index) else { return }
            let missing = values.filter { !catalog.keys.contains($0) && NaturalText.containsLetter($0) }.sorted()
            guard !missing.isEmpty, !UserFacingContext.isExcluded(node) else { return }
            let named = missing.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
            findings.append(LintFinding(at: lookup.key, message: """
                this key is computed at run time and can be \(named), which no catalog has, so people see \
                \(missing.count == 1 ? "it" : "them") as written; add \(missing.count == 1 ? "it" : "them") to the catalog (\(tables))
                """))
        }

        private var tables: String {
            let names = catalog.tableNames.prefix(2).joined(separator: ", ")
            return catalog.tableNames.count > 2 ? names + ", …" : names
        }
    }
}

extension RuleID {
    public static let missingLocalizationKey = RuleID("missing-localization-key")
}
