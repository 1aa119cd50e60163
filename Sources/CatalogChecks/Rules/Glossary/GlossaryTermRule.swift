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
    /// Each term's lowercased bytes, and its accepted translations' by language.
    private let termBytes: [[UInt8]]

    public init(parameters: CheckParameters) {
        terms = parameters.glossary?.terms ?? []
        termBytes = terms.map { TermMatching.bytes($0.term, caseInsensitive: true) }
    }

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        guard !terms.isEmpty else { return }
        var expectedBytes: [String: [[UInt8]]] = [:] // "term index/language" → accepted translations
        for entry in catalog.entries where entry.needsTranslation && entry.hasSourceText {
            // Terms are looked up once per key, not once per language: which terms each source unit has.
            let sourceBytes = entry.sourceUnits.map { TermMatching.bytes($0.value, caseInsensitive: true) }
            let termsBySourceUnit = sourceBytes.map { bytes in termBytes.indices.filter { TermMatching.containsWord(termBytes[$0], in: bytes) } }
            guard termsBySourceUnit.contains(where: { !$0.isEmpty }) else { continue }
            for language in catalog.languages where language.status != .source {
                guard let localization = entry.entry.localizations[language.code] else { continue }
                var reported = Set<Int>()
                for unit in TextUnit.units(of: localization) where unit.state != .new && !unit.value.isEmpty {
                    let found = termsBySourceUnit[entry.sourceIndex(for: unit)]
                    guard !found.isEmpty else { continue }
                    let translated = TermMatching.bytes(unit.value, caseInsensitive: true)
                    for termIndex in found where !reported.contains(termIndex) {
                        let term = terms[termIndex]
                        guard let expected = term.translations(for: language.code) else { continue }
                        let cacheKey = "\(termIndex)/\(language.code)"
                        let accepted = expectedBytes[cacheKey] ?? expected.map { TermMatching.bytes($0, caseInsensitive: true) }
                        expectedBytes[cacheKey] = accepted
                        guard !accepted.contains(where: { TermMatching.contains($0, in: translated) }) else { continue }
                        reported.insert(termIndex)
                        let list = expected.map { "\"\($0)\"" }.joined(separator: " or ")
                        findings.report(
                            "\(language.displayName) text\(unit.placeText) should translate \"\(term.term)\" as \(list) (glossary)\(term.note.map { ": \($0)" } ?? "")",
                            key: entry.key, language: language.code)
                    }
                }
            }
        }
    }
}
