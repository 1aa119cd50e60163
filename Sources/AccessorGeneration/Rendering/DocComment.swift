import StringCatalog

/// The doc comment of an accessor, for Quick Help and completion: the source text (each plural, device and
/// substitution case), the key when the text is not the key, the translator comment, the languages the
/// key is missing in, and why the accessor has a suffix.
enum DocComment {
    /// The lines, without `///`; `scopePath` names the enum the accessor is in.
    static func lines(for accessor: Accessor, scopePath: String) -> [String] {
        let texts = accessor.source.map(sourceTexts) ?? []
        var paragraphs: [[String]] = []
        if texts.isEmpty {
            paragraphs.append(shown(accessor.key))
        } else if texts.count == 1, texts[0].case.isEmpty {
            paragraphs.append(shown(texts[0].text))
            if texts[0].text != accessor.key { paragraphs.append(["Key: " + SwiftLiteral.string(accessor.key)]) }
        } else {
            paragraphs.append(texts.flatMap { text in
                bulleted(text.case.isEmpty ? "" : "\(text.case): ", SwiftLiteral.commentLines(text.text))
            })
            if !texts.contains(where: { $0.case.isEmpty && $0.text == accessor.key }) {
                paragraphs.append(["Key: " + SwiftLiteral.string(accessor.key)])
            }
        }
        if let comment = accessor.entry.comment, !comment.isEmpty {
            paragraphs.append(bulleted("Comment: ", SwiftLiteral.commentLines(comment), marker: ""))
        }
        if accessor.entry.shouldTranslate == false {
            paragraphs.append(["Not to be translated."])
        } else {
            let missing = accessor.catalog.otherLanguages.filter { !hasText(accessor.entry.localizations[$0]) }
            if !missing.isEmpty { paragraphs.append(["Missing in: " + missing.joined(separator: ", ")]) }
        }
        if accessor.name != accessor.baseName {
            let reason = accessor.collidedWith.map { "the key \(SwiftLiteral.string($0)) has `\(scopePath).\(accessor.baseName)`" }
                ?? "`\(scopePath).\(accessor.baseName)` is an enum"
            paragraphs.append(["Named `\(accessor.name)` because \(reason)."])
        }
        return paragraphs.enumerated().flatMap { index, lines in index == 0 ? lines : [""] + lines }
    }

    /// A text's lines; one that shows nothing (empty, only spaces) as a quoted literal.
    private static func shown(_ text: String) -> [String] {
        text.allSatisfy(\.isWhitespace) ? [SwiftLiteral.string(text)] : SwiftLiteral.commentLines(text)
    }

    /// `prefix` before the first line, the others indented to match (a list item's continuation).
    private static func bulleted(_ prefix: String, _ lines: [String], marker: String = "- ") -> [String] {
        lines.enumerated().map { index, line in
            index == 0 ? marker + prefix + line : String(repeating: " ", count: marker.count) + line
        }
    }

    /// Every text of the source localization with the case it is (`""` for a plain value, `one`,
    /// `iphone`, `iphone, one`, `heroes: one`).
    static func sourceTexts(_ localization: Localization) -> [(case: String, text: String)] {
        var texts: [(case: String, text: String)] = []
        collect(localization, label: "", into: &texts)
        for name in (localization.substitutions ?? [:]).keys.sorted() {
            let plural = localization.substitutions?[name]?.variations?.plural ?? [:]
            for category in plural.keys.sorted() {
                if let value = plural[category]?.stringUnit?.value { texts.append(("\(name): \(category.rawValue)", value)) }
            }
        }
        return texts
    }

    private static func collect(_ localization: Localization, label: String, into texts: inout [(case: String, text: String)]) {
        if let unit = localization.stringUnit { texts.append((label, unit.value)) }
        for (kind, device) in (localization.variations?.device ?? [:]).sorted(by: { $0.key < $1.key }) {
            collect(device, label: label.isEmpty ? kind.rawValue : "\(label), \(kind.rawValue)", into: &texts)
        }
        for (category, plural) in (localization.variations?.plural ?? [:]).sorted(by: { $0.key < $1.key }) {
            collect(plural, label: label.isEmpty ? category.rawValue : "\(label), \(category.rawValue)", into: &texts)
        }
    }

    /// Whether a localization has some non-empty text.
    private static func hasText(_ localization: Localization?) -> Bool {
        guard let localization else { return false }
        if let unit = localization.stringUnit, !unit.value.isEmpty { return true }
        let cases = Array((localization.variations?.device ?? [:]).values) + Array((localization.variations?.plural ?? [:]).values)
        return cases.contains { hasText($0) }
    }
}
