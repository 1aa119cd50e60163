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

    @Test("the extract section lists the app's own NSLocalizedString-like functions and the build to match")
    func readsExtractSection() throws {
        let config = try ProjectConfiguration.parse(
            """
            extract:
              localized_string_functions: [NNWLocalizedString, AppLocalizedString]
              platforms: [iOS, macOS]
              compilation_conditions: []
              keys_used_dynamically: true
            """, path: ".phrasebook.yml")
        #expect(config.extract?.localizedStringFunctions == ["NNWLocalizedString", "AppLocalizedString"])
        #expect(config.extract?.platforms == ["iOS", "macOS"])
        #expect(config.extract?.compilationConditions == [])
        #expect(config.extract?.keysUsedDynamically == true)
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

@Suite("Check settings")
struct CheckSettingsTests {
    @Test("the check section reads rule settings and check parameters together")
    func readsCheckSection() throws {
        let config = try ProjectConfiguration.parse(
            """
            glossary: glossary.yml
            check:
              disabled: [inconsistent-translation]
              severities: { needs-review: error, length-expansion: off }
              allowed_identical: [StoryApp, OK]
              max_length_ratio: 2.0
              length_limits: { Home: 12 }
            """, path: ".phrasebook.yml")
        let check = try #require(config.check)
        #expect(check.rules.disabled == ["inconsistent-translation"])
        #expect(check.rules.severities?["length-expansion"] == "off")
        #expect(check.allowedIdentical == ["StoryApp", "OK"])
        #expect(check.maxLengthRatio == 2.0)
        #expect(check.lengthLimits == ["Home": 12])
        #expect(config.glossary == "glossary.yml")
    }

    @Test("a wrongly typed check parameter names the setting")
    func badRatio() {
        #expect {
            _ = try ProjectConfiguration.parse("check:\n  max_length_ratio: [2]", path: "x.yml")
        } throws: { error in
            "\(error)".contains("max_length_ratio")
        }
    }
}
