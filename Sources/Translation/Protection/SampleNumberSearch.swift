/// Finds the sample number a plural case was translated with, as engines may write it back: as sent (`5`,
/// `1000000`, `1.5`), grouped (`1.000.000`, `1,000,000`, `1 000 000`) or with a decimal comma (`1,5`) — and
/// only where it stands alone, not inside a longer number.
enum SampleNumberSearch {
    static func occurrences(of number: String, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        for form in forms(of: number) {
            var start = text.startIndex
            while start < text.endIndex, let range = text.range(of: form, from: start) {
                if standsAlone(range, in: text), !found.contains(where: { $0.overlaps(range) }) { found.append(range) }
                start = text.index(after: range.lowerBound)
            }
        }
        return found
    }

    /// The ways an engine may write `number`.
    static func forms(of number: String) -> [String] {
        var forms = [number]
        if let point = number.firstIndex(of: ".") {
            forms.append(number[..<point] + "," + number[number.index(after: point)...])
        } else if number.count > 3 {
            let digits = Array(number)
            for separator in [".", ",", " ", "\u{A0}", "\u{202F}", "'"] {
                var grouped = ""
                for (offset, digit) in digits.enumerated() {
                    if offset > 0, (digits.count - offset) % 3 == 0 { grouped += separator }
                    grouped.append(digit)
                }
                forms.append(grouped)
            }
        }
        return forms
    }

    /// Whether no digit continues the number on either side (`15` holds no `5`; `1.5` holds no `5`).
    private static func standsAlone(_ range: Range<String.Index>, in text: String) -> Bool {
        if range.lowerBound > text.startIndex {
            let before = text.index(before: range.lowerBound)
            if text[before].isNumber { return false }
            if text[before] == "." || text[before] == ",", before > text.startIndex, text[text.index(before: before)].isNumber { return false }
        }
        if range.upperBound < text.endIndex {
            let after = range.upperBound
            if text[after].isNumber { return false }
            let next = text.index(after: after)
            if text[after] == "." || text[after] == ",", next < text.endIndex, text[next].isNumber { return false }
        }
        return true
    }
}

extension StringProtocol {
    /// The first range of `other` at or after `start` (Foundation's search, without its options).
    func range(of other: String, from start: Index) -> Range<Index>? {
        let needle = Array(other)
        guard let first = needle.first else { return nil }
        var index = start
        while index < endIndex {
            if self[index] == first {
                var candidate = index
                var matched = 0
                while matched < needle.count, candidate < endIndex, self[candidate] == needle[matched] {
                    matched += 1
                    candidate = self.index(after: candidate)
                }
                if matched == needle.count { return index..<candidate }
            }
            index = self.index(after: index)
        }
        return nil
    }
}
