import Foundation
import Diagnostics
import StringCatalog

/// Finds the catalog leaf an incoming unit id names.
///
/// An id names every (key, path) whose unit id an export of the catalog for the language writes, else every
/// plural case the language does not use yet, so exact keys that merely look like variation paths
/// (`a|==|plural.one`) resolve to themselves and two leaves claiming one id are detected, not guessed. Ids of
/// substitutions the catalog does not have yet are parsed against the catalog's keys.
///
/// Only a key followed by `|==|` can write an id other than itself, so an id without the delimiter is looked
/// up as a key; the units of a key are listed only when an id's prefix names it, once per key.
package struct UnitAddressBook {
    package typealias EntryIndex = Dictionary<String, CatalogEntry>.Index

    package struct Address: Hashable {
        package var key: String
        package var path: UnitPath
        /// Where the key's entry is in the catalog's `strings`.
        var entry: EntryIndex

        package init(key: String, path: UnitPath, entry: EntryIndex) {
            self.key = key
            self.path = path
            self.entry = entry
        }
    }

    package enum Resolution: Equatable {
        case found(Address)
        case ambiguous([Address])
        case unknown
    }

    /// The unit ids of one key: those an export for this language writes, then the plural cases the language
    /// does not use yet, which a translator may add.
    private struct KeyUnits {
        var exported: [(id: String, path: UnitPath)]
        var possible: [(id: String, path: UnitPath)]
    }

    private let catalog: StringCatalog
    private let lister: CatalogUnits
    private let everyCategory: CatalogUnits
    private var unitsByKey: [String: KeyUnits] = [:]

    package init(catalog: StringCatalog, language: String, plurals: PluralCategoryProvider) {
        self.catalog = catalog
        lister = CatalogUnits(catalog: catalog, targetLanguage: language, plurals: plurals)
        var everyCategory = lister
        everyCategory.offersEveryPluralCategory = true
        self.everyCategory = everyCategory
    }

    package mutating func resolve(_ id: String) -> Resolution {
        let delimiters = Self.delimiterOffsets(in: id)
        let whole = catalog.strings.index(forKey: id)
        if delimiters.isEmpty {
            guard let whole else { return .unknown }
            return .found(Address(key: catalog.strings.keys[whole], path: .root, entry: whole))
        }
        var exported: [Address] = []
        var possible: [Address] = []
        if let whole { exported.append(Address(key: catalog.strings.keys[whole], path: .root, entry: whole)) }
        for offset in delimiters {
            let prefix = String(Substring(id.utf8.prefix(offset)))
            guard let entry = catalog.strings.index(forKey: prefix) else { continue }
            let key = catalog.strings.keys[entry]
            let units = units(of: key, at: entry)
            for unit in units.exported where unit.id == id { exported.append(Address(key: key, path: unit.path, entry: entry)) }
            for unit in units.possible where unit.id == id { possible.append(Address(key: key, path: unit.path, entry: entry)) }
        }
        for known in [exported, possible] where !known.isEmpty {
            return known.count == 1 ? .found(known[0]) : .ambiguous(known.sorted { $0.key < $1.key })
        }
        var candidates: [Address] = []
        var searchStart = id.startIndex
        while let range = id.range(of: XcodeUnitID.delimiter, range: searchStart..<id.endIndex) {
            if let entry = catalog.strings.index(forKey: String(id[..<range.lowerBound])),
               let path = Self.parseSubstitutionSuffix(id[range.upperBound...]) {
                candidates.append(Address(key: catalog.strings.keys[entry], path: path, entry: entry))
            }
            searchStart = range.upperBound
        }
        switch candidates.count {
        case 0: return .unknown
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
    }

    /// The key's unit ids, listed the first time they are asked for.
    private mutating func units(of key: String, at entry: EntryIndex) -> KeyUnits {
        if let known = unitsByKey[key] { return known }
        var ignored: [Diagnostic] = []
        let value = catalog.strings.values[entry]
        var paths: Set<UnitPath> = [.root]
        for unit in lister.units(ofKey: key, entry: value, warnings: &ignored, texts: false) { paths.insert(unit.path) }
        var units = KeyUnits(exported: paths.map { ($0.unitID(key: key), $0) }, possible: [])
        for unit in everyCategory.units(ofKey: key, entry: value, warnings: &ignored, texts: false) where !paths.contains(unit.path) {
            units.possible.append((unit.id, unit.path))
        }
        unitsByKey[key] = units
        return units
    }

    /// Byte offsets of every `|==|` in `id`, overlapping ones included.
    /// The catalog key a unit id starts with, before one of its `|==|` delimiters (the longest first): the key
    /// whose variations an id that resolves to nothing was meant for.
    package func key(prefixing id: String) -> String? {
        for offset in Self.delimiterOffsets(in: id).reversed() {
            let prefix = String(Substring(id.utf8.prefix(offset)))
            if catalog.strings[prefix] != nil { return prefix }
        }
        return nil
    }

    private static func delimiterOffsets(in id: String) -> [Int] {
        var offsets: [Int] = []
        var id = id
        id.withUTF8 { bytes in
            guard bytes.count >= 4 else { return }
            for offset in 0...(bytes.count - 4) where bytes[offset] == UInt8(ascii: "|") && bytes[offset + 1] == UInt8(ascii: "=")
                && bytes[offset + 2] == UInt8(ascii: "=") && bytes[offset + 3] == UInt8(ascii: "|") {
                offsets.append(offset)
            }
        }
        return offsets
    }

    /// `substitutions.NAME.plural.CATEGORY`, NAME wrapped in `@` when it contains a dot.
    static func parseSubstitutionSuffix(_ suffix: Substring) -> UnitPath? {
        let prefix = "substitutions."
        guard suffix.hasPrefix(prefix), let pluralRange = suffix.range(of: ".plural.", options: .backwards) else { return nil }
        var name = suffix[suffix.index(suffix.startIndex, offsetBy: prefix.count)..<pluralRange.lowerBound]
        let category = PluralCategory(String(suffix[pluralRange.upperBound...]))
        guard PluralCategory.allKnown.contains(category), !name.isEmpty else { return nil }
        if name.count >= 2, name.first == "@", name.last == "@" {
            name = name.dropFirst().dropLast()
        }
        return UnitPath([.substitution(String(name)), .plural(category)])
    }
}
