import Phrasebook
import Testing

@Suite("Language display names")
struct LanguageDisplayNameTests {
    @Test("each language names itself, capitalized for a picker")
    func autonyms() {
        #expect(LanguageTag("de")?.autonym == "Deutsch")
        #expect(LanguageTag("fr")?.autonym == "Français")
        #expect(LanguageTag("es")?.autonym == "Español")
        #expect(LanguageTag("pt-BR")?.autonym == "Português (Brasil)")
        #expect(LanguageTag("ja")?.autonym == "日本語")
        #expect(LanguageTag("zh-Hans")?.autonym == "中文（简体）")
        #expect(LanguageTag("zh-Hant")?.autonym == "中文（繁體）")
        #expect(LanguageTag("zh-TW")?.autonym == "中文（繁體）")
        #expect(LanguageTag("zh-HK")?.autonym?.contains("香港") == true)
        #expect(LanguageTag("uk")?.autonym == "Українська")
    }

    @Test("names in a UI language, falling back along the UI language's parents")
    func namesInUILanguage() {
        let english = LanguageTag("en")!
        #expect(LanguageTag("de")?.displayName(in: english) == "German")
        #expect(LanguageTag("zh-Hant")?.displayName(in: english) == "Chinese (Traditional)")
        #expect(LanguageTag("en-GB")?.displayName(in: LanguageTag("de")!) == "Englisch (Vereinigtes Königreich)")
        #expect(LanguageTag("fr")?.displayName(in: LanguageTag("de-LU")!) == "Französisch")
        #expect(LanguageTag("en")?.displayName(in: LanguageTag("tr")!) == "İngilizce")
    }

    @Test("a tag without names of its own uses its ancestor's name with the region")
    func unlistedTags() {
        #expect(LanguageTag("de-LU")?.displayName(in: LanguageTag("en")!) == "German (LU)")
        #expect(LanguageTag("xx")?.displayName(in: LanguageTag("en")!) == nil)
        #expect(LanguageTag("de")?.displayName(in: LanguageTag("xx")!) == nil)
    }

    @Test("at least 80 common app languages have names in each other")
    func coverage() {
        let languages = LanguageTag.displayNameLanguages
        #expect(languages.count >= 80)
        for language in languages {
            #expect(language.autonym?.isEmpty == false, "\(language) has no autonym")
            for ui in languages.prefix(10) {
                #expect(language.displayName(in: ui)?.isEmpty == false, "\(language) has no name in \(ui)")
            }
        }
    }
}
