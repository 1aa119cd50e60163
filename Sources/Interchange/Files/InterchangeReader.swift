import Diagnostics
import Foundation
import StringCatalog
import TranslationExchange

/// Reads other platforms' files and finds the catalog and language each holds.
///
/// A file's format comes from its name (`.xml` Android resources, or Compose's under `composeResources`; `.po`
/// and `.pot`; `.arb`; `.tmx`; `.json` FormatJS when its messages have a `defaultMessage`, else i18next) unless
/// given. Its language from what the format says (`values-pt-rBR`, `Language:`, `@@locale`), else its folder or
/// file name when that is a language tag, else `language`. Its catalog from what the file says
/// (`X-Phrasebook-Catalog`), else a name that is the catalog's table (`strings_settings.xml`, the i18next
/// namespace `de/Settings.json`, a `Settings/` folder), else the only catalog, or `Localizable`.
public struct InterchangeReader: Sendable {
    public var format: InterchangeFormat?
    public var language: String?

    public init(format: InterchangeFormat? = nil, language: String? = nil) {
        self.format = format
        self.language = language
    }

    /// One file read, with the format it was read as.
    public struct Input: Sendable {
        public var url: URL
        /// The path reports show.
        public var path: String
        public var format: InterchangeFormat
        package var parsed: Parsed
    }

    package enum Parsed: Sendable {
        case android(AndroidResourceFile)
        case po(POFile, isTemplate: Bool)
        case i18next(I18nextFile)
        case icu(ICUMessageFile)
        case tmx(TMXDocument)
    }

    /// Every file of a known format at `url`, a file or a folder searched recursively (hidden files left out).
    public func read(_ url: URL, display: (URL) -> String) throws(InterchangeReadError) -> [Input] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw InterchangeReadError(path: display(url), message: "no such file or folder")
        }
        var urls: [URL] = [url]
        if isDirectory.boolValue {
            let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
                .compactMap { $0 as? URL } ?? []
            urls = found.filter { ["xml", "po", "pot", "json", "arb", "tmx"].contains($0.pathExtension.lowercased()) }
                .sorted { $0.path < $1.path }
            if urls.isEmpty { throw InterchangeReadError(path: display(url), message: "no Android, gettext, i18next, ICU, ARB or TMX files in this folder") }
        }
        var inputs: [Input] = []
        for file in urls {
            let path = display(file)
            let data: Data
            do { data = try SafeFile.read(file) } catch {
                throw InterchangeReadError(path: path, message: "cannot read: \(error.reason)")
            }
            guard let format = format ?? Self.format(of: file, data: data) else {
                if isDirectory.boolValue { continue }
                throw InterchangeReadError(path: path, message: "cannot tell the format from the name; pass --format")
            }
            inputs.append(Input(url: file, path: path, format: format, parsed: try Self.parse(data, path: path, format: format, url: file)))
        }
        return inputs
    }

    static func format(of url: URL, data: Data) -> InterchangeFormat? {
        switch url.pathExtension.lowercased() {
        case "xml": return url.pathComponents.contains("composeResources") ? .compose : .android
        case "po", "pot": return .gettext
        case "arb": return .arb
        case "tmx": return .tmx
        case "json":
            // FormatJS messages are objects with a defaultMessage; i18next values are strings or nested objects.
            let head = data.prefix(64 << 10)
            return head.range(of: Data("\"defaultMessage\"".utf8)) != nil ? .icu : .i18next
        default: return nil
        }
    }

    static func parse(_ data: Data, path: String, format: InterchangeFormat, url: URL) throws(InterchangeReadError) -> Parsed {
        switch format {
        case .android: return .android(try AndroidResourceFile.read(data, path: path, flavor: .aapt))
        case .compose: return .android(try AndroidResourceFile.read(data, path: path, flavor: .compose))
        case .gettext: return .po(try POFile.read(data, path: path), isTemplate: url.pathExtension.lowercased() == "pot")
        case .i18next: return .i18next(try I18nextFile.read(data, path: path))
        case .icu: return .icu(try ICUMessageFile.read(data, path: path, syntax: .formatJS))
        case .arb: return .icu(try ICUMessageFile.read(data, path: path, syntax: .arb))
        case .tmx: return .tmx(try TMXDocument.read(data, path: path))
        }
    }

    /// The messages of an input, each with the index of its catalog in `catalogs`; what cannot be placed is
    /// reported in `diagnostics`.
    package func importedFiles(_ input: Input, catalogs: [NamedCatalog], diagnostics: inout [Diagnostic]) throws(InterchangeReadError)
        -> [(catalog: Int, file: ImportedFile)] {
        let url = input.url
        let folder = url.deletingLastPathComponent().lastPathComponent
        let stem = url.deletingPathExtension().lastPathComponent
        func catalogIndex(named table: String?) -> Int? {
            if let table {
                if let exact = catalogs.firstIndex(where: { $0.original == table }) { return exact }
                let wanted = table.lowercased()
                if let found = catalogs.firstIndex(where: {
                    let own = InterchangeExporter.table(of: $0.original)
                    return own.lowercased() == wanted || ResourceNaming.androidName(own).lowercased() == wanted
                }) { return found }
            }
            if catalogs.count == 1 { return 0 }
            return catalogs.firstIndex { InterchangeExporter.table(of: $0.original) == "Localizable" }
        }
        func tag(_ name: String) -> String? {
            LanguageTagSyntax.tag(name).flatMap { LanguageTagSyntax.isKnownLanguage($0) ? $0 : nil }
        }
        func needsLanguage() -> InterchangeReadError {
            InterchangeReadError(path: input.path, message: "cannot tell the file's language from its name or content; pass --language")
        }
        func unknownCatalog(_ table: String?) {
            diagnostics.append(Diagnostic(ruleID: "unknown-catalog", severity: .error,
                message: "no catalog matches \(table.map { "'\($0)'" } ?? "this file"); its messages were not imported (pass --catalog)",
                file: input.path))
        }
        switch input.parsed {
        case .android(let file):
            let (isDefault, qualified) = AndroidQualifier.language(ofFolder: folder)
            let table: String? = stem == "strings" ? nil : (stem.hasPrefix("strings_") ? String(stem.dropFirst(8)) : stem)
            guard let index = catalogIndex(named: table) else { unknownCatalog(table); return [] }
            guard isDefault || qualified != nil else {
                diagnostics.append(Diagnostic(ruleID: "skipped-file", severity: .note,
                    message: "'\(folder)' is not a language folder (values, values-de, values-b+sr+Latn); skipped", file: input.path))
                return []
            }
            let language = qualified ?? catalogs[index].catalog.sourceLanguage
            let keys = catalogs[index].catalog.strings.keys
            let naming = ResourceNaming(keys: keys, catalog: "", kind: "resource", derive: ResourceNaming.androidName)
            let keyOfName = Dictionary(naming.nameOfKey.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            let imported = AndroidExchange(flavor: input.format == .compose ? .compose : .aapt)
                .importedFile(file, path: input.path, language: language, catalog: nil, keyOfName: keyOfName)
            return [(index, imported)]
        case .po(let po, let isTemplate):
            let table = po.headerField("X-Phrasebook-Catalog") ?? (isTemplate ? stem : (tag(stem) == nil ? stem : folder))
            guard let index = catalogIndex(named: table) else { unknownCatalog(table); return [] }
            let imported = try GettextExchange.importedFile(po, path: input.path, isTemplate: isTemplate,
                                                           language: language ?? tag(stem) ?? tag(folder),
                                                           sourceLanguage: catalogs[index].catalog.sourceLanguage)
            return [(index, imported)]
        case .i18next(let file):
            let language = tag(folder) ?? tag(stem) ?? self.language
            guard let language else { throw needsLanguage() }
            let table = tag(stem) == nil ? stem : nil
            guard let index = catalogIndex(named: table) else { unknownCatalog(table); return [] }
            let catalog = catalogs[index].catalog
            return [(index, I18nextExchange.importedFile(file, path: input.path, language: language, catalog: nil,
                                                         hasKey: { catalog.strings[$0] != nil }))]
        case .icu(let file):
            let fromName = file.syntax == .arb ? stem.split(separator: "_", maxSplits: 1).last.map(String.init).flatMap(tag) : tag(stem)
            guard let language = file.locale.flatMap(tag) ?? fromName ?? self.language else { throw needsLanguage() }
            let table = tag(folder) == nil ? folder : nil
            guard let index = catalogIndex(named: table) else { unknownCatalog(table); return [] }
            var keyOfName: [String: String] = [:]
            if file.syntax == .arb {
                let naming = ResourceNaming(keys: catalogs[index].catalog.strings.keys, catalog: "", kind: "ARB message", derive: ResourceNaming.dartName)
                keyOfName = Dictionary(naming.nameOfKey.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            }
            return [(index, ICUExchange.importedFile(file, path: input.path, language: language, catalog: nil, keyOfName: keyOfName))]
        case .tmx(let document):
            guard let index = catalogIndex(named: stem) else { unknownCatalog(stem); return [] }
            return TranslationMemory.importedFiles(document, path: input.path, sourceLanguage: catalogs[index].catalog.sourceLanguage)
                .map { (index, $0) }
        }
    }

    /// The applier for a format: how it spells specifiers and which states survive it.
    package static func applier(for format: InterchangeFormat) -> InterchangeApplier {
        switch format {
        case .android, .compose: InterchangeApplier(syntax: .java)
        case .gettext: InterchangeApplier(syntax: .printf, stateAfterRoundTrip: GettextExchange.stateAfterRoundTrip)
        case .i18next, .icu, .arb: InterchangeApplier(syntax: .positional)
        case .tmx: InterchangeApplier(syntax: .printf)
        }
    }
}
