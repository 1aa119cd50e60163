import Diagnostics
import Foundation
import ProjectConfiguration
import TestSupport
import Testing
@testable import SourceScanner

@Suite("Lint configuration")
struct LintConfigurationTests {
    private let source = """
        struct V: View {
            var name: String?
            var body: some View { Text(name ?? "Unknown").navigationTitle("Налаштування") }
            func label(_ n: Int) -> String { "\\(n) \\(n == 1 ? "story" : "stories")" }
        }
        """

    private func configuration(_ yaml: String) throws -> LintConfiguration {
        let file = try ProjectConfiguration.parse(yaml, path: ".phrasebook.yml", rules: RuleRegistry(lint: LintRules.known, check: []))
        return LintConfiguration(sourceLanguage: file.sourceLanguage ?? "en", rules: file.lint)
    }

    @Test("rules can be turned off, made errors, and the source language set from .phrasebook.yml")
    func settings() throws {
        let config = try configuration("""
            source_language: en
            lint:
              disabled: [foreign-language-literal]
              severities: { manual-pluralization: error, unlocalized-ui-string: off }
            """)
        let found = try lint([("V.swift", source)], configuration: config)
        #expect(found.map(\.ruleID) == ["manual-pluralization"])
        #expect(found.first?.severity == .error)
    }

    @Test("the source language decides what is foreign")
    func sourceLanguage() throws {
        let english = try lint([("V.swift", source)], configuration: configuration("source_language: en"))
        let ukrainian = try lint([("V.swift", source)], configuration: configuration("source_language: uk"))
        #expect(english.contains { $0.ruleID == "foreign-language-literal" })
        #expect(!ukrainian.contains { $0.ruleID == "foreign-language-literal" })
    }

    @Test("opt-in rules run when enabled, and key-naming takes its pattern from options")
    func optInAndOptions() throws {
        let config = try configuration("""
            lint:
              enabled: [missing-translator-comment]
              options:
                key-naming: { pattern: '[a-z]+(\\.[a-z]+)+' }
            """)
        let found = try lint([("K.swift", "let t = String(localized: \"Settings\")\n")], configuration: config)
        #expect(Set(found.map(\.ruleID)) == ["missing-translator-comment", "key-naming"])
        #expect(try lint([("K.swift", "let t = String(localized: \"Settings\")\n")]).isEmpty)
    }

    @Test("unknown rule ids, severities and bad patterns are refused when the configuration is read")
    func errors() {
        #expect { try configuration("lint:\n  disabled: [manual-plurals]\n") } throws: { "\($0)".contains("manual-plurals") }
        #expect { try configuration("lint:\n  severities: { key-naming: fatal }\n") } throws: { "\($0)".contains("fatal") }
        #expect { try configuration("lint:\n  options:\n    key-naming: { pattern: '([a-z' }\n") } throws: {
            "\($0)" == ".phrasebook.yml:3:28: error: lint.options.key-naming.pattern: invalid regular expression '([a-z'"
        }
    }

    @Test("excluded paths and test files are not linted")
    func exclusions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = directory.url.path
        for folder in ["App", "App/Generated", "AppTests"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for path in ["App/V.swift", "App/Generated/V.swift", "AppTests/VTests.swift"] {
            try source.write(toFile: "\(root)/\(path)", atomically: true, encoding: .utf8)
        }
        try "excluded: [App/Generated]\n".write(toFile: "\(root)/.phrasebook.yml", atomically: true, encoding: .utf8)
        let project = try Project.load(directory: root, rules: RuleRegistry(lint: LintRules.known, check: []), reading: .sources)
        #expect(project.sourceFiles.map(\.lastPathComponent) == ["V.swift", "VTests.swift"])
        let files = try LintedFile.parse(project.sourceFiles, display: project.display)
        let found = try Linter(configuration: LintConfiguration(project: project)).lint(files)
        #expect(Set(found.compactMap(\.file)) == ["\(root)/App/V.swift"])
    }
}
