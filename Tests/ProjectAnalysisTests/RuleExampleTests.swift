import Diagnostics
import Testing
@testable import ProjectAnalysis

/// Every registered rule proves itself with its own examples, whatever its kind (SwiftLint's model): the
/// one generic test of the rule framework. A new rule is covered by registering it with examples.
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every triggering example reports exactly its marked findings, with the rule's id and its default severity or a milder one", arguments: ExampleCase.triggering)
    func triggering(_ item: ExampleCase) throws {
        try item.check()
    }

    @Test("no non-triggering example reports anything", arguments: ExampleCase.nonTriggering)
    func nonTriggering(_ item: ExampleCase) throws {
        try item.check()
    }

    @Test("every rule has a unique kebab-case id, a one-line summary, a rationale and both kinds of examples", arguments: RuleCase.all)
    func descriptions(_ item: RuleCase) {
        let description = item.rule.anyDescription
        #expect(description.id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(RuleRegistry.phrasebook.rules.filter { $0.id == description.id }.count == 1)
        #expect(!description.summary.isEmpty && !description.summary.contains("\n"))
        #expect(description.rationale.count > 80, "the rationale says why and what to do instead")
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
    }

    @Test("every option of a rule is described and named like the others (kebab-case or lowercase)")
    func options() {
        for rule in RuleRegistry.phrasebook.rules {
            for option in rule.anyDescription.options {
                #expect(!option.summary.isEmpty && option.name.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "_" }, "\(rule.id): \(option.name)")
            }
        }
    }
}

/// A rule as a test argument, named by its id.
struct RuleCase: Sendable, CustomTestStringConvertible {
    let rule: any Rule.Type
    var testDescription: String { rule.id.rawValue }

    static let all = RuleRegistry.phrasebook.rules.map(RuleCase.init)
}

/// One example of one rule, as a test argument: `key-naming #2`.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    let rule: any Rule.Type
    let triggers: Bool
    let number: Int
    var testDescription: String { "\(rule.id) #\(number)" }

    static let triggering = cases(triggers: true)
    static let nonTriggering = cases(triggers: false)

    private static func cases(triggers: Bool) -> [ExampleCase] {
        RuleRegistry.phrasebook.rules.flatMap { rule in
            let description = rule.anyDescription
            let count = triggers ? description.triggeringExamples.count : description.nonTriggeringExamples.count
            return (0..<count).map { ExampleCase(rule: rule, triggers: triggers, number: $0 + 1) }
        }
    }

    /// Runs the example the way the analysis runs its rule, and compares what it finds with its markers.
    func check() throws {
        try Self.check(rule, triggers: triggers, index: number - 1)
    }

    private static func check<R: Rule>(_ rule: R.Type, triggers: Bool, index: Int) throws {
        let description = R.description
        let example = (triggers ? description.triggeringExamples : description.nonTriggeringExamples)[index]
        let expected = example.expectedMarkers.sorted()
        #expect(triggers != expected.isEmpty, triggers ? "a triggering example marks where its findings point" : "a non-triggering example marks nothing")
        let findings = try R.findings(in: example)
        #expect(findings.map(example.marker(of:)).sorted() == expected, "\n\(example.text)\nfound: \(findings.map(\.compilerStyleLine))")
        // A rule may report a milder case of what it finds below its default (missing-source-text's manual key
        // that reads as text), never above it.
        #expect(findings.allSatisfy { $0.ruleID == description.id && $0.severity <= description.defaultSeverity }, "\(findings.map(\.compilerStyleLine))")
        if triggers, let failure = try R.fixFailure(in: example) {
            Issue.record("\(failure)\n\(example.text)")
        }
    }
}
