/// Why a catalog file could not be read, with the place in the file and what was expected there.
///
/// The reader never guesses: malformed JSON, a value of the wrong type for a known field, invalid
/// UTF-8, a key repeated in one object with conflicting values and a truncated file all stop reading
/// with this error.
/// Render it once, at the edge, with `description` (`path:line:column: error: message`).
public struct CatalogReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem was found.
    public enum Kind: String, Sendable, Hashable {
        /// The bytes are not valid JSON (a missing comma, a stray character, a bad escape).
        case syntax
        /// Valid JSON, but a field has the wrong type or a required field is missing.
        case schema
        /// The file is not valid UTF-8.
        case invalidUTF8
        /// The same key appears twice in one object with values that conflict (or keys that differ
        /// only in Unicode normalization).
        case duplicateKey
        /// The file ends before the JSON does.
        case truncated
    }

    /// The kind of problem.
    public var kind: Kind
    /// The file the catalog was read from, when known.
    public var path: String?
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset of the problem in the file.
    public var offset: Int
    /// What the reader expected at that place (`"',' or '}'"`, `"an integer for \"argNum\""`).
    public var expected: String
    /// What it found instead (`"a string"`, `"end of file"`).
    public var found: String

    /// Creates an error; the reader fills every field, other readers may reuse the type.
    public init(
        kind: Kind, path: String?, line: Int, column: Int, offset: Int, expected: String, found: String
    ) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// The problem in words, without the location: `expected ',' or '}', found end of file`.
    public var message: String {
        "expected \(expected), found \(found)"
    }

    /// The compiler-style line editors and CI understand: `path:line:column: error: message`.
    public var description: String {
        "\(path ?? "<catalog>"):\(line):\(column): error: \(message)"
    }
}
