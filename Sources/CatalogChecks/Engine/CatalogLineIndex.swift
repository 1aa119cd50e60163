import Foundation

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
                    if let key = Self.jsonString(bytes, at: position) {
                        keyLines[key] = line
                        currentKey = key
                    }
                    inLocalizations = false
                case 6 where currentKey != nil:
                    inLocalizations = Self.startsWith(bytes, at: position, "\"localizations\"")
                case 8 where inLocalizations:
                    if let key = currentKey, let language = Self.jsonString(bytes, at: position) {
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

    /// Decodes the JSON string starting at the quote at `position`, or `nil` if it is malformed.
    static func jsonString(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> String? {
        let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\"")
        var end = position + 1
        var hasEscapes = false
        while end < bytes.count && bytes[end] != quote {
            if bytes[end] == backslash { hasEscapes = true; end += 1 }
            if bytes[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end])
        guard hasEscapes else { return String(decoding: body, as: UTF8.self) }
        return unescape(body)
    }

    private static func unescape(_ body: UnsafeBufferPointer<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = 0
        func flush() {
            if !utf8.isEmpty { scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars); utf8.removeAll() }
        }
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= body.count else { return nil }
            return UInt32(String(decoding: UnsafeBufferPointer(rebasing: body[at..<(at + 4)]), as: UTF8.self), radix: 16)
        }
        while index < body.count {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < body.count else { utf8.append(byte); index += 1; continue }
            flush()
            let escaped = body[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "u"):
                guard var value = hex(index) else { return nil }
                index += 4
                if (0xD800..<0xDC00).contains(value), index + 6 <= body.count, body[index] == UInt8(ascii: "\\"),
                   let low = hex(index + 2), (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escaped))
            }
        }
        flush()
        return String(scalars)
    }
}
