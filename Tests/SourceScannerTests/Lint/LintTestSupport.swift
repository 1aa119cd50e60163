import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
@testable import SourceScanner

/// A rule type wrapped for parameterized tests (named by its id).
struct RuleUnderTest: Sendable, CustomStringConvertible {
    let type: any LintRule.Type
    var description: String { type.description.id }

    static let all = LintRules.all.map(RuleUnderTest.init)
}

/// One example of one rule, for parameterized tests.
struct ExampleUnderTest: Sendable, CustomStringConvertible {
    let rule: RuleDescription
    let example: RuleExample
    let number: Int
    var description: String { "\(rule.id) #\(number)" }

    static let triggering = LintRules.all.flatMap { type in
        type.description.triggeringExamples.enumerated().map {
            ExampleUnderTest(rule: type.description, example: $1, number: $0 + 1)
        }
    }
    static let nonTriggering = LintRules.all.flatMap { type in
        type.description.nonTriggeringExamples.enumerated().map {
            ExampleUnderTest(rule: type.description, example: $1, number: $0 + 1)
        }
    }
}

/// A configuration running only `ruleID`, with `options`.
func onlyRule(
    _ ruleID: String, options: RuleOptions = [:], sourceLanguage: String = "en", catalog: CatalogFacts = CatalogFacts()
) -> LintConfiguration {
    LintConfiguration(
        sourceLanguage: sourceLanguage,
        rules: RuleSelection(
            disabled: Set(LintRules.all.map { $0.description.id }).subtracting([ruleID]), enabled: [ruleID],
            options: [ruleID: options]),
        catalog: catalog)
}

/// Lints in-memory sources with the full default configuration (or `configuration`).
func lint(_ sources: [(String, String)], configuration: LintConfiguration = LintConfiguration()) throws -> [Diagnostic] {
    try Linter(configuration: configuration).lint(sources: sources.map { (path: $0.0, text: $0.1) })
}

/// `file:line:column [rule]` for compact expectations.
func locations(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) [\($0.ruleID)]" }
}

/// The Swift files under `folder`, read and parsed as lint reads a project's.
func swiftFiles(at folder: URL) throws -> [LintedFile] {
    try LintedFile.parse(FileSearch.files(at: folder, withExtension: "swift"))
}
