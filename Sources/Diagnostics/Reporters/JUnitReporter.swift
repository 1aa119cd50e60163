/// JUnit XML, which CI systems show as test results: one test suite per language (or per file for
/// findings without a language) and one failing test case per finding.
public struct JUnitReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var groups: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for coverage in report.coverage where groups[coverage.language] == nil {
            groups[coverage.language] = []
            order.append(coverage.language)
        }
        for diagnostic in report.diagnostics {
            let name = diagnostic.language ?? diagnostic.file ?? report.toolName
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(diagnostic)
        }
        let total = report.diagnostics.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escapeMarkup(report.toolName))\" tests=\"\(max(total, order.count))\" failures=\"\(total)\" errors=\"0\">\n"
        for name in order {
            let findings = groups[name] ?? []
            let tests = max(findings.count, 1)
            out += "  <testsuite name=\"\(escapeMarkup(name))\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\">\n"
            if findings.isEmpty {
                // A passing case so that a clean language shows up as green rather than absent.
                out += "    <testcase classname=\"\(escapeMarkup(name))\" name=\"no findings\"/>\n"
            }
            for diagnostic in findings {
                let caseName = diagnostic.key.map { "\(diagnostic.ruleID): \($0)" } ?? diagnostic.ruleID.rawValue
                out += "    <testcase classname=\"\(escapeMarkup(name))\" name=\"\(escapeMarkup(caseName))\""
                if let file = diagnostic.file { out += " file=\"\(escapeMarkup(file))\"" }
                if let line = diagnostic.line { out += " line=\"\(line)\"" }
                out += ">\n"
                out += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(escapeMarkup(diagnostic.message))\">"
                out += escapeMarkup(diagnostic.compilerStyleLine)
                out += "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
