import SwiftSyntax

/// The syntax visitor a rule walks a file with: it holds what the rule knows beyond the file (the
/// `LintContext`) and collects the findings. A rule's visitor subclasses it and appends to `findings`.
class LintRuleVisitor: SyntaxVisitor {
    /// Which String values reach the screen, across the project.
    let index: ProjectIndex
    /// Extraction's type inference over the project's declarations.
    let inference: InterpolationTypeInference
    /// The language keys and source text are written in.
    let sourceLanguage: String
    var findings: [LintFinding] = []

    init(context: LintContext) {
        index = context.index
        inference = context.inference
        sourceLanguage = context.sourceLanguage
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `file` and returns what was found.
    func findings(walking file: LintedFile) -> [LintFinding] {
        walk(file.tree)
        return findings
    }
}
