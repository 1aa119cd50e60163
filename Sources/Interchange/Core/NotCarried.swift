import Diagnostics

/// Something of a catalog that a format cannot hold, reported per key at export: an export is lossless or
/// loud, never silent.
public struct NotCarried: Sendable, Hashable {
    /// What kind of content is not carried.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A translation state the format has no word for (the text is written; an import makes it `translated`).
        case state
        /// A string still `new` (untranslated): not written, so the other platform falls back to its source.
        case untranslated
        /// Device variations: only the `other` device's text is written.
        case device
        /// Substitutions (`%#@name@`): the format has no nested plurals, so the string is not written.
        case substitution
        /// A plural case the format or the language's rules cannot hold.
        case pluralCase = "plural-case"
        /// A shape the format cannot hold (a string beside variations, variations inside plural cases).
        case shape
        /// A format specifier the format cannot spell, or spells without its details.
        case specifier
        /// Characters or text the format cannot hold.
        case text
        /// The entry's comment.
        case comment
        /// "Don't translate" (`shouldTranslate: false`), or a translation of such a string.
        case translatability
    }

    /// The catalog's path as exported (`original`).
    public var catalog: String
    public var key: String
    /// The language concerned; `nil` when every language is.
    public var language: String?
    public var reason: Reason
    /// What is lost and what is written instead, for people.
    public var detail: String

    public init(catalog: String, key: String, language: String?, reason: Reason, detail: String) {
        self.catalog = catalog
        self.key = key
        self.language = language
        self.reason = reason
        self.detail = detail
    }

    /// A compiler-style warning: `CATALOG: warning: 'key' (de) … [not-carried-device]`.
    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: RuleID("not-carried-\(reason.rawValue)"), severity: .warning,
                   message: "'\(key)'\(language.map { " (\($0))" } ?? "") \(detail)",
                   file: catalog, language: language, key: key)
    }
}
