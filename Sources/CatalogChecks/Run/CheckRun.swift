import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

extension CatalogChecker {
    /// Checks every catalog of a project and combines the findings and coverage (languages summed across
    /// catalogs) into one report for the reporters.
    public func report(_ catalogs: [ProjectCatalog], toolName: String = "phrasebook check", toolVersion: String) -> DiagnosticReport {
        var diagnostics: [Diagnostic] = []
        var coverage: [LanguageCoverage] = []
        var coverageIndex: [String: Int] = [:]
        for input in catalogs {
            diagnostics += input.repairs.map { repair in
                Diagnostic(ruleID: Self.repeatedEntry.id, severity: Self.repeatedEntry.defaultSeverity, message: repair.message,
                           file: input.path, line: repair.line, column: repair.column, key: repair.location.key)
            }
            let result = check(input.catalog, file: input.path, text: input.text)
            diagnostics += result.diagnostics
            for row in result.coverage {
                if let index = coverageIndex[row.language] {
                    coverage[index].counts.add(row.counts)
                } else {
                    coverageIndex[row.language] = coverage.count
                    coverage.append(row)
                }
            }
        }
        coverage.sort { ($0.status == .released ? 0 : 1, $0.language) < ($1.status == .released ? 0 : 1, $1.language) }
        if let index = descriptions.firstIndex(where: { $0.id == CoverageBelowMinimumRule.description.id }) {
            diagnostics += CoverageBelowMinimumRule.findings(coverage, minimums: options.parameters.minimumCoverage, severity: severities[index])
        }
        let repaired = catalogs.contains { !$0.repairs.isEmpty } ? [Self.repeatedEntry] : []
        return DiagnosticReport(
            toolName: toolName, toolVersion: toolVersion, diagnostics: diagnostics, coverage: coverage,
            rules: descriptions.map(\.metadata) + repaired)
    }

    /// What the reader reports for a member a bad merge left twice in a catalog, merged while reading.
    static let repeatedEntry = RuleMetadata(
        id: "repeated-entry", summary: "A key, language, case or field appears twice in a catalog (a bad merge)",
        rationale: "Xcode and most tools refuse or silently drop one of the two; Phrasebook merged them. Run `phrasebook format` to write the catalog back once, or `phrasebook git install` so merges don't do this again.",
        defaultSeverity: .warning)
}
