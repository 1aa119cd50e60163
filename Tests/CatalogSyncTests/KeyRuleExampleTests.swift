import CatalogSync
import Diagnostics
import SourceScanner
import Testing

/// Every key rule proves itself with its own examples, as lint rules and catalog checks do.
@Suite("Key rules' examples")
struct KeyRuleExampleTests {
    static let rules = KeyRules.all.map { RuleCase(rule: $0) }

    struct RuleCase: CustomStringConvertible, Sendable {
        let rule: any KeyRule.Type
        var description: String { rule.description.id }
    }

    @Test("every rule has a unique kebab-case id, a summary, a rationale and both kinds of examples", arguments: rules)
    func descriptions(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(KeyRules.all.filter { $0.description.id == description.id }.count == 1)
        #expect(!description.summary.isEmpty && !description.rationale.isEmpty)
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
    }

    @Test("triggering examples report exactly their keys, with the rule's id and severity", arguments: rules)
    func triggering(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        for example in description.triggeringExamples {
            let findings = example.findings(of: ruleCase.rule)
            #expect(findings.map(\.key) == example.expectedKeys.map(Optional.some), "\(example)")
            #expect(findings.allSatisfy { $0.ruleID == description.id && $0.severity == description.severity }, "\(example)")
        }
    }

    @Test("non-triggering examples report nothing", arguments: rules)
    func nonTriggering(_ ruleCase: RuleCase) {
        for example in ruleCase.rule.description.nonTriggeringExamples {
            #expect(example.findings(of: ruleCase.rule).isEmpty, "\(example)")
        }
    }
}
