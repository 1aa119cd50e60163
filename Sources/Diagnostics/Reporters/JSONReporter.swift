/// A JSON array of findings: `rule`, `severity`, `language`, `key`, `message`, and `file`, `line`,
/// `column` where known. Members that are unknown are left out rather than `null`.
public struct JSONReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        JSONText.array(report.diagnostics.map { diagnostic in
            JSONText.object([
                ("rule", .string(diagnostic.ruleID.rawValue)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("language", .string(diagnostic.language)),
                ("key", .string(diagnostic.key)),
                ("message", .string(diagnostic.message)),
                ("file", .string(diagnostic.file)),
                ("line", .int(diagnostic.line)),
                ("column", .int(diagnostic.column)),
            ])
        }).rendered()
    }
}
