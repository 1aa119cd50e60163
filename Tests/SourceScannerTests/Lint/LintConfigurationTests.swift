import Foundation
import TestSupport
import Diagnostics
import ProjectConfiguration
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
        try LintConfiguration(project: ProjectConfiguration.parse(yaml, path: ".phrasebook.yml"))
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

    @Test("unknown rule ids, severities and bad patterns are reported with the setting that names them")
    func errors() {
        #expect { try configuration("lint:\n  disabled: [manual-plurals]\n") } throws: { "\($0)".contains("manual-plurals") }
        #expect { try configuration("lint:\n  severities: { key-naming: fatal }\n") } throws: { "\($0)".contains("fatal") }
        #expect {
            try Linter(configuration: configuration("lint:\n  options:\n    key-naming: { pattern: '([a-z' }\n"))
                .lint(sources: [("a.swift", "")])
        } throws: { "\($0)".contains("key-naming") }
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
        let config = LintConfiguration(excludedPaths: ["\(root)/App/Generated"])
        let found = try Linter(configuration: config).lint(paths: [root])
        #expect(Set(found.compactMap(\.file)) == ["\(root)/App/V.swift"])
    }
}
