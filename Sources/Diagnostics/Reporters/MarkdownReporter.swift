/// GitHub-flavoured Markdown sized for a pull-request comment: a headline, the coverage table and
/// the findings in a collapsible table, cut off before GitHub's 65,536-character comment limit.
public struct MarkdownReporter: DiagnosticReporter {
    /// Rows of findings shown before the rest is summarised.
    public var maximumFindings: Int
    /// Characters the whole comment may use.
    public var characterBudget: Int

    public init(maximumFindings: Int = 250, characterBudget: Int = 60_000) {
        self.maximumFindings = maximumFindings
        self.characterBudget = characterBudget
    }

    public func render(_ report: DiagnosticReport) -> String {
        let verdict = report.hasErrors ? "❌" : (report.diagnostics.isEmpty ? "✅" : "⚠️")
        var out = "### \(verdict) \(report.toolName): \(report.summaryLine)\n\n"
        if !report.coverage.isEmpty {
            out += coverageTable(report) + "\n"
        }
        guard !report.diagnostics.isEmpty else { return out }
        out += "<details\(report.hasErrors ? " open" : "")><summary>Findings (\(report.diagnostics.count))</summary>\n\n"
        out += "| Severity | Rule | Language | Key | Message | Location |\n|---|---|---|---|---|---|\n"
        var shown = 0
        for diagnostic in report.diagnostics {
            let row = "| \(icon(diagnostic.severity)) \(diagnostic.severity.rawValue) | `\(diagnostic.ruleID)` | "
                + "\(diagnostic.language ?? "") | \(diagnostic.key.map(code) ?? "") | \(cell(diagnostic.message)) | "
                + "\(diagnostic.locationText.map(code) ?? "") |\n"
            if shown == maximumFindings || out.utf8.count + row.utf8.count > characterBudget { break }
            out += row
            shown += 1
        }
        if shown < report.diagnostics.count {
            out += "\n… and \(report.diagnostics.count - shown) more; run the check locally or use `--format html` for all of them.\n"
        }
        out += "\n</details>\n"
        return out
    }

    private func coverageTable(_ report: DiagnosticReport) -> String {
        let findings = FindingCounts(report.diagnostics)
        var out = "| Language | Status | Translated | Review | Copied | New | Missing | Errors | Warnings |\n"
        out += "|---|---|---|--:|--:|--:|--:|--:|--:|\n"
        for coverage in report.coverage {
            out += "| \(coverage.language) | \(coverage.status.rawValue) | \(bar(coverage.counts.fraction * 100)) \(coverage.counts.percentText) (\(coverage.counts.translated)/\(coverage.counts.total)) | "
            out += "\(coverage.counts.needsReview) | \(coverage.counts.copied) | \(coverage.counts.new) | \(coverage.counts.missing) | "
            out += "\(findings.count(.error, in: coverage.language)) | \(findings.count(.warning, in: coverage.language)) |\n"
        }
        return out
    }

    /// A ten-step text bar, readable without images.
    private func bar(_ percent: Double) -> String {
        let filled = Int((percent / 10).rounded(.down))
        return "`" + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + "`"
    }

    private func icon(_ severity: Severity) -> String {
        switch severity {
        case .error: "🛑"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
    }

    /// Table cell text: pipes escaped, line breaks shown as `⏎`.
    private func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|").replacingAll("\n", with: "⏎").replacingAll("\r", with: "")
    }

    /// A code span that survives backticks inside the text.
    private func code(_ text: String) -> String {
        let body = cell(text)
        let fence = body.contains("`") ? "``" : "`"
        return "\(fence)\(fence.count > 1 ? " " : "")\(body)\(fence.count > 1 ? " " : "")\(fence)"
    }
}
