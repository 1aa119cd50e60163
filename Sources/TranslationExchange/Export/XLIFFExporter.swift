import Diagnostics
import Foundation
import StringCatalog

/// A catalog to exchange, named by the path Xcode records as the XLIFF file's `original`.
public struct NamedCatalog: Sendable, Hashable {
    /// The project-relative path (`Localizable.xcstrings`, `Sources/App/Settings.xcstrings`).
    public var original: String
    public var catalog: StringCatalog

    public init(original: String, catalog: StringCatalog) {
        self.original = original
        self.catalog = catalog
    }
}

/// Turns string catalogs into Xcode's XLIFF for one target language.
public struct XLIFFExporter: Sendable {
    public var plurals: PluralCategoryProvider
    /// The header's tool; `XLIFFTool.phrasebook(version:)` by default.
    public var tool: XLIFFTool
    /// Keys whose translation in the exported language is the source text copied, by catalog `original`: their
    /// copied texts go out as `needs-translation` instead of Xcode's `translated`, so a vendor translates them
    /// rather than skipping them as done. Empty: Xcode's states exactly.
    public var copiedKeys: [String: Set<String>]

    public init(plurals: PluralCategoryProvider, tool: XLIFFTool, copiedKeys: [String: Set<String>] = [:]) {
        self.plurals = plurals
        self.tool = tool
        self.copiedKeys = copiedKeys
    }

    /// The result of an export: the document and what could not be exported whole.
    public struct Result: Sendable {
        public var document: XLIFFDocument
        public var warnings: [Diagnostic]
    }

    /// One `<file>` per catalog (ordered by `original`), one unit per leaf ordered by id.
    ///
    /// Entries marked "don't translate" (`shouldTranslate: false`) are left out, as Xcode leaves them out.
    /// Throws `ExportError.unitIDCollision` rather than writing a file whose ids are ambiguous.
    public func export(_ catalogs: [NamedCatalog], language: String) throws(ExportError) -> Result {
        var warnings: [Diagnostic] = []
        var files: [XLIFFFile] = []
        var seen: Set<String> = []
        for named in catalogs.sorted(by: { $0.original < $1.original }) {
            guard seen.insert(named.original).inserted else { throw .duplicateCatalog(named.original) }
            let units = try Self.sortedUnits(of: named, language: language, plurals: plurals, warnings: &warnings)
            let copied = copiedKeys[named.original] ?? []
            var xliffUnits: [XLIFFUnit] = []
            xliffUnits.reserveCapacity(units.count)
            for unit in units {
                if let bad = [unit.id, unit.source ?? "", unit.target?.value ?? "", unit.comment ?? ""]
                    .lazy.compactMap(XMLEscaping.firstUnrepresentableScalar).first {
                    warnings.append(Diagnostic(
                        ruleID: "unrepresentable-character", severity: .warning,
                        message: "'\(unit.key)' contains U+\(String(bad.value, radix: 16, uppercase: true)), which XML cannot carry; unit \(unit.path) not exported",
                        file: named.original, language: language, key: unit.key))
                    continue
                }
                var xliffUnit = Self.xliffUnit(unit)
                if copied.contains(unit.key), let target = xliffUnit.target, target.state == "translated",
                   target.value.trimmingCharacters(in: .whitespacesAndNewlines)
                    == unit.source?.trimmingCharacters(in: .whitespacesAndNewlines) {
                    xliffUnit.target = XLIFFTarget(value: target.value, state: "needs-translation")
                }
                xliffUnits.append(xliffUnit)
            }
            files.append(XLIFFFile(
                original: named.original, sourceLanguage: named.catalog.sourceLanguage, targetLanguage: language,
                tool: tool, units: xliffUnits))
        }
        for index in warnings.indices where warnings[index].file == nil {
            warnings[index].file = catalogs.first { $0.catalog.strings[warnings[index].key ?? ""] != nil }?.original
        }
        return Result(document: XLIFFDocument(files: files), warnings: warnings)
    }

    /// Every unit of one catalog for `language`, ordered by unit id, refusing colliding ids.
    package static func sortedUnits(
        of named: NamedCatalog, language: String, plurals: PluralCategoryProvider, warnings: inout [Diagnostic]
    ) throws(ExportError) -> [ExchangeUnit] {
        let lister = CatalogUnits(catalog: named.catalog, targetLanguage: language, plurals: plurals)
        var units: [ExchangeUnit] = []
        units.reserveCapacity(named.catalog.strings.count)
        for (key, entry) in named.catalog.strings where entry.shouldTranslate != false {
            units.append(contentsOf: lister.units(ofKey: key, entry: entry, warnings: &warnings))
        }
        units.sort { $0.id < $1.id }
        for index in units.indices.dropFirst() where units[index].id == units[index - 1].id {
            let (first, second) = [units[index - 1].key, units[index].key].sorted().pair
            throw .unitIDCollision(catalog: named.original, id: units[index].id, firstKey: first, secondKey: second)
        }
        return units
    }

    static func xliffUnit(_ unit: ExchangeUnit) -> XLIFFUnit {
        XLIFFUnit(
            id: unit.id, source: unit.source,
            target: unit.target.map { XLIFFStates.target(for: $0) },
            notes: [XLIFFNote(text: unit.comment, from: unit.isCommentAutoGenerated ? "auto-generated" : nil)])
    }
}

private extension Array {
    var pair: (Element, Element) { (self[0], self[1]) }
}
