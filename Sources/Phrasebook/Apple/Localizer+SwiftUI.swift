#if canImport(SwiftUI)
// Apple platforms only: not compiled on Linux. SwiftUI's own `Text("…")` follows `AppleLanguages` (see
// `LanguageSettings.applyToAppleLanguages`); these are for content strings a `Localizer` shows in the
// content language (stories, prompts), which Foundation's lookup can't.
import SwiftUI

private struct LocalizerEnvironmentKey: EnvironmentKey {
    static let defaultValue: Localizer? = nil
}

extension EnvironmentValues {
    /// The localizer views show content strings with: `.environment(\.localizer, settings.makeContentLocalizer(…))`.
    public var localizer: Localizer? {
        get { self[LocalizerEnvironmentKey.self] }
        set { self[LocalizerEnvironmentKey.self] = newValue }
    }
}

extension Text {
    /// Text looked up by `localizer` (the key and arguments as with `Localizer.string(_:)`), shown verbatim.
    public init(_ key: LocalizationKey, localizer: Localizer) {
        self.init(verbatim: localizer.string(key))
    }
}
#endif
