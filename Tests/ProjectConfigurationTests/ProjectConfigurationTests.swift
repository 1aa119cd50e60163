import Testing
@testable import ProjectConfiguration

@Suite("Project configuration")
struct ProjectConfigurationTests {
    @Test("released and preparing languages and rule settings are read from YAML")
    func readsSections() throws {
        let config = try ProjectConfiguration.parse(
            """
            source_language: en
            released_languages: [en, de]
            preparing_languages: [uk]
            lint:
              disabled: [key-naming]
              severities: { manual-pluralization: error }
            """, path: ".phrasebook.yml")
        #expect(config.sourceLanguage == "en")
        #expect(config.releasedLanguages == ["en", "de"])
        #expect(config.preparingLanguages == ["uk"])
        #expect(config.lint?.disabled == ["key-naming"])
        #expect(config.lint?.severities?["manual-pluralization"] == "error")
    }

    @Test("a YAML syntax error names the file, line and column")
    func syntaxErrorHasLocation() {
        #expect {
            _ = try ProjectConfiguration.parse("released_languages: [en, de\nsources: x", path: "p/.phrasebook.yml")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.path == "p/.phrasebook.yml" && error.line != nil && error.column != nil
        }
    }

    @Test("a wrongly typed value names the setting")
    func typeErrorNamesSetting() {
        #expect {
            _ = try ProjectConfiguration.parse("released_languages: 3", path: "x.yml")
        } throws: { error in
            "\(error)".contains("released_languages")
        }
    }
}
