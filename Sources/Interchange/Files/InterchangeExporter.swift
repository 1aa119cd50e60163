import Diagnostics
import Foundation
import StringCatalog
import TranslationExchange

/// What an export of catalogs to another platform's format writes, rendered before anything is written.
public struct InterchangeRendering: Sendable {
    /// Files by path relative to the output folder, in order.
    public var files: [(path: String, data: Data)]
    /// What the format cannot hold, per key.
    public var notCarried: [NotCarried]
    /// Other findings (resource names that collided and were made unique).
    public var warnings: [Diagnostic]
}

/// Renders catalogs in one of the other platforms' formats. Each format's files hold the source language and
/// every language asked for; with several catalogs, each gets its own files (a folder, a file name or an
/// i18next namespace per catalog).
public struct InterchangeExporter: Sendable {
    public var format: InterchangeFormat
    /// i18next: nest keys at their dots instead of writing them flat.
    public var nestsKeys: Bool
    /// Phrasebook's version, for the files' generator fields.
    public var toolVersion: String
    /// Where the code uses each key, for gettext's `#:` lines: catalog path → key → `file:line`.
    public var references: [String: [String: [String]]]
    package var plurals: PluralCategoryProvider = .xcode

    public init(format: InterchangeFormat, nestsKeys: Bool = false, toolVersion: String, references: [String: [String: [String]]] = [:]) {
        self.format = format
        self.nestsKeys = nestsKeys
        self.toolVersion = toolVersion
        self.references = references
    }

    /// The table name of a catalog path (`Resources/Localizable.xcstrings` → `Localizable`).
    static func table(of original: String) -> String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }

    public func render(_ catalogs: [NamedCatalog], languages: [String]) throws(ExportError) -> InterchangeRendering {
        let sorted = catalogs.sorted { $0.original < $1.original }
        var tables: Set<String> = []
        for named in sorted where !tables.insert(Self.table(of: named.original)).inserted {
            throw .duplicateCatalog(named.original)
        }
        let several = sorted.count > 1
        var files: [(path: String, data: Data)] = []
        var losses: [NotCarried] = []
        var warnings: [Diagnostic] = []
        switch format {
        case .android, .compose:
            let exchange = AndroidExchange(flavor: format == .compose ? .compose : .aapt)
            // Resource names are global to an Android app, so they are made unique across every catalog.
            let ids = sorted.flatMap { named in named.catalog.strings.keys.map { named.original + "\u{0}" + $0 } }
            func key(_ id: String) -> String { String(id.split(separator: "\u{0}", omittingEmptySubsequences: false).last ?? "") }
            let naming = ResourceNaming(keys: ids, catalog: "", kind: "resource", derive: { ResourceNaming.androidName(key($0)) }, display: key)
            warnings += naming.collisions.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.file = diagnostic.key?.split(separator: "\u{0}", omittingEmptySubsequences: false).first.map(String.init)
                diagnostic.key = diagnostic.key.map(key)
                return diagnostic
            }
            for named in sorted {
                let fileName = several ? "strings_\(ResourceNaming.androidName(Self.table(of: named.original)).lowercased()).xml" : "strings.xml"
                for (folder, file) in exchange.export(named, languages: languages, naming: { naming.nameOfKey[named.original + "\u{0}" + $0] ?? $0 }, losses: &losses) {
                    files.append(("\(folder)/\(fileName)", file.encoded(flavor: exchange.flavor)))
                }
            }
        case .gettext:
            for named in sorted {
                let table = Self.table(of: named.original)
                let folder = several ? table + "/" : ""
                let known = references[named.original] ?? [:]
                let exchange = GettextExchange(generator: "Phrasebook \(toolVersion)", references: { _, key in known[key] ?? [] })
                let (template, translations) = exchange.export(named, languages: languages, losses: &losses)
                files.append(("\(folder)\(table).pot", template.encoded()))
                for (language, file) in translations { files.append(("\(folder)\(language).po", file.encoded())) }
            }
        case .i18next:
            for named in sorted {
                let table = Self.table(of: named.original)
                for (language, file) in I18nextExchange(nested: nestsKeys).export(named, languages: languages, losses: &losses) {
                    files.append(("\(language)/\(table).json", file.encoded(nested: nestsKeys)))
                }
            }
        case .icu, .arb:
            let syntax: ICUMessageFile.Syntax = format == .arb ? .arb : .formatJS
            for named in sorted {
                let table = Self.table(of: named.original)
                let folder = several ? table + "/" : ""
                let naming = ResourceNaming(keys: named.catalog.strings.keys, catalog: named.original, kind: "ARB message",
                                            derive: ResourceNaming.dartName)
                if syntax == .arb { warnings += naming.collisions }
                for (language, file) in ICUExchange(syntax: syntax, plurals: plurals).export(
                    named, languages: languages, naming: { naming.nameOfKey[$0] ?? $0 }, losses: &losses) {
                    let name = syntax == .arb ? "app_\(language.replacingOccurrences(of: "-", with: "_")).arb" : "\(language).json"
                    files.append((folder + name, file.encoded()))
                }
            }
        case .tmx:
            for named in sorted {
                let document = try TranslationMemory.document(for: named, languages: languages, plurals: plurals,
                                                              toolVersion: toolVersion, losses: &losses)
                files.append(("\(Self.table(of: named.original)).tmx", document.encoded()))
            }
        }
        return InterchangeRendering(files: files, notCarried: losses, warnings: warnings)
    }
}
