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
        return DiagnosticReport(
            toolName: toolName, toolVersion: toolVersion, diagnostics: diagnostics, coverage: coverage,
            rules: descriptions.map(\.metadata))
    }
}
