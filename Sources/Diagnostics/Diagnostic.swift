/// How serious a finding is. `error` findings make a command exit non-zero.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// One finding of a lint rule or catalog check, located in a source file or a catalog entry.
///
/// Shared by lint and catalog checks so that every reporter (compiler-style text, JSON, SARIF,
/// GitHub annotations, JUnit, Markdown, HTML) renders both the same way.
public struct Diagnostic: Sendable, Hashable {
    /// The stable rule id (`manual-pluralization`, `missing-translation`).
    public var ruleID: RuleID
    public var severity: Severity
    public var message: String
    /// The file the finding is in (a Swift source or a catalog), if known.
    public var file: String?
    /// 1-based line, if known.
    public var line: Int?
    /// 1-based column, if known.
    public var column: Int?
    /// The catalog language the finding concerns, for catalog checks.
    public var language: String?
    /// The catalog key the finding concerns, for catalog checks.
    public var key: String?

    public init(
        ruleID: RuleID, severity: Severity, message: String,
        file: String? = nil, line: Int? = nil, column: Int? = nil,
        language: String? = nil, key: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.language = language
        self.key = key
    }
}
