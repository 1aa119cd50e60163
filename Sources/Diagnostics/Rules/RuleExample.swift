/// An input in a rule's description that the rule must (triggering) or must not (non-triggering) report
/// on: Swift code, a catalog, or code and a catalog together, by the rule's kind.
public protocol RuleExample: Sendable {
    /// The example as `phrasebook rules ID` prints it.
    var text: String { get }
    /// Where the findings of a triggering example must point; empty for non-triggering ones.
    var expectedMarkers: [FindingMarker] { get }
    /// Where `finding` points, in the terms this example marks findings with (a line and column of code,
    /// or a catalog key and language).
    func marker(of finding: Diagnostic) -> FindingMarker
}

/// Where a finding points, as examples mark it: a line and column of a file, a catalog key and language,
/// or a whole file (no field set).
public struct FindingMarker: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var key: String?
    /// `nil` for findings about a key as a whole.
    public var language: String?

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, key: String? = nil, language: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.language = language
    }

    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let line { parts.append(column.map { "\(line):\($0)" } ?? "\(line)") }
        if let key { parts.append(language.map { "\(key) [\($0)]" } ?? key) }
        return parts.isEmpty ? "(the whole file)" : parts.joined(separator: " ")
    }

    public static func < (lhs: FindingMarker, rhs: FindingMarker) -> Bool {
        (lhs.file ?? "", lhs.line ?? 0, lhs.column ?? 0, lhs.key ?? "", lhs.language ?? "")
            < (rhs.file ?? "", rhs.line ?? 0, rhs.column ?? 0, rhs.key ?? "", rhs.language ?? "")
    }
}
