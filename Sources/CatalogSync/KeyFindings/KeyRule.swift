import Diagnostics
import SourceScanner
import StringCatalog

/// A rule about the keys code and catalogs share: one small type with a stable id, a description with
/// its own examples, and the logic that finds its violations in a `KeyUsage`. Unlike lint rules (one
/// file's syntax) and catalog checks (catalogs alone), these need both.
public protocol KeyRule: Sendable {
    /// The rule's id, summary, rationale, default severity and examples.
    static var description: KeyRuleDescription { get }
    init()
    /// The rule's findings, located in code or in a catalog (`Diagnostic.file` is then the catalog's
    /// path, and its line is left to the caller, who has the catalog's text).
    func findings(in usage: KeyUsage) -> [Diagnostic]
}

/// What a key rule is, why it exists, and examples that prove it.
public struct KeyRuleDescription: Sendable {
    /// Stable kebab-case id used in output and configuration.
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters, and what to do instead.
    public var rationale: String
    public var severity: Severity
    /// Code and catalogs the rule must report exactly the expected keys of.
    public var triggeringExamples: [KeyRuleExample]
    /// Code and catalogs the rule must stay silent on.
    public var nonTriggeringExamples: [KeyRuleExample]

    public init(
        id: String, summary: String, rationale: String, severity: Severity,
        triggeringExamples: [KeyRuleExample], nonTriggeringExamples: [KeyRuleExample]
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The reporters' view of the rule.
    public var metadata: RuleMetadata {
        RuleMetadata(id: id, summary: summary, rationale: rationale, defaultSeverity: severity)
    }
}

/// Swift sources and the `Localizable` catalog before extraction, with the keys the rule must report.
public struct KeyRuleExample: Sendable, CustomStringConvertible {
    /// What the example shows, in words.
    public var title: String
    /// Swift files, extracted as one project.
    public var sources: [String]
    /// The `Localizable` table as it was before extraction (the run synchronizes it with the code).
    public var catalog: StringCatalog
    /// The project's `extract.keys_used_dynamically`.
    public var keysUsedDynamically: Bool
    /// The keys findings must name, in order; empty for non-triggering examples.
    public var expectedKeys: [String]

    public init(
        _ title: String, sources: [String], catalog: [String: CatalogEntry] = [:], keysUsedDynamically: Bool = false,
        expect expectedKeys: [String] = []
    ) {
        self.title = title
        self.sources = sources
        self.catalog = StringCatalog(sourceLanguage: "en", strings: catalog)
        self.keysUsedDynamically = keysUsedDynamically
        self.expectedKeys = expectedKeys
    }

    public var description: String { title }

    /// The findings of `rule` on this example: its sources extracted, the catalog synchronized with them.
    public func findings(of rule: any KeyRule.Type) -> [Diagnostic] {
        let inputs = sources.enumerated().map { SourceInput(path: "File\($0.offset).swift", text: $0.element) }
        let extraction = SourceExtractor(isParallel: false).extract(inputs)
        let table = ExtractedString.defaultTable
        let synchronized = CatalogSynchronizer().sync(catalog, table: table, with: extraction.strings.filter { $0.table == table })
        let usage = KeyUsage(
            catalogs: [KeyUsage.Catalog(path: "\(table).xcstrings", table: table, catalog: synchronized.catalog)],
            strings: extraction.strings, concatenations: extraction.concatenations,
            literalTexts: KeyUsage.literalTexts(of: sources), keysUsedDynamically: keysUsedDynamically)
        return rule.init().findings(in: usage)
    }
}
