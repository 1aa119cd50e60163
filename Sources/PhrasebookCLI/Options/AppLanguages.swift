import ArgumentParser
import Phrasebook
import ProjectConfiguration
import StringCatalog

/// `--override` and `--content-language`: the choices a user makes in an app's settings, which
/// `LanguageSettings` reads, for the commands that show what the app would show (`lookup`, `negotiate`).
struct UserLanguageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The UI language the user picked in the app, instead of following the device; it must be released.", valueName: "tag"))
    var override: String?

    @Option(help: ArgumentHelp("The language the user picked for generated content (stories, reports, prompts); it must be released. Shows the content chain instead of the UI's.", valueName: "tag"))
    var contentLanguage: String?

    func validate() throws {
        try LanguageFlags.validate(override.map { [$0] } ?? [], flag: "--override")
        try LanguageFlags.validate(contentLanguage.map { [$0] } ?? [], flag: "--content-language")
    }
}

/// The languages an app built from the project offers, as its `LanguageSettings` sees them: the released ones
/// (`released_languages`, else every catalog language not in preparation) and the source language. Languages
/// in preparation and ones the project does not ship are in the catalogs but never shown.
struct AppLanguages {
    let sourceLanguage: String
    /// Every language of the catalogs.
    let catalogLanguages: [String]
    let configuration: LanguageConfiguration
    private let preparing: Set<String>

    init(sourceLanguage: String, catalogLanguages: [String], released: [String]?, preparing: [String]?) {
        self.sourceLanguage = sourceLanguage
        self.catalogLanguages = catalogLanguages
        self.preparing = Set(preparing ?? [])
        let offered = released ?? catalogLanguages.filter { !(preparing ?? []).contains($0) }
        configuration = LanguageConfiguration(sourceLanguage: sourceLanguage, releasedLanguages: offered)
    }

    /// The project's languages: its configuration's lists over its catalogs' languages.
    init(project: Project) {
        self.init(sourceLanguage: project.sourceLanguage, catalogLanguages: project.catalogLanguages,
                  released: project.releasedLanguages, preparing: project.preparingLanguages)
    }

    /// The settings of a user with these device languages and choices.
    /// - Throws: `CannotRun` naming the language's status when a choice is not offered, as the app's picker
    ///   would not offer it.
    func settings(deviceLanguages: [String], choices: UserLanguageOptions) throws -> LanguageSettings {
        var settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(),
                                            systemLanguages: deviceLanguages)
        do {
            if let tag = choices.override { try settings.selectUILanguage(.language(tag)) }
            if let tag = choices.contentLanguage { try settings.selectContentLanguage(tag) }
        } catch LanguageSettingsError.notReleased(let tag, let offered) {
            throw CannotRun("\(tag) is \(status(of: tag)), so users can't pick it (offered: \(offered.joined(separator: ", ")))")
        }
        return settings
    }

    /// How `language` ships: released, the source language, preparing, not shipped, or not in the catalogs.
    func status(of language: String) -> String {
        if language == sourceLanguage { return "the source language" }
        if configuration.offers(language) { return "released" }
        if preparing.contains(language) { return "preparing, not released" }
        return catalogLanguages.contains(language) ? "in the catalogs but not shipped" : "not in the catalogs"
    }

    /// The steps that chose the first language of a chain from `preferences`, in order, ending with the
    /// preference that matched or with the source language; and that preference.
    func negotiation(of preferences: [String]) -> (steps: [String], matched: String?) {
        let offered = LanguageNegotiator(available: configuration.offeredLanguages, sourceLanguage: sourceLanguage)
        let all = LanguageNegotiator(available: catalogLanguages, sourceLanguage: sourceLanguage)
        var steps: [String] = []
        for preference in preferences {
            guard let tag = LanguageTag(preference) else {
                steps.append("\(preference): not a language tag, skipped")
                continue
            }
            if let match = offered.matches(for: tag)?.first {
                steps.append(match == preference ? "\(preference): released" : "\(preference) → \(match)")
                return (steps, preference)
            }
            if let kept = all.matches(for: tag)?.first {
                steps.append("\(kept == preference ? preference : "\(preference) → \(kept)"): \(status(of: kept)), never shown")
            } else {
                steps.append("\(preference): not in the catalogs")
            }
        }
        steps.append(preferences.isEmpty ? "no preference → \(sourceLanguage), the source language"
                                         : "none offered → \(sourceLanguage), the source language")
        return (steps, nil)
    }

    /// A lookup's fallback step told truthfully: which preference chose the language, or which languages of
    /// the chain were passed over for want of a usable translation.
    func describe(_ explanation: LookupExplanation, matched: String?) -> String {
        let passed: ArraySlice<String>
        switch explanation.step {
        case .preferredLanguage(let rank) where rank == 0:
            return matched.map { "the best match for \($0)" } ?? "the source language: none of the preferred languages is offered"
        case .preferredLanguage(let rank):
            passed = explanation.chain.prefix(rank)
        case .sourceLanguage:
            passed = explanation.chain.prefix { $0 != sourceLanguage }
        default:
            return explanation.step.description
        }
        guard !passed.isEmpty else { return explanation.step.description }
        let reason = "\(passed.joined(separator: ", ")) \(passed.count == 1 ? "has" : "have") no usable translation"
        return explanation.language == sourceLanguage
            ? "the source language (\(reason))"
            : "a fallback of \(explanation.chain[0]) (\(reason))"
    }
}
