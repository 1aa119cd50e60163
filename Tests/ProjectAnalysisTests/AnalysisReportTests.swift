import Diagnostics
import Foundation
import ProjectConfiguration
import TestSupport
import Testing
@testable import ProjectAnalysis

@Suite("One analysis, one report")
struct AnalysisReportTests {
    static let example = Corpus.packageRoot.appendingPathComponent("Examples/StoryApp").path

    @Test("findings are listed by file, line and column, each once, in the report and in every part")
    func sortedAndUnique() throws {
        let result = try audit(Self.example)
        for list in [result.report.diagnostics, result.extraction, result.lint, result.checks.diagnostics] {
            let places = list.map { ($0.file ?? "\u{10FFFF}", $0.line ?? .max, $0.column ?? .max) }
            #expect(zip(places, places.dropFirst()).allSatisfy { $0 <= $1 }, "\(list.map(\.compilerStyleLine))")
            #expect(Set(list).count == list.count)
        }
        let newStrings = result.extraction.filter { $0.ruleID == .extractNewString && $0.file?.hasSuffix("LibraryView.swift") == true }
        #expect(newStrings.map { "\($0.line!):\($0.column!)" } == ["30:43", "30:55"])
        #expect(result.report.diagnostics.count == result.extraction.count + result.lint.count + result.checks.diagnostics.count)
    }

    @Test("key-shows-raw is reported once per key, where the code uses it, among extraction's findings")
    func keyShowsRawOnce() throws {
        let result = try audit(Self.example)
        let raw = result.report.diagnostics.filter { $0.ruleID == .keyShowsRaw }
        #expect(raw.map(\.key) == ["journey.bestStreak %lld"])
        #expect(raw.allSatisfy { $0.file?.hasSuffix(".swift") == true && $0.line != nil })
        #expect(!result.checks.diagnostics.contains { $0.ruleID == .keyShowsRaw })
    }

    @Test("a baseline saved from the report accepts every finding of every part, once")
    func baselineOnce() throws {
        let project = try Project.load(directory: Self.example, rules: .phrasebook, reading: .sources)
        let first = try ProjectAnalysis(project: project).run(toolVersion: "test")
        let saved = try Baseline(json: Data(ReportFormat.json.render(first.report).utf8), path: "baseline.json")
        let second = try ProjectAnalysis(project: project, baseline: saved).run(toolVersion: "test")
        #expect(second.acceptedByBaseline == first.report.diagnostics.count)
        #expect(second.report.diagnostics.isEmpty && second.extraction.isEmpty && second.lint.isEmpty && second.checks.diagnostics.isEmpty)
        #expect(second.priorities.isEmpty)
        #expect(second.checks.coverage == first.checks.coverage, "coverage is not a finding: a baseline leaves it")
    }

    @Test("check: settings configure the rules about the keys the code uses, wherever they run")
    func keyRulesConfigured() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try #"let title = Text("home.title")"#.write(to: folder.url.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        try """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "home.title" : {

                },
                "legacy.banner" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Old banner"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """.write(to: folder.url.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        func keyFindings() throws -> [String] {
            let project = try Project.load(directory: folder.url.path, rules: .phrasebook, reading: .sources, paths: PathDisplay(currentDirectory: folder.url.path))
            return try ProjectAnalysis(project: project, parts: [.extraction, .keys]).run(toolVersion: "test")
                .findings(of: [.keys]).map(\.compilerStyleLine)
        }
        let defaults = try keyFindings()
        #expect(defaults == [
            #"Home.swift:1:18: error: "home.title" has no text in any language: users see the key itself [key-shows-raw]"#,
            #"Localizable.xcstrings:7:5: warning: manual key "legacy.banner" is used by no code; delete it, or set extract.keys_used_dynamically if the code builds keys [unused-manual-key]"#,
        ], "\(defaults)")
        try "check:\n  disabled: [unused-manual-key]\n  severities: { key-shows-raw: warning }\n"
            .write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        let configured = try keyFindings()
        #expect(configured == [
            #"Home.swift:1:18: warning: "home.title" has no text in any language: users see the key itself [key-shows-raw]"#,
        ], "\(configured)")
    }

    @Test("a rule option is validated by the rule's schema while the configuration is read, at the option")
    func optionSchema() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try ProjectConfiguration.parse(
                "lint:\n  options: { key-naming: { pattern: '(' } }\n", path: ".phrasebook.yml", rules: .phrasebook)
        }
        #expect(error.map { "\($0)" }?.contains(".phrasebook.yml:2:37: error: lint.options.key-naming.pattern: invalid regular expression '('") == true, "\(String(describing: error))")
        #expect(throws: Never.self) {
            try ProjectConfiguration.parse("check:\n  severities: { repeated-entry: error, unused-manual-key: off }\n", path: ".phrasebook.yml", rules: .phrasebook)
        }
    }
}
