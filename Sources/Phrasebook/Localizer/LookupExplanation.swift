/// Which step of the fallback chain produced a string.
public enum FallbackStep: Sendable, Hashable, CustomStringConvertible {
    /// The language at this 0-based rank of the negotiated chain had a usable translation.
    case preferredLanguage(rank: Int)
    /// No earlier language of the chain had a usable translation; the source language's text is shown.
    case sourceLanguage
    /// A translation's specifiers did not match the source; the source language's text is shown.
    case sourceLanguageAfterSpecifierMismatch(language: String)
    /// The entry is marked `shouldTranslate: false`; the source text is always shown.
    case doNotTranslate
    /// No table has the key: the key itself is shown (formatted when it is a format).
    case key

    public var description: String {
        switch self {
        case .preferredLanguage(let rank): rank == 0 ? "first preferred language" : "preferred language #\(rank + 1)"
        case .sourceLanguage: "source language (no earlier language of the chain has a usable translation)"
        case .sourceLanguageAfterSpecifierMismatch(let language): "source language (the \(language) translation's specifiers do not match)"
        case .doNotTranslate: "source language (shouldTranslate: false)"
        case .key: "the key itself (no table has it)"
        }
    }
}

/// How a lookup was resolved, for debugging (`phrasebook lookup --explain`).
public struct LookupExplanation: Sendable, Hashable {
    /// The rendered string.
    public var text: String
    /// The table the key was found in, or `nil` when no table has it.
    public var table: String?
    /// The language of the text shown; `nil` when the key itself is shown.
    public var language: String?
    public var step: FallbackStep
    /// The variations chosen, outermost first (`["device: ipad", "plural: one"]`).
    public var variations: [String]
    /// The negotiated chain the lookup walked.
    public var chain: [String]
}
