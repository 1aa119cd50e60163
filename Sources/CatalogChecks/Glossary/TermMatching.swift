/// Finding glossary terms in text, on UTF-8 bytes (Foundation's `range(of:options:)` is slow on Linux).
/// Case-insensitive matching lowercases both sides once with the standard library; callers keep the
/// bytes so a text is lowercased once however many terms are looked up in it.
enum TermMatching {
    /// The bytes matching works on: the text, lowercased when `caseInsensitive`.
    static func bytes(_ text: String, caseInsensitive: Bool) -> [UInt8] {
        Array((caseInsensitive ? text.lowercased() : text).utf8)
    }

    /// Whether `term` occurs in `text` as a whole word (not inside a longer word).
    static func containsWord(_ term: [UInt8], in text: [UInt8]) -> Bool {
        var start = 0
        while let found = firstIndex(of: term, in: text, from: start) {
            let before = found > 0 ? text[found - 1] : 0x20
            let after = found + term.count < text.count ? text[found + term.count] : 0x20
            if !isWordByte(before) && !isWordByte(after) { return true }
            start = found + 1
        }
        return false
    }

    /// Whether `text` contains `part` anywhere (inflected forms such as `helden` contain `held`).
    static func contains(_ part: [UInt8], in text: [UInt8]) -> Bool {
        firstIndex(of: part, in: text, from: 0) != nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        let first = needle[0]
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count && haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Letters, digits, `_` and any non-ASCII byte (letters of other scripts) continue a word.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
