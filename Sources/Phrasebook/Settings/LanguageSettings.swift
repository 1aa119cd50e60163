import Foundation

/// Whether a UI language change shows now or after a restart.
public enum LanguageChangeEffect: Sendable, Hashable {
    /// The choice was already saved, or it returns to what the running app shows.
    case unchanged
    /// Rebuild your localizer from the settings: the UI shows the new language now.
    case appliedNow
    /// Saved for the next launch: tell the user to restart (the seeds' "Restart required" alert).
    case requiresRestart
}

/// Why a language setting was refused.
public enum LanguageSettingsError: Error, Equatable, CustomStringConvertible {
    /// The language is not offered (not released yet, or not in the app at all).
    case notReleased(String, offered: [String])

    public var description: String {
        switch self {
        case .notReleased(let tag, let offered):
            "\(tag) is not a released language (offered: \(offered.joined(separator: ", ")))"
        }
    }
}

/// An app's language settings: the released languages, the user's UI language choice ("System Default"
/// or one released language) and content language, persisted in a store, and the chains a `Localizer`
/// needs. A value type: keep one in your app model and replace it when the user changes a setting.
public struct LanguageSettings: Sendable {
    public let configuration: LanguageConfiguration
    /// The system's (or request's) preferred languages, best first.
    public let systemLanguages: [String]
    /// The saved choices, possibly waiting for a restart.
    public private(set) var selection: LanguageSelection
    /// The UI choice the running app shows: the saved one, except when a change waits for a restart.
    public private(set) var activeUILanguageChoice: LanguageChoice
    private let store: any LanguageSelectionStore

    /// Loads the saved choices from `store`.
    /// - Parameter systemLanguages: the device's languages (`PreferredLanguages.system`), or a request's
    ///   (`PreferredLanguages.acceptLanguage(_:)`), as tags.
    public init(configuration: LanguageConfiguration, store: any LanguageSelectionStore,
                systemLanguages: [String] = PreferredLanguages.system.map(\.identifier)) throws {
        self.configuration = configuration
        self.systemLanguages = systemLanguages
        self.store = store
        self.selection = try store.loadSelection()
        self.activeUILanguageChoice = selection.uiLanguage
    }

    // MARK: UI language

    /// The UI fallback chain: the chosen (or negotiated system) language, its fallbacks among the released
    /// languages, then the source language. An unsupported system language yields the source language.
    public var uiLanguages: [String] {
        configuration.forcesSourceLanguage ? [configuration.sourceLanguage] : chosenUILanguages
    }

    /// The UI chain the user's choice asks for, before the rollback switch.
    private var chosenUILanguages: [String] {
        let preferred: [String]
        if case .language(let tag) = activeUILanguageChoice, configuration.offers(tag) {
            preferred = [tag]
        } else {
            preferred = systemLanguages
        }
        return negotiator.fallbackChain(for: preferred)
    }

    /// The language the UI is shown in.
    public var uiLanguage: String { uiLanguages.first ?? configuration.sourceLanguage }

    /// Whether a saved UI language choice waits for the next launch.
    public var isRestartPending: Bool { selection.uiLanguage != activeUILanguageChoice }

    /// Saves a new UI language choice and says whether it shows now or after a restart.
    /// - Throws: `LanguageSettingsError.notReleased` for a language that is not offered; store errors.
    @discardableResult
    public mutating func selectUILanguage(_ choice: LanguageChoice) throws -> LanguageChangeEffect {
        if case .language(let tag) = choice, !configuration.offers(tag) {
            throw LanguageSettingsError.notReleased(tag, offered: configuration.offeredLanguages)
        }
        guard choice != selection.uiLanguage else { return .unchanged }
        var updated = selection
        updated.uiLanguage = choice
        try store.saveSelection(updated)
        selection = updated
        switch configuration.uiLanguageChangeTiming {
        case .immediately:
            activeUILanguageChoice = choice
            return .appliedNow
        case .afterRestart:
            return choice == activeUILanguageChoice ? .unchanged : .requiresRestart
        }
    }

    /// The UI language picker: "System Default" then each released language, named in the UI language.
    public func uiLanguageOptions(systemDefaultTitle: String = "System Default") -> [LanguageOption] {
        [LanguageOption(choice: .systemDefault, title: systemDefaultTitle, nativeName: nil)] + languageOptions()
    }

    // MARK: Content language

    /// The language generated content (stories, reports, AI prompts) is written in: the saved choice
    /// while it is released, otherwise the UI language.
    public var contentLanguage: String {
        if let chosen = selection.contentLanguage, configuration.offers(chosen) { return chosen }
        // The rollback switch only concerns the UI: content keeps following the user's languages.
        return chosenUILanguages.first ?? configuration.sourceLanguage
    }

    /// Saves the content language, which applies at once (it is read for each piece of content).
    /// Pass `nil` to follow the UI language again.
    public mutating func selectContentLanguage(_ tag: String?) throws {
        if let tag, !configuration.offers(tag) {
            throw LanguageSettingsError.notReleased(tag, offered: configuration.offeredLanguages)
        }
        var updated = selection
        updated.contentLanguage = tag
        try store.saveSelection(updated)
        selection = updated
    }

    /// The content language picker: each released language, named in the UI language.
    public func contentLanguageOptions() -> [LanguageOption] { languageOptions() }

    // MARK: Names and localizers

    /// `tag`'s name in `displayLanguage` (by default the UI language): for pickers, or for an AI prompt
    /// ("Always answer in French") with `displayLanguage: "en"`.
    public func displayName(of tag: String, in displayLanguage: String? = nil) -> String {
        Self.name(of: tag, in: displayLanguage ?? uiLanguage)
    }

    /// A localizer showing `tables` in the UI language chain.
    public func makeLocalizer(tables: [LocalizationTable], device: DeviceKind = .other, policy: TranslationPolicy = .default,
                              reportIssue: @escaping @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning) -> Localizer {
        Localizer(tables: tables, languages: uiLanguages, device: device, policy: policy, locale: uiLocale, reportIssue: reportIssue)
    }

    /// The locale to format for: the UI language with the region of the user's own preference for that
    /// language (a Swiss user shown `de` strings gets `de-CH` numbers), else the UI language itself.
    public var uiLocale: Locale {
        let language = uiLanguage
        let base = LanguageTag(language)?.language
        let own = systemLanguages.first { LanguageTag($0)?.language == base && LanguageTag($0)?.region != nil }
        return Locale(identifier: (configuration.forcesSourceLanguage ? nil : own) ?? language)
    }

    /// The content fallback chain: the content language, its fallbacks among the released languages, then the
    /// source language.
    public var contentLanguages: [String] { negotiator.fallbackChain(for: [contentLanguage]) }

    /// A localizer for content written in the content language (prompt templates, report headings).
    public func makeContentLocalizer(tables: [LocalizationTable], policy: TranslationPolicy = .default,
                                     reportIssue: @escaping @Sendable (LocalizationIssue) -> Void = LocalizationIssue.printWarning) -> Localizer {
        Localizer(tables: tables, languages: contentLanguages, policy: policy, reportIssue: reportIssue)
    }

    private func languageOptions() -> [LanguageOption] {
        let display = uiLanguage
        return configuration.offeredLanguages.map { tag in
            LanguageOption(choice: .language(tag), title: Self.name(of: tag, in: display), nativeName: Self.name(of: tag, in: tag))
        }
    }

    private var negotiator: LanguageNegotiator {
        LanguageNegotiator(available: configuration.offeredLanguages, sourceLanguage: configuration.sourceLanguage)
    }

    /// CLDR's name of `tag` in `displayLanguage`; the tag itself for languages CLDR's table does not name.
    private static func name(of tag: String, in displayLanguage: String) -> String {
        guard let language = LanguageTag(tag), let display = LanguageTag(displayLanguage) else { return tag }
        return language.displayName(in: display) ?? tag
    }
}
