/// Edits of a `.gitattributes` file's text that touch only Phrasebook's own lines.
enum GitAttributesText {
    /// The comment Phrasebook writes above its line, so people know where the line comes from.
    static let comment = "# String Catalogs: semantic merge and diff by Phrasebook (phrasebook git install)"

    /// `text` with `line` (and the comment) appended unless `line` is already there.
    static func adding(_ line: String, to text: String) -> (text: String, changed: Bool) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        if lines.contains(line) { return (text, false) }
        var result = text
        if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
        if !lines.contains(comment) { result += comment + "\n" }
        return (result + line + "\n", true)
    }

    /// `text` without `lines` and without Phrasebook's comment; every other line stays as it was.
    static func removing(_ lines: [String], from text: String) -> (text: String, changed: Bool) {
        let ours = Set(lines + [comment])
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !ours.contains(String($0).trimmingWhitespace) }
        let result = kept.joined(separator: "\n")
        return (result, result != text)
    }

    /// Lines (1-based numbers) other than `line` that set `merge` or `diff` for catalogs, or mark
    /// them binary: git applies the last line that matches, so these may win over Phrasebook's.
    static func competingLines(for line: String, in text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, raw in
            let trimmed = String(raw).trimmingWhitespace
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard trimmed != line, let pattern = fields.first, !pattern.hasPrefix("#"), pattern.hasSuffix(".xcstrings") else { return nil }
            let attributes = fields.dropFirst()
            let competes = attributes.contains { attribute in
                attribute == "binary" || attribute == "-diff" || attribute == "-merge"
                    || attribute.hasPrefix("merge=") || attribute.hasPrefix("diff=")
            }
            return competes ? (index + 1, trimmed) : nil
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
