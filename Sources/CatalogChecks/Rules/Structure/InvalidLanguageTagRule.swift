import Diagnostics
import StringCatalog

/// A source language or a localization key that is not a well-formed BCP 47 language tag.
///
/// Catalogs name languages that become folder and file names (`compile` writes `LANG.lproj`, `export` writes
/// `LANG.xliff`): a catalog from a stranger's pull request with `../../esc` as a language would write outside the
/// output folder, which those commands refuse; this rule says so in review, before anything is run.
public struct InvalidLanguageTagRule: CatalogRule {
    public static let description = RuleDescription(
        id: .invalidLanguageTag,
        summary: "The source language or a localization is not a well-formed language tag",
        rationale: """
            Languages are BCP 47 tags of letters, digits and hyphens (`de`, `pt-BR`, `zh-Hant`), at most \
            \(LanguageTagCheck.maximumLength) characters. Xcode doesn't write anything else, no runtime looks \
            anything else up, and `compile` and `export`, which turn languages into file names, refuse a catalog \
            that has one. Rename the language (`pt_BR` is `pt-BR`) or remove the localizations under it.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            CatalogExample("a localization that climbs out of the output folder", [
                "Hello": .texts(["de": "Hallo", "../../esc": "pwned"]),
            ], expect: [("Hello", nil)]),
            CatalogExample("a POSIX name and markup as localizations", [
                "Hello": .texts(["pt_BR": "Olá"]), "Bye": .texts(["<b>x</b>": "x"]),
            ], expect: [("Hello", nil), ("Bye", nil)]),
            CatalogExample("a 100-character source language", catalog: StringCatalog(
                sourceLanguage: String(repeating: "a", count: 100), strings: ["Hello": .texts(["de": "Hallo"])]),
                expected: [FindingMarker(key: "", language: nil)]),
        ],
        nonTriggeringExamples: [
            CatalogExample("tags Xcode writes", [
                "Hello": .texts(["de": "Hallo", "pt-BR": "Olá", "zh-Hant-HK": "你好", "es-419": "Hola", "sr-Latn": "Zdravo"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        if let problem = LanguageTagCheck.problem(with: catalog.catalog.sourceLanguage) {
            findings.report(
                "the source language \(LanguageTagCheck.quoted(catalog.catalog.sourceLanguage)) is not a language tag: \(problem)",
                key: "", language: nil)
        }
        // Each language is judged once (the checker's languages are the catalog's); then one finding per bad
        // one, at the first key that holds it, however many do.
        let invalid = Set(catalog.languages.map(\.code).filter { $0 != catalog.catalog.sourceLanguage && !LanguageTagCheck.isWellFormed($0) })
        guard !invalid.isEmpty else { return }
        var keysByLanguage: [String: (first: String, count: Int)] = [:]
        for entry in catalog.entries {
            for language in entry.entry.localizations.keys where invalid.contains(language) {
                keysByLanguage[language, default: (entry.key, 0)].count += 1
            }
        }
        for (language, keys) in keysByLanguage.sorted(by: { $0.key < $1.key }) {
            let problem = LanguageTagCheck.problem(with: language) ?? ""
            let others = keys.count > 1 ? " (and \(Counted(keys.count - 1, "other key")))" : ""
            findings.report(
                "\(quoted(keys.first)) has a localization under \(LanguageTagCheck.quoted(language))\(others), which is not a language tag (\(problem)); compile and export refuse it",
                key: keys.first, language: nil)
        }
    }
}

extension RuleID {
    public static let invalidLanguageTag = RuleID("invalid-language-tag")
}
