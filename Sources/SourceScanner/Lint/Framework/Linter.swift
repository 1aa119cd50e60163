import Diagnostics
import Foundation
import StringCatalog

/// Lints Swift sources for strings that bypass localization: the library entry point behind
/// `phrasebook lint` and `phrasebook audit`.
///
/// ```swift
/// let files = try SourceFile.parse(project.sourceFiles, display: project.display)
/// let diagnostics = try Linter(configuration: LintConfiguration(project: project)).lint(files)
/// ```
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints files already parsed (``SourceFile/parse(_:display:)``), e.g. shared with extraction, and
    /// returns diagnostics sorted by file, line and column. Throws `RuleOptionError` for bad rule options.
    public func lint(_ files: [SourceFile], declarations: DeclarationIndex? = nil) throws -> [Diagnostic] {
        try run(files: files, declarations: declarations, wantsFixes: false).diagnostics
    }

    /// Lints in-memory sources (path and text), e.g. for editors and tests.
    public func lint(sources: [(path: String, text: String)]) throws -> [Diagnostic] {
        try run(files: SourceFile.parse(sources), wantsFixes: false).diagnostics
    }

    /// One run's findings with the files they are in, for reporting and fixing.
    struct Run {
        var files: [SourceFile]
        /// Per file (same order as `files`): the rule and finding, suppressed ones removed.
        var findings: [[(rule: RuleDescription<SourceExample>, finding: LintFinding)]]

        var diagnostics: [Diagnostic] = []
    }

    /// Runs the enabled rules over `files`; findings carry fixes only when `wantsFixes`.
    func run(files: [SourceFile], declarations: DeclarationIndex? = nil, wantsFixes: Bool = true) throws -> Run {
        let rules = try configuration.makeRules()
        let (index, ruleNodes) = ProjectIndex.gathered(
            from: files, declarations: declarations, localizedStringFunctions: configuration.localizedStringFunctions)
        var settings = LintContext(
            sourceLanguage: configuration.sourceLanguage, index: index, wantsFixes: wantsFixes,
            commentedKeys: configuration.commentedKeys, catalog: configuration.catalog)
        // Which Cyrillic language the code's text is in decides where a word that any of them could be goes.
        let writtenCyrillic = wantsFixes ? ForeignLanguages.dominant(in: files.map(\.text)) : nil
        settings.foreignLanguages = ForeignLanguages(languages: configuration.translationLanguages, writtenCyrillic: writtenCyrillic)
        settings.appNames = configuration.appNames
        settings.hasStringLocalized = configuration.hasStringLocalized
        let context = settings
        let perFile = ConcurrentMap.map(Array(files.indices)) { position -> [(rule: RuleDescription<SourceExample>, finding: LintFinding)] in
            let file = files[position]
            guard !file.isOutsideTheApp, !file.isGenerated else { return [] }
            var found: [(rule: RuleDescription<SourceExample>, finding: LintFinding)] = []
            // The nodes the index's walk recorded serve every rule that inspects them through a visitor.
            let visitors = rules.map { ($0.rule as? any VisitingSourceRule)?.visitor(for: file, context: context) }
            for visitor in visitors { visitor?.knownDisplayedArguments = ruleNodes[position].displayedArguments }
            LintWalk.walk(ruleNodes[position], with: visitors.compactMap { $0 })
            for ((rule, _), visitor) in zip(rules, visitors) {
                let description = type(of: rule).description
                let findings = if let visitor { visitor.findings } else if rule is any VisitingSourceRule { [] as [LintFinding] } else {
                    rule.findings(in: file, context: context)
                }
                for finding in findings {
                    let line = file.location(of: finding.offset).line
                    if !file.suppressions.isSuppressed(rule: description.id, line: line) {
                        found.append((description, finding))
                    }
                }
            }
            return found.sorted { $0.finding.offset < $1.finding.offset }
        }
        var run = Run(files: files, findings: perFile)
        let severities = Dictionary(rules.map { (type(of: $0.rule).description.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        for (file, findings) in zip(files, perFile) {
            for (rule, finding) in findings {
                let location = file.location(of: finding.offset)
                run.diagnostics.append(Diagnostic(
                    ruleID: rule.id, severity: severities[rule.id] ?? rule.defaultSeverity, message: finding.message,
                    file: file.path, line: location.line, column: location.column))
            }
        }
        return run
    }
}
