import Foundation

/// Where a user's preferred languages come from.
public enum SystemLanguages {
    /// The device's preferred languages: `Locale.preferredLanguages` on Apple platforms; on Linux the
    /// POSIX environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), where `C`/`POSIX` mean none.
    public static func preferred(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        #if canImport(Darwin)
        return Locale.preferredLanguages
        #else
        return LanguageNegotiationSeam.preferredLanguages(environment: environment)
        #endif
    }

    /// The languages of an HTTP `Accept-Language` header (`fr-CH, fr;q=0.9, en;q=0.8`), best first.
    public static func preferred(acceptLanguage header: String) -> [String] {
        LanguageNegotiationSeam.preferredLanguages(acceptLanguage: header)
    }
}
