import StringCatalog

/// A glossary term in the source whose translation doesn't use the agreed word.
public struct GlossaryTermRule: CatalogCheckRule {
    public static let description = CheckRuleDescription(
        id: "glossary-term",
        summary: "A translation doesn't use the glossary's translation of a term",
        rationale: """
            A glossary keeps the app's vocabulary the same on every screen and in every release: the hero is \
            always \"héros\", never \"personnage\". Terms match whole words of the source, ignoring case; a \
            translation passes when it contains one of the term's listed translations (inflected forms too).
            """,
        severity: .warning,
        triggeringExamples: [
            CheckExample("French uses another word for the hero", [
                "Save Hero": .texts(["fr": "Enregistrer le personnage", "de": "Held speichern"]),
            ], options: glossaryOptions, expect: [("Save Hero", "fr")]),
        ],
        nonTriggeringExamples: [
            CheckExample("the agreed word, inflected, or a language without an entry", [
                "Save Hero": .texts(["fr": "Enregistrer le héros", "de": "Held speichern", "es": "Guardar personaje"]),
                "Your Heroes": .texts(["de": "Deine Helden"]),
                "Superheroes": .texts(["fr": "Super-personnages"]),
            ], options: glossaryOptions),
        ])

    static let glossaryOptions = CheckOptions(parameters: CheckParameters(glossary: Glossary(terms: [
        Glossary.Term(term: "hero", translations: ["fr": ["héros"], "de": ["Held", "Heldin"]]),
        Glossary.Term(term: "heroes", translations: ["fr": ["héros"], "de": ["Helden"]]),
    ])))

    private let terms: [Glossary.Term]

    public init(parameters: CheckParameters) {
        terms = parameters.glossary?.terms ?? []
    }

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        guard !terms.isEmpty else { return }
        for entry in catalog.entries where entry.needsTranslation {
            // Terms are looked up once per key, not once per language.
            let found = terms.filter { term in entry.sourceUnits.contains { TermMatching.containsWord(term.term, in: $0.value, caseInsensitive: true) } }
            guard !found.isEmpty else { continue }
            for language in catalog.languages where language.status != .source {
                guard let localization = entry.entry.localizations[language.code] else { continue }
                let units = TextUnit.units(of: localization)
                for term in found {
                    guard let expected = term.translations(for: language.code) else { continue }
                    let offending = units.first { unit in
                        unit.state != .new && !unit.value.isEmpty
                            && TermMatching.containsWord(term.term, in: entry.sourceUnits[entry.sourceIndex(for: unit)].value, caseInsensitive: true)
                            && !expected.contains { TermMatching.contains($0, in: unit.value) }
                    }
                    guard let unit = offending else { continue }
                    let list = expected.map { "\"\($0)\"" }.joined(separator: " or ")
                    findings.report(
                        "\(language.displayName) text\(unit.placeText) should translate \"\(term.term)\" as \(list) (glossary)\(term.note.map { ": \($0)" } ?? "")",
                        key: entry.key, language: language.code)
                }
            }
        }
    }
}
