import Diagnostics
import StringCatalog

/// One source text translated in different ways within a language.
public struct InconsistentTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: .inconsistentTranslation,
        summary: "The same source text is translated differently in different keys",
        rationale: """
            When \"Delete\" is \"Supprimer\" on one screen and \"Effacer\" on another, the interface feels \
            inconsistent and users wonder whether the actions differ. Keys whose comments describe different \
            contexts are not compared: write a comment when one source text needs two translations.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("two translations of one text; the less common one is reported", [
                "Delete": .texts(["fr": "Supprimer"]),
                "library.delete": .localized(["en": .text("Delete"), "fr": .text("Supprimer")], extractionState: .manual),
                "story.delete": .localized(["en": .text("Delete"), "fr": .text("Effacer")], extractionState: .manual),
            ], expect: [("story.delete", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the same translation everywhere", [
                "Delete": .texts(["fr": "Supprimer"]),
                "story.delete": .localized(["en": .text("Delete"), "fr": .text("Supprimer")], extractionState: .manual),
            ]),
            CatalogExample("comments say the contexts differ", [
                "Open": .localized(["fr": .text("Ouvrir")], comment: "Button: opens the story"),
                "status.open": .localized(["en": .text("Open"), "fr": .text("Ouvert")], comment: "Status: the shop is open",
                                          extractionState: .manual),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        var groups: [String: [Int]] = [:]
        for (index, entry) in catalog.entries.enumerated() where entry.needsTranslation && entry.hasSourceText && entry.sourceUnits.count == 1 {
            groups[entry.sourceText, default: []].append(index)
        }
        for (sourceText, members) in groups where members.count > 1 {
            for language in catalog.languages where language.status != .source {
                var translations: [(entry: EntryContext, value: String)] = []
                for index in members {
                    let entry = catalog.entries[index]
                    guard let unit = entry.entry.localizations[language.code]?.stringUnit, unit.state != .new, !unit.value.isEmpty
                    else { continue }
                    translations.append((entry, unit.value))
                }
                let counts = Dictionary(translations.map { ($0.value, 1) }, uniquingKeysWith: +)
                guard counts.count > 1 else { continue }
                // The most common translation is taken as the agreed one; ties go to the first key.
                let agreed = translations.max { counts[$0.value]! < counts[$1.value]! }!
                let agreeing = translations.filter { $0.value == agreed.value }
                for other in translations where other.value != agreed.value {
                    guard let reference = agreeing.first(where: { Self.sameContext($0.entry, other.entry) }) else { continue }
                    findings.report(
                        "\(quoted(sourceText)) is \(quoted(other.value)) here but \(quoted(reference.value)) in \(quoted(reference.entry.key)) (\(language.displayName))",
                        key: other.entry.key, language: language.code)
                }
            }
        }
    }

    /// Two keys share a context unless both have comments and they differ.
    private static func sameContext(_ lhs: EntryContext, _ rhs: EntryContext) -> Bool {
        guard let left = lhs.entry.comment, let right = rhs.entry.comment, !left.isEmpty, !right.isEmpty else { return true }
        return left == right
    }
}

extension RuleID {
    public static let inconsistentTranslation = RuleID("inconsistent-translation")
}
