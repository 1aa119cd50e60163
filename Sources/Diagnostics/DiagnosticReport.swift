/// Everything a reporter renders: the findings of one run, the rules that produced them and, for
/// catalog checks, how far each language is translated.
public struct DiagnosticReport: Sendable, Hashable {
    /// The tool that ran (`phrasebook check`, `phrasebook lint`), named in titles and SARIF.
    public var toolName: String
    /// The tool version, named in SARIF.
    public var toolVersion: String
    /// Findings in the order they are shown.
    public var diagnostics: [Diagnostic]
    /// Per-language coverage; empty for lint.
    public var coverage: [LanguageCoverage]
    /// Metadata of every rule that ran (SARIF lists them; HTML and Markdown name them).
    public var rules: [RuleMetadata]

    public init(
        toolName: String, toolVersion: String, diagnostics: [Diagnostic],
        coverage: [LanguageCoverage] = [], rules: [RuleMetadata] = []
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.diagnostics = diagnostics
        self.coverage = coverage
        self.rules = rules
    }

    /// Number of findings with `severity`.
    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether an error-severity finding exists (the run fails).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// One line such as `3 errors, 12 warnings`.
    public var summaryLine: String {
        let errors = count(.error), warnings = count(.warning), notes = count(.note)
        var parts = [plural(errors, "error"), plural(warnings, "warning")]
        if notes > 0 { parts.append(plural(notes, "note")) }
        return parts.joined(separator: ", ")
    }
}

/// `1 error`, `2 errors`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Stable description of a rule, as reporters show it.
public struct RuleMetadata: Sendable, Hashable {
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters and how to fix it.
    public var rationale: String
    public var defaultSeverity: Severity

    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
    }
}

/// How far one language of a catalog is translated.
public struct LanguageCoverage: Sendable, Hashable {
    /// Whether findings in a language block the run.
    public enum ReleaseStatus: String, Sendable, Hashable {
        /// The language keys are written in.
        case source
        /// Shipped: its error findings fail the run.
        case released
        /// Not shipped yet: findings are reported as warnings only.
        case preparing
    }

    public var language: String
    public var status: ReleaseStatus
    /// Keys that need a translation in this language (excludes `shouldTranslate: false` and stale keys).
    public var total: Int
    /// Translated (state `translated`, or anything that is not new, needs review, or missing).
    public var translated: Int
    public var needsReview: Int
    /// Present with state `new`.
    public var untranslated: Int
    /// No localization at all, or an empty value.
    public var missing: Int

    public init(
        language: String, status: ReleaseStatus, total: Int = 0, translated: Int = 0,
        needsReview: Int = 0, untranslated: Int = 0, missing: Int = 0
    ) {
        self.language = language
        self.status = status
        self.total = total
        self.translated = translated
        self.needsReview = needsReview
        self.untranslated = untranslated
        self.missing = missing
    }

    /// Translated share in percent, 100 when nothing needs translating.
    public var percentTranslated: Double {
        total == 0 ? 100 : Double(translated) * 100 / Double(total)
    }

    /// The share as text with one decimal only where it matters (`100%`, `97.5%`).
    public var percentText: String {
        let value = percentTranslated
        if value == 100 || value == 0 { return "\(Int(value))%" }
        let tenths = (value * 10).rounded(.down) / 10 // never shows 100% while something is missing
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
    }

    /// Adds the counts of `other` (the same language in another catalog).
    public mutating func add(_ other: LanguageCoverage) {
        total += other.total
        translated += other.translated
        needsReview += other.needsReview
        untranslated += other.untranslated
        missing += other.missing
    }
}
