import SwiftSyntax

/// The syntax visitor a rule inspects a file with: it holds what the rule knows beyond the file (the
/// `LintContext`) and collects the findings. A rule's visitor subclasses it and appends to `findings`.
///
/// The linter walks each file once, for the project index and every rule: ``IndexWalk`` records the nodes
/// of the kinds rules look at and ``LintWalk`` hands them to each visitor; a visitor that overrides
/// another kind must have it added to both (the rule's triggering examples, which run through the
/// linter, fail until it is).
class SourceRuleVisitor: SyntaxVisitor {
    /// Which String values reach the screen, across the project.
    let index: ProjectIndex
    /// Extraction's type inference over the project's declarations.
    let inference: InterpolationTypeInference
    /// The language keys and source text are written in.
    let sourceLanguage: String
    /// Whether to work out fixes (`lint --fix`), or only report.
    let wantsFixes: Bool
    /// What the project's catalogs hold.
    let catalog: CatalogFacts
    /// The project's other languages and the app's names, for fixes (see ``LintContext``).
    let foreignLanguages: ForeignLanguages
    let appNames: Set<String>
    /// Whether fixes may write `String(localized:)` (see ``LintContext/hasStringLocalized``).
    let hasStringLocalized: Bool
    var findings: [LintFinding] = []
    /// Calls' displayed arguments the project index's walk already worked out (see ``displayedArguments(of:)``).
    var knownDisplayedArguments: [SyntaxIdentifier: [LabeledExprSyntax]] = [:]

    init(context: LintContext) {
        index = context.index
        inference = context.inference
        sourceLanguage = context.sourceLanguage
        wantsFixes = context.wantsFixes
        catalog = context.catalog
        foreignLanguages = context.foreignLanguages
        appNames = context.appNames
        hasStringLocalized = context.hasStringLocalized
        super.init(viewMode: .sourceAccurate)
    }

    /// The arguments of `call` shown to people through a localizing position
    /// (``LocalizingPositions/displayedArguments(of:)``), reused from the index's walk when it has them.
    func displayedArguments(of call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        knownDisplayedArguments[call.id] ?? LocalizingPositions.displayedArguments(of: call)
    }

    /// Walks `file` alone and returns what was found.
    func findings(walking file: SourceFile) -> [LintFinding] {
        walk(file.tree)
        return findings
    }
}

/// A rule whose findings come from a ``SourceRuleVisitor``: the linter gives its visitor the nodes of one
/// walk shared with every other rule, instead of the rule walking the tree again.
protocol VisitingSourceRule: SourceRule {
    /// A fresh visitor for `file`, or `nil` when the rule has nothing to look for there (no key pattern, a generated file).
    func visitor(for file: SourceFile, context: LintContext) -> SourceRuleVisitor?
}

extension VisitingSourceRule {
    /// The rule's findings in `file` from a walk of its own, for callers running one rule.
    public func findings(in file: SourceFile, context: LintContext) -> [LintFinding] {
        visitor(for: file, context: context)?.findings(walking: file) ?? []
    }
}
