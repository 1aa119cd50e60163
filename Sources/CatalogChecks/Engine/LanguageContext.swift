import Diagnostics
import Foundation

/// One language under check, prepared once per run: its release status, display name, plural rules
/// and punctuation conventions.
public struct LanguageContext: Sendable {
    /// The tag as written in the catalog (`pt-BR`).
    public var code: String
    /// The language subtag, lowercased (`pt`).
    public var baseLanguage: String
    public var status: LanguageCoverage.ReleaseStatus
    /// `French (fr)`, for messages.
    public var displayName: String
    public var punctuation: PunctuationProfile
    public var plurals: PluralFacts

    init(code: String, status: LanguageCoverage.ReleaseStatus) {
        self.code = code
        self.status = status
        baseLanguage = LanguageTag.baseLanguage(of: code)
        displayName = LanguageTag.displayName(of: code)
        punctuation = PunctuationProfile(baseLanguage: baseLanguage)
        plurals = PluralFacts(language: code)
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

    /// `French (fr)`; just the tag when the platform has no name for it.
    static func displayName(of tag: String) -> String {
        let name = Locale(identifier: "en").localizedString(forIdentifier: tag.replacingOccurrences(of: "_", with: "-"))
        guard let name, !name.isEmpty, name != tag else { return tag }
        return "\(name) (\(tag))"
    }
}
