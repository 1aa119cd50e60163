import Diagnostics

/// What an import did to one catalog, and what it could not do.
public struct ImportReport: Sendable, Hashable {
    /// Leaves whose text or state changed.
    public var changed = 0
    /// Leaves whose offered translation was already in the catalog.
    public var unchanged = 0
    /// New plural cases added with state `new` from the source text, as Xcode does.
    public var addedNew = 0
    /// Targets not taken because their XLIFF state marks them unfinished.
    public var skippedUnfinished = 0
    /// Units without a target, which change nothing.
    public var withoutTarget = 0
    /// Units that could not be placed (unknown ids, colliding ids, …) and other findings.
    public var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    package mutating func merge(_ other: ImportReport) {
        changed += other.changed
        unchanged += other.unchanged
        addedNew += other.addedNew
        skippedUnfinished += other.skippedUnfinished
        withoutTarget += other.withoutTarget
        diagnostics += other.diagnostics
    }

    /// One line for people: `12 changed, 3 unchanged, 1 unfinished skipped, 2 not placed`.
    public var summary: String {
        var parts = ["\(changed) changed", "\(unchanged) unchanged"]
        if addedNew > 0 { parts.append("\(addedNew) plural cases added as new") }
        if skippedUnfinished > 0 { parts.append("\(skippedUnfinished) unfinished skipped") }
        let unplaced = diagnostics.filter { $0.ruleID == "unknown-unit" || $0.ruleID == "ambiguous-unit" }.count
        if unplaced > 0 { parts.append("\(unplaced) not placed") }
        return parts.joined(separator: ", ")
    }
}
