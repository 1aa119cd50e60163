/// A `.strings` or `.stringsdict` file that can't be read, with where and what was expected.
///
/// Lines and columns are 1-based; columns count Unicode scalars of the decoded text, as `CatalogReadError` does.
public struct LegacyFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file read, when known.
    public var path: String?
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, in Unicode scalars.
    public var column: Int
    /// What the reader expected at that place (`"'=' or ';' after the key"`).
    public var expected: String
    /// What it found instead, when that says something useful.
    public var found: String?

    public init(path: String?, line: Int, column: Int, expected: String, found: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// `path:line:column: error: expected …, found …`, the compiler's format.
    public var description: String {
        let location = "\(path ?? "<input>"):\(line):\(column)"
        let foundText = found.map { ", found \($0)" } ?? ""
        return "\(location): error: expected \(expected)\(foundText)"
    }
}
