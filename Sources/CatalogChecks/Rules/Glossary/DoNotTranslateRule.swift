import Diagnostics
import ProjectConfiguration
import StringCatalog

/// A do-not-translate term (the app's name, a trademark) changed or dropped in a translation.
public struct DoNotTranslateRule: CatalogRule {
    public static let description = RuleDescription(
        id: .doNotTranslate,
        summary: "A term the glossary says never to translate is missing from a translation",
        rationale: """
            Product names, trademarks and feature names (`StoryApp`, `iCloud`) stay as written in every language. \
            A translated or misspelled name confuses users and may break trademark rules. The glossary's \
            `do_not_translate` list matches case-sensitively, as whole words.
            """,
        defaultSeverity: .error,
        fixUrgency: .languageQuality,
        triggeringExamples: [
            CatalogExample("the app name was translated", [
                "Welcome to StoryApp": .texts(["de": "Willkommen bei Geschichten-App", "fr": "Bienvenue dans StoryApp"]),
            ], options: glossaryOptions, expect: [("Welcome to StoryApp", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the name kept; sources without it are not concerned", [
                "Welcome to StoryApp": .texts(["de": "Willkommen bei StoryApp"]),
                "StoryApps are fun": .texts(["de": "Geschichten-Apps machen Spaß"]),
            ], options: glossaryOptions),
        ])

    static let glossaryOptions = CheckOptions(parameters: CheckParameters(glossary: Glossary(doNotTranslate: ["StoryApp"])))

    private let terms: [String]
    private let termBytes: [[UInt8]]

    public init(parameters: CheckParameters) {
        terms = parameters.glossary?.doNotTranslate ?? []
        termBytes = terms.map { TermMatching.needle($0, caseInsensitive: false) }
    }

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        guard !terms.isEmpty else { return }
        for entry in catalog.entries where entry.needsTranslation && entry.hasSourceText {
            let termsBySourceUnit = TermMatching.wordsFound(termBytes, in: entry.sourceUnits.map(\.value), caseInsensitive: false)
            guard termsBySourceUnit.contains(where: { !$0.isEmpty }) else { continue }
            for language in catalog.languages where language.status != .source {
                guard let localization = entry.entry.localizations[language.code] else { continue }
                for unit in TextUnit.units(of: localization) where unit.state != .new && !unit.value.isEmpty {
                    let translated = Array(unit.value.utf8)
                    guard let termIndex = termsBySourceUnit[entry.sourceIndex(for: unit)].first(where: {
                        !TermMatching.contains(termBytes[$0], in: translated, caseInsensitive: false)
                    }) else { continue }
                    findings.report(
                        "\(language.displayName) text\(unit.placeText) must keep \"\(terms[termIndex])\" as written (do not translate)",
                        key: entry.key, language: language.code)
                    break
                }
            }
        }
    }
}

extension RuleID {
    public static let doNotTranslate = RuleID("do-not-translate")
}
