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
    /// The descriptions of every rule that ran (SARIF lists them; HTML and Markdown name them).
    public var rules: [AnyRuleDescription]

    public init(
        toolName: String, toolVersion: String, diagnostics: [Diagnostic],
        coverage: [LanguageCoverage] = [], rules: [AnyRuleDescription] = []
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
        var parts = [Counted(errors, "error"), Counted(warnings, "warning")].map(\.description)
        if notes > 0 { parts.append(Counted(notes, "note").description) }
        return parts.joined(separator: ", ")
    }
}

/// How far one language of a project's catalogs is translated, and whether it ships.
public struct LanguageCoverage: Sendable, Hashable {
    /// Whether findings in a language block the run.
    public enum ReleaseStatus: String, Sendable, Hashable {
        /// The language keys are written in.
        case source
        /// Shipped: its error findings fail the run.
        case released
        /// Not shipped yet: findings are reported as warnings only.
        case preparing
        /// In the catalogs, but the project releases other languages and doesn't prepare this one: counted,
        /// not checked string by string unless asked for by name (`--language`).
        case notShipped = "not-shipped"
    }

    public var language: String
    public var status: ReleaseStatus
    /// Keys that need translating, by `TranslationStatus` (the definition `stats` shares).
    public var counts: CoverageCounts

    public init(language: String, status: ReleaseStatus, counts: CoverageCounts = CoverageCounts()) {
        self.language = language
        self.status = status
        self.counts = counts
    }
}
