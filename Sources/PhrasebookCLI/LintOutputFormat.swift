import ArgumentParser
import Diagnostics

/// Lint's output formats. TODO(checks #6): render through Diagnostics' shared reporters once they land.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github

    func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text, .sarif, .github:
            return diagnostics.map { d in
                "\(d.file ?? ""):\(d.line ?? 0):\(d.column ?? 0): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]\n"
            }.joined()
        case .json:
            return "[" + diagnostics.map { d in
                "{\"rule\":\"\(d.ruleID)\",\"file\":\"\(d.file ?? "")\",\"line\":\(d.line ?? 0),\"column\":\(d.column ?? 0)}"
            }.joined(separator: ",") + "]\n"
        }
    }
}
