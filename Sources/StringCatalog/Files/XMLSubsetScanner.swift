import Foundation

/// A pull scanner for the plain subset of XML that Xcode and Foundation write (XLIFF, property lists),
/// many times faster than Foundation's `XMLParser`, which on Linux builds Swift strings and dictionaries
/// for every event.
///
/// It never decides what is malformed: anything outside the subset it knows to be well-formed (a carriage
/// return, a processing instruction, an entity other than the five predefined ones and character references,
/// a name outside ASCII, a namespace prefix it cannot resolve, a DOCTYPE with an internal subset…) makes it
/// give up (`next()` returns `nil` with `gaveUp` set), and the caller reads the document with `XMLParser`
/// instead, which reports errors with libxml2's positions and messages. So what it accepts it must read
/// exactly as `XMLParser` does; the fuzz targets check that on every input.
///
/// The caller must have checked the document with `XMLInputCheck.problem(in:format:)` first (UTF-8, no
/// other encoding declared); the scanner only reads bytes inside `bytes`, whatever they hold.
package struct XMLSubsetScanner {
    /// One event of the document, with byte ranges into `bytes`.
    package enum Event {
        /// A start tag; its attributes are in `attributes` until the next call. An empty-element tag is
        /// followed by its `end`.
        case start(Name)
        case end(Name)
        /// Character data; `decodedText(_:)` resolves its references.
        case text(Range<Int>)
        /// The content of a CDATA section, as written.
        case cdata(Range<Int>)
        /// The content of a comment, as written.
        case comment(Range<Int>)
    }

    /// An element or attribute name: the whole qualified name and where its colon is, if any.
    package struct Name: Equatable {
        package var range: Range<Int>
        package var colon: Int?
        package var local: Range<Int> { (colon.map { $0 + 1 } ?? range.lowerBound)..<range.upperBound }
    }

    package struct Attribute {
        package var name: Name
        /// The value as written between the quotes; `decodedAttribute(_:)` normalizes and resolves it.
        package var value: Range<Int>
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    /// Resolve namespace prefixes (as `XMLParser.shouldProcessNamespaces` does); without it a prefixed
    /// name makes the scanner give up.
    package let processesNamespaces: Bool
    /// Accept a `<!DOCTYPE name PUBLIC "…" "…">` or `SYSTEM` declaration without an internal subset
    /// (property lists have one; XLIFF readers refuse any).
    package let allowsExternalDoctype: Bool
    package let maximumDepth: Int
    /// Longer names, texts and values are left to `XMLParser`, which has limits of its own (50,000 bytes for a
    /// name, 10 MB for a text without its huge-document option).
    static let maximumNameLength = 1_000
    static let maximumTokenLength = 1_000_000
    /// Attributes of the last start tag.
    package private(set) var attributes: [Attribute] = []
    /// Set when the document left the subset: the caller must read it with `XMLParser`.
    package private(set) var gaveUp = false

    private var index = 0
    private var openElements: [Name] = []
    private var pendingEnd: Name?
    private var sawRoot = false
    private var finished = false
    /// Namespace declarations in scope: prefix bytes (empty for the default) → URI, with the depth that made them.
    private var namespaces: [(prefix: Range<Int>?, uri: String, depth: Int)] = []
    /// Offset of the `>` (or `/>`) that closed the last tag, where `XMLParser` reports its line.
    private var tagEnd = 0
    private var lineCountedTo = 0
    private var linesBefore = 1

    package init(bytes: UnsafeBufferPointer<UInt8>, processesNamespaces: Bool, allowsExternalDoctype: Bool, maximumDepth: Int) {
        self.bytes = bytes
        self.processesNamespaces = processesNamespaces
        self.allowsExternalDoctype = allowsExternalDoctype
        self.maximumDepth = maximumDepth
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if !skipDeclaration() { gaveUp = true }
    }

    /// The element depth: 1 inside the root element.
    package var depth: Int { openElements.count }

    // MARK: Events

    /// The next event, or `nil` at the end of the document or when the scanner gave up (see `gaveUp`).
    package mutating func next() -> Event? {
        guard !gaveUp, !finished else { return nil }
        if let end = pendingEnd {
            pendingEnd = nil
            return closeElement(end)
        }
        if openElements.isEmpty {
            return nextOutsideRoot()
        }
        guard index < bytes.count else { return giveUp() }
        if bytes[index] != UInt8(ascii: "<") { return scanText() }
        return scanMarkup()
    }

    /// Where the scanner stands between two events, to read part of the document again with `rewind(to:)`.
    package struct Checkpoint {
        fileprivate var index, depth, tagEnd, lineCountedTo, linesBefore: Int
    }

    /// Where the scanner stands now. Take it after an event that leaves no pending end (any but the `start`
    /// of an empty-element tag).
    package var checkpoint: Checkpoint {
        Checkpoint(index: index, depth: openElements.count, tagEnd: tagEnd, lineCountedTo: lineCountedTo, linesBefore: linesBefore)
    }

    /// Reads again from `checkpoint`, taken in this document before an element still open now started: the
    /// elements open then are open now, so a scan can resume there (and line numbers stay cheap).
    package mutating func rewind(to checkpoint: Checkpoint) {
        precondition(!gaveUp && openElements.count >= checkpoint.depth, "rewinding past a closed element")
        index = checkpoint.index
        pendingEnd = nil
        openElements.removeLast(openElements.count - checkpoint.depth)
        while let last = namespaces.last, last.depth > checkpoint.depth { namespaces.removeLast() }
        tagEnd = checkpoint.tagEnd
        lineCountedTo = checkpoint.lineCountedTo
        linesBefore = checkpoint.linesBefore
    }

    private mutating func giveUp() -> Event? {
        gaveUp = true
        return nil
    }

    /// Before the root: whitespace, comments and (when allowed) one DOCTYPE; after it: whitespace and comments.
    private mutating func nextOutsideRoot() -> Event? {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            if sawRoot { finished = true; return nil }
            return giveUp()
        }
        guard bytes[index] == UInt8(ascii: "<") else { return giveUp() }
        if matches("<!--", at: index) { return scanComment() }
        if matches("<!DOCTYPE", at: index) {
            guard allowsExternalDoctype, !sawRoot, skipDoctype() else { return giveUp() }
            return nextOutsideRoot()
        }
        guard !sawRoot else { return giveUp() }
        return scanMarkup()
    }

    private mutating func scanMarkup() -> Event? {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch next {
        case UInt8(ascii: "/"): return scanEndTag()
        case UInt8(ascii: "!"):
            if matches("<!--", at: index) { return scanComment() }
            if matches("<![CDATA[", at: index) { return scanCDATA() }
            return giveUp()
        case UInt8(ascii: "?"): return giveUp()
        default: return scanStartTag()
        }
    }

    private mutating func scanText() -> Event? {
        let start = index
        // Indentation between tags, the most frequent text, needs no other test.
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") { return .text(start..<index) }
        while index < bytes.count {
            index = endOfPlainWords(from: index, special: UInt8(ascii: "]"))
            // Then byte by byte up to the next byte that needs a look: the word test stops at indentation
            // (line feeds, tabs) and at the word holding the closing `<`.
            while index < bytes.count, Self.isPlainTextByte(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                guard let reference = reference(at: index) else { return giveUp() }
                index += reference.length
                continue
            }
            if byte == UInt8(ascii: "]"), matches("]]>", at: index) { return giveUp() }
            guard isCharacter(at: index) else { return giveUp() }
            index += 1
        }
        guard index < bytes.count, index - start <= Self.maximumTokenLength else { return giveUp() }
        return .text(start..<index)
    }

    private mutating func scanComment() -> Event? {
        let start = index + 4
        index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                // `--` may only close the comment.
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else { return giveUp() }
                let end = index
                index += 3
                guard end - start <= Self.maximumTokenLength else { return giveUp() }
                return .comment(start..<end)
            }
            guard isCharacter(at: index) else { return giveUp() }
            index += 1
        }
        return giveUp()
    }

    private mutating func scanCDATA() -> Event? {
        let start = index + 9
        index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "]"), matches("]]>", at: index) {
                let end = index
                index += 3
                guard end - start <= Self.maximumTokenLength else { return giveUp() }
                return .cdata(start..<end)
            }
            guard isCharacter(at: index) else { return giveUp() }
            index += 1
        }
        return giveUp()
    }

    private mutating func scanStartTag() -> Event? {
        index += 1
        guard let name = scanName() else { return giveUp() }
        // (`removeAll` on an empty array still costs a generic `replaceSubrange`.)
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
        var selfClosing = false
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { return giveUp() }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { return giveUp() }
                selfClosing = true
                break
            }
            guard hadSpace, let attributeName = scanName() else { return giveUp() }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return giveUp() }
            index += 1
            skipSpace()
            guard let value = scanAttributeValue() else { return giveUp() }
            attributes.append(Attribute(name: attributeName, value: value))
        }
        tagEnd = index
        index += selfClosing ? 2 : 1
        guard openElements.count < maximumDepth, attributes.isEmpty || attributesAreDistinct() && attributesAreKnown() else { return giveUp() }
        openElements.append(name)
        if processesNamespaces {
            guard declareNamespaces(), resolvesPrefixes(of: name) else { return giveUp() }
        } else if name.colon != nil || !attributes.isEmpty && attributes.contains(where: { $0.name.colon != nil }) {
            return giveUp()
        }
        sawRoot = true
        if selfClosing { pendingEnd = name }
        return .start(name)
    }

    private mutating func scanEndTag() -> Event? {
        index += 2
        // The open element's name, already checked, rather than a name scanned again: a longer name fails at `>`.
        guard let open = openElements.last, bytes.count - index > open.range.count,
              equalBytes(open.range, index..<(index + open.range.count)) else { return giveUp() }
        index += open.range.count
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return giveUp() }
        tagEnd = index
        index += 1
        return closeElement(open)
    }

    private mutating func closeElement(_ name: Name) -> Event? {
        while let last = namespaces.last, last.depth == openElements.count { namespaces.removeLast() }
        openElements.removeLast()
        return .end(name)
    }

    // MARK: Names, attributes and namespaces

    /// An ASCII name, with at most one colon between two non-empty parts when namespaces are processed.
    private mutating func scanName() -> Name? {
        let start = index
        var colon: Int?
        while index < bytes.count {
            let byte = bytes[index]
            // Letters first: most names have nothing else.
            if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") {
                index += 1
                continue
            }
            let atPartStart = index == start || colon == index - 1
            if !atPartStart, byte.isDigit || byte == .minus || byte == .period {
                index += 1
            } else if byte == .colon, !atPartStart, colon == nil {
                colon = index
                index += 1
            } else {
                break
            }
        }
        // libxml2 refuses names over 50,000 bytes; anything long is left to it.
        guard index > start, colon != index - 1, index < bytes.count, index - start <= Self.maximumNameLength else { return nil }
        // Names beginning with `xml` are reserved; only the namespace attributes and `xml:space` (whose value
        // `attributesAreKnown` checks) are known here: libxml2 warns about others' values, and a warning fails
        // `XMLParser`.
        if bytes[start] | 0x20 == UInt8(ascii: "x"), matchesIgnoringCase("xml", at: start), !isNamespaceDeclaration(Name(range: start..<index, colon: colon)),
           !equalBytes(start..<index, "xml:space") {
            return nil
        }
        return Name(range: start..<index, colon: colon)
    }

    private mutating func scanAttributeValue() -> Range<Int>? {
        guard index < bytes.count, bytes[index] == .quote || bytes[index] == .apostrophe else { return nil }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count {
            index = endOfPlainWords(from: index, special: quote)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return index - 1 - start <= Self.maximumTokenLength ? start..<(index - 1) : nil
            }
            if byte == UInt8(ascii: "<") { return nil }
            if byte == UInt8(ascii: "&") {
                guard let reference = reference(at: index) else { return nil }
                index += reference.length
                continue
            }
            guard isCharacter(at: index) else { return nil }
            index += 1
        }
        return nil
    }

    private func attributesAreDistinct() -> Bool {
        guard attributes.count > 1 else { return true }
        for first in attributes.indices {
            for second in attributes.indices where second > first {
                if equalBytes(attributes[first].name.range, attributes[second].name.range) { return false }
                // Two prefixes may name one namespace: a repeated local name is left to XMLParser.
                if attributes[first].name.colon != nil, attributes[second].name.colon != nil,
                   equalBytes(attributes[first].name.local, attributes[second].name.local) { return false }
            }
        }
        return true
    }

    /// `xml:space` is `preserve` or `default`, and namespace URIs are plainly absolute: libxml2 reports anything
    /// else (a relative namespace URI is a warning, which fails `XMLParser` too).
    private func attributesAreKnown() -> Bool {
        for attribute in attributes {
            if equalBytes(attribute.name.range, "xml:space") {
                guard equalBytes(attribute.value, "preserve") || equalBytes(attribute.value, "default") else { return false }
            } else if isNamespaceDeclaration(attribute.name), !attribute.value.isEmpty {
                guard isPlainAbsoluteURI(attribute.value) else { return false }
            }
        }
        return true
    }

    /// A scheme (`urn:`, `http:`) followed by letters, digits and URI punctuation only (no `%`, `&` or spaces).
    private func isPlainAbsoluteURI(_ range: Range<Int>) -> Bool {
        var position = range.lowerBound
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard position < range.upperBound, isLetter(bytes[position]) else { return false }
        while position < range.upperBound, isLetter(bytes[position]) || bytes[position].isDigit
                || bytes[position] == .plus || bytes[position] == .minus || bytes[position] == .period {
            position += 1
        }
        guard position < range.upperBound, bytes[position] == .colon else { return false }
        for offset in position..<range.upperBound {
            let byte = bytes[offset]
            guard isLetter(byte) || byte.isDigit || "-._~:/?#@!$'()*+,;=".utf8.contains(byte) else { return false }
        }
        return true
    }

    private func isNamespaceDeclaration(_ name: Name) -> Bool {
        if name.colon == nil { return equalBytes(name.range, "xmlns") }
        return equalBytes(name.range.lowerBound..<name.colon!, "xmlns")
    }

    private mutating func declareNamespaces() -> Bool {
        for attribute in attributes where isNamespaceDeclaration(attribute.name) {
            let uri = decodedAttribute(attribute.value)
            if let colon = attribute.name.colon {
                // `xmlns:p=""` is an error in Namespaces 1.0; redeclaring `xml` or `xmlns` is too.
                let prefix = (colon + 1)..<attribute.name.range.upperBound
                guard !uri.isEmpty, !matchesIgnoringCase("xml", at: prefix.lowerBound) else { return false }
                namespaces.append((prefix, uri, openElements.count))
            } else {
                namespaces.append((nil, uri, openElements.count))
            }
        }
        return true
    }

    private func resolvesPrefixes(of name: Name) -> Bool {
        if let colon = name.colon, namespace(prefix: name.range.lowerBound..<colon) == nil { return false }
        for attribute in attributes {
            guard let colon = attribute.name.colon, !isNamespaceDeclaration(attribute.name) else { continue }
            let prefix = attribute.name.range.lowerBound..<colon
            if equalBytes(prefix, "xml") { continue }
            if namespace(prefix: prefix) == nil { return false }
        }
        return true
    }

    private func namespace(prefix: Range<Int>?) -> String? {
        for declaration in namespaces.reversed() {
            switch (declaration.prefix, prefix) {
            case (nil, nil): return declaration.uri
            case let (declared?, wanted?) where equalBytes(declared, wanted): return declaration.uri
            default: continue
            }
        }
        return nil
    }

    /// The namespace URI of an element name (`""` for none), as `XMLParser` reports it.
    package func namespaceURI(of name: Name) -> String {
        namespace(prefix: name.colon.map { name.range.lowerBound..<$0 }) ?? ""
    }

    /// The decoded value of the attribute whose qualified name is `name`, or `nil`.
    package func attribute(_ name: StaticString) -> String? {
        for attribute in attributes where equalBytes(attribute.name.range, name) {
            return decodedAttribute(attribute.value)
        }
        return nil
    }

    // MARK: Text

    /// The bytes of `range` (a name, or text without references) as a string.
    package func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `range` of text with references resolved.
    package func decodedText(_ range: Range<Int>) -> String {
        XMLCharacterData(bytes: bytes).decoded(range, normalizingWhitespace: false)
    }

    /// Appends `range` of text with references resolved to `output`.
    package func appendDecodedText(_ range: Range<Int>, to output: inout [UInt8]) {
        XMLCharacterData(bytes: bytes).appendDecoded(range, normalizingWhitespace: false, to: &output)
    }

    /// An attribute value with references resolved and literal tabs and line feeds read as spaces, as XML
    /// normalizes attribute values.
    package func decodedAttribute(_ range: Range<Int>) -> String {
        XMLCharacterData(bytes: bytes).decoded(range, normalizingWhitespace: true)
    }

    private func reference(at position: Int) -> (scalar: UInt32, length: Int)? {
        XMLCharacterData(bytes: bytes).reference(at: position)
    }

    fileprivate static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The first offset from `position` at which the next eight bytes are not all plain text: every byte of a
    /// word passed is a character `isCharacter` accepts by its first test (no control character, no 0xEF) and
    /// none is `<`, `&` or `special`. Tests a word at once (bit tricks that find a byte below a value or equal
    /// to one exactly), so long texts, which in most languages hold no markup, cost a few operations per word.
    @inline(__always)
    private func endOfPlainWords(from position: Int, special: UInt8) -> Int {
        guard let base = bytes.baseAddress else { return position }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        @inline(__always) func has(_ byte: UInt8, _ word: UInt64) -> Bool { hasZeroByte(word ^ (ones &* UInt64(byte))) }
        var position = position
        while position + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
            if hasControl || has(UInt8(ascii: "<"), word) || has(UInt8(ascii: "&"), word) || has(special, word) || has(0xEF, word) {
                break
            }
            position += 8
        }
        return position
    }

    /// An ASCII byte of character data that needs no further test: printable (or a tab or line feed), and
    /// not `<`, `&` or `]`.
    @inline(__always)
    private static func isPlainTextByte(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "]"))
            || byte == .newline || byte == .tab
    }

    /// Whether the byte at `position` may appear literally: no control character but tab and line feed
    /// (a carriage return is normalized by XML, which this scanner leaves to `XMLParser`), no U+FFFE or U+FFFF.
    @inline(__always)
    private func isCharacter(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte >= 0x20 && byte != 0xEF { return true }
        if byte == .tab || byte == .newline { return true }
        guard byte == 0xEF else { return false }
        return !(position + 2 < bytes.count && bytes[position + 1] == 0xBF && (bytes[position + 2] == 0xBE || bytes[position + 2] == 0xBF))
    }

    // MARK: Lines

    /// The 1-based line of the `>` that closed the last tag, as `XMLParser.lineNumber` reports it in
    /// `didStartElement` and `didEndElement`. Cheap when asked in document order.
    package mutating func lineOfLastTag() -> Int {
        let offset = tagEnd
        if offset < lineCountedTo { lineCountedTo = 0; linesBefore = 1 }
        var lines = 0
        var position = lineCountedTo
        while position < offset, let base = bytes.baseAddress, let newline = memchr(base + position, 0x0A, offset - position) {
            lines += 1
            position = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
        }
        linesBefore += lines
        lineCountedTo = offset
        return linesBefore
    }

    // MARK: Prolog

    /// Skips an XML declaration with only version 1.0, an encoding and standalone, each quoted.
    private mutating func skipDeclaration() -> Bool {
        guard matches("<?xml", at: index) else { return true }
        index += 5
        // 1 after version, 2 after encoding, 3 after standalone: each at most once, in this order.
        var stage = 0
        while true {
            let hadSpace = skipSpace()
            if matches("?>", at: index) { index += 2; return stage > 0 }
            guard hadSpace, index < bytes.count else { return false }
            let nameStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") { index += 1 }
            let name = nameStart..<index
            skipSpace()
            guard index < bytes.count, bytes[index] == .equals else { return false }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == .quote || bytes[index] == .apostrophe else { return false }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let close = bytes[valueStart...].firstIndex(of: quote), close - valueStart < 64 else { return false }
            let value = valueStart..<close
            index = close + 1
            if equalBytes(name, "version"), stage == 0 {
                guard equalBytes(value, "1.0") else { return false }
                stage = 1
            } else if equalBytes(name, "encoding"), stage == 1 {
                guard equalBytes(value, "UTF-8") || equalBytes(value, "utf-8") else { return false }
                stage = 2
            } else if equalBytes(name, "standalone"), stage == 1 || stage == 2 {
                guard equalBytes(value, "yes") || equalBytes(value, "no") else { return false }
                stage = 3
            } else {
                return false
            }
        }
    }

    /// Skips `<!DOCTYPE name PUBLIC "…" "…">` or `<!DOCTYPE name SYSTEM "…">`; an internal subset gives up.
    private mutating func skipDoctype() -> Bool {
        index += 9
        guard skipSpace(), scanName() != nil else { return false }
        skipSpace()
        var literals: Int
        if matches("PUBLIC", at: index) {
            literals = 2
            index += 6
        } else if matches("SYSTEM", at: index) {
            literals = 1
            index += 6
        } else {
            return false
        }
        while literals > 0 {
            guard skipSpace(), index < bytes.count, bytes[index] == .quote || bytes[index] == .apostrophe else { return false }
            let quote = bytes[index]
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return false }
            // Public identifiers allow only letters, digits, spaces and some punctuation; system ones are
            // read with the same limit, which the DTD addresses property lists carry fit.
            for position in (index + 1)..<close where !Self.isPublicIDCharacter(bytes[position]) { return false }
            index = close + 1
            literals -= 1
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return false }
        index += 1
        return true
    }

    private static func isPublicIDCharacter(_ byte: UInt8) -> Bool {
        if byte.isDigit || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { return true }
        return " -()+,./:=?;!*#@$_%".utf8.contains(byte)
    }

    // MARK: Bytes

    @inline(__always)
    private func isSpace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .newline || byte == .tab
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func matches(_ literal: StaticString, at position: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard position >= 0, bytes.count - position >= length else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[position + offset] != pointer[offset] { return false }
        return true
    }

    private func matchesIgnoringCase(_ lowercase: StaticString, at position: Int) -> Bool {
        let length = lowercase.utf8CodeUnitCount
        guard bytes.count - position >= length else { return false }
        let pointer = lowercase.utf8Start
        for offset in 0..<length where bytes[position + offset] | 0x20 != pointer[offset] { return false }
        return true
    }

    private func equalBytes(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount && matches(literal, at: range.lowerBound)
    }

    private func equalBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        guard let base = bytes.baseAddress, !first.isEmpty else { return true }
        return memcmp(base + first.lowerBound, base + second.lowerBound, first.count) == 0
    }
}

/// Character data and attribute values of a document, references resolved. Holds only the bytes, so a read
/// loop lends them (`XMLCharacterData(bytes: scanner.bytes)`) rather than a copy of the whole scanner.
package struct XMLCharacterData {
    package let bytes: UnsafeBufferPointer<UInt8>

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Appends `range` of text with references resolved to `output`.
    package func appendDecodedText(_ range: Range<Int>, to output: inout [UInt8]) {
        appendDecoded(range, normalizingWhitespace: false, to: &output)
    }

    func decoded(_ range: Range<Int>, normalizingWhitespace: Bool) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if !slice.contains(where: { $0 == UInt8(ascii: "&") || (normalizingWhitespace && ($0 == .tab || $0 == .newline)) }) {
            return String(decoding: slice, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        appendDecoded(range, normalizingWhitespace: normalizingWhitespace, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func appendDecoded(_ range: Range<Int>, normalizingWhitespace: Bool, to output: inout [UInt8]) {
        if !normalizingWhitespace, let base = bytes.baseAddress, memchr(base + range.lowerBound, 0x26, range.count) == nil {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            return
        }
        // Bytes are copied in runs between the references and whitespace that change.
        var position = range.lowerBound
        var runStart = position
        while position < range.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "&"), let reference = reference(at: position) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                appendScalar(reference.scalar, to: &output)
                position += reference.length
                runStart = position
            } else if normalizingWhitespace && (byte == .tab || byte == .newline) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                output.append(.space)
                position += 1
                runStart = position
            } else {
                position += 1
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
    }

    private func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// A predefined entity or a character reference of an XML character at `position` (on `&`).
    func reference(at position: Int) -> (scalar: UInt32, length: Int)? {
        for (name, scalar) in Self.predefinedEntities where matches(name, at: position) {
            return (scalar, name.utf8CodeUnitCount)
        }
        guard matches("&#", at: position) else { return nil }
        var cursor = position + 2
        let hex = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "x")
        if hex { cursor += 1 }
        let digitsStart = cursor
        var value: UInt32 = 0
        while cursor < bytes.count, cursor - digitsStart < 8 {
            let byte = bytes[cursor]
            if hex, let digit = byte.hexValue {
                value = value << 4 | UInt32(digit)
            } else if !hex, byte.isDigit {
                value = value * 10 + UInt32(byte - .zero)
            } else {
                break
            }
            cursor += 1
        }
        guard cursor > digitsStart, cursor < bytes.count, bytes[cursor] == .semicolon, XMLSubsetScanner.isXMLCharacter(value) else { return nil }
        return (value, cursor + 1 - position)
    }

    private static let predefinedEntities: [(StaticString, UInt32)] = [
        ("&lt;", 0x3C), ("&gt;", 0x3E), ("&amp;", 0x26), ("&apos;", 0x27), ("&quot;", 0x22),
    ]

    private func matches(_ literal: StaticString, at position: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard position >= 0, bytes.count - position >= length else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[position + offset] != pointer[offset] { return false }
        return true
    }
}
