/// What a request handler needs to answer in the request's language: the language and its localizers.
public struct RequestLocalization: Sendable {
    /// The request's language and what decided it.
    public let language: RequestLanguage
    /// Shows UI strings in `language.languages`.
    public let localizer: Localizer
    /// Shows generated content (stories, prompts) in `language.contentLanguages`.
    public let contentLocalizer: Localizer

    public init(language: RequestLanguage, localizer: Localizer, contentLocalizer: Localizer) {
        self.language = language
        self.localizer = localizer
        self.contentLocalizer = contentLocalizer
    }

    /// The `Content-Language` response header's value.
    public var contentLanguageHeader: String { language.language }

    /// `existing` (a response's `Vary` value, if any) with `Accept-Language` added once: caches must keep
    /// one copy of the page per language.
    public static func vary(adding existing: String?) -> String {
        guard let existing, !existing.isEmpty else { return "Accept-Language" }
        let listed = existing.split(separator: ",").contains {
            let name = $0.trimmingPrefix(while: \.isWhitespace)
            return name == "*" || name.lowercased().hasPrefix("accept-language")
        }
        return listed ? existing : existing + ", Accept-Language"
    }
}
