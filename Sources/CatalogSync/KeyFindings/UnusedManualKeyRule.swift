import CatalogChecks
import Diagnostics
import SourceScanner
import StringCatalog

/// A manual key (added by hand, not extracted) that no code uses: neither found by extraction nor named
/// by any string literal or by its Xcode-generated string symbol. Off when the project says keys are built
/// at run time.
public struct UnusedManualKeyRule: KeyUsageRule {
    public static let description = RuleDescription(
        id: .unusedManualKey,
        summary: "A manual key is used by no code",
        rationale: """
            Extraction never marks manual keys stale, so one the code stopped using stays in the catalog and \
            keeps costing translation work. Delete it. If the code builds keys at run time \
            (`LocalizedStringKey("mood.\\(name)")`), set `extract.keys_used_dynamically: true` in \
            `.phrasebook.yml` and this rule stays silent.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            ProjectExample(
                "a manual key no literal names",
                sources: [#"let title = Text("settings.title")"#],
                catalog: ["settings.title": .manual("Settings"), "settings.legacy": .manual("Old settings")],
                expect: ["settings.legacy"]),
            ProjectExample(
                "a symbol's name only in a member chain, a comment or a string",
                sources: [#"""
                    let title = view.settingsTitle // .settingsTitle
                    let text = "Text(.settingsTitle)"
                    """#],
                catalog: ["settings.title": .manual("Settings")],
                expect: ["settings.title"]),
            ProjectExample(
                "a symbol's name in code, where the key generates no symbol",
                sources: [#"let title = Text(.settingsLegacy)"#],
                catalog: ["settings.legacy": CatalogEntry(
                    extractionState: .manual, generatesSymbol: false, localizations: ["en": .text("Old settings")])],
                expect: ["settings.legacy"]),
            ProjectExample(
                "a manual key the code misspells",
                sources: [#"let streak = Text("journey.bestStreak \(days)")"#],
                catalog: ["journey.bestStreak": .manual("Best streak: %lld days")],
                expect: ["journey.bestStreak"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "manual keys used by extraction's APIs or named by any literal",
                sources: [#"""
                    let a = Text("settings.title")
                    let key = "settings.footer"
                    let b = Text(LocalizedStringKey(key))
                    """#],
                catalog: ["settings.title": .manual("Settings"), "settings.footer": .manual("Made with care")]),
            ProjectExample(
                "a manual key with a placeholder, named by an interpolated literal outside extraction's APIs",
                sources: [#"let label = accessibilityText("image.alt-text-\(altText)")"#],
                catalog: ["image.alt-text-%@": .manual("Image: %@")]),
            ProjectExample(
                "manual keys used through the string symbols Xcode 26 generates for them",
                sources: [#"""
                    let title = Text(.settingsTitle)
                    let count = String(localized: .landmarks(count: 3))
                    func about() -> LocalizedStringResource { return .aboutTitle }
                    let help = LocalizedStringResource.helpTitle
                    """#],
                catalog: [
                    "settings.title": .manual("Settings"), "Landmarks": .manual("%(count)lld landmarks"),
                    "about.title": .manual("About"), "help.title": .manual("Help"),
                ]),
            ProjectExample(
                "a project that builds keys at run time",
                sources: [#"let mood = Text(LocalizedStringKey("mood.\(name)"))"#],
                catalog: ["mood.happy": .manual("Happy")], keysUsedDynamically: true),
        ])

    public init() {}

    public func findings(in usage: KeyUsage) -> [Diagnostic] {
        guard !usage.keysUsedDynamically else { return [] }
        var result: [Diagnostic] = []
        for catalog in usage.catalogs {
            let used = usage.keysUsed(in: catalog.table)
            // A manual key the code misspells is the near miss of a key shown raw: say which.
            var misspelledAs: [String: String] = [:]
            for finding in RawKeys.findings(in: catalog.catalog, isUsed: { key, _ in used.contains(key) }) {
                if let nearMiss = finding.nearMiss, misspelledAs[nearMiss] == nil { misspelledAs[nearMiss] = finding.key }
            }
            for (key, entry) in catalog.catalog.strings.sorted(by: { $0.key < $1.key })
            where entry.extractionState == .manual && !used.contains(key) && !usage.isNamedByLiteral(key)
                && !usage.isNamedBySymbol(key, entry: entry, table: catalog.table) {
                let message = misspelledAs[key].map {
                    "manual key \(key.jsonQuoted) is used by no code, which uses \($0.jsonQuoted) instead"
                } ?? "manual key \(key.jsonQuoted) is used by no code; delete it, or set extract.keys_used_dynamically if the code builds keys"
                result.append(Diagnostic(
                    ruleID: Self.id, severity: Self.description.defaultSeverity, message: message,
                    file: catalog.path, key: key))
            }
        }
        return result
    }
}

extension RuleID {
    public static let unusedManualKey = RuleID("unused-manual-key")
}
