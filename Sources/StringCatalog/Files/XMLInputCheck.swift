import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What every XML reader (`.stringsdict`, XLIFF) checks before a byte reaches the XML parser.
///
/// The document must be UTF-8 (as Xcode writes both formats) and say so, or say nothing: the parser would
/// otherwise decode UTF-16 or a legacy encoding itself, and the checks for `<!DOCTYPE` and `<!ENTITY`,
/// which look at bytes, would not see them. Invalid UTF-8 is refused too, with where it is: Foundation's
/// parser traps on element names that are not valid UTF-8.
public enum XMLInputCheck {
    /// A reason the document is refused, with its 1-based line and column.
    public struct Problem: Sendable, Hashable {
        public var line: Int
        public var column: Int
        /// What the reader expected (`UTF-8 text`).
        public var expected: String
        /// What it found instead (`UTF-16LE text; convert it to UTF-8`).
        public var found: String
        /// `expected …, found …`.
        public var message: String { "expected \(expected), found \(found)" }
    }

    /// The first reason to refuse `data`, or `nil` when it is UTF-8 XML the parser may read.
    /// - Parameters:
    ///   - format: the format's name for messages (`XLIFF`, `a property list`).
    ///   - checkingInstructions: look for processing instructions. A reader may leave them out before trying
    ///     `XMLSubsetScanner`, which reads no document that has one, and check again before `XMLParser`.
    public static func problem(in data: Data, format: String, checkingInstructions: Bool = true) -> Problem? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let encoding = byteOrderEncoding(bytes) {
                return Problem(line: 1, column: 1, expected: "\(format) in UTF-8",
                               found: "\(encoding) text; convert it (iconv -f \(encoding) -t UTF-8)")
            }
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
            if let declared = declaredEncoding(body), !["utf-8", "utf8"].contains(declared.lowercased()) {
                return Problem(line: 1, column: 1, expected: "\(format) in UTF-8",
                               found: "encoding=\"\(declared)\"; convert the file to UTF-8")
            }
            if checkingInstructions, let offset = firstDeclaration(.processingInstruction, in: body) {
                // Foundation's parser reads a processing instruction's data as a C string and crashes on
                // one without (`<?x?>`); neither format uses any beyond the XML declaration.
                let (line, column) = TextPosition.lineAndColumn(of: offset, in: body)
                let name = body[(offset + 2)...].prefix { $0 > 0x20 && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: ">") }
                return Problem(line: line, column: column, expected: "no processing instruction besides the XML declaration",
                               found: "<?" + String(decoding: name.prefix(40), as: UTF8.self))
            }
            if let offset = firstInvalidUTF8(body) {
                let (line, column) = TextPosition.lineAndColumn(of: offset, in: body)
                return Problem(line: line, column: column, expected: "valid UTF-8",
                               found: String(format: "byte 0x%02X", body[offset]))
            }
            return nil
        }
    }

    /// Whether an `XMLParser` error is one of libxml2's warnings about a namespace declaration's URI, which is not
    /// valid (99) or not absolute (100): it changes nothing read, and Xcode reads on, but Foundation reports it
    /// as an error.
    public static func isNamespaceURIWarning(_ error: Error) -> Bool {
        let error = error as NSError
        return error.domain == XMLParser.errorDomain && (error.code == 99 || error.code == 100)
    }

    /// Where `<!DOCTYPE` appears outside comments and CDATA sections, as 1-based line and column.
    public static func doctypeLocation(in data: Data) -> (Int, Int)? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let offset = firstDeclaration(.doctype, in: bytes) else { return nil }
            return TextPosition.lineAndColumn(of: offset, in: bytes)
        }
    }

    private enum Declaration { case doctype, processingInstruction }

    /// The byte offset of the first `<!DOCTYPE` or processing instruction (`<?`, other than the XML declaration
    /// opening the document) outside comments and CDATA sections. Declarations of the other kind are passed:
    /// a property list's `<!DOCTYPE plist …>` must not hide an instruction after it.
    private static func firstDeclaration(_ sought: Declaration, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let doctype = Markers.doctype, cdata = Markers.cdata
        func matches(_ pattern: [UInt8], at index: Int, ignoringCase: Bool = false) -> Bool {
            guard index + pattern.count <= bytes.count else { return false }
            return pattern.indices.allSatisfy { offset in
                let byte = bytes[index + offset]
                return (ignoringCase && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) == pattern[offset]
            }
        }
        func skip(past terminator: [UInt8], from index: Int) -> Int {
            var index = index
            while index < bytes.count, !matches(terminator, at: index) { index += 1 }
            return index + terminator.count
        }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                // Jump to the next `<` (memchr reads many bytes at once).
                let rest = UnsafeRawPointer(bytes.baseAddress! + index)
                guard let next = memchr(rest, 0x3C, bytes.count - index) else { return nil }
                index += UnsafeRawPointer(next) - rest
                continue
            }
            // Every marker sought begins `<!` or `<?`; start and end tags are passed at once.
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            if matches(Markers.commentStart, at: index) {
                index = skip(past: Markers.commentEnd, from: index + 4)
            } else if matches(cdata, at: index) {
                index = skip(past: Markers.cdataEnd, from: index + cdata.count)
            } else if matches(doctype, at: index, ignoringCase: true) {
                if sought == .doctype { return index }
                index += doctype.count
            } else if bytes[index + 1] == UInt8(ascii: "?") {
                // The declaration is `<?xml` and a space; `<?xmlfoo?>` is an instruction like any other.
                let isDeclaration = index == 0 && matches(Markers.declaration, at: 0)
                    && [0x20, 0x09, 0x0A, 0x0D].contains(bytes.count > 5 ? bytes[5] : 0)
                if sought == .processingInstruction, !isDeclaration { return index }
                index = skip(past: Markers.instructionEnd, from: index + 2)
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The byte sequences `firstDeclaration` looks for, made once rather than at every `<`.
    private enum Markers {
        static let doctype = Array("<!DOCTYPE".utf8), cdata = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
        static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        static let declaration = Array("<?xml".utf8), instructionEnd = Array("?>".utf8)
    }

    /// A parser for `data` that never resolves external entities and reads documents of any size up to
    /// `SafeFile.maximumReadSize`: the document is fed in chunks, because libxml2 refuses one chunk over
    /// 10 MB ("huge input lookup") unless given its huge-document option, which Foundation doesn't expose.
    public static func parser(for data: Data) -> XMLParser {
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        return parser
    }

    /// UTF-16 or UTF-32 recognized by a byte order mark or by how `<` is spelled in the first bytes.
    private static func byteOrderEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let head = Array(bytes.prefix(4)) + [0xAA, 0xAA, 0xAA, 0xAA]
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32BE"
        case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32LE"
        case (0xFE, 0xFF, _, _), (0x00, 0x3C, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _), (0x3C, 0x00, _, _): return "UTF-16LE"
        case (0x4C, 0x6F, 0xA7, 0x94): return "EBCDIC"
        default: return nil
        }
    }

    /// The `encoding` of an XML declaration at the very start (`<?xml version="1.0" encoding="…"?>`).
    private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let end = (0..<min(bytes.count, 256)).first { bytes[$0] == UInt8(ascii: ">") } ?? min(bytes.count, 256)
        let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote })
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence (Unicode Table 3-7: no
    /// overlong forms, surrogates or scalars over U+10FFFF), or `nil`. ASCII is passed eight bytes at a time.
    private static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            // The allowed range of the second byte, and how many bytes the sequence has.
            let second: ClosedRange<UInt8>, length: Int
            switch lead {
            case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
            case 0xE0: (second, length) = (0xA0...0xBF, 3)
            case 0xED: (second, length) = (0x80...0x9F, 3)
            case 0xE1...0xEF: (second, length) = (0x80...0xBF, 3)
            case 0xF0: (second, length) = (0x90...0xBF, 4)
            case 0xF4: (second, length) = (0x80...0x8F, 4)
            case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
            default: return index
            }
            guard index + length <= count, second.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
