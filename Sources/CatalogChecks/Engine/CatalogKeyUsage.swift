import StringCatalog

/// What the code does with the keys of one catalog, when a run has read the code: the catalog as
/// extraction would leave it, and where the code first uses each key.
public struct CatalogKeyUsage: Sendable {
    /// The catalog's path, as findings show it.
    public var path: String
    /// The catalog synchronized with the code: keys the code uses added, keys it no longer uses stale.
    public var catalog: StringCatalog
    /// Where the code first uses each key of the catalog's table.
    public var firstUses: [String: KeyUse]

    public init(path: String, catalog: StringCatalog, firstUses: [String: KeyUse]) {
        self.path = path
        self.catalog = catalog
        self.firstUses = firstUses
    }
}

/// Where the code uses a key: the file (as shown), line and column of the string.
public struct KeyUse: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
