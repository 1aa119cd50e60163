import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner
import TestSupport
import Testing
@testable import ProjectAnalysis

/// A tiny project on disk: sources, a catalog, and a configuration with a released and a preparing language.
private func makeProject() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    let root = folder.url
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Resources"), withIntermediateDirectories: true)
    try """
        import SwiftUI
        struct HomeView: View {
            var count: Int
            var body: some View {
                VStack {
                    Text("Welcome")
                    Text("\\(count) stories")
                    Text("New feature")
                }
            }
        }
        """.write(to: root.appendingPathComponent("Sources/HomeView.swift"), atomically: true, encoding: .utf8)
    try """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld stories" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ Geschichten"
                  }
                }
              }
            },
            "Welcome" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Willkommen"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """.write(to: root.appendingPathComponent("Resources/Localizable.xcstrings"), atomically: true, encoding: .utf8)
    try """
        source_language: en
        released_languages: [en, de]
        preparing_languages: [fr]
        catalogs: [Resources]
        sources: [Sources]
        """.write(to: root.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
    return folder
}

/// The audit of the project at `path`, loaded as the CLI loads it.
func audit(_ path: String, overrides: Project.Overrides = Project.Overrides()) throws -> ProjectAnalysis.Result {
    let project = try Project.load(directory: path, overrides: overrides, rules: .phrasebook, reading: .sources)
    return try ProjectAnalysis(project: project).run(toolVersion: "test")
}

@Suite("Project audit")
struct ProjectAnalysisTests {
    @Test("extraction, lint and checks are combined, with released errors blocking and preparing ones not")
    func combinesSections() throws {
        let folder = try makeProject()
        defer { folder.remove() }
        let result = try audit(folder.url.path)
        #expect(result.extraction.contains { $0.ruleID == "extract-new-string" && $0.key == "New feature" && $0.line == 8 })
        let placeholder = try #require(result.checks.diagnostics.first { $0.ruleID == "placeholder-mismatch" })
        #expect(placeholder.language == "de" && placeholder.severity == .error && placeholder.line == 6)
        // French is in preparation: every missing translation is a warning.
        let french = result.checks.diagnostics.filter { $0.language == "fr" }
        #expect(!french.isEmpty && french.allSatisfy { $0.severity == .warning })
        #expect(result.releasedLanguages == ["de"] && result.preparingLanguages == ["fr"])
        #expect(result.hasBlockingProblems)
        #expect(result.report.diagnostics.count == result.extraction.count + result.lint.count + result.checks.diagnostics.count)
    }

    @Test("the fix-first list puts wrong output before untranslated text, and errors before warnings")
    func priorities() throws {
        let folder = try makeProject()
        defer { folder.remove() }
        let result = try audit(folder.url.path)
        let ids = result.priorities.map(\.ruleID)
        let placeholder = try #require(ids.firstIndex(of: "placeholder-mismatch"))
        let newString = try #require(ids.firstIndex(of: "extract-new-string"))
        #expect(placeholder < newString)
        let firstWarning = result.priorities.firstIndex { $0.severity != .error } ?? ids.count
        #expect(result.priorities[..<firstWarning].allSatisfy { $0.severity == .error })
        let text = AuditTextRenderer.render(result, strict: false)
        #expect(text.contains("== Fix first\n1. [blocking] Format specifiers differ"))
        #expect(text.contains("exit status stays 0 without --strict"))
    }

    @Test("the extraction summary names comment and state notes as what they are, not as unreadable files")
    func extractionSummary() throws {
        let folder = try makeProject()
        defer { folder.remove() }
        let view = folder.url.appendingPathComponent("Sources/HomeView.swift")
        let commented = try String(contentsOf: view, encoding: .utf8)
            .replacingOccurrences(of: "Text(\"Welcome\")", with: "Text(\"Welcome\", comment: \"Greeting on the home screen\")")
        try commented.write(to: view, atomically: true, encoding: .utf8)
        let result = try audit(folder.url.path)
        #expect(result.extraction.contains { $0.ruleID == .extractCommentChanged })
        let line = try #require(AuditTextRenderer.render(result, strict: false).split(separator: "\n").first { $0.hasPrefix("Extraction") })
        #expect(line.hasSuffix("1 missing from the catalog, 1 comment changed in code"), "\(line)")
    }

    @Test("command-line release lists override the configuration")
    func overrides() throws {
        let folder = try makeProject()
        defer { folder.remove() }
        let result = try audit(folder.url.path, overrides: Project.Overrides(preparingLanguages: ["de", "fr"]))
        #expect(result.checks.diagnostics.allSatisfy { $0.severity != .error })
    }

    @Test("a broken configuration stops the audit with its location")
    func badConfiguration() throws {
        let folder = try makeProject()
        defer { folder.remove() }
        try "check:\n  severities: { no-such-rule: error }".write(
            to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        #expect { try audit(folder.url.path) } throws: { error in
            "\(error)".contains("unknown rule 'no-such-rule'")
        }
    }
}

@Suite("Bundled example")
struct BundledExampleTests {
    @Test("the StoryApp example shows every kind of catalog finding, and extraction and lint findings")
    func everyKindOfFinding() throws {
        let example = Corpus.packageRoot.appendingPathComponent("Examples/StoryApp").path
        let result = try audit(example)
        // key-shows-raw is reported where the code uses the key, among extraction's findings.
        let found = Set((result.checks.diagnostics + result.extraction).map(\.ruleID))
        // A broken catalog's findings (a language that is not a tag, which would make the README's `compile` refuse
        // the example; two forms side by side; keys whose generated symbols would not build) have no place in an
        // example app: their own examples run in RuleExamplesTests.
        let all = Set(result.checks.rules.map(\.id)).subtracting(["invalid-language-tag", "mixed-variations", "invalid-string-symbol"])
        #expect(all.subtracting(found).isEmpty, "checks without a finding in the example: \(all.subtracting(found).sorted())")
        #expect(result.extraction.contains { $0.ruleID == "extract-new-string" })
        #expect(!result.lint.isEmpty)
        // Ukrainian is in preparation: none of its findings blocks, but the project's floor for it does.
        #expect(result.checks.diagnostics.filter { $0.language == "uk" && $0.severity == .error }.map(\.ruleID) == ["coverage-below-minimum"])
    }
}

@Suite("Audit data flow")
struct AuditDataFlowTests {
    @Test("lint in the audit, reusing extraction's declarations, finds exactly what lint alone finds")
    func sharedDeclarations() throws {
        for folder in ["Examples/StoryApp", "Tests/SourceScannerTests/Fixtures/TrailJournal"] {
            let path = Corpus.packageRoot.appendingPathComponent(folder).path
            let project = try Project.load(directory: path, rules: .phrasebook, reading: .sources)
            let files = try SourceFile.parse(project.sourceFiles, display: project.display)
            let alone = try Linter(configuration: LintConfiguration(project: project)).lint(files)
            #expect(try audit(path).lint == alone, "\(folder)")
            #expect(folder.hasPrefix("Tests") || !alone.isEmpty, "the example has lint findings")
        }
    }
}
