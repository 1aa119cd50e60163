import Foundation

/// Findings a team has accepted for now, read from a report saved with `--format json`: with
/// `--baseline`, only findings new since then are reported and can fail the run, so a project can adopt
/// the checks on a big legacy catalog without fixing everything first.
///
/// A finding matches a baseline entry with the same rule, file, key, language and message — not the
/// same line, which moves as the file changes. Each baseline entry excuses one finding.
public struct Baseline: Sendable {
    private var counts: [Fingerprint: Int] = [:]

    /// What identifies a finding across runs.
    struct Fingerprint: Hashable {
        var rule: RuleID
        var file: String?
        var key: String?
        var language: String?
        var message: String

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.ruleID
            file = diagnostic.file
            key = diagnostic.key
            language = diagnostic.language
            message = diagnostic.message
        }
    }

    /// Reads a baseline: the JSON array of findings `--format json` writes; `path` names it in errors.
    public init(json data: Data, path: String) throws {
        guard let findings = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            throw BaselineError(path: path, reason: "expected a report saved with --format json (an array of findings)")
        }
        for (index, finding) in findings.enumerated() {
            guard let rule = finding["rule"] as? String, let message = finding["message"] as? String else {
                throw BaselineError(path: path, reason: "finding \(index + 1) has no \"rule\" or \"message\"")
            }
            let diagnostic = Diagnostic(
                ruleID: RuleID(rule), severity: .note, message: message, file: finding["file"] as? String,
                language: finding["language"] as? String, key: finding["key"] as? String)
            counts[Fingerprint(diagnostic), default: 0] += 1
        }
    }

    /// `report` without the findings the baseline accepts, and how many were left out.
    public func filter(_ report: DiagnosticReport) -> (report: DiagnosticReport, accepted: Int) {
        let accepted = acceptedPositions(in: report.diagnostics)
        var filtered = report
        filtered.diagnostics = report.diagnostics.indices.filter { !accepted.contains($0) }.map { report.diagnostics[$0] }
        return (filtered, accepted.count)
    }

    /// The positions of the findings of `diagnostics` the baseline accepts, each entry excusing the first
    /// finding it matches.
    public func acceptedPositions(in diagnostics: [Diagnostic]) -> Set<Int> {
        var remaining = counts
        var accepted: Set<Int> = []
        for (position, diagnostic) in diagnostics.enumerated() {
            let fingerprint = Fingerprint(diagnostic)
            guard let count = remaining[fingerprint], count > 0 else { continue }
            remaining[fingerprint] = count - 1
            accepted.insert(position)
        }
        return accepted
    }
}

/// A baseline file that can't be used.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
}
