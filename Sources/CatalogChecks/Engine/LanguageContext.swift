import Diagnostics
import Phrasebook

/// One language under check, prepared once per run: its release status, display name, plural rules
/// and punctuation conventions.
///
/// A class: every translation context of the language shares it.
public final class LanguageContext: Sendable {
    /// The tag as written in the catalog (`pt-BR`).
    public let code: String
    /// The language subtag, lowercased (`pt`).
    public let baseLanguage: String
    /// The tag lowercased with `-` separators (`pt-br`), for comparisons.
    public let normalizedCode: String
    public let status: LanguageCoverage.ReleaseStatus
    /// `French (fr)`, for messages.
    public let displayName: String
    public let punctuation: PunctuationProfile
    public let plurals: PluralFacts
    /// Lowercased words the catalog's translators wrote in this language's own texts (``LanguageOwnWords``).
    let ownWords: Set<String>

    init(code: String, status: LanguageCoverage.ReleaseStatus, ownWords: Set<String> = []) {
        self.code = code
        self.status = status
        self.ownWords = ownWords
        baseLanguage = CatalogLanguage.baseLanguage(of: code)
        normalizedCode = CatalogLanguage.normalized(code)
        displayName = CatalogLanguage.displayName(of: code)
        punctuation = PunctuationProfile(baseLanguage: baseLanguage)
        plurals = PluralFacts.cached(for: code)
    }
}

/// Language-tag helpers over the runtime's `LanguageTag` (BCP 47 parsing and CLDR display names),
/// for tags as catalogs and configurations spell them.
package enum CatalogLanguage {
    /// `pt` for `pt-BR`, `zh` for `zh-Hans`, lowercased.
    package static func baseLanguage(of tag: String) -> String {
        LanguageTag(tag)?.language ?? String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// A comparable form: `pt_br` and `pt-BR` match.
    package static func normalized(_ tag: String) -> String {
        (LanguageTag(tag)?.identifier ?? tag).lowercased()
    }

    /// `French (fr)`; just the tag when CLDR has no name for it.
    package static func displayName(of tag: String) -> String {
        guard let name = LanguageTag(tag)?.displayName(in: english), name != tag else { return tag }
        return "\(name) (\(tag))"
    }

    private static let english = LanguageTag(language: "en")
}
