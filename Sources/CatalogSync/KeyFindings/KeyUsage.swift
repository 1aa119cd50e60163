import Foundation
import SourceScanner
import StringCatalog

/// What code and catalogs say about keys, for `KeyUsageRule`s: the strings extraction found, the catalogs as
/// extraction would leave them (keys found added, keys gone stale), and every string literal of the
/// sources, which names manual keys the code looks up at run time.
public struct KeyUsage: Sendable {
    /// One catalog of the run.
    public struct Catalog: Sendable {
        /// The catalog's path, as reported.
        public var path: String
        public var table: String
        /// The catalog synchronized with the code.
        public var catalog: StringCatalog

        public init(path: String, table: String, catalog: StringCatalog) {
            self.path = path
            self.table = table
            self.catalog = catalog
        }
    }

    public var catalogs: [Catalog]
    public var strings: [ExtractedString]
    /// Strings whose calls are joined to an interpolation with `+`.
    public var concatenations: [ExtractedString]
    /// The text of every string literal of the sources (local packages' too).
    public var literalTexts: Set<String>
    /// Every name the sources write after a dot (`.landmarks` in `Text(.landmarks(count: n))`): code that
    /// uses Xcode's generated string symbols names manual keys that way.
    public var memberNames: Set<String>
    /// The project's `extract.keys_used_dynamically`: keys may be built at run time.
    public var keysUsedDynamically: Bool

    public init(
        catalogs: [Catalog], strings: [ExtractedString], concatenations: [ExtractedString] = [],
        literalTexts: Set<String> = [], memberNames: Set<String> = [], keysUsedDynamically: Bool = false
    ) {
        self.catalogs = catalogs
        self.strings = strings
        self.concatenations = concatenations
        self.literalTexts = literalTexts
        self.memberNames = memberNames
        self.keysUsedDynamically = keysUsedDynamically
    }

    /// The usage of an extraction run: its catalog plan (as synchronized), its strings, and the literals
    /// of `sources` (the texts of every Swift file read, local packages' included).
    public init(plan: CatalogUpdatePlan, extraction: ExtractionResult, sources: [String], keysUsedDynamically: Bool) {
        self.init(
            catalogs: plan.files.map { Catalog(path: $0.path, table: $0.table, catalog: $0.catalog) },
            strings: extraction.strings, concatenations: extraction.concatenations,
            literalTexts: Self.literalTexts(of: sources), memberNames: Self.memberNames(of: sources),
            keysUsedDynamically: keysUsedDynamically)
    }

    /// Whether code names `key` of `table` through the string symbol Xcode generates for it (`.settingsTitle`,
    /// or `.InfoPlist.cfbundleDisplayName` for another table).
    func isNamedBySymbol(_ key: String, entry: CatalogEntry, table: String) -> Bool {
        guard entry.generatesSymbol != false, !memberNames.isEmpty else { return false }
        return memberNames.contains(Self.symbolPath(ofKey: key, table: table))
    }

    /// How code names `key`'s symbol after a dot: `settingsTitle`, or `InfoPlist.cfbundleDisplayName` for a
    /// table other than `Localizable`.
    static func symbolPath(ofKey key: String, table: String) -> String {
        let name = XcodeSymbolName.bareName(forKey: key)
        return XcodeSymbolName.namespace(ofTable: table).map { "\($0).\(name)" } ?? name
    }

    /// The names the sources use as implicit members where a value is passed, assigned or returned
    /// (`Text(.settingsTitle)`, `title = .landmarks(count: n)`, `return .done`) or after
    /// `LocalizedStringResource.`: where code names a string symbol. A name followed by a member is also
    /// given with it (`InfoPlist.cfbundleDisplayName`), as code names another table's symbols. Comments and
    /// string literals are skipped, and so are member chains (`view.title`), which name no symbol.
    static func memberNames(of sources: [String]) -> Set<String> {
        var found: Set<String> = []
        forEachUTF8(of: sources) { bytes in
            forEachMemberName(in: bytes) { start, end in
                found.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
        }
        return found
    }

    /// Where `source` names each string symbol, as ``memberNames(of:)`` finds them: the name, and the line and
    /// column of its `.` (1-based, the column in UTF-8 bytes, as the compiler counts).
    public static func symbolUses(in source: String) -> [(name: String, line: Int, column: Int)] {
        var uses: [(name: String, line: Int, column: Int)] = []
        var text = source
        text.withUTF8 { bytes in
            let index = SourceIndex(bytes)
            forEachMemberName(in: bytes) { start, end in
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                let place = index.location(ofOffset: start - 1)
                uses.append((name, place.line, place.column))
            }
        }
        return uses
    }

    /// Calls `body` with the byte range of each name written as an implicit member in a value position or after
    /// `LocalizedStringResource.`, in order; when a member follows the name, a second time with the range of both.
    private static func forEachMemberName(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        var index = 0
        var lastSignificant = 0 // the offset just past the last byte that is not white space
        func identifierEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, isIdentifierStart(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                end += 1
            }
            return end
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index = endOfStringLiteral(bytes, from: index)
                lastSignificant = index
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                index = endOfComment(bytes, from: index)
                continue
            }
            if byte == UInt8(ascii: "."), index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]),
               namesSymbolAfter(bytes, end: lastSignificant) {
                let start = index + 1
                index = identifierEnd(from: start)
                body(start, index)
                // `.InfoPlist.cfbundleDisplayName`: another table's symbol, inside its enum.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isIdentifierStart(bytes[index + 1]) {
                    index = identifierEnd(from: index + 1)
                    body(start, index)
                }
                lastSignificant = index
                continue
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != newline, byte != UInt8(ascii: "\r") {
                lastSignificant = index + 1
            }
            index += 1
        }
    }

    /// Whether a `.name` whose preceding code ends at `end` is an implicit member in a value position, or a
    /// member of `LocalizedStringResource`.
    private static func namesSymbolAfter(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        guard end > 0 else { return false }
        if Self.valuePunctuation.contains(bytes[end - 1]) { return true }
        for word in Self.symbolPrefixes where end >= word.count {
            if bytes[(end - word.count)..<end].elementsEqual(word),
               end == word.count || !isIdentifierStart(bytes[end - word.count - 1]) {
                return true
            }
        }
        return false
    }

    private static let valuePunctuation: Set<UInt8> = Set("(,:=[{?!".utf8)
    private static let symbolPrefixes: [[UInt8]] = [Array("return".utf8), Array("LocalizedStringResource".utf8)]

    /// The offset just past the string literal opening at `start` (`"…"` or `"""…"""`; raw strings read alike).
    private static func endOfStringLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (isMultiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == backslash { index += 2; continue }
            if !isMultiline, byte == newline { return index }
            if byte == quote {
                guard isMultiline else { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            index += 1
        }
        return bytes.count
    }

    /// The offset just past the comment opening at `start` (`// …` to the line's end, `/* … */`).
    private static func endOfComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 2
        if bytes[start + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != newline { index += 1 }
            return index
        }
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        return min(index + 2, bytes.count)
    }

    /// Calls `body` with the UTF-8 bytes of each source.
    private static func forEachUTF8(of sources: [String], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        for source in sources {
            var text = source
            text.withUTF8(body)
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// The keys code uses, by table.
    func keysUsed(in table: String) -> Set<String> {
        Set(strings.lazy.filter { $0.table == table }.map(\.key))
    }

    /// Whether a string literal of the sources spells `key`, values interpolated where it has format
    /// specifiers (`"alt-text-\\(name)"` spells `alt-text-%@`).
    func isNamedByLiteral(_ key: String) -> Bool {
        literalTexts.contains(Self.template(ofKey: key))
    }

    /// The one-line string literals of `sources`, each interpolation written as one marker, escapes left
    /// as written: enough to tell whether code names a key anywhere (`LocalizedStringKey("settings.title")`).
    static func literalTexts(of sources: [String]) -> Set<String> {
        var found: Set<String> = []
        forEachUTF8(of: sources) { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == quote else {
                    index += 1
                    continue
                }
                var literal: [UInt8] = []
                let end = scanLiteral(bytes, from: index + 1, into: &literal)
                if let end {
                    found.insert(String(decoding: literal, as: UTF8.self))
                    index = end + 1
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    /// What stands for an interpolation, or a key's format specifier.
    private static let marker: UInt8 = 1

    /// Reads a one-line literal's content from `start` (after its opening quote) into `content`; returns
    /// the offset of its closing quote, or `nil` when the line ends first.
    private static func scanLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into content: inout [UInt8]) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote { return index }
            if byte == newline { return nil }
            guard byte == backslash, index + 1 < bytes.count else {
                content.append(byte)
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "(") else {
                content += [byte, bytes[index + 1]]
                index += 2
                continue
            }
            // An interpolation: up to its closing parenthesis, past any literal inside it.
            var depth = 1
            index += 2
            while index < bytes.count, depth > 0 {
                switch bytes[index] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth -= 1
                case newline: return nil
                case quote:
                    var ignored: [UInt8] = []
                    guard let end = scanLiteral(bytes, from: index + 1, into: &ignored) else { return nil }
                    index = end
                default: break
                }
                index += 1
            }
            content.append(marker)
        }
        return nil
    }

    /// A key as a literal would spell it: each format specifier a marker, `%%` a `%`.
    static func template(ofKey key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
        return FormatString.parse(key).replacingSpecifiers { $0.text == "%%" ? "%" : "\u{1}" }
    }
}
