import Diagnostics
import Foundation

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

    init(code: String, status: LanguageCoverage.ReleaseStatus) {
        self.code = code
        self.status = status
        baseLanguage = LanguageTag.baseLanguage(of: code)
        normalizedCode = LanguageTag.normalized(code)
        displayName = LanguageTag.displayName(of: code)
        punctuation = PunctuationProfile(baseLanguage: baseLanguage)
        plurals = PluralFacts.cached(for: code)
    }
}

/// Language-tag helpers that avoid Foundation on hot paths.
enum LanguageTag {
    /// `pt` for `pt-BR`, `zh` for `zh-Hans`, lowercased.
    static func baseLanguage(of tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// A comparable form: lowercased with `_` as `-` (`pt_br` and `pt-BR` match).
    static func normalized(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// `French (fr)`; just the tag when the platform has no name for it. Cached: ICU lookups are slow.
    static func displayName(of tag: String) -> String {
        if let cached = displayNames.value(for: tag) { return cached }
        let name = Locale(identifier: "en").localizedString(forIdentifier: tag.replacingOccurrences(of: "_", with: "-"))
        let display = (name == nil || name!.isEmpty || name == tag) ? tag : "\(name!) (\(tag))"
        displayNames.set(display, for: tag)
        return display
    }

    private static let displayNames = LockedCache<String, String>()
}
