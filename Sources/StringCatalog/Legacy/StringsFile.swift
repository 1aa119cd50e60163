import Foundation

/// A `.strings` table: keys with values and translator comments, in file order.
///
/// ```swift
/// let table = try StringsFile(contentsOf: url)
/// table.entries.first?.comment  // "Title of the main window"
/// ```
public struct StringsFile: Sendable, Hashable {
    /// One `"key" = "value";` with the comment written before it.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        /// The comment before the entry (`/* … */`, or consecutive `//` lines), without markers and
        /// surrounding whitespace; a comment after `;` on the entry's own line if none precedes it.
        public var comment: String?
        /// The 1-based line of the key in the file read; 0 for entries made in code.
        public var line: Int

        public init(key: String, value: String, comment: String? = nil, line: Int = 0) {
            self.key = key
            self.value = value
            self.comment = comment
            self.line = line
        }
    }

    /// Entries in file order. Keys may repeat; the last occurrence wins at run time, as in Foundation.
    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Reads a `.strings` file's bytes (UTF-8, or UTF-16 with byte order mark).
    /// - Throws: `LegacyFormatError` with line and column.
    public init(data: Data, path: String? = nil) throws {
        let (bytes, _) = try StringsFileEncoding.utf8Bytes(of: data, path: path)
        var parser = StringsFileParser(bytes: bytes, path: path)
        entries = try parser.parse()
    }

    public init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url), path: url.path)
    }

    /// Each key's value as Foundation would look it up (the last occurrence of a repeated key wins).
    public var values: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Keys that occur more than once, in order of their second occurrence.
    public var duplicateKeys: [String] {
        var seen = Set<String>()
        var duplicates: [String] = []
        for entry in entries where !seen.insert(entry.key).inserted && !duplicates.contains(entry.key) {
            duplicates.append(entry.key)
        }
        return duplicates
    }
}
