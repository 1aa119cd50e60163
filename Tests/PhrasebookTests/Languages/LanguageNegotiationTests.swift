import Phrasebook
import Testing

@Suite("Language negotiation")
struct LanguageNegotiationTests {
    private func chain(_ preferred: [String], _ available: [String], source: String = "en") -> [String] {
        LanguageNegotiator(available: available, sourceLanguage: source).preferredLocalizations(for: preferred)
    }

    @Test("one preference's matches: the best available language and its ancestors, or nil when none matches")
    func singlePreference() throws {
        let negotiator = LanguageNegotiator(available: ["en", "es", "es-419"], sourceLanguage: "en")
        #expect(negotiator.matches(for: try #require(LanguageTag("es-MX"))) == ["es-419", "es"])
        #expect(negotiator.matches(for: try #require(LanguageTag("ja"))) == nil)
    }

    @Test("zh-TW with [zh-Hans, zh-Hant] chooses zh-Hant")
    func taiwanChoosesTraditional() {
        #expect(chain(["zh-TW"], ["en", "zh-Hans", "zh-Hant"]) == ["zh-Hant"])
    }

    @Test("zh-HK with [zh-Hans, zh-Hant] chooses zh-Hant")
    func hongKongChoosesTraditional() {
        #expect(chain(["zh-HK"], ["en", "zh-Hans", "zh-Hant"]) == ["zh-Hant"])
    }

    @Test("zh-CN and zh-Hans-SG choose zh-Hans; zh-Hant never falls back to zh-Hans")
    func simplifiedChinese() {
        #expect(chain(["zh-CN"], ["zh-Hans", "zh-Hant"]) == ["zh-Hans"])
        #expect(chain(["zh-Hans-SG"], ["zh-Hant", "zh-Hans"]) == ["zh-Hans"])
        #expect(chain(["zh-TW"], ["en", "zh-Hans"]) == ["en"])
    }

    @Test("en-GB with [en, en-AU, en-GB] chooses en-GB then en")
    func britishEnglish() {
        #expect(chain(["en-GB"], ["en", "en-AU", "en-GB"]) == ["en-GB", "en"])
    }

    @Test("en-AU with [en, en-AU, en-GB] chooses en-AU, en-GB, en")
    func australianEnglish() {
        #expect(chain(["en-AU"], ["en", "en-AU", "en-GB"]) == ["en-AU", "en-GB", "en"])
    }

    @Test("en-IN with [en, en-AU, en-GB] chooses en-GB then en")
    func indianEnglish() {
        #expect(chain(["en-IN"], ["en", "en-AU", "en-GB"]) == ["en-GB", "en"])
    }

    @Test("pt-PT with [pt, pt-BR] chooses pt, never pt-BR")
    func europeanPortuguese() {
        #expect(chain(["pt-PT"], ["en", "pt", "pt-BR"]) == ["pt"])
        #expect(chain(["pt-PT"], ["pt-BR", "pt"]) == ["pt"])
    }

    @Test("es-MX with [es, es-419] chooses es-419 then es")
    func mexicanSpanish() {
        #expect(chain(["es-MX"], ["es", "es-419"]) == ["es-419", "es"])
        #expect(chain(["es-ES"], ["es", "es-419"]) == ["es"])
    }

    @Test("an unsupported language falls back to the source language without error")
    func unsupportedLanguage() {
        #expect(chain(["ja-JP"], ["en", "fr"]) == ["en"])
        #expect(chain([], ["fr", "de"], source: "de") == ["de"])
        #expect(LanguageNegotiator(available: ["fr"], sourceLanguage: "en").fallbackChain(for: ["xx"]) == ["en"])
    }

    @Test("the first preference that matches wins; later ones are not mixed in")
    func preferenceOrder() {
        #expect(chain(["fr-CA", "de"], ["en", "fr", "de"]) == ["fr"])
        #expect(chain(["it", "de"], ["en", "fr", "de"]) == ["de"])
    }

    @Test("a sibling of the same script is used when no ancestor is available")
    func siblings() {
        #expect(chain(["pt-PT"], ["en", "pt-BR"]) == ["pt-BR"])
        #expect(chain(["en"], ["en-GB", "en-US", "fr"], source: "fr") == ["en-US"])
        #expect(chain(["zh-Hant"], ["zh-TW", "zh-CN"]) == ["zh-TW"])
        #expect(chain(["sr-Latn"], ["sr"]) == ["en"])
        #expect(chain(["de-CH"], ["de-AT", "de-DE"]) == ["de-DE"])
    }

    @Test("Cantonese falls back to Traditional Chinese, Wu to Simplified, as on Apple platforms")
    func chineseLanguages() {
        #expect(chain(["yue"], ["en", "zh-Hans", "zh-Hant"]) == ["zh-Hant"])
        #expect(chain(["yue-Hans"], ["en", "zh-Hans", "zh-Hant"]) == ["zh-Hans"])
        #expect(chain(["yue"], ["en", "yue", "zh-Hant"]) == ["yue", "zh-Hant"])
        #expect(chain(["wuu"], ["en", "zh-Hans", "zh-Hant"]) == ["zh-Hans"])
        #expect(chain(["zh-MO"], ["zh-HK", "zh-Hant", "zh-Hans"]) == ["zh-HK", "zh-Hant"])
    }

    @Test("New Zealand English falls back through Australian and British English; Canadian English to en")
    func newZealandEnglish() {
        #expect(chain(["en-NZ"], ["en", "en-AU", "en-GB", "en-US"]) == ["en-AU", "en-GB", "en"])
        #expect(chain(["en-CA"], ["en", "en-GB", "en-US"]) == ["en"])
        #expect(chain(["en-SG"], ["en", "en-GB", "en-US"]) == ["en-GB", "en"])
        #expect(chain(["en-CY"], ["en", "en-150", "en-GB"]) == ["en-150", "en-GB", "en"])
        #expect(chain(["en-US"], ["en-GB", "en"]) == ["en"])
    }

    @Test("deprecated codes and POSIX names match modern catalog languages")
    func aliasesMatch() {
        #expect(chain(["iw-IL"], ["en", "he"]) == ["he"])
        #expect(chain(["he"], ["en", "iw"]) == ["iw"])
        #expect(chain(["pt_BR.UTF-8"], ["en", "pt-BR"]) == ["pt-BR"])
        #expect(chain(["nb-NO"], ["en", "no"]) == ["no"])
    }

    @Test("catalog entries that are not language tags, such as Base, are ignored")
    func ignoresBase() {
        #expect(chain(["de"], ["Base", "de"]) == ["de"])
    }

    @Test("the fallback chain ends with the source language")
    func fallbackChainEndsWithSource() {
        let negotiator = LanguageNegotiator(available: ["en", "fr", "fr-CA"], sourceLanguage: "en")
        #expect(negotiator.fallbackChain(for: ["fr-CA"]) == ["fr-CA", "fr", "en"])
        #expect(negotiator.fallbackChain(for: [LanguageTag("en-US")!]) == ["en"])
    }
}
