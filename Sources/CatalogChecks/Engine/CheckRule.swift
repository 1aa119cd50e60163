import Diagnostics
import StringCatalog

/// A catalog check: one type per rule, with a stable id, a description, examples, and a small
/// amount of logic in whichever of the three hooks fits it.
///
/// The checker calls `check(translation:)` for every key and language under check, `check(entry:)`
/// once per key and `check(catalog:)` once per catalog; the default implementations do nothing.
public protocol CatalogCheckRule: Sendable {
    /// Id, summary, rationale, default severity and examples.
    static var description: CheckRuleDescription { get }
    /// Creates the rule with the run's rule parameters (thresholds, allow-lists, glossary).
    init(parameters: CheckParameters)
    /// Checks one key in one language (the source language too, with `isSource` set).
    func check(translation: TranslationContext, findings: inout FindingCollector)
    /// Checks one key once, whatever the languages.
    func check(entry: EntryContext, findings: inout FindingCollector)
    /// Checks the catalog as a whole (for rules that compare keys with each other).
    func check(catalog: CatalogContext, findings: inout FindingCollector)
}

extension CatalogCheckRule {
    public func check(translation: TranslationContext, findings: inout FindingCollector) {}
    public func check(entry: EntryContext, findings: inout FindingCollector) {}
    public func check(catalog: CatalogContext, findings: inout FindingCollector) {}
}

/// What a rule is, for documentation, reporters and the generic example test.
public struct CheckRuleDescription: Sendable {
    /// Stable, kebab-case id used in configuration and output (`missing-translation`).
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters, and how to fix it.
    public var rationale: String
    /// Severity in released languages unless configuration overrides it.
    public var severity: Severity
    /// Whether the rule runs only when `check.enabled` (or a severity) names it.
    public var isOptIn: Bool
    /// Catalogs on which the rule must report exactly the marked findings.
    public var triggeringExamples: [CheckExample]
    /// Catalogs on which the rule must stay silent.
    public var nonTriggeringExamples: [CheckExample]

    public init(
        id: String, summary: String, rationale: String, severity: Severity, isOptIn: Bool = false,
        triggeringExamples: [CheckExample], nonTriggeringExamples: [CheckExample]
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.isOptIn = isOptIn
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The reporters' view of the rule.
    public var metadata: RuleMetadata {
        RuleMetadata(id: id, summary: summary, rationale: rationale, defaultSeverity: severity)
    }
}

/// A small catalog a rule is run on, with the findings it must produce: SwiftLint's examples with
/// markers, where a marker is the key and language a finding must point to.
public struct CheckExample: Sendable, CustomStringConvertible {
    /// What the example shows, in words.
    public var title: String
    public var catalog: StringCatalog
    /// Run options (released languages, parameters such as a glossary).
    public var options: CheckOptions
    /// Where findings must point; empty for non-triggering examples.
    public var expected: [FindingMarker]

    public init(_ title: String, catalog: StringCatalog, options: CheckOptions = CheckOptions(), expected: [FindingMarker] = []) {
        self.title = title
        self.catalog = catalog
        self.options = options
        self.expected = expected
    }

    public var description: String { title }
}

/// The key and language a finding points to.
public struct FindingMarker: Sendable, Hashable, CustomStringConvertible {
    public var key: String
    /// `nil` for findings about the key as a whole.
    public var language: String?

    public init(key: String, language: String?) {
        self.key = key
        self.language = language
    }

    public var description: String { language.map { "\(key) [\($0)]" } ?? key }
}
