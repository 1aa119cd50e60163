import Diagnostics
import ProjectConfiguration
import StringCatalog

/// A language whose share translated, over all the project's catalogs, is below the floor the project set.
///
/// It judges the run's summed coverage, so the checker applies it once per report rather than per key.
public struct CoverageBelowMinimumRule: CatalogRule {
    public static let description = RuleDescription(
        id: .coverageBelowMinimum,
        summary: "A language is translated less than the project's minimum",
        rationale: """
            Released languages block a release on any gap; languages in preparation usually don't, but a team can \
            hold them to a floor so they don't fall behind: `check.min_coverage: { preparing: 80 }`, or per \
            language (`uk: 60`). The finding is an error in every language, preparing ones included: the floor \
            is exactly what the team asked CI to hold.
            """,
        defaultSeverity: .error,
        fixUrgency: .incompleteLanguage,
        triggeringExamples: [
            CatalogExample("Ukrainian in preparation, a quarter translated, held to half", Self.quarterTranslated,
                         options: Self.floor(preparing: 50), expect: [(nil, "uk")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the same, held to a fifth", Self.quarterTranslated, options: Self.floor(preparing: 20)),
        ])

    private static let quarterTranslated: [String: CatalogEntry] = [
        "One": .texts(["uk": "Один"]), "Two": .texts([:]), "Three": .texts([:]), "Four": .texts([:]),
    ]

    private static func floor(preparing: Int) -> CheckOptions {
        CheckOptions(preparingLanguages: ["uk"], rules: RuleSelection(disabled: []), parameters: CheckParameters(minimumCoverage: ["preparing": preparing]))
    }

    public init(parameters: CheckParameters) {}

    /// A finding for each row of `coverage` below its floor in `minimums` (by language tag, else by status).
    static func findings(_ coverage: [LanguageCoverage], minimums: [String: Int], severity: Severity) -> [Diagnostic] {
        let byLanguage = Dictionary(minimums.map { (CatalogLanguage.normalized($0.key), $0.value) }, uniquingKeysWith: min)
        return coverage.compactMap { row in
            guard row.status != .notShipped, let floor = byLanguage[CatalogLanguage.normalized(row.language)] ?? minimums[row.status.rawValue],
                  row.counts.translated * 100 < floor * row.counts.total else { return nil }
            return Diagnostic(
                ruleID: description.id, severity: severity,
                message: "\(CatalogLanguage.displayName(of: row.language)) is \(row.counts.percentText) translated (\(row.counts.translated) of \(row.counts.total) keys); the project's minimum for it is \(floor)%",
                language: row.language)
        }
    }
}

extension RuleID {
    public static let coverageBelowMinimum = RuleID("coverage-below-minimum")
}
