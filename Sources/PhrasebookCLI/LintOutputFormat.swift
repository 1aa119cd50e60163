import ArgumentParser
import Diagnostics
import ProjectAudit

/// Lint's output formats, rendered by Diagnostics' shared reporters (as `check` and `audit` are).
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github

    func render(_ diagnostics: [Diagnostic]) -> String {
        let report = DiagnosticReport(
            toolName: "phrasebook lint", toolVersion: PhrasebookVersion.current, diagnostics: diagnostics,
            rules: ProjectAudit.lintRuleMetadata)
        switch self {
        case .text: return ReportFormat.text.render(report)
        case .json: return ReportFormat.json.render(report)
        case .sarif: return ReportFormat.sarif.render(report)
        case .github: return ReportFormat.github.render(report)
        }
    }
}
