import Testing
@testable import SourceScanner

@Suite("Lint text heuristics")
struct TextHeuristicsTests {
    @Test("words for people are told from keys, identifiers, symbols, paths and URLs",
          arguments: ["Settings", "Std Dev", "cents", "Trend: improving", "e.g. this", "Налаштування", "OK"])
    func naturalLanguage(_ text: String) {
        #expect(NaturalText.isNaturalLanguage(text))
    }

    @Test("keys, identifiers, SF Symbols, paths and URLs are not words for people",
          arguments: ["settings.title", "chart.bar.fill", "cache_key", "viewModel", "primary-button", "https://x.org",
                      "/usr/bin", "homebrew/core", "data.json", "%d%%", "#FF0000", "@handle", "—", "  "])
    func notNaturalLanguage(_ text: String) {
        #expect(!NaturalText.isNaturalLanguage(text))
    }

    @Test("a command line for a terminal is machine text; a sentence that starts with a verb is not")
    func commandLines() {
        #expect(NaturalText.looksLikeMachineText("brew uninstall   wget"))
        #expect(NaturalText.looksLikeMachineText("sudo rm /Library/Caches/app"))
        #expect(NaturalText.looksLikeMachineText("defaults write com.example.app Key"))
        #expect(!NaturalText.looksLikeMachineText("Open the file to continue"))
        #expect(!NaturalText.looksLikeMachineText("Brew Formulae"))
        #expect(!NaturalText.looksLikeMachineText("brew"))
    }

    @Test("the dominant foreign script is named; brand names in Latin don't count in a Cyrillic source")
    func scripts() {
        let latin = Script.scripts(forLanguage: "en")!
        let cyrillic = Script.scripts(forLanguage: "uk")!
        #expect(Script.foreignScript(of: "Dev Mode увімкнено", expected: latin) == .cyrillic)
        #expect(Script.foreignScript(of: "Settings", expected: latin) == nil)
        #expect(Script.foreignScript(of: "Settings and more", expected: cyrillic) == .latin)
        #expect(Script.foreignScript(of: "iCloud", expected: cyrillic) == nil)
        #expect(Script.foreignScript(of: "Версія iCloud", expected: cyrillic) == nil)
        #expect(Script.foreignScript(of: "五笔版本", expected: Script.scripts(forLanguage: "zh-Hans")!) == nil)
        #expect(Script.scripts(forLanguage: "sr-Latn") == [.latin])
    }

    @Test("a member read through a base whose name shares a word with the declaring type can reach it")
    func typeHints() {
        #expect(TypeNameMatch.matches(hint: "theme", typeName: "AppTheme"))
        #expect(TypeNameMatch.matches(hint: "item", typeName: "SideBarItem"))
        #expect(TypeNameMatch.matches(hint: "vm", typeName: "SettingsViewModel"))
        #expect(TypeNameMatch.matches(hint: "*", typeName: "Anything"))
        #expect(TypeNameMatch.matches(hint: "heroes", typeName: "Hero"))
        #expect(!TypeNameMatch.matches(hint: "option", typeName: "TimelineFilter"))
        #expect(TypeName.lastComponent("Models.List<Item>") == "List")
    }
}
