/// A project setting that could not be used: a configuration or glossary file that can't be read, a
/// value of the wrong type, an unknown key or rule, or a path that doesn't exist. Carries where it is
/// (file, line, column) and renders once, compiler-style, at the edge.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the problem is in (or the path that could not be used).
    public var path: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// What is wrong, naming the setting (`lint.severities.key-naming: expected …, found …`).
    public var reason: String

    public init(path: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `path:line:column: error: reason`.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): error: \(reason)"
    }
}
