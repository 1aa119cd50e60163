import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
@testable import SourceScanner

/// A configuration running only `ruleID`, with `options`.
func onlyRule(_ ruleID: RuleID, options: RuleOptions = [:], sourceLanguage: String = "en") -> LintConfiguration {
    LintConfiguration(
        sourceLanguage: sourceLanguage,
        rules: RuleSelection(
            disabled: Set(LintRules.all.map { $0.id }).subtracting([ruleID]), enabled: [ruleID],
            options: [ruleID: options]))
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
func swiftFiles(at folder: URL) throws -> [SourceFile] {
    try SourceFile.parse(FileSearch.files(at: folder, withExtension: "swift"))
}
