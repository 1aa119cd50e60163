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

    /// Reads a `.strings` file's bytes: text (UTF-8, or UTF-16 with byte order mark), or the binary or
    /// XML property list a build writes into an app bundle.
    /// - Throws: `LegacyFormatError` with line and column.
    public init(data: Data, path: String? = nil) throws {
        if let entries = try Self.propertyListEntries(data, path: path) {
            self.entries = entries
            return
        }
        let (bytes, _) = try StringsFileEncoding.utf8Bytes(of: data, path: path)
        var parser = StringsFileParser(bytes: bytes, path: path)
        entries = try parser.parse()
    }

    public init(contentsOf url: URL) throws {
        try self.init(data: SafeFile.read(url), path: url.path)
    }

    /// The entries of a compiled `.strings` file (binary plist, sorted by key) or an XML plist (in file
    /// order, XML comments as comments); `nil` when `data` is text. Text can't start with `<`.
    private static func propertyListEntries(_ data: Data, path: String?) throws -> [Entry]? {
        if data.starts(with: Array("bplist".utf8)) {
            guard let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
                throw LegacyFormatError(path: path, line: 1, column: 1, expected: "a binary property list of strings")
            }
            return dictionary.keys.sorted().map { Entry(key: $0, value: dictionary[$0]!) }
        }
        let (encoding, bomLength) = StringsFileEncoding.detect(data)
        guard encoding == .utf8, data.dropFirst(bomLength).first(where: { $0 > 0x20 }) == UInt8(ascii: "<") else { return nil }
        guard case .dictionary(let dictionary) = try PropertyListXMLReader.read(data, path: path) else {
            throw LegacyFormatError(path: path, line: 1, column: 1, expected: "a <dict> of strings")
        }
        return try dictionary.pairs.map { pair in
            guard case .string(let value) = pair.value else {
                throw LegacyFormatError(path: path, line: pair.line, column: 1, expected: "a <string> value for '\(pair.key)'")
            }
            return Entry(key: pair.key, value: value, comment: pair.comment, line: pair.line)
        }
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
