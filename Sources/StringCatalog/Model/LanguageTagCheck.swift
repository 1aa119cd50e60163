/// Whether a string is a well-formed BCP 47 language tag (RFC 5646's syntax) of bounded length: what a
/// catalog's localization keys and source language, an imported file's language and every language a command
/// turns into a file name must be. Checked on UTF-8 bytes in time linear in the text, whatever its length.
///
/// Well-formed is syntax only (`qq-Zzzz` passes; registered subtags are `LanguageTag`'s business). Letters,
/// digits and hyphens are all a tag holds, so a well-formed tag is never `..`, never holds `/`, and is always
/// one path component.
package enum LanguageTagCheck {
    /// The longest tag accepted, in bytes. RFC 5646 asks for room for 35 characters (language, extended
    /// language, script, region and a variant); this leaves room for extensions and private use.
    package static let maximumLength = 64

    /// Why `text` is not a well-formed tag, in words (`it holds "/"`); `nil` when it is one.
    package static func problem(with text: String) -> String? {
        var text = text
        return text.withUTF8(problem(with:))
    }

    /// Whether `text` is a well-formed tag.
    package static func isWellFormed(_ text: String) -> Bool {
        problem(with: text) == nil
    }

    /// The tag as messages quote it: a very long one cut to its first 32 characters, with its length.
    package static func quoted(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > maximumLength else { return "'\(text)'" }
        return "'\(String(decoding: utf8.prefix(32), as: UTF8.self))…' (\(utf8.count) bytes)"
    }

    private static func problem(with bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return "it is empty" }
        guard bytes.count <= maximumLength else {
            return "it is \(bytes.count) bytes long, over the limit of \(maximumLength)"
        }
        for byte in bytes where !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-")) {
            let shown = byte < 0x80 && byte >= 0x20 ? "\"\(Character(Unicode.Scalar(byte)))\"" : "the byte 0x\(String(byte, radix: 16))"
            return "it holds \(shown); a language tag is letters, digits and hyphens (pt-BR, zh-Hant)"
        }
        if isGrandfathered(bytes) { return nil }
        var subtags: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "-") {
            guard index > start, index - start <= 8 else {
                return index == start ? "it has an empty subtag" : "the subtag '\(text(bytes, start..<index))' is longer than 8 characters"
            }
            subtags.append(start..<index)
            start = index + 1
        }
        var parser = SubtagParser(bytes: bytes, subtags: subtags)
        return parser.problem()
    }

    /// RFC 5646's `langtag` and `privateuse` productions, subtag by subtag.
    private struct SubtagParser {
        let bytes: UnsafeBufferPointer<UInt8>
        let subtags: [Range<Int>]
        var index = 0

        mutating func problem() -> String? {
            if isSingleton("x", at: 0) { return privateUse() }
            let language = subtags[0]
            guard language.allSatisfy({ isLetter(bytes[$0]) }), language.count != 1 else {
                return "it starts with '\(text(bytes, language))', not a language subtag of 2 to 8 letters"
            }
            index = 1
            if language.count <= 3 {
                // Up to three extended language subtags (`zh-yue`).
                var extended = 0
                while extended < 3, matches(3...3, isLetter) { index += 1; extended += 1 }
            }
            if matches(4...4, isLetter) { index += 1 } // script
            if matches(2...2, isLetter) || matches(3...3, isDigit) { index += 1 } // region
            while index < subtags.count, isVariant(subtags[index]) { index += 1 }
            while index < subtags.count, subtags[index].count == 1, !isSingleton("x", at: index) {
                index += 1 // an extension: its singleton, then one or more subtags of 2 to 8
                guard matches(2...8, { _ in true }) else { return "the extension before subtag \(index + 1) has no subtag of 2 to 8 characters" }
                while matches(2...8, { _ in true }) { index += 1 } // letters and digits, as every byte is
            }
            if index < subtags.count, isSingleton("x", at: index) { return privateUse() }
            guard index == subtags.count else {
                return "'\(text(bytes, subtags[index]))' is not a script, region, variant or extension where it stands"
            }
            return nil
        }

        /// `x-` and one or more subtags of 1 to 8 letters or digits, to the end.
        private mutating func privateUse() -> String? {
            index += 1
            guard index < subtags.count else { return "'x' has no private use subtag after it" }
            return nil // every subtag is 1 to 8 letters or digits already
        }

        private func isSingleton(_ letter: Unicode.Scalar, at position: Int) -> Bool {
            subtags[position].count == 1 && bytes[subtags[position].lowerBound] | 0x20 == UInt8(ascii: letter)
        }

        private func isVariant(_ subtag: Range<Int>) -> Bool {
            (5...8).contains(subtag.count) || subtag.count == 4 && isDigit(bytes[subtag.lowerBound])
        }

        /// Whether the subtag at `index` has one of `lengths` and every byte of it is `kind`.
        private func matches(_ lengths: ClosedRange<Int>, _ kind: (UInt8) -> Bool) -> Bool {
            guard index < subtags.count, lengths.contains(subtags[index].count) else { return false }
            return subtags[index].allSatisfy { kind(bytes[$0]) }
        }
    }

    /// RFC 5646's irregular grandfathered tags (`i-klingon`, `en-GB-oed`), which don't follow the grammar.
    private static func isGrandfathered(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= 11 else { return false }
        return irregular.contains(String(decoding: bytes.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
    }

    private static let irregular: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo",
        "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// A language tag that is not a well-formed one, where a command needs one: it is refused, never used as a
/// file name or written into a catalog.
package struct InvalidLanguageTag: Error, Sendable, Equatable, CustomStringConvertible {
    /// The tag as it was found.
    package var tag: String
    /// Where it came from, as the message starts (`Localizable.xcstrings`, `--language`, `de.csv:1:3`).
    package var source: String
    /// Why it is not one.
    package var reason: String

    package init(tag: String, source: String, reason: String) {
        self.tag = tag
        self.source = source
        self.reason = reason
    }

    /// Throws unless `tag` is well-formed.
    package static func check(_ tag: String, from source: String) throws(InvalidLanguageTag) {
        if let reason = LanguageTagCheck.problem(with: tag) { throw InvalidLanguageTag(tag: tag, source: source, reason: reason) }
    }

    package var description: String {
        "\(source): error: \(LanguageTagCheck.quoted(tag)) is not a language tag: \(reason)"
    }
}
