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

    /// Whether code names `key` through the string symbol Xcode generates for it (`.settingsTitle`).
    func isNamedBySymbol(_ key: String, entry: CatalogEntry) -> Bool {
        guard entry.generatesSymbol != false, !memberNames.isEmpty else { return false }
        var name = XcodeSymbolName.name(forKey: key)
        if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
        return memberNames.contains(name)
    }

    /// The identifiers that follow a dot in `sources` (`.landmarks`, `LocalizedStringResource.settings`).
    static func memberNames(of sources: [String]) -> Set<String> {
        var found: Set<String> = []
        forEachUTF8(of: sources) { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]) else {
                    index += 1
                    continue
                }
                let start = index + 1
                index = start
                while index < bytes.count, isIdentifierStart(bytes[index]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    index += 1
                }
                found.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }
        return found
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
