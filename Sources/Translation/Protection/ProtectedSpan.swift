/// A part of a text that no translation engine may change: a format specifier, a line break, markup, a URL,
/// a name never translated. Engines see it as an inline tag (``InlineMarkup``) and must give it back exactly once.
package struct ProtectedSpan: Sendable, Hashable {
    /// What the part is, for the reason a unit is refused.
    package enum Kind: String, Sendable, Hashable {
        case formatSpecifier = "format specifier"
        case substitution = "substitution"
        case lineBreak = "line break"
        case code = "inline code"
        case url = "URL"
        case term = "do-not-translate term"
        case tag = "tag"
        case emphasis = "Markdown emphasis"
        case link = "Markdown link"
        case attribute = "attribute"
    }

    /// The id engines see (`<x id="3"/>`), 1-based in order of appearance.
    package var id: Int
    package var kind: Kind
    /// The text as written; for a pair, its opening part (`**`, `[`, `^[`, `<b>`).
    package var text: String
    /// For a pair around translatable words, its closing part (`**`, `](https://…)`, `](inflect: true)`,
    /// `</b>`); `nil` for a placeholder.
    package var closing: String?

    package var isPair: Bool { closing != nil }

    /// `format specifier %@`, `Markdown link [](https://…)`, for messages.
    package var description: String {
        switch kind {
        case .lineBreak: return kind.rawValue
        default: return "\(kind.rawValue) \(text)\(closing.map { "…\($0)" } ?? "")"
        }
    }
}
