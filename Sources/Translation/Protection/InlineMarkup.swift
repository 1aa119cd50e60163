/// The inline tags engines receive in place of protected parts — `<x id="1"/>` for a placeholder, `<g id="2">…</g>`
/// around words that markup wraps — in the form DeepL's XML tag handling, Apertium's HTML format, LibreTranslate's
/// HTML format and instruction-following models keep; and reading them back out of an engine's output.
enum InlineMarkup {
    /// What an engine's output is made of.
    enum Token: Equatable {
        case text(String)
        case placeholder(id: Int)
        case open(id: Int)
        case close
    }

    static func placeholder(_ id: Int) -> String { "<x id=\"\(id)\"/>" }
    static func open(_ id: Int) -> String { "<g id=\"\(id)\">" }
    static let close = "</g>"

    /// Appends `bytes` escaped for XML text (`&`, `<`, `>`).
    static func appendEscaped(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case ASCII.ampersand: output.append(contentsOf: "&amp;".utf8)
            case ASCII.lessThan: output.append(contentsOf: "&lt;".utf8)
            case ASCII.greaterThan: output.append(contentsOf: "&gt;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Reads an engine's output: our tags (with the spacing and quoting engines vary), entities decoded in the
    /// text between them. A tag-like `<…>` that is not ours is an error: the engine invented markup.
    static func parse(_ output: String) throws(RestorationFailure) -> [Token] {
        let bytes = Array(output.utf8)
        var tokens: [Token] = []
        var text: [UInt8] = []
        var index = 0
        func flush() {
            if !text.isEmpty { tokens.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.lessThan, index + 1 < bytes.count, ASCII.isLetter(bytes[index + 1]) || bytes[index + 1] == ASCII.slash {
                guard let (token, end) = tag(in: bytes, at: index) else {
                    let end = bytes[index...].firstIndex(of: ASCII.greaterThan).map { $0 + 1 } ?? min(bytes.count, index + 24)
                    throw .inventedMarkup(String(decoding: bytes[index..<end], as: UTF8.self))
                }
                flush()
                tokens.append(token)
                index = end
            } else if byte == ASCII.ampersand, let (decoded, end) = entity(in: bytes, at: index) {
                text.append(contentsOf: decoded)
                index = end
            } else {
                text.append(byte)
                index += 1
            }
        }
        flush()
        return tokens
    }

    /// `<x id="N"/>`, `<x id="N"></x>`, `<g id="N">` or `</g>` at `start`, with optional spaces and either quote.
    private static func tag(in bytes: [UInt8], at start: Int) -> (Token, Int)? {
        var reader = ByteReader(bytes: bytes, index: start + 1)
        if reader.skip(ASCII.slash) {
            guard reader.skip(UInt8(ascii: "g")) else { return nil }
            reader.skipSpaces()
            return reader.skip(ASCII.greaterThan) ? (.close, reader.index) : nil
        }
        let name = reader.next()
        guard name == UInt8(ascii: "x") || name == UInt8(ascii: "g"), reader.skipSpaces() > 0 else { return nil }
        guard reader.skipWord("id") else { return nil }
        reader.skipSpaces()
        guard reader.skip(ASCII.equals) else { return nil }
        reader.skipSpaces()
        let quote = reader.peek() == ASCII.quote || reader.peek() == ASCII.apostrophe ? reader.next() : nil
        guard let id = reader.number() else { return nil }
        if let quote, !reader.skip(quote) { return nil }
        reader.skipSpaces()
        if name == UInt8(ascii: "g") {
            return reader.skip(ASCII.greaterThan) ? (.open(id: id), reader.index) : nil
        }
        if reader.skip(ASCII.slash) {
            return reader.skip(ASCII.greaterThan) ? (.placeholder(id: id), reader.index) : nil
        }
        guard reader.skip(ASCII.greaterThan) else { return nil }
        // `<x id="1"></x>`, as some XML serializers write an empty element.
        var closing = reader
        closing.skipSpaces()
        if closing.skipWord("</x") {
            closing.skipSpaces()
            if closing.skip(ASCII.greaterThan) { return (.placeholder(id: id), closing.index) }
        }
        return (.placeholder(id: id), reader.index)
    }

    /// The bytes of an XML/HTML entity at `start` (`&amp;`, `&#233;`, `&#xE9;`, `&nbsp;`), or `nil` when it is none.
    private static func entity(in bytes: [UInt8], at start: Int) -> ([UInt8], Int)? {
        guard let end = bytes[start..<min(bytes.count, start + 12)].firstIndex(of: ASCII.semicolon) else { return nil }
        let name = bytes[(start + 1)..<end]
        let scalar: Unicode.Scalar?
        switch String(decoding: name, as: UTF8.self) {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        case "nbsp": scalar = "\u{A0}"
        case let reference where reference.hasPrefix("#x") || reference.hasPrefix("#X"):
            scalar = UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        case let reference where reference.hasPrefix("#"):
            scalar = UInt32(reference.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        default: scalar = nil
        }
        guard let scalar else { return nil }
        return (Array(String(Character(scalar)).utf8), end + 1)
    }
}

/// Reads bytes forward for ``InlineMarkup``.
private struct ByteReader {
    let bytes: [UInt8]
    var index: Int

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func next() -> UInt8? {
        defer { index += 1 }
        return peek()
    }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    mutating func skipWord(_ word: String) -> Bool {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, bytes[index..<index + word.count].elementsEqual(word) else { return false }
        index += word.count
        return true
    }

    @discardableResult
    mutating func skipSpaces() -> Int {
        let start = index
        while let byte = peek(), ASCII.isWhitespace(byte) { index += 1 }
        return index - start
    }

    mutating func number() -> Int? {
        var value = 0
        let start = index
        while let byte = peek(), ASCII.isDigit(byte), index - start < 6 {
            value = value * 10 + Int(byte - 0x30)
            index += 1
        }
        return index > start ? value : nil
    }
}
