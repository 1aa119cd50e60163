import StringCatalog

/// Where code names manual keys through the string symbols Xcode generates for them (`Text(.settingsTitle)`,
/// `String(localized: .landmarks(count: n))`): uses of those keys that extraction, which reads literals, can't see.
public enum SymbolUses {
    /// One place in code that names a key's symbol.
    public struct Use: Sendable, Hashable {
        public var table: String
        public var key: String
        /// The source file, as given.
        public var path: String
        public var line: Int
        public var column: Int

        /// `path:line:column`, as the compiler writes places.
        public var place: String { "\(path):\(line):\(column)" }
    }

    /// The places in `sources` (each file's path as it should be shown, and its text) that name a symbol of a
    /// manual key of `catalogs` whose `generatesSymbol` is not `false`: `.settingsTitle` for `Localizable`,
    /// `.InfoPlist.cfbundleDisplayName` for another table.
    public static func find(catalogs: [(table: String, catalog: StringCatalog)], sources: [(path: String, text: String)]) -> [Use] {
        var keysByPath: [String: [(table: String, key: String)]] = [:]
        for (table, catalog) in catalogs {
            for (key, entry) in catalog.strings where entry.generatesXcodeSymbol && !XcodeSymbolName.isInterfaceBuilderKey(key) {
                keysByPath[KeyUsage.symbolPath(ofKey: key, table: table), default: []].append((table, key))
            }
        }
        guard !keysByPath.isEmpty else { return [] }
        var uses: [Use] = []
        for source in sources {
            for use in KeyUsage.symbolUses(in: source.text) {
                for (table, key) in keysByPath[use.name] ?? [] {
                    uses.append(Use(table: table, key: key, path: source.path, line: use.line, column: use.column))
                }
            }
        }
        return uses
    }
}
