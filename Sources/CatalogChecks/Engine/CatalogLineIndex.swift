import Foundation
import StringCatalog

/// Line numbers of keys and of their localizations in a catalog's text, found by scanning the bytes
/// for Xcode's layout (two-space indentation: keys at depth 2 of `strings`, languages at depth 4 of
/// `localizations`) rather than by parsing JSON again. Catalogs in another layout get no lines.
public struct CatalogLineIndex: Sendable {
    /// 1-based line of `"key" : {` by key.
    public private(set) var keyLines: [String: Int] = [:]
    /// 1-based line of `"fr" : {` inside a key's `localizations`, by key then language.
    public private(set) var localizationLines: [String: [String: Int]] = [:]

    /// Column of a key's opening quote in Xcode's layout.
    public static let keyColumn = 5
    /// Column of a language's opening quote in Xcode's layout.
    public static let localizationColumn = 9

    public init() {}

    public init(text: Data) {
        text.withUnsafeBytes { raw in
            scan(raw.bindMemory(to: UInt8.self))
        }
    }

    /// The line and column to report for `key`, in `language` when its localization is listed.
    public func location(key: String, language: String?) -> (line: Int, column: Int)? {
        if let language, let line = localizationLines[key]?[language] { return (line, Self.localizationColumn) }
        return keyLines[key].map { ($0, Self.keyColumn) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let space = UInt8(ascii: " "), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n")
        var line = 1
        var index = 0
        var inStrings = false
        var currentKey: String?
        var inLocalizations = false
        let count = bytes.count
        while index < count {
            // Measure the indentation of this line.
            var position = index
            while position < count && bytes[position] == space { position += 1 }
            let indent = position - index
            if position < count && bytes[position] == quote {
                switch indent {
                case 2:
                    inStrings = Self.startsWith(bytes, at: position, "\"strings\"")
                    currentKey = nil
                case 4 where inStrings:
                    if let key = JSONStringLiteral.value(in: bytes, quoteAt: position) {
                        keyLines[key] = line
                        currentKey = key
                    }
                    inLocalizations = false
                case 6 where currentKey != nil:
                    inLocalizations = Self.startsWith(bytes, at: position, "\"localizations\"")
                case 8 where inLocalizations:
                    if let key = currentKey, let language = JSONStringLiteral.value(in: bytes, quoteAt: position) {
                        localizationLines[key, default: [:]][language] = line
                    }
                default:
                    break
                }
            }
            // Skip to the next line.
            while position < count && bytes[position] != newline { position += 1 }
            index = position + 1
            line += 1
        }
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard position + length <= bytes.count else { return false }
        let literalBytes = UnsafeBufferPointer(start: literal.utf8Start, count: length)
        for offset in 0..<length where bytes[position + offset] != literalBytes[offset] { return false }
        return true
    }
}
