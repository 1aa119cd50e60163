/// Why an XLIFF file could not be read, with where in the file.
public struct XLIFFReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String?
    /// 1-based line and column, when known.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String?, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = path ?? "<xliff>"
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): error: \(message)"
    }
}
