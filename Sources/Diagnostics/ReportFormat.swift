/// The output formats every rule-based command offers (`--format`).
public enum ReportFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Compiler-style lines (`path:line:column: warning: message [rule-id]`) and a coverage table.
    case text
    /// A JSON array of findings.
    case json
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif
    /// GitHub Actions workflow annotations.
    case github
    /// JUnit XML, for CI test report views.
    case junit
    /// Markdown that fits a pull-request comment.
    case markdown
    /// One self-contained HTML page with charts and filterable findings.
    case html
    /// GitLab's code-quality report, for merge requests (`artifacts: reports: codequality:`).
    case gitlab

    public var description: String { rawValue }

    /// Renders `report` in this format; text shows `findingsShownPerRule` findings of one rule in one
    /// language (`nil`: all) and counts the rest.
    public func render(_ report: DiagnosticReport, findingsShownPerRule: Int? = 10) -> String {
        switch self {
        case .text: TextReporter(findingsShownPerRule: findingsShownPerRule).render(report)
        case .json: JSONReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .github: GitHubReporter().render(report)
        case .junit: JUnitReporter().render(report)
        case .markdown: MarkdownReporter().render(report)
        case .html: HTMLReporter().render(report)
        case .gitlab: GitLabReporter().render(report)
        }
    }
}

/// Turns a report into text in one format.
public protocol DiagnosticReporter: Sendable {
    func render(_ report: DiagnosticReport) -> String
}
