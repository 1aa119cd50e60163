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
}

/// One key's member: its name, its parameters and the default value passing them.
struct XcodeSymbol: Sendable, Hashable {
    var key: String
    var comment: String?
    /// The text the arguments are read from.
    var text: String
    var name: String
    var parameters: [Parameter]

    struct Parameter: Sendable, Hashable {
        /// The placeholder's name, written as the argument label; `nil` for `_ argN`.
        var label: String?
        var name: String
        var type: String
        /// The specifier passed to the interpolation, without position or name; `nil` for `%@`.
        var specifier: String?
    }

    /// The member for `key`, whose arguments are read from `text` (the source-language text, else the key).
    init(key: String, comment: String?, text: String) {
        self.key = key
        self.comment = comment
        self.text = text
        name = XcodeSymbolName.name(forKey: key)
        // Most texts have no specifiers: nothing to parse.
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            parameters = []
            return
        }
        let names = ArgumentNames(key: text, source: nil)
        var byIndex: [Int: Parameter] = [:]
        for specifier in FormatString.parse(text, names: names).specifiers where specifier.kind == .conversion {
            guard let index = specifier.argumentIndex, byIndex[index] == nil else { continue }
            byIndex[index] = Parameter(
                label: specifier.name, name: specifier.name ?? "arg\(index)", type: XcodeSymbolName.swiftType(of: specifier),
                specifier: specifier.conversion == "@" ? nil : specifier.withoutPosition)
        }
        parameters = byIndex.keys.sorted().map { byIndex[$0]! }
    }

    /// The labels and types that tell overloads apart, as ``XcodeSymbolName/signature(ofText:)`` writes them.
    var signature: String {
        parameters.isEmpty ? "" : "(" + parameters.map { ($0.label ?? "_") + ":" + $0.type }.joined(separator: ",") + ")"
    }
}
