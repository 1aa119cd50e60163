/// GitLab's code-quality report (`artifacts: reports: codequality:`): a JSON array of issues, each with a
/// description, the rule as `check_name`, a severity, the file and line, and a fingerprint by which GitLab tells
/// a merge request's new findings from those already on the target branch.
///
/// The fingerprint hashes the rule, file, key, language and message, not the line, so a finding keeps its
/// fingerprint when lines above it move; findings alike in all of those get their occurrence number added, as
/// GitLab shows only one issue per fingerprint. A finding without a file names the project (`.`), line 1.
public struct GitLabReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var occurrences: [UInt64: Int] = [:]
        return JSONText.array(report.diagnostics.map { diagnostic in
            let identity = Self.hash([diagnostic.ruleID.rawValue, diagnostic.file ?? "", diagnostic.key ?? "",
                                      diagnostic.language ?? "", diagnostic.message])
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            let fingerprint = Self.hexadecimal(identity) + (occurrence == 0 ? "" : "-\(occurrence + 1)")
            return JSONText.object([
                ("description", .string(diagnostic.message)),
                ("check_name", .string(diagnostic.ruleID.rawValue)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("location", .object([
                    ("path", .string(diagnostic.file ?? ".")),
                    ("lines", .object([("begin", .int(diagnostic.line ?? 1))])),
                ])),
            ])
        }).rendered()
    }

    /// GitLab's scale is info, minor, major, critical, blocker; an error fails the command, a warning doesn't.
    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// 64-bit FNV-1a over the fields' UTF-8, each ended by a zero byte: the same on every machine and run
    /// (Swift's `Hasher` is seeded per process).
    private static func hash(_ fields: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            for byte in field.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = hash &* 0x100_0000_01b3 // the zero byte: XOR with it changes nothing
        }
        return hash
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
