import Diagnostics
import Testing
@testable import SourceScanner

/// Runs every rule's own examples: the one generic test of the rule framework (SwiftLint's model).
@Suite("Lint rule examples")
struct RuleExampleTests {
    @Test("every triggering example is flagged exactly where its markers point", arguments: ExampleUnderTest.triggering)
    func triggeringExample(_ item: ExampleUnderTest) throws {
        let (code, markers) = item.example.codeAndMarkers
        #expect(!markers.isEmpty, "a triggering example needs at least one ↓ marker")
        let file = LintedFile(path: item.example.fileName, text: code)
        let expected = markers.map { offset -> String in
            let location = file.location(of: offset)
            return "\(location.line):\(location.column) [\(item.rule.id)]"
        }
        let configuration = onlyRule(item.rule.id, options: item.example.options, sourceLanguage: item.example.sourceLanguage, catalog: item.example.catalog)
        let found = try lint([(item.example.fileName, code)], configuration: configuration)
        #expect(locations(found) == expected, "\n\(code)")
    }

    @Test("no non-triggering example is flagged", arguments: ExampleUnderTest.nonTriggering)
    func nonTriggeringExample(_ item: ExampleUnderTest) throws {
        let (code, markers) = item.example.codeAndMarkers
        #expect(markers.isEmpty)
        let configuration = onlyRule(item.rule.id, options: item.example.options, sourceLanguage: item.example.sourceLanguage, catalog: item.example.catalog)
        let found = try lint([(item.example.fileName, code)], configuration: configuration)
        #expect(found.isEmpty, "\(found.map(\.message))\n\(code)")
    }

    @Test("examples with a fixed form are fixed to exactly that code", arguments: ExampleUnderTest.triggering.filter { $0.example.fixedCode != nil })
    func fixedExample(_ item: ExampleUnderTest) throws {
        let (code, _) = item.example.codeAndMarkers
        let configuration = onlyRule(item.rule.id, options: item.example.options, sourceLanguage: item.example.sourceLanguage, catalog: item.example.catalog)
        let result = try Linter(configuration: configuration).fix(sources: [(path: item.example.fileName, text: code)])
        // A fixed form equal to the code says that `--fix` must leave it alone.
        #expect((result.fixedFiles[item.example.fileName] ?? code) == item.example.fixedCode)
        #expect(result.rejectedFiles.isEmpty)
    }

    @Test("every rule has a unique kebab-case id, a summary, a rationale and both kinds of examples", arguments: RuleUnderTest.all)
    func ruleDescription(_ rule: RuleUnderTest) {
        let description = rule.type.description
        #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(LintRules.all.filter { $0.description.id == description.id }.count == 1)
        #expect(!description.summary.isEmpty && !description.summary.contains("\n"))
        #expect(description.rationale.count > 80)
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
    }
}
