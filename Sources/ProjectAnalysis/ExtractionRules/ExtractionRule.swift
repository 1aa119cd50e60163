import CatalogSync
import Diagnostics
import SourceScanner

/// A rule about what extraction would change in the project's catalogs: strings missing from them, keys
/// the code no longer uses, tables without a catalog. Its findings come from the sync plan, not from
/// settings: they say what `phrasebook extract` would write.
public protocol ExtractionRule: Rule where Example == ProjectExample {
    init()
    /// The rule's findings about the plan of `context`, at the rule's default severity.
    func findings(in context: ExtractionContext) -> [Diagnostic]
}

extension ExtractionRule {
    public static var kind: RuleKind { .extraction }

    /// The rule's findings when `example` is a project of its own (its sources and a `Localizable`
    /// catalog, in a temporary folder) analysed as `phrasebook audit` analyses one.
    public static func findings(in example: ProjectExample) throws -> [Diagnostic] {
        try ExampleProject.findings(of: id, in: example)
    }
}
