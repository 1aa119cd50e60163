import Hummingbird
import Phrasebook

/// The home screen and tonight's story prompt, in the request's UI and story languages: what both the HTML
/// page and the JSON API show.
struct HomePage: ResponseEncodable {
    /// The UI language (`Content-Language`) and its fallback chain.
    var language: String
    var chain: [String]
    /// What chose the UI language: query parameter, cookie, user setting, Accept-Language, source language, rollback.
    var decidedBy: String
    var storyLanguage: String
    var title: String
    var waiting: String
    var rating: String
    var storyLanguageTitle: String
    /// Each released language named in the UI language and in itself: "Französisch (Français)".
    var storyLanguages: [String]
    var prompt: String

    init(localization: RequestLocalization, offered: [String], heroes: Int, hero: String) {
        let ui = localization.localizer
        let request = localization.language
        language = request.language
        chain = request.languages
        decidedBy = request.origin.description
        storyLanguage = request.contentLanguage
        title = ui.string("Your Heroes")
        waiting = ui.string("\(heroes) heroes are waiting for a new adventure")
        rating = ui.string("Average rating: \(4.5)")
        storyLanguageTitle = ui.string("Story Language")
        storyLanguages = offered.map { tag in
            "\(Self.name(of: tag, in: request.language)) (\(Self.name(of: tag, in: tag)))"
        }
        prompt = localization.contentLocalizer.string(forKey: "prompt.story.instruction", hero, 10)
    }

    static func name(of tag: String, in language: String) -> String {
        guard let named = LanguageTag(tag), let display = LanguageTag(language) else { return tag }
        return named.displayName(in: display) ?? tag
    }
}
