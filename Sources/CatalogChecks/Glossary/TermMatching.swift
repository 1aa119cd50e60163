/// Finding glossary terms in text, on UTF-8 bytes (Foundation's `range(of:options:)` is slow on Linux).
///
/// Terms are lowercased once (Unicode-aware); texts are compared with ASCII case folding, so `Hero`
/// matches `hero` and `Héros` matches `héros`, without lowercasing every text of every language.
enum TermMatching {
    /// A term prepared for matching: lowercased when matching ignores case.
    static func needle(_ term: String, caseInsensitive: Bool) -> [UInt8] {
        Array((caseInsensitive ? term.lowercased() : term).utf8)
    }

    /// For each text, the indices of the `terms` it contains as whole words; each text is read once.
    static func wordsFound(_ terms: [[UInt8]], in texts: [String], caseInsensitive: Bool) -> [[Int]] {
        texts.map { text in
            let bytes = Array(text.utf8)
            return terms.indices.filter { containsWord(terms[$0], in: bytes, caseInsensitive: caseInsensitive) }
        }
    }

    /// Whether `term` occurs in `text` as a whole word (not inside a longer word).
    static func containsWord(_ term: [UInt8], in text: [UInt8], caseInsensitive: Bool) -> Bool {
        var start = 0
        while let found = firstIndex(of: term, in: text, from: start, caseInsensitive: caseInsensitive) {
            let before = found > 0 ? text[found - 1] : 0x20
            let after = found + term.count < text.count ? text[found + term.count] : 0x20
            if !isWordByte(before) && !isWordByte(after) { return true }
            start = found + 1
        }
        return false
    }

    /// Whether `text` contains `part` anywhere (inflected forms such as `Helden` contain `held`).
    static func contains(_ part: [UInt8], in text: [UInt8], caseInsensitive: Bool) -> Bool {
        firstIndex(of: part, in: text, from: 0, caseInsensitive: caseInsensitive) != nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int, caseInsensitive: Bool) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        let first = needle[0]
        var index = start
        while index <= haystack.count - needle.count {
            if fold(haystack[index], caseInsensitive) == first {
                var offset = 1
                while offset < needle.count && fold(haystack[index + offset], caseInsensitive) == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    @inline(__always)
    private static func fold(_ byte: UInt8, _ caseInsensitive: Bool) -> UInt8 {
        caseInsensitive && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Letters, digits, `_` and any non-ASCII byte (letters of other scripts) continue a word.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
