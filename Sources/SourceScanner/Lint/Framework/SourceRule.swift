import Diagnostics
import ProjectConfiguration

/// A rule over one parsed Swift file (lint): one small type with a description holding its own examples,
/// and the logic that finds its violations in the file.
///
/// Rules are read-only: they report ``LintFinding``s, optionally with a ``LintFix`` that
/// `phrasebook lint --fix` applies when it is safe.
public protocol SourceRule: Rule where Example == SourceExample {
    /// Creates the rule with its options from the configuration; throws `RuleOptionError` for bad options.
    init(options: RuleOptions) throws
    /// The rule's findings in `file`, before suppression comments and severities are applied.
    func findings(in file: SourceFile, context: LintContext) -> [LintFinding]
}

extension SourceRule {
    public static var kind: RuleKind { .source }

    /// The findings of the linter running this rule alone on `example`, with the example's options and
    /// source language.
    public static func findings(in example: SourceExample) throws -> [Diagnostic] {
        try Linter(configuration: onlyThisRule(for: example)).lint(sources: [(example.fileName, example.codeAndMarkers.code)])
    }

    /// Where the linter's fix of `example` differs from the example's `fixedCode` (the same code: `--fix`
    /// must leave it alone), or rejects the file.
    public static func fixFailure(in example: SourceExample) throws -> String? {
        guard let expected = example.fixedCode else { return nil }
        let code = example.codeAndMarkers.code
        let result = try Linter(configuration: onlyThisRule(for: example)).fix(sources: [(example.fileName, code)])
        let fixed = result.fixedFiles[example.fileName] ?? code
        if !result.rejectedFiles.isEmpty { return "the fix was rejected: the fixed code does not parse as cleanly" }
        return fixed == expected ? nil : "fixed to\n\(fixed)\ninstead of\n\(expected)"
    }

    /// A configuration running only this rule, as `example` sets it up.
    private static func onlyThisRule(for example: SourceExample) -> LintConfiguration {
        LintConfiguration(
            sourceLanguage: example.sourceLanguage,
            rules: RuleSelection(
                disabled: Set(LintRules.all.map { $0.id }).subtracting([id]), enabled: [id], options: [id: example.options]))
    }
}
