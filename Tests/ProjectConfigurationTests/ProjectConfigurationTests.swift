import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import ProjectConfiguration

/// Rules the tests validate settings against: two lint rules (one opt-in, one with an option) and two checks.
let testRules = RuleRegistry([
    TestRule.ManualPluralization.self, TestRule.MissingTranslatorComment.self, TestRule.KeyNaming.self,
    TestRule.NeedsReview.self, TestRule.LengthExpansion.self, TestRule.CopiedText.self, TestRule.UnreviewedMachineTranslation.self,
])

/// Stand-ins for rules, with only what the configuration reads of them: id, kind, opt-in and options.
enum TestRule {
    struct Example: RuleExample {
        var text: String { "" }
        var expectedMarkers: [FindingMarker] { [] }
        func marker(of finding: Diagnostic) -> FindingMarker { FindingMarker() }
    }

    protocol Described: Rule where Example == TestRule.Example {
        static var ruleID: RuleID { get }
        static var isOptIn: Bool { get }
        static var options: [RuleOption] { get }
    }

    struct ManualPluralization: Described { static let ruleID: RuleID = "manual-pluralization"; static let kind = RuleKind.source }
    struct MissingTranslatorComment: Described {
        static let ruleID: RuleID = "missing-translator-comment"; static let kind = RuleKind.source; static let isOptIn = true
    }
    struct KeyNaming: Described {
        static let ruleID: RuleID = "key-naming"
        static let kind = RuleKind.source
        static let options = [RuleOption(name: "pattern", summary: "a pattern", validate: { (pattern: String) throws(RuleOptionError) in
            if pattern == "(" { throw RuleOptionError(option: "pattern", reason: "invalid regular expression '('") }
        })]
    }
    struct NeedsReview: Described { static let ruleID: RuleID = "needs-review"; static let kind = RuleKind.catalog }
    struct LengthExpansion: Described { static let ruleID: RuleID = "length-expansion"; static let kind = RuleKind.catalog }
    struct CopiedText: Described { static let ruleID: RuleID = "copied-text"; static let kind = RuleKind.catalog; static let isOptIn = true }
    struct UnreviewedMachineTranslation: Described { static let ruleID: RuleID = "unreviewed-machine-translation"; static let kind = RuleKind.catalog }
}

extension TestRule.Described {
    static var isOptIn: Bool { false }
    static var options: [RuleOption] { [] }
    static var description: RuleDescription<TestRule.Example> {
        RuleDescription(
            id: ruleID, summary: "", rationale: "", isOptIn: isOptIn, options: options, triggeringExamples: [], nonTriggeringExamples: [])
    }
    static func findings(in example: TestRule.Example) -> [Diagnostic] { [] }
}

/// The error `yaml` is refused with.
func refusal(_ yaml: String, rules: RuleRegistry = testRules) -> ConfigurationError? {
    do {
        _ = try ProjectConfiguration.parse(yaml, path: ".phrasebook.yml", rules: rules)
        return nil
    } catch {
        return error as? ConfigurationError
    }
}

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
            """, path: ".phrasebook.yml", rules: testRules)
        #expect(config.sourceLanguage == "en")
        #expect(config.releasedLanguages == ["en", "de"])
        #expect(config.preparingLanguages == ["uk"])
        #expect(config.lint.disabled == ["key-naming"])
        #expect(config.lint.severities["manual-pluralization"] == .some(.error))
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
        #expect(config.extract.localizedStringFunctions == ["NNWLocalizedString", "AppLocalizedString"])
        #expect(config.extract.platforms == ["iOS", "macOS"])
        #expect(config.extract.compilationConditions == [])
        #expect(config.extract.keysUsedDynamically == true)
    }

    @Test("the generate section sets the accessors' access level and namespace")
    func readsGenerateSection() throws {
        let config = try ProjectConfiguration.parse("generate: { access: public, namespace: StoryStrings }", path: ".phrasebook.yml")
        #expect(config.generate == GenerateSettings(access: .public, namespace: "StoryStrings"))
        #expect(try ProjectConfiguration.parse("generate:\n  access: package", path: "x").generate.access == .package)
        #expect(try ProjectConfiguration.parse("generate:", path: "x").generate == GenerateSettings())
        #expect(try ProjectConfiguration.parse("generate: { symbol_isolation: nonisolated }", path: "x").generate.symbolIsolation == .nonisolated)
        #expect(config.generate.overriding(access: .internal, namespace: nil) == GenerateSettings(access: .internal, namespace: "StoryStrings"))
    }

    @Test("a bad generate setting is an error at its line and column")
    func generateErrors() throws {
        let access = try #require(refusal("generate:\n  access: open"))
        #expect(access.description == ".phrasebook.yml:2:11: error: generate.access: expected one of public, package, internal, found 'open'")
        let namespace = try #require(refusal("generate:\n  namespace: 2Strings"))
        #expect(namespace.line == 2 && namespace.column == 14)
        #expect(namespace.reason.hasPrefix("generate.namespace: expected a Swift type name"))
        #expect(refusal("generate: { namespace: My.Strings }")?.column == 24)
        #expect(refusal("generate:\n  acess: public")?.reason.hasPrefix("generate.acess: unknown setting; expected one of access, namespace, symbol_isolation") == true)
        #expect(refusal("generate: public")?.reason == "generate: expected a mapping, found 'public'")
        #expect(refusal("generate:\n  symbol_isolation: main")?.description == ".phrasebook.yml:2:21: error: generate.symbol_isolation: expected plain or nonisolated, found 'main'")
    }

    @Test("languages that are not tags are refused at their line and column: they name folders and files")
    func languageErrors() throws {
        let source = try #require(refusal("source_language: ../../x"))
        #expect(source.line == 1 && source.column == 18)
        #expect(source.reason.hasPrefix("source_language: '../../x' is not a language tag"))
        #expect(refusal("released_languages: [de, '<b>x</b>']")?.reason.hasPrefix("released_languages[1]: '<b>x</b>' is not a language tag") == true)
        #expect(refusal("preparing_languages: [\(String(repeating: "a", count: 100_000))]")?.reason.contains("100000 bytes") == true)
        #expect(refusal("source_language: pt-BR\nreleased_languages: [de, zh-Hant-HK]") == nil)
    }

    @Test("an empty file, or one with only comments, means defaults")
    func emptyFile() throws {
        #expect(try ProjectConfiguration.parse("", path: "x") == ProjectConfiguration())
        #expect(try ProjectConfiguration.parse("# nothing yet\n\n", path: "x") == ProjectConfiguration())
        #expect(try ProjectConfiguration.parse("lint:\ncheck:\n", path: "x") == ProjectConfiguration())
    }

    @Test("a YAML syntax error names the file, line and column")
    func syntaxErrorHasLocation() throws {
        let error = try #require(refusal("released_languages: [en, de\nsources: x"))
        #expect(error.path == ".phrasebook.yml" && error.line != nil && error.column != nil)
    }

    @Test("a wrongly typed value names the setting, its line and column")
    func typeErrorHasLocation() throws {
        let error = try #require(refusal("source_language: en\nreleased_languages: { de: 1 }"))
        #expect(error.description == ".phrasebook.yml:2:21: error: released_languages: expected a list of text values, found a mapping")
        let ratio = try #require(refusal("check:\n  max_length_ratio: [2]"))
        #expect(ratio.description == ".phrasebook.yml:2:21: error: check.max_length_ratio: expected a number, found a list")
    }

    @Test("an unknown key is an error at the key, listing the known ones")
    func unknownKey() throws {
        let top = try #require(refusal("source_language: en\nrelease_languages: [de]"))
        #expect(top.line == 2 && top.column == 1)
        #expect(top.reason.hasPrefix("release_languages: unknown setting; expected one of source_language, released_languages"))
        let nested = try #require(refusal("lint:\n  disable: [key-naming]"))
        #expect(nested.line == 2 && nested.column == 3 && nested.reason.hasPrefix("lint.disable: unknown setting"))
        #expect(refusal("extract:\n  platform: [iOS]")?.line == 2)
    }

    @Test("release-gate settings: allowed copies for all or some languages, coverage floors, machine translation")
    func gateSettings() throws {
        let list = try ProjectConfiguration.parse("check:\n  allowed_identical: [Acme]\n", path: "p", rules: testRules)
        #expect(list.check.allowedIdentical == ["*": ["Acme"]])
        let byLanguage = try ProjectConfiguration.parse(
            "check:\n  allowed_identical: { \"*\": [Acme], de: [Standard, Tags] }\n  min_coverage: { preparing: 80, uk: 60 }\n",
            path: "p", rules: testRules)
        #expect(byLanguage.check.allowedIdentical == ["*": ["Acme"], "de": ["Standard", "Tags"]])
        #expect(byLanguage.check.minimumCoverage == ["preparing": 80, "uk": 60])
        #expect(refusal("check:\n  min_coverage: { uk: 120 }")?.reason == "check.min_coverage.uk: expected a percentage from 0 to 100, found 120")
        let machine = try ProjectConfiguration.parse("check:\n  unreviewed_machine_translation: error\n", path: "p", rules: testRules)
        #expect(machine.check.rules.severity(of: "unreviewed-machine-translation", default: .warning) == .error)
        #expect(refusal("check:\n  unreviewed_machine_translation: loud")?.line == 2)
        #expect(refusal("check:\n  severities: { unreviewed-machine-translation: note }\n  unreviewed_machine_translation: error")?
            .reason == "check.unreviewed_machine_translation: the severity of unreviewed-machine-translation is also set under check.severities")
    }

    @Test("a language listed as released and as preparing is an error")
    func releasedAndPreparing() {
        #expect(refusal("released_languages: [en, de]\npreparing_languages: [uk, de]")?.reason == "preparing_languages: 'de' is listed as released and as preparing")
    }
}

@Suite("Rule selection: one parser for lint and check")
struct RuleSelectionTests {
    @Test("lint and check read the same settings the same way: any case, off turns a rule off")
    func sameParser() throws {
        let lint = try ProjectConfiguration.parse(
            "lint:\n  severities: { manual-pluralization: ERROR, key-naming: Off }\n", path: "p", rules: testRules).lint
        let check = try ProjectConfiguration.parse(
            "check:\n  severities: { needs-review: ERROR, length-expansion: Off }\n", path: "p", rules: testRules).check.rules
        #expect(lint.severity(of: "manual-pluralization", default: .warning) == .error)
        #expect(lint.severity(of: "key-naming", default: .warning) == nil)
        #expect(check.severity(of: "needs-review", default: .warning) == .error)
        #expect(check.severity(of: "length-expansion", default: .warning) == nil)
    }

    @Test("an opt-in rule runs when enabled or given a severity; enabled works for checks too")
    func optIn() throws {
        let config = try ProjectConfiguration.parse(
            "lint:\n  severities: { missing-translator-comment: note }\ncheck:\n  enabled: [copied-text]\n", path: "p", rules: testRules)
        #expect(RuleSelection().severity(of: "copied-text", default: .error, isOptIn: true) == nil)
        #expect(config.lint.severity(of: "missing-translator-comment", default: .warning, isOptIn: true) == .note)
        #expect(config.check.rules.severity(of: "copied-text", default: .error, isOptIn: true) == .error)
    }

    @Test("unknown rules, severities and options are errors with the setting's place, in either section")
    func errors() {
        #expect(refusal("lint:\n  disabled: [manual-plurals]")?.description.hasPrefix(
            ".phrasebook.yml:2:14: error: lint.disabled[0]: unknown rule 'manual-plurals'; known rules: key-naming, ") == true)
        #expect(refusal("check:\n  enabled: [copied]")?.description.hasPrefix(
            ".phrasebook.yml:2:13: error: check.enabled[0]: unknown rule 'copied'") == true)
        #expect(refusal("check:\n  severities: { needs-review: loud }")?.description
            == ".phrasebook.yml:2:31: error: check.severities.needs-review: expected error, warning, note or off, found 'loud'")
        #expect(refusal("check:\n  options: { needs-review: { level: 2 } }")?.reason == "check.options.needs-review: rule 'needs-review' takes no options")
        #expect(refusal("lint:\n  options: { key-naming: { patern: x } }")?.reason.hasPrefix("lint.options.key-naming.patern: unknown setting; expected one of pattern") == true)
        #expect(refusal("lint:\n  options:\n    key-naming: { pattern: '(' }")?.description
            == ".phrasebook.yml:3:28: error: lint.options.key-naming.pattern: invalid regular expression '('")
        #expect(refusal("lint:\n  enabled: [key-naming]\n  disabled: [key-naming]")?.reason == "lint.enabled: 'key-naming' is both enabled and disabled")
    }
}

@Suite("Glossary")
struct GlossaryTests {
    @Test("terms, notes, one or several translations, and do-not-translate words are read")
    func reads() throws {
        let glossary = try Glossary.parse(
            """
            do_not_translate: [StoryApp]
            terms:
              - term: hero
                note: the child's character
                translations: { de: Held, uk: [герой, героя] }
            """, path: "glossary.yml")
        #expect(glossary.doNotTranslate == ["StoryApp"])
        #expect(glossary.terms == [Glossary.Term(term: "hero", note: "the child's character", translations: ["de": ["Held"], "uk": ["герой", "героя"]])])
    }

    @Test("a malformed glossary entry is an error with its line and column")
    func errors() {
        #expect(throws: ConfigurationError(path: "g.yml", line: 2, column: 5, reason: "terms[0]: expected a 'term'")) {
            try Glossary.parse("terms:\n  - note: x\n", path: "g.yml")
        }
        #expect(throws: ConfigurationError(path: "g.yml", line: 1, column: 1, reason: "dont_translate: unknown setting; expected one of do_not_translate, terms")) {
            try Glossary.parse("dont_translate: [A]\n", path: "g.yml")
        }
    }
}

@Suite("Project")
struct ProjectTests {
    /// A folder with the given files.
    private func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    private let catalog = #"{"sourceLanguage":"de","strings":{},"version":"1.0"}"#

    @Test("sources are the configured folders minus excluded ones and package manifests; catalogs honour excluded too")
    func files() throws {
        let project = try folder([
            ".phrasebook.yml": "sources: [App, Package.swift]\nexcluded: [App/Generated, Fixtures]\n",
            "Package.swift": "", "App/A.swift": "", "App/Generated/G.swift": "", "App/.hidden/H.swift": "",
            "App/.build/B.swift": "", "App/L.xcstrings": catalog, "Fixtures/F.xcstrings": catalog,
        ])
        defer { project.remove() }
        let loaded = try Project.load(directory: project.url.path, rules: testRules, reading: .sources)
        #expect(loaded.sourceFiles.map(\.lastPathComponent) == ["A.swift"])
        #expect(loaded.catalogs.map(\.table) == ["L"])
        #expect(loaded.sourceLanguage == "de" && loaded.sourceLanguageOrigin == .catalogs)
    }

    @Test("the source language: command line, then configuration, then the catalogs, then en")
    func sourceLanguage() throws {
        let project = try folder([".phrasebook.yml": "source_language: uk\n", "L.xcstrings": catalog])
        defer { project.remove() }
        #expect(try Project.load(directory: project.url.path, rules: testRules).sourceLanguage == "uk")
        let overridden = try Project.load(directory: project.url.path, overrides: .init(sourceLanguage: "fr"), rules: testRules)
        #expect(overridden.sourceLanguage == "fr" && overridden.sourceLanguageOrigin == .commandLine)
        let empty = try folder(["README": ""])
        defer { empty.remove() }
        #expect(try Project.load(directory: empty.url.path, rules: testRules).sourceLanguageOrigin == .fallback)
    }

    @Test("a configured path that doesn't exist is an error at its line; a missing --config file is an error")
    func missingPaths() throws {
        let project = try folder([".phrasebook.yml": "catalogs:\n  - Resources\n  - Resourcez\n", "Resources/L.xcstrings": catalog])
        defer { project.remove() }
        #expect { try Project.load(directory: project.url.path, rules: testRules) } throws: { error in
            let error = error as? ConfigurationError
            return error?.line == 3 && error?.column == 5 && error?.reason.hasPrefix("catalogs[1]: no such file or folder: ") == true
        }
        #expect(throws: ConfigurationError.self) {
            try Project.load(directory: project.url.path, overrides: .init(configurationFile: "/nowhere/p.yml"), rules: testRules)
        }
    }

    @Test("unreadable catalogs stop the load, or are listed when the command goes on with the others")
    func unreadableCatalogs() throws {
        let project = try folder(["A.xcstrings": catalog, "B.xcstrings": "{", "C.xcstrings": "[]"])
        defer { project.remove() }
        #expect { try Project.load(directory: project.url.path, rules: testRules) } throws: { "\($0)".split(separator: "\n").count == 2 }
        let tolerant = try Project.load(directory: project.url.path, rules: testRules, reading: .unreadableCatalogs)
        #expect(tolerant.catalogs.map(\.table) == ["A"] && tolerant.catalogErrors.count == 2)
    }
}
