import Diagnostics

/// One change extraction makes to a catalog entry, for `--dry-run` and `--check` reports.
public struct CatalogChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A key found in code for the first time.
        case added
        /// A key no longer found in code; its translations are kept.
        case markedStale = "stale"
        /// A stale key found in code again.
        case revived
        /// The comment changed to follow the code.
        case comment
        /// The source-language text from `defaultValue:` changed.
        case sourceValue = "value"
        /// The extraction state changed otherwise (`extracted_with_value` gained or lost, `migrated` found).
        case extractionState
    }

    public var kind: Kind
    public var table: String
    public var key: String
    /// What changed, for comments and values (`"old" → "new"`).
    public var detail: String?

    public init(_ kind: Kind, table: String, key: String, detail: String? = nil) {
        self.kind = kind
        self.table = table
        self.key = key
        self.detail = detail
    }

    public var description: String {
        let base = "\(table): \(kind.rawValue) \(key.jsonQuoted)"
        return detail.map { "\(base): \($0)" } ?? base
    }
}
