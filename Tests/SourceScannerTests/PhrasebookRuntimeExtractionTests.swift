import SourceScanner
import Testing

@Suite("The Phrasebook runtime's Localizer API")
struct PhrasebookRuntimeExtractionTests {
    @Test("string(_:table:comment:) takes an interpolated key, with its table and comment")
    func interpolatedKey() {
        let result = extract(
            """
            func price(count: Int, localizer: Localizer) -> String {
                localizer.string("\\(count) cents", table: "Shop", comment: "Price label")
            }
            let title = localizer.string("Your Heroes")
            """)
        #expect(result.strings.map(\.key) == ["%lld cents", "Your Heroes"])
        #expect(result.strings[0].table == "Shop")
        #expect(result.strings[0].comment == "Price label")
        #expect(result.strings[0].defaultValue == nil)
        #expect(result.strings[1].table == "Localizable")
        #expect(result.strings.allSatisfy { $0.api == ".string" })
    }

    @Test("string(forKey:table:arguments:comment:) takes the literal as the key, verbatim")
    func keyWithArgumentArray() {
        let result = extract(
            """
            let a = localizer.string(forKey: "Developer: %@", table: "Credits", arguments: [.string(name)], comment: "Credits line")
            let b = uiLocalizer.string(forKey: "settings.title")
            """)
        #expect(result.strings.map(\.key) == ["Developer: %@", "settings.title"])
        #expect(result.strings[0].table == "Credits")
        #expect(result.strings[0].comment == "Credits line")
        #expect(result.strings[1].comment == nil)
    }

    @Test("string(forKey:table:_:comment:) takes the key, not its variadic values")
    func keyWithVariadicArguments() {
        let result = extract(
            """
            let line = localizer.string(forKey: "prompt.story.instruction", "Ana", 10, comment: "Story prompt")
            let other = localizer.string(forKey: "Developer: %@", table: "Credits", "Michael")
            """)
        #expect(result.strings.map(\.key) == ["prompt.story.instruction", "Developer: %@"])
        #expect(result.strings[0].comment == "Story prompt")
        #expect(result.strings[1].table == "Credits")
    }

    @Test("string(forKey:defaultValue:table:comment:) gives the interpolated default as the source value")
    func keyWithDefaultValue() {
        let result = extract(
            """
            func prompt(hero: String, minutes: Int, localizer: Localizer) -> String {
                localizer.string(
                    forKey: "prompt.story", defaultValue: "Write about \\(hero) for \\(minutes) minutes (100%)",
                    table: "Prompts", comment: "Instruction to the story model")
            }
            let plain = localizer.string(forKey: "welcome", defaultValue: "Welcome!")
            """)
        #expect(result.strings.map(\.key) == ["prompt.story", "welcome"])
        #expect(result.strings[0].defaultValue == "Write about %@ for %lld minutes (100%%)")
        #expect(result.strings[0].table == "Prompts")
        #expect(result.strings[0].comment == "Instruction to the story model")
        #expect(result.strings[1].defaultValue == "Welcome!")
    }

    @Test("dynamic keys, interpolated forKey: literals and other receivers' string(forKey:) are not extracted")
    func notExtracted() {
        let found = keys(
            """
            let a = localizer.string(forKey: key)
            let b = localizer.string(forKey: "item.\\(id)")
            let c = UserDefaults.standard.string(forKey: "lastLanguage")
            let d = defaults.string(forKey: "ui-language")
            let e = formatter.string("Not a localizer")
            let f = localizer.string(name)
            """)
        #expect(found.isEmpty)
    }

    @Test("any receiver declared a Localizer is one, whatever its name, also through properties and other files")
    func receiversByDeclaredType() {
        let found = keys(
            """
            struct Scoreboard {
                let l10n: Localizer
                let env: Environment
                func lines(points: Int, strings: Localizer) -> [String] {
                    [l10n.string("Scores"), env.texts.string("\\(points) points"), strings.string(forKey: "board.title")]
                }
            }
            """,
            """
            struct Environment { let texts: Phrasebook.Localizer; let defaults: UserDefaults }
            func read(env: Environment) -> String? { env.defaults.string(forKey: "not.a.key") }
            """)
        #expect(found == ["Scores", "%lld points", "board.title"])
    }
}
