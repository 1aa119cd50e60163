import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

extension CatalogChecker {
    /// Checks every catalog of a project and combines the findings and coverage (languages summed across
    /// catalogs) into one report for the reporters. With `keyUsage` (a run that has read the code), rules
    /// that judge the keys the code uses report them too.
    public func report(
        _ catalogs: [ProjectCatalog], keyUsage: [CatalogKeyUsage] = [], toolName: String = "phrasebook check", toolVersion: String
    ) -> DiagnosticReport {
        var diagnostics: [Diagnostic] = []
        var coverage: [LanguageCoverage] = []
        var coverageIndex: [String: Int] = [:]
        let repeatedEntries = options.rules.severity(of: RepeatedEntryRule.description)
        for input in catalogs {
            if let repeatedEntries { diagnostics += RepeatedEntryRule.findings(in: input, severity: repeatedEntries) }
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
        if let severity = severity(of: CoverageBelowMinimumRule.self) {
            diagnostics += CoverageBelowMinimumRule.findings(coverage, minimums: options.parameters.minimumCoverage, severity: severity)
        }
        diagnostics += keyUsageFindings(keyUsage)
        // Catalogs are repaired while they are read: the reading rule is listed only when it found something.
        let repaired = repeatedEntries != nil && catalogs.contains { !$0.repairs.isEmpty }
        let checks = descriptions.filter { $0.id != RepeatedEntryRule.id }
        return DiagnosticReport(
            toolName: toolName, toolVersion: toolVersion, diagnostics: diagnostics, coverage: coverage,
            rules: (repaired ? [RepeatedEntryRule.description] + checks : checks).map(\.erased))
    }

    /// What the rules that judge the keys the code uses find in `usage`, catalog by catalog, at the run's
    /// severities.
    public func keyUsageFindings(_ usage: [CatalogKeyUsage]) -> [Diagnostic] {
        zip(rules, severities).flatMap { rule, severity in
            usage.flatMap { catalog in
                rule.findings(in: catalog).map { finding in
                    var finding = finding
                    finding.severity = severity
                    return finding
                }
            }
        }
    }

    /// The severity the run gives the findings of `rule`, or `nil` when it doesn't run.
    private func severity(of rule: any CatalogRule.Type) -> Severity? {
        descriptions.firstIndex { $0.id == rule.id }.map { severities[$0] }
    }
}
