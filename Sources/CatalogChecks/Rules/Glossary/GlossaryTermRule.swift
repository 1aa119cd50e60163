import Diagnostics
import ProjectConfiguration
import StringCatalog

/// A glossary term in the source whose translation doesn't use the agreed word.
public struct GlossaryTermRule: CatalogRule {
    public static let description = RuleDescription(
        id: .glossaryTerm,
        summary: "A translation doesn't use the glossary's translation of a term",
        rationale: """
            A glossary keeps the app's vocabulary the same on every screen and in every release: the hero is \
            always \"héros\", never \"personnage\". Terms match whole words of the source, ignoring case; a \
            translation passes when it contains one of the term's listed translations (inflected forms too).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("French uses another word for the hero", [
                "Save Hero": .texts(["fr": "Enregistrer le personnage", "de": "Held speichern"]),
            ], options: glossaryOptions, expect: [("Save Hero", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the agreed word, inflected or capitalized, or a language without an entry", [
                "Save Hero": .texts(["fr": "Enregistrer le héros", "de": "Held speichern", "es": "Guardar personaje", "uk": "Зберегти героя"]),
                "Heroes wait": .texts(["uk": "Герої чекають", "fr": "Héros en attente"]),
                "Your Heroes": .texts(["de": "Deine Helden"]),
                "Superheroes": .texts(["fr": "Super-personnages"]),
            ], options: glossaryOptions),
        ])

    static let glossaryOptions = CheckOptions(parameters: CheckParameters(glossary: Glossary(terms: [
        Glossary.Term(term: "hero", translations: ["fr": ["héros"], "de": ["Held", "Heldin"], "uk": ["героя"]]),
        Glossary.Term(term: "heroes", translations: ["fr": ["héros"], "de": ["Helden"], "uk": ["герої"]]),
    ])))

    private let terms: [Glossary.Term]
    /// Each term's lowercased bytes.
    private let termBytes: [[UInt8]]

    public init(parameters: CheckParameters) {
        terms = parameters.glossary?.terms ?? []
        termBytes = terms.map { TermMatching.needle($0.term, caseInsensitive: true) }
    }

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        guard !terms.isEmpty else { return }
        // Accepted translations, lowercased, by language then term; `nil` where the glossary has none.
        let accepted: [[[[UInt8]]?]] = catalog.languages.map { language in
            terms.map { $0.translations(for: language.code)?.map { TermMatching.needle($0, caseInsensitive: true) } }
        }
        for entry in catalog.entries where entry.needsTranslation && entry.hasSourceText {
            // Terms are looked up once per key, not once per language: which terms each source unit has.
            let termsBySourceUnit = TermMatching.wordsFound(termBytes, in: entry.sourceUnits.map(\.value), caseInsensitive: true)
            guard termsBySourceUnit.contains(where: { !$0.isEmpty }) else { continue }
            for (languageIndex, language) in catalog.languages.enumerated() where language.status != .source {
                guard let localization = entry.entry.localizations[language.code] else { continue }
                var reported = Set<Int>()
                for unit in TextUnit.units(of: localization) where unit.state != .new && !unit.value.isEmpty {
                    let found = termsBySourceUnit[entry.sourceIndex(for: unit)]
                    guard !found.isEmpty else { continue }
                    let translated = Array(unit.value.utf8)
                    // ASCII case folding settles most texts; others (`Героїв` at a sentence start) are lowercased once.
                    var lowercased: [UInt8]?
                    func follows(_ expected: [[UInt8]]) -> Bool {
                        if expected.contains(where: { TermMatching.contains($0, in: translated, caseInsensitive: true) }) { return true }
                        guard translated.contains(where: { $0 >= 0x80 }) else { return false }
                        if lowercased == nil { lowercased = Array(unit.value.lowercased().utf8) }
                        return expected.contains { TermMatching.contains($0, in: lowercased!, caseInsensitive: false) }
                    }
                    for termIndex in found where !reported.contains(termIndex) {
                        guard let expected = accepted[languageIndex][termIndex], !follows(expected) else { continue }
                        reported.insert(termIndex)
                        let term = terms[termIndex]
                        let list = (term.translations(for: language.code) ?? []).map { "\"\($0)\"" }.joined(separator: " or ")
                        findings.report(
                            "\(language.displayName) text\(unit.placeText) should translate \"\(term.term)\" as \(list) (glossary)\(term.note.map { ": \($0)" } ?? "")",
                            key: entry.key, language: language.code)
                    }
                }
            }
        }
    }
}

extension RuleID {
    public static let glossaryTerm = RuleID("glossary-term")
}
