import Foundation
import ProjectConfiguration
import Testing
import StringCatalog
@testable import CatalogChecks

/// Runs every rule's own examples: triggering ones must produce exactly the marked findings,
/// non-triggering ones none. New rules are covered by adding examples to their description.
@Suite("Rule examples")
struct RuleExamplesTests {
    static let rules: [any CatalogCheckRule.Type] = CheckRules.all

    @Test("each triggering example reports exactly its marked findings", arguments: rules.map { RuleCase($0) })
    func triggering(_ rule: RuleCase) {
        let description = rule.type.description
        #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
        for example in description.triggeringExamples {
            let found = markers(of: rule.type, on: example)
            #expect(found == Set(example.expected), "\(description.id): \(example.title)")
        }
    }

    @Test("no non-triggering example reports anything", arguments: rules.map { RuleCase($0) })
    func nonTriggering(_ rule: RuleCase) {
        let description = rule.type.description
        #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
        for example in description.nonTriggeringExamples {
            let found = markers(of: rule.type, on: example)
            #expect(found.isEmpty, "\(description.id): \(example.title) reported \(found)")
        }
    }

    @Test("rule ids are unique kebab-case and every rule explains itself")
    func descriptions() {
        let ids = CheckRules.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for type in CheckRules.all {
            let description = type.description
            #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(description.id)")
            #expect(!description.summary.isEmpty && description.rationale.count > 40, "\(description.id)")
        }
    }

    private func markers(of type: any CatalogCheckRule.Type, on example: CheckExample) -> Set<FindingMarker> {
        // A whole report, so that rules judging the run's summed coverage run too.
        let checker = CatalogChecker(options: example.options, ruleTypes: [type])
        let catalog = ProjectCatalog(url: URL(fileURLWithPath: "/Example.xcstrings"), path: "Example.xcstrings", catalog: example.catalog, text: Data())
        let result = checker.report([catalog], toolVersion: "test")
        return Set(result.diagnostics.map { FindingMarker(key: $0.key ?? "", language: $0.language) })
    }
}

/// A rule type as a test argument, named by its id in test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let type: any CatalogCheckRule.Type
    init(_ type: any CatalogCheckRule.Type) { self.type = type }
    var testDescription: String { type.description.id }
}
