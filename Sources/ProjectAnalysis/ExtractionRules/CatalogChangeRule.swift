import CatalogSync
import Diagnostics
import SourceScanner

/// An extraction rule reporting one kind of change extraction would make to a catalog entry, located in
/// the catalog where it holds the key (new keys, which it doesn't hold yet, where the code uses them).
public protocol CatalogChangeRule: ExtractionRule {
    /// The kind of change the rule reports.
    static var change: CatalogChange.Kind { get }
    /// The change in words; `catalog` is the catalog's file name.
    static func message(_ change: CatalogChange, catalog: String) -> String
}

extension CatalogChangeRule {
    public func findings(in context: ExtractionContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in context.plan.files where !file.isNew {
            for change in file.changes where change.kind == Self.change {
                var finding = Diagnostic(
                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                    message: Self.message(change, catalog: file.url.lastPathComponent), file: file.path, key: change.key)
                if change.kind == .added, let string = context.firstUse(of: change.key, in: change.table) {
                    (finding.file, finding.line, finding.column) = (string.position.file, string.position.line, string.position.column)
                } else if let location = context.location(of: change.key, inCatalogAt: file.url) {
                    (finding.line, finding.column) = (location.line, location.column)
                }
                findings.append(finding)
            }
        }
        return findings
    }

    /// What changes, for a detail extraction records (`"old" → "new"`).
    static func detail(of change: CatalogChange) -> String {
        change.detail.map { ": \($0)" } ?? ""
    }
}
