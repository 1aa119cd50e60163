import Phrasebook
import Testing

@Suite("Preferred languages")
struct PreferredLanguagesTests {
    private func identifiers(_ tags: [LanguageTag]) -> [String] { tags.map(\.identifier) }

    @Test("Accept-Language orders by q-value, keeping header order among equals")
    func acceptLanguageOrder() {
        let tags = PreferredLanguages.acceptLanguage("de;q=0.7, fr-CH, fr;q=0.9, en;q=0.8, it")
        #expect(identifiers(tags) == ["fr-CH", "it", "fr", "en", "de"])
    }

    @Test("Accept-Language ignores *, q=0 and malformed parts")
    func acceptLanguageMalformed() {
        let header = "*;q=0.5, es;q=0, de;q=abc, ;q=0.3, en_US, fr;q=1.5, ja;q=0.001, ko; q = 0.2, x!y, nl"
        #expect(identifiers(PreferredLanguages.acceptLanguage(header)) == ["nl", "ko", "ja"])
        #expect(PreferredLanguages.acceptLanguage("").isEmpty)
        #expect(PreferredLanguages.acceptLanguage("*").isEmpty)
    }

    @Test("POSIX: LANGUAGE wins over LC_ALL, LC_MESSAGES and LANG")
    func languageListWins() {
        let env = ["LANGUAGE": "fr_CA:fr:en", "LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "it_IT.UTF-8"]
        #expect(identifiers(PreferredLanguages.environment(env)) == ["fr-CA", "fr", "en"])
    }

    @Test("POSIX: LC_ALL, then LC_MESSAGES, then LANG")
    func localePrecedence() {
        #expect(identifiers(PreferredLanguages.environment(["LC_ALL": "pt_BR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "it"])) == ["pt-BR"])
        #expect(identifiers(PreferredLanguages.environment(["LC_MESSAGES": "de_DE.UTF-8@euro", "LANG": "it"])) == ["de-DE"])
        #expect(identifiers(PreferredLanguages.environment(["LANG": "sr_RS@latin"])) == ["sr-Latn-RS"])
    }

    @Test("POSIX: C and POSIX mean the source language, and LANGUAGE is then ignored")
    func posixDefault() {
        #expect(PreferredLanguages.environment(["LANG": "C", "LANGUAGE": "fr"]).isEmpty)
        #expect(PreferredLanguages.environment(["LC_ALL": "C.UTF-8", "LANG": "de_DE"]).isEmpty)
        #expect(PreferredLanguages.environment(["LC_MESSAGES": "POSIX"]).isEmpty)
        #expect(PreferredLanguages.environment([:]).isEmpty)
        let negotiator = LanguageNegotiator(available: ["en", "de"], sourceLanguage: "en")
        #expect(negotiator.preferredLocalizations(for: PreferredLanguages.environment(["LANG": "C"])) == ["en"])
    }

    @Test("an explicit list skips entries that are not tags and repeats")
    func explicitList() {
        #expect(identifiers(PreferredLanguages.list(["fr-CA", "??", "de", "fr_CA"])) == ["fr-CA", "de"])
    }
}

