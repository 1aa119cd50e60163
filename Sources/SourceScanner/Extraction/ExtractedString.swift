/// A position in a Swift source file, 1-based like the compiler's diagnostics.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One localizable string found in source, as the compiler would emit it for a String Catalog.
public struct ExtractedString: Sendable, Hashable {
    /// The catalog key: the literal's value with interpolations replaced by format specifiers.
    public var key: String
    /// The table (catalog name without extension) the string belongs to; `Localizable` by default.
    public var table: String
    /// The `comment:` argument, if any.
    public var comment: String?
    /// The source-language text given by `defaultValue:` (or `value:` of `NSLocalizedString`), if any.
    public var defaultValue: String?
    /// Where the key's string literal starts (its opening quote or `#`).
    public var position: SourcePosition
    /// The API that made the literal localizable (`Text`, `.navigationTitle`, `String(localized:)`, …).
    public var api: String

    public init(
        key: String, table: String = ExtractedString.defaultTable, comment: String? = nil,
        defaultValue: String? = nil, position: SourcePosition, api: String
    ) {
        self.key = key
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.position = position
        self.api = api
    }

    /// The table strings go to when no `table:`/`tableName:` is given.
    public static let defaultTable = "Localizable"
}
