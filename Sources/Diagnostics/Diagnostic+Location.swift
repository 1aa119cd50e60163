extension Diagnostic {
    /// `path:line:column` with the parts that are known, or `nil` without a file. Control characters in
    /// the path are escaped (`\n`), so a file name with a line break can't split a compiler-style line.
    public var locationText: String? {
        guard let file else { return nil }
        var text = DisplayedPath.escaped(file)
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    /// The compiler-style line: `path:line:column: warning: message [rule-id]`.
    public var compilerStyleLine: String {
        let prefix = locationText.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// Orders findings by file, line, column, then rule, so output is stable across runs.
    public static func locationOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return (lhs.file ?? "") < (rhs.file ?? "") }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if lhs.column != rhs.column { return (lhs.column ?? 0) < (rhs.column ?? 0) }
        if lhs.language != rhs.language { return (lhs.language ?? "") < (rhs.language ?? "") }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
