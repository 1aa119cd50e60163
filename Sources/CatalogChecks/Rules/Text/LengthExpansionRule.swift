import Diagnostics
import StringCatalog

/// A translation much longer than its source.
public struct LengthExpansionRule: CatalogRule {
    public static let description = RuleDescription(
        id: .lengthExpansion,
        summary: "A translation is much longer than its source",
        rationale: """
            Buttons, tabs and titles are laid out for the source text. German and Finnish often run 30–40% \
            longer; far beyond that a translation truncates or wraps. The limit is `check: max_length_ratio:` \
            (2.5 by default) and applies to sources of at least `min_length_for_ratio` characters (8).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("three times the source", [
                "Settings": .texts(["de": "Einstellungen und Voreinstellungen der Anwendung"]),
            ], expect: [("Settings", "de")]),
            CatalogExample("a stricter configured ratio", [
                "Reading Journey": .texts(["de": "Deine persönliche Lesereise"]),
            ], options: CheckOptions(parameters: CheckParameters(maximumLengthRatio: 1.5)), expect: [("Reading Journey", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("ordinary expansion", [
                "Settings": .texts(["de": "Einstellungen"]),
                "Reading Journey": .texts(["de": "Deine Lesereise"]),
            ]),
            CatalogExample("short sources vary most and are exempt", [
                "OK": .texts(["de": "Einverstanden"]),
            ]),
        ])

    private let ratio: Double
    private let minimumSourceLength: Int

    public init(parameters: CheckParameters) {
        ratio = parameters.maximumLengthRatio
        minimumSourceLength = parameters.minimumSourceLengthForRatio
    }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource else { return }
        for index in translation.units.indices {
            let unit = translation.units[index]
            let sourceLength = translation.entry.sourceLengths[translation.sourceIndices[index]]
            guard sourceLength >= minimumSourceLength else { continue }
            let limit = Int(Double(sourceLength) * ratio)
            // A text has at most as many characters as UTF-8 bytes: most texts are settled without counting.
            guard unit.value.utf8.count > limit else { continue }
            let length = unit.value.count
            guard length > limit else { continue }
            let times = (Double(length) / Double(sourceLength) * 10).rounded() / 10
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText) is \(times)× as long as the source (\(length) vs \(sourceLength) characters; limit \(ratio)×)",
                in: translation)
            return
        }
    }
}

extension RuleID {
    public static let lengthExpansion = RuleID("length-expansion")
}
