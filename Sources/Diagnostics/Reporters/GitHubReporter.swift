/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which the
/// runner turns into annotations on the pull request's changed lines.
public struct GitHubReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=\(escapeProperty(file))") }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            properties.append("title=\(escapeProperty(diagnostic.ruleID.rawValue))")
            let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }
        return out
    }

    /// Message text escaping as the Actions toolkit does it.
    private func escapeData(_ value: String) -> String {
        value.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Property value escaping: also `:` and `,`, which delimit properties.
    private func escapeProperty(_ value: String) -> String {
        escapeData(value).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target` (a single character) without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
