/// Compiler-style lines that Xcode, editors and CI logs recognise, followed by a per-language
/// coverage table (for catalog checks) and a one-line summary.
public struct TextReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += diagnostic.compilerStyleLine + "\n"
        }
        if !report.coverage.isEmpty {
            if !out.isEmpty { out += "\n" }
            out += coverageTable(report)
        }
        out += "\n\(report.toolName): \(report.summaryLine)\n"
        return out
    }

    /// An aligned table: one row per language with its status, share translated and findings (empty
    /// without coverage).
    public func coverageTable(_ report: DiagnosticReport) -> String {
        let findings = FindingCounts(report.diagnostics)
        var rows: [[String]] = [["Language", "Status", "Translated", "", "Review", "New", "Missing", "Errors", "Warnings"]]
        for coverage in report.coverage {
            rows.append([
                coverage.language, coverage.status.rawValue,
                "\(coverage.counts.translated)/\(coverage.counts.total)", coverage.counts.percentText,
                "\(coverage.counts.needsReview)", "\(coverage.counts.new)", "\(coverage.counts.missing)",
                "\(findings.count(.error, in: coverage.language))", "\(findings.count(.warning, in: coverage.language))",
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let rightAligned: Set<Int> = [2, 3, 4, 5, 6, 7, 8]
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

/// Finding counts by language and severity, computed once per report.
struct FindingCounts {
    private var counts: [String: [Severity: Int]] = [:]

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            counts[diagnostic.language ?? "", default: [:]][diagnostic.severity, default: 0] += 1
        }
    }

    func count(_ severity: Severity, in language: String) -> Int {
        counts[language]?[severity] ?? 0
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
