import ProjectConfiguration
import StringCatalog

/// Writes, for each String Catalog, the file Xcode 26's "Generate String Catalog Symbols"
/// (`STRING_CATALOG_GENERATE_SYMBOLS`, `xcstringstool generate-symbols`) writes into its derived sources:
/// `GeneratedStringSymbols_<Table>.swift`, an `extension LocalizedStringResource` with one member per
/// manually managed key whose `generatesSymbol` is not `false`, in the code-point order of the keys.
///
/// ```swift
/// Text(.settings)                             // "Settings"
/// String(localized: .landmarks(count: 42))    // "%(count)lld landmarks"
/// ```
///
/// Naming is ``XcodeSymbolName``'s; parameters come from the source-language text (else the key): a
/// named placeholder's name labels its parameter (`count: Int`), others are `_ arg1`, `_ arg2`, ….
/// The output is Xcode's byte for byte on every public pair of catalog and Xcode-written file found (README);
/// no pair shows plural or substitution keys (their arguments are read from the text as is), the enum of a
/// table other than `Localizable` (named here as accessors name tables), keywords or collisions.
public struct XcodeSymbolGenerator: Sendable {
    /// How the bundle constants and the extension are declared: Xcode writes `nonisolated` in targets whose
    /// default actor isolation is the main actor (`generate.symbol_isolation` in `.phrasebook.yml`).
    public typealias Isolation = GenerateSettings.SymbolIsolation

    public var isolation: Isolation
    /// Whether the file also builds where Foundation has no `LocalizedStringResource` (Linux): it then
    /// imports Phrasebook there, whose runtime provides the type. Without it the file is Xcode's byte for byte.
    public var portable: Bool

    public init(isolation: Isolation = .plain, portable: Bool = false) {
        self.isolation = isolation
        self.portable = portable
    }

    /// One file per catalog, in the order given, except Interface Builder's (in a `.lproj` folder), for which
    /// Xcode generates none.
    public func generate(_ catalogs: [ProjectCatalog]) -> [XcodeSymbolFile] {
        catalogs.filter { !$0.url.deletingLastPathComponent().lastPathComponent.hasSuffix(".lproj") }.map { catalog in
            let members = Self.members(of: catalog.catalog)
            let renderer = XcodeSymbolRenderer(table: catalog.table, isolation: isolation, portable: portable)
            let problems = members.compactMap { member in
                XcodeSymbolName.problem(forName: member.name).map { "manual key \"\(member.key)\": \($0)" }
            }
                + XcodeSymbolName.collisions(among: members.map { ($0.key, $0.name, $0.signature) }).map { "manual key \"\($0.key)\" has the symbol of \"\($0.keptBy)\"" }
            return XcodeSymbolFile(
                table: catalog.table, catalogPath: catalog.path, fileName: "GeneratedStringSymbols_\(catalog.table).swift",
                source: renderer.file(members), memberCount: members.count, problems: problems)
        }
    }

    /// The members of `catalog`'s manually managed keys, in the code-point order of the keys.
    static func members(of catalog: StringCatalog) -> [XcodeSymbol] {
        let keys = catalog.strings.keys.filter { catalog.strings[$0]!.generatesXcodeSymbol }
        return keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            .map { key in
                let entry = catalog.strings[key]!
                return XcodeSymbol(key: key, comment: entry.comment,
                                   text: entry.xcodeSymbolText(key: key, sourceLanguage: catalog.sourceLanguage))
            }
    }
}

/// One generated symbol file.
public struct XcodeSymbolFile: Sendable {
    public var table: String
    /// The catalog it was generated from, as messages show it.
    public var catalogPath: String
    /// `GeneratedStringSymbols_<Table>.swift`.
    public var fileName: String
    public var source: String
    public var memberCount: Int
    /// Keys whose symbols would not build (``XcodeSymbolName/problem(forKey:)``) or collide, as `check`'s
    /// `invalid-string-symbol` reports them.
    public var problems: [String]

    /// The ``problems`` as warning lines, as `check` prints them.
    public var warnings: [String] {
        problems.map { "\(catalogPath): warning: \($0) [invalid-string-symbol]" }
    }

    /// The file names two or more of `files` would write, with their catalogs: one folder (one target's derived
    /// sources) can't take two tables of one name.
    public static func clashes(in files: [XcodeSymbolFile]) -> [(fileName: String, catalogPaths: [String])] {
        Dictionary(grouping: files, by: \.fileName).filter { $0.value.count > 1 }
            .map { ($0.key, $0.value.map(\.catalogPath)) }.sorted { $0.fileName < $1.fileName }
    }
}

/// One key's member: its name, its parameters and the default value passing them.
struct XcodeSymbol: Sendable, Hashable {
    var key: String
    var comment: String?
    /// The text the arguments are read from.
    var text: String
    var name: String
    var parameters: [XcodeSymbolName.Parameter]

    /// The member for `key`, whose arguments are read from `text` (the source-language text, else the key).
    init(key: String, comment: String?, text: String) {
        self.key = key
        self.comment = comment
        self.text = text
        name = XcodeSymbolName.name(forKey: key)
        parameters = XcodeSymbolName.parameters(ofText: text)
    }

    /// The labels and types that tell overloads apart.
    var signature: String { XcodeSymbolName.signature(of: parameters) }
}
