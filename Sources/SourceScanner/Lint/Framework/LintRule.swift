import Diagnostics

/// A lint rule: one small type with a stable id, a description holding its own examples, and the
/// logic that finds its violations in one parsed file.
///
/// Rules are read-only: they report ``LintFinding``s, optionally with a ``LintFix`` that
/// `phrasebook lint --fix` applies when it is safe.
public protocol LintRule: Sendable {
    /// The rule's id, summary, rationale, default severity and examples.
    static var description: RuleDescription { get }
    /// Creates the rule with its options from the configuration; throws `RuleOptionError` for bad options.
    init(options: RuleOptions) throws
    /// The rule's findings in `file`, before suppression comments and severities are applied.
    func findings(in file: LintedFile, context: LintContext) -> [LintFinding]
}

/// What a rule is, why it exists, and examples that prove it (SwiftLint's model).
public struct RuleDescription: Sendable {
    /// Stable kebab-case id used in output, configuration and suppression comments.
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why the finding is a localization bug, and what to do instead.
    public var rationale: String
    public var defaultSeverity: Severity
    /// Opt-in rules run only when `lint.enabled` names them.
    public var isOptIn: Bool
    /// The options the rule reads from `lint.options.<id>`.
    public var optionNames: [String]
    /// Code the rule must flag; each `↓` marks where a finding must point.
    public var triggeringExamples: [RuleExample]
    /// Code the rule must not flag.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        id: String, optionNames: [String] = [], summary: String, rationale: String, defaultSeverity: Severity = .warning,
        isOptIn: Bool = false, triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.optionNames = optionNames
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A code sample in a rule's description, run by the generic rule-example test.
public struct RuleExample: Sendable, CustomStringConvertible {
    /// Where a finding must point in triggering examples.
    public static let marker: Character = "↓"

    /// Swift source, with `↓` markers in triggering examples.
    public var code: String
    /// Options passed to the rule (`pattern` for `key-naming`).
    public var options: RuleOptions
    /// The project's source language for this example.
    public var sourceLanguage: String
    /// The file name the example is linted as (test-file exclusion depends on it).
    public var fileName: String
    /// The source of a fix the rule must produce for this example, if any (markers removed).
    public var fixedCode: String?
    /// The project's catalogs, for rules that check keys and text against them (none by default).
    public var catalog: CatalogFacts

    public init(
        _ code: String, options: RuleOptions = [:], sourceLanguage: String = "en",
        fileName: String = "Example.swift", fixedCode: String? = nil, catalog: CatalogFacts = CatalogFacts()
    ) {
        self.code = code
        self.options = options
        self.sourceLanguage = sourceLanguage
        self.fileName = fileName
        self.fixedCode = fixedCode
        self.catalog = catalog
    }

    /// The code without markers, and the UTF-8 offsets the markers stood at.
    public var codeAndMarkers: (code: String, markerOffsets: [Int]) {
        var code = ""
        var offsets: [Int] = []
        var utf8Count = 0
        for character in self.code {
            if character == Self.marker {
                offsets.append(utf8Count)
            } else {
                code.append(character)
                utf8Count += character.utf8.count
            }
        }
        return (code, offsets)
    }

    public var description: String { code }
}

/// Options for one rule, as written under `lint.options.<rule-id>` in `.phrasebook.yml`.
public typealias RuleOptions = [String: String]
