import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// Writes a Swift file of type-safe accessors for the keys of String Catalogs: one per key of every table
/// (stale keys left out), each a ``Phrasebook/CatalogString`` value that a `Localizer` resolves.
///
/// ```swift
/// L10n.yourHeroes                       // "Your Heroes" in Localizable
/// L10n.heroesAreWaiting(3)              // "%lld heroes are waiting", with 3
/// L10n.Settings.Language.title          // settings.language.title
/// L10n.InfoPlist.cfBundleName           // CFBundleName in InfoPlist
/// ```
///
/// Keys of `Localizable` are members of the namespace itself, other tables are nested enums named after
/// them; naming, parameter types and the collision rule are described on ``KeyNaming``,
/// ``AccessorSignature`` and ``AccessorScope``. The output depends only on the catalogs and the settings.
public struct AccessorGenerator: Sendable {
    /// The access level of every generated declaration.
    public var access: GenerateSettings.Access
    /// The enum the accessors live in.
    public var namespace: String

    /// A generator with `settings` (defaults: `internal`, `L10n`). Throws when the namespace can't name
    /// a Swift enum.
    public init(settings: GenerateSettings = GenerateSettings()) throws {
        access = settings.access ?? .internal
        namespace = settings.namespace ?? GenerateSettings.defaultNamespace
        guard GenerateSettings.isIdentifier(namespace), !SwiftKeywords.escaped.contains(namespace),
              !SwiftName.isReserved(namespace) else {
            throw AccessorGenerationError("the namespace '\(namespace)' can't name the accessors' enum; use letters, digits and _ (not a keyword or a type the accessors use, not starting with a digit)")
        }
    }

    /// The accessors of every key of `catalogs`, in one file.
    public func generate(_ catalogs: [ProjectCatalog]) -> GeneratedAccessors {
        var collected = collect(catalogs)
        for accessor in collected.root.resolveNames(path: [namespace]) {
            let scope = accessor.path.joined(separator: ".")
            let reason = accessor.collidedWith.map { "the key \(SwiftLiteral.string($0)) also names \(scope).\(accessor.baseName) and sorts first" }
                ?? "\(scope).\(accessor.baseName) is an enum"
            collected.diagnostics.append(warning(
                "\"\(accessor.key)\" is \(scope).\(accessor.name): \(reason)", rule: "accessor-name-collision",
                file: accessor.catalog.path, key: accessor.key))
        }
        let tables = Set(catalogs.map(\.table)).sorted()
        var tableNames: [String: [String]] = [:]
        for table in tables where table != Self.defaultTable {
            tableNames[Self.enumName(ofTable: table), default: []].append(table)
        }
        let renderer = AccessorRenderer(access: access, namespace: namespace, tableNames: tableNames)
        let source = renderer.file(collected.root, catalogs: catalogs.map(\.url.lastPathComponent).sorted(),
                                   accessorCount: collected.count)
        return GeneratedAccessors(
            source: source, accessorCount: collected.count, staleKeyCount: collected.stale, tables: tables,
            diagnostics: collected.diagnostics.sorted(by: Diagnostic.locationOrder), root: collected.root)
    }

    /// Every key's accessor, placed in its enum with the name it wants, and what was noticed on the way.
    private func collect(_ catalogs: [ProjectCatalog]) -> (root: AccessorScope, diagnostics: [Diagnostic], count: Int, stale: Int) {
        var root = AccessorScope()
        var diagnostics: [Diagnostic] = []
        var seen: [String: [String: String]] = [:] // table → key → the catalog that has it
        var count = 0
        var stale = 0
        for catalog in catalogs {
            let table = catalog.table
            let source = CatalogSource(path: catalog.path, catalog: catalog.catalog)
            var seenInTable = seen[table] ?? [:]
            defer { seen[table] = seenInTable }
            let tablePath = table == Self.defaultTable ? [] : [Self.enumName(ofTable: table)]
            for key in catalog.catalog.strings.keys.sorted() {
                let entry = catalog.catalog.strings[key]!
                guard entry.extractionState != .stale else {
                    stale += 1
                    continue
                }
                if let first = seenInTable[key] {
                    diagnostics.append(warning("\"\(key)\" is also in \(first), table \(table); one accessor serves both",
                                               rule: "accessor-duplicate-key", file: catalog.path, key: key))
                    continue
                }
                seenInTable[key] = catalog.path
                let naming = KeyNaming(key: key)
                let sourceLocalization = entry.localizations[source.sourceLanguage]
                let signature = AccessorSignature(key: key, source: sourceLocalization)
                for problem in signature.problems {
                    diagnostics.append(warning("\"\(key)\": \(problem)", rule: "accessor-arguments", file: catalog.path, key: key))
                }
                let accessor = Accessor(key: key, table: table, entry: entry, source: sourceLocalization, catalog: source,
                                        signature: signature, baseName: naming.member, name: naming.member)
                root.insert(accessor, at: (tablePath + naming.groups)[...])
                count += 1
            }
        }
        return (root, diagnostics, count, stale)
    }

    /// The table whose keys are members of the namespace itself.
    static let defaultTable = "Localizable"

    /// The enum of a table other than `Localizable` (`InfoPlist`, `Document Window` → `DocumentWindow`).
    static func enumName(ofTable table: String) -> String {
        SwiftName.upperCamel(IdentifierWords.words(in: table))
    }

    private func warning(_ message: String, rule: RuleID, file: String, key: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .warning, message: message, file: file, key: key)
    }
}

/// A generated accessor file and what was noticed writing it.
public struct GeneratedAccessors: Sendable {
    /// The Swift source.
    public var source: String
    /// How many accessors it declares.
    public var accessorCount: Int
    /// Stale keys (no longer found in the sources), which get no accessor.
    public var staleKeyCount: Int
    /// The tables they belong to.
    public var tables: [String]
    /// Warnings: names that collided, arguments the source reads inconsistently, keys in two catalogs.
    public var diagnostics: [Diagnostic]
    /// The accessors' enums.
    let root: AccessorScope

    /// Every accessor with its resolved name and path, for tests that call them.
    var accessors: [Accessor] { root.allAccessors }
}

/// Why accessors can't be generated with the given settings.
public struct AccessorGenerationError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { "error: \(message)" }
}
