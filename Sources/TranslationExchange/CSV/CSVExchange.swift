import Diagnostics
import StringCatalog

/// Spreadsheet exchange for small teams: one row per string (per device case or substitution), with the
/// plural cases of a row as `source.CATEGORY`/`target.CATEGORY` column pairs.
///
/// Columns: `catalog`, `key`, `variation` (`device.iphone`, `substitutions.COUNT`, empty for the string
/// itself), `comment`, `state` (the catalog state: `translated`, `needs_review`, `new`,
/// `machine_translated`), `source`, `target`, then the plural pairs in CLDR order. On import a non-empty
/// target cell is taken with the row's state (empty means `translated`); an empty cell changes nothing.
public enum CSVExchange {
    static let fixedColumns = ["catalog", "key", "variation", "comment", "state", "source", "target"]

    /// The rows for `language`, header first. Throws on unit-id collisions, as XLIFF export does.
    public static func export(_ catalogs: [NamedCatalog], language: String, plurals: PluralCategoryProvider) throws(ExportError) -> [[String]] {
        var warnings: [Diagnostic] = []
        var groups: [(catalog: String, unit: ExchangeUnit, plural: [PluralCategory: ExchangeUnit])] = []
        var categoriesUsed: Set<PluralCategory> = []
        for named in catalogs.sorted(by: { $0.original < $1.original }) {
            let units = try XLIFFExporter.sortedUnits(of: named, language: language, plurals: plurals, warnings: &warnings)
            var index: [String: Int] = [:]
            for unit in units {
                guard let category = unit.path.pluralCategory else {
                    groups.append((named.original, unit, [:]))
                    continue
                }
                let rowPath = UnitPath(Array(unit.path.components.dropLast()))
                let rowID = "\(unit.key)\u{0}\(rowPath.xcodeSuffix)"
                categoriesUsed.insert(category)
                if let existing = index[rowID] {
                    groups[existing].plural[category] = unit
                } else {
                    var row = unit
                    row.path = rowPath
                    index[rowID] = groups.count
                    groups.append((named.original, row, [category: unit]))
                }
            }
        }
        let categories = PluralCategory.allKnown.filter(categoriesUsed.contains)
        var rows = [fixedColumns + categories.flatMap { ["source.\($0)", "target.\($0)"] }]
        for group in groups {
            let isPlural = !group.plural.isEmpty
            let states = isPlural ? group.plural.values.compactMap(\.target?.state) : group.unit.target.map { [$0.state] } ?? []
            var row = [
                group.catalog, group.unit.key, group.unit.path.xcodeSuffix, group.unit.comment ?? "",
                weakest(states)?.rawValue ?? "",
                isPlural ? "" : group.unit.source ?? "", isPlural ? "" : group.unit.target?.value ?? "",
            ]
            for category in categories {
                row.append(group.plural[category]?.source ?? "")
                row.append(group.plural[category]?.target?.value ?? "")
            }
            rows.append(row)
        }
        return rows
    }

    /// The state that most needs attention, so a row reads as unfinished while any case is.
    static func weakest(_ states: [TranslationState]) -> TranslationState? {
        let order: [TranslationState] = [.new, .needsReview, .machineTranslated, .translated]
        return states.min { (order.firstIndex(of: $0) ?? -1) < (order.firstIndex(of: $1) ?? -1) }
    }

    /// What an export writes now, row by row, so that cells a translator left alone are told apart from edits.
    public struct Baseline: Sendable {
        fileprivate var rows: [String: [String: String]] = [:]

        /// The rows `export` writes for `catalogs` in `language`; empty when the catalogs cannot be exported.
        public init(_ catalogs: [NamedCatalog], language: String, plurals: PluralCategoryProvider) {
            guard let table = try? CSVExchange.export(catalogs, language: language, plurals: plurals), let header = table.first else { return }
            for row in table.dropFirst() {
                rows[Self.rowID(catalog: row[0], key: row[1], variation: row[2])] = Dictionary(uniqueKeysWithValues: zip(header, row))
            }
        }

        public init() {}

        fileprivate static func rowID(catalog: String, key: String, variation: String) -> String {
            "\(catalog)\u{0}\(key)\u{0}\(variation)"
        }
    }

    /// Incoming units per catalog path from decoded CSV records (header first).
    ///
    /// A cell whose text and row state are as `baseline` has them is left out, so an untouched sheet
    /// changes nothing; changing only a row's state (approving a row) applies it to every filled cell.
    public static func units(
        from records: [(line: Int, fields: [String])], file: String?, baseline: Baseline = Baseline()
    ) throws(CSVTable.ParseError) -> [String: [IncomingUnit]] {
        guard let header = records.first?.fields else { return [:] }
        var column: [String: Int] = [:]
        for (index, name) in header.enumerated() { column[name] = index }
        for required in ["key", "target"] where column[required] == nil {
            throw CSVTable.ParseError(line: 1, column: 1, message: "the header has no '\(required)' column")
        }
        var result: [String: [IncomingUnit]] = [:]
        for record in records.dropFirst() {
            func field(_ name: String) -> String? {
                guard let index = column[name], index < record.fields.count else { return nil }
                return record.fields[index]
            }
            if record.fields.count == 1 && record.fields[0].isEmpty { continue } // a blank line
            guard record.fields.count >= header.count else {
                throw CSVTable.ParseError(
                    line: record.line, column: 1,
                    message: "the row has \(record.fields.count) fields where the header has \(header.count); is the file cut short?")
            }
            guard let key = field("key") else { continue }
            let catalog = field("catalog") ?? ""
            let variation = field("variation") ?? ""
            let stateText = field("state") ?? ""
            let state = stateText.isEmpty ? TranslationState.translated : TranslationState(stateText)
            let base = variation.isEmpty ? key : key + XcodeUnitID.delimiter + variation
            let exported = baseline.rows[Baseline.rowID(catalog: catalog, key: key, variation: variation)]
            let stateUnchanged = exported?["state"] == stateText
            func unit(_ id: String, source: String?, target: String?, column: String) -> IncomingUnit? {
                guard let target, !target.isEmpty else { return nil }
                if stateUnchanged, exported?[column] == target { return nil }
                return IncomingUnit(id: id, source: source, target: target, state: state, rawState: nil, line: record.line)
            }
            if let plain = unit(base, source: field("source"), target: field("target"), column: "target") {
                result[catalog, default: []].append(plain)
            }
            for category in PluralCategory.allKnown {
                let id = (variation.isEmpty ? key + XcodeUnitID.delimiter : base + ".") + "plural.\(category)"
                if let pluralUnit = unit(id, source: field("source.\(category)"), target: field("target.\(category)"), column: "target.\(category)") {
                    result[catalog, default: []].append(pluralUnit)
                }
            }
        }
        return result
    }
}
