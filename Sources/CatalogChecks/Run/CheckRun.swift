import Diagnostics
import Foundation
import StringCatalog

/// One catalog to check: its model, the path findings name, and its bytes for line numbers.
public struct CheckInput: Sendable {
    public var catalog: StringCatalog
    public var path: String?
    public var text: Data?

    public init(catalog: StringCatalog, path: String? = nil, text: Data? = nil) {
        self.catalog = catalog
        self.path = path
        self.text = text
    }
}

extension CatalogChecker {
    /// Checks every input and combines the findings and coverage (languages summed across catalogs)
    /// into one report for the reporters.
    public func report(_ inputs: [CheckInput], toolName: String = "phrasebook check", toolVersion: String) -> DiagnosticReport {
        var diagnostics: [Diagnostic] = []
        var coverage: [LanguageCoverage] = []
        var coverageIndex: [String: Int] = [:]
        for input in inputs {
            let result = check(input.catalog, file: input.path, text: input.text)
            diagnostics += result.diagnostics
            for row in result.coverage {
                if let index = coverageIndex[row.language] {
                    coverage[index].add(row)
                } else {
                    coverageIndex[row.language] = coverage.count
                    coverage.append(row)
                }
            }
        }
        return DiagnosticReport(
            toolName: toolName, toolVersion: toolVersion, diagnostics: diagnostics,
            coverage: coverage.sorted { ($0.status == .released ? 0 : 1, $0.language) < ($1.status == .released ? 0 : 1, $1.language) },
            rules: descriptions.map(\.metadata))
    }
}
