import Diagnostics

/// The order reports list findings in: by file, line and column (the unlocated after the located), then
/// findings about a key as a whole before those about its languages, then by rule in the registry's order,
/// so that findings at one place keep the order their rules are listed in.
enum FindingOrder {
    static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic, registry: RuleRegistry, tieBreak: (Int, Int)) -> Bool {
        if lhs.file != rhs.file { return ascending(lhs.file, rhs.file) }
        if lhs.line != rhs.line { return ascending(lhs.line, rhs.line) }
        if lhs.column != rhs.column { return ascending(lhs.column, rhs.column) }
        if lhs.language != rhs.language { return (lhs.language ?? "") < (rhs.language ?? "") }
        let (left, right) = (registry.position(of: lhs.ruleID), registry.position(of: rhs.ruleID))
        if left != right { return left < right }
        return tieBreak.0 < tieBreak.1
    }

    /// Whether `lhs` comes first, a missing value after every present one.
    private static func ascending<Value: Comparable>(_ lhs: Value?, _ rhs: Value?) -> Bool {
        switch (lhs, rhs) {
        case let (lhs?, rhs?): lhs < rhs
        case (.some, nil): true
        default: false
        }
    }
}
