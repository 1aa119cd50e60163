import Diagnostics

/// Every extraction rule: what extraction would change in the project's catalogs, as findings.
public enum ExtractionRules {
    public static let all: [any ExtractionRule.Type] = [
        ExtractMissingCatalogRule.self,
        ExtractNewStringRule.self,
        ExtractUnusedKeyRule.self,
        ExtractRevivedKeyRule.self,
        ExtractSourceChangedRule.self,
        ExtractCommentChangedRule.self,
        ExtractStateChangedRule.self,
    ]

    /// Every rule's findings about the plan of `context`, in rule order.
    public static func findings(in context: ExtractionContext) -> [Diagnostic] {
        all.flatMap { $0.init().findings(in: context) }
    }
}
