import Phrasebook
import Testing

/// The stories seed: English source; French and German released; Spanish and Italian kept for later.
private let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "fr", "de"])

@Suite("A server request's language")
struct RequestLanguageTests {
    let policy = RequestLanguagePolicy(configuration: configuration)

    @Test("the query parameter wins, then the cookie, then the user's setting, then Accept-Language")
    func documentedOrder() {
        let all = policy.resolve(queryParameter: "de", cookie: "fr", userSelection: LanguageSelection(uiLanguage: .language("fr")),
                                 acceptLanguage: "fr")
        #expect(all.languages == ["de", "en"] && all.origin == .queryParameter)
        let cookie = policy.resolve(cookie: "de", userSelection: LanguageSelection(uiLanguage: .language("fr")), acceptLanguage: "fr")
        #expect(cookie.languages == ["de", "en"] && cookie.origin == .cookie)
        let user = policy.resolve(userSelection: LanguageSelection(uiLanguage: .language("de")), acceptLanguage: "fr")
        #expect(user.languages == ["de", "en"] && user.origin == .userSetting)
        let header = policy.resolve(userSelection: LanguageSelection(uiLanguage: .systemDefault), acceptLanguage: "fr")
        #expect(header.languages == ["fr", "en"] && header.origin == .acceptLanguage)
        let nothing = policy.resolve()
        #expect(nothing.languages == ["en"] && nothing.origin == .sourceLanguage && nothing.language == "en")
    }

    @Test("a language kept for a later release is never chosen: each source falls through to the next")
    func keptLanguagesFallThrough() {
        let asked = policy.resolve(queryParameter: "es", cookie: "it", userSelection: LanguageSelection(uiLanguage: .language("es")),
                                   acceptLanguage: "es-ES, es;q=0.9, de;q=0.5")
        #expect(asked.languages == ["de", "en"])
        #expect(asked.origin == .acceptLanguage)
        let spanishDevice = policy.resolve(acceptLanguage: "es-ES, es;q=0.9")
        #expect(spanishDevice.languages == ["en"] && spanishDevice.origin == .sourceLanguage)
    }

    @Test("Accept-Language is read by q-value, not by position, and q=0 excludes a language")
    func qualityValues() {
        #expect(policy.resolve(acceptLanguage: "de;q=0.5, fr;q=0.9").languages == ["fr", "en"])
        #expect(policy.resolve(acceptLanguage: "fr;q=0, de;q=0.1").languages == ["de", "en"])
        #expect(policy.resolve(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8").languages == ["fr", "en"])
        #expect(policy.resolve(acceptLanguage: "*;q=0.5, ;;, fr;q=2").origin == .sourceLanguage)
    }

    @Test("a regional or differently spelled choice matches its released language")
    func regionalChoice() {
        #expect(policy.resolve(queryParameter: "fr-CH").languages == ["fr", "en"])
        #expect(policy.resolve(queryParameter: "DE_at").languages == ["de", "en"])
        #expect(policy.resolve(queryParameter: "not a language!", acceptLanguage: "de").origin == .acceptLanguage)
    }

    @Test("the rollback switch shows the UI in the source language and keeps the content language")
    func rollback() {
        var rolledBack = configuration
        rolledBack.forcesSourceLanguage = true
        let language = RequestLanguagePolicy(configuration: rolledBack).resolve(queryParameter: "fr")
        #expect(language.languages == ["en"] && language.origin == .rollback)
        #expect(language.contentLanguages == ["fr", "en"])
    }

    @Test("the user's saved content language is used for content while it is released")
    func contentLanguage() {
        let story = policy.resolve(userSelection: LanguageSelection(uiLanguage: .language("fr"), contentLanguage: "de"))
        #expect(story.languages == ["fr", "en"] && story.contentLanguages == ["de", "en"] && story.contentLanguage == "de")
        let kept = policy.resolve(userSelection: LanguageSelection(uiLanguage: .language("fr"), contentLanguage: "es"))
        #expect(kept.contentLanguages == ["fr", "en"])
    }

    @Test("sources can be switched off: no query parameter, no cookie")
    func disabledSources() {
        let headerOnly = RequestLanguagePolicy(configuration: configuration, queryParameter: nil, cookieName: nil)
        #expect(headerOnly.queryParameter == nil && headerOnly.cookieName == nil)
        #expect(headerOnly.explicitChain("fr") == ["fr", "en"])
        #expect(headerOnly.acceptLanguageChain("it") == nil)
    }

    @Test("Vary gets Accept-Language once, next to what the response already varies on")
    func vary() {
        #expect(RequestLocalization.vary(adding: nil) == "Accept-Language")
        #expect(RequestLocalization.vary(adding: "Origin") == "Origin, Accept-Language")
        #expect(RequestLocalization.vary(adding: "Origin, accept-language") == "Origin, accept-language")
        #expect(RequestLocalization.vary(adding: "*") == "*")
    }
}

@Suite("Server localization: one cache for every request")
struct ServerLocalizationTests {
    @Test("requests share localizers per chain and get strings in their own language")
    func sharedLocalizers() {
        let server = ServerLocalization(tables: [SeedCatalogs.stories], configuration: configuration)
        let french = server.localization(acceptLanguage: "fr-CH, fr;q=0.9")
        #expect(french.localizer.string(forKey: "settings.title") == "Réglages")
        #expect(french.contentLanguageHeader == "fr")
        let again = server.localization(cookie: "fr")
        #expect(again.localizer.languages == ["fr", "en"])
        let spanish = server.localization(acceptLanguage: "es")
        #expect(spanish.localizer.string(forKey: "settings.title") == "Settings")
        #expect(server.localizers.count == 2)
    }

    @Test("a user's story language gets its own localizer; the UI one stays")
    func contentLocalizer() {
        let server = ServerLocalization(tables: [SeedCatalogs.stories], configuration: configuration)
        let request = server.localization(userSelection: LanguageSelection(uiLanguage: .language("fr"), contentLanguage: "de"),
                                          acceptLanguage: "en")
        #expect(request.localizer.string(forKey: "settings.title") == "Réglages")
        #expect(request.contentLocalizer.string(forKey: "prompt.story.instruction", "Luna", 10)
            == "Schreibe eine sanfte Gutenachtgeschichte über Luna, die 10 Minuten dauert.")
    }

    @Test("remembered requests stay within the memory limit and keep answering correctly")
    func boundedMemory() {
        let server = ServerLocalization(policy: RequestLanguagePolicy(configuration: configuration),
                                        localizers: LocalizerCache(tables: [SeedCatalogs.stories]), memoryLimit: 2)
        for round in 0..<3 {
            for (header, expected) in [("fr", "fr"), ("de", "de"), ("it, fr;q=0.5", "fr"), ("x-\(round)", "en")] {
                #expect(server.localization(acceptLanguage: header).language.language == expected)
            }
        }
        #expect(server.localizers.count == 3)
    }
}
