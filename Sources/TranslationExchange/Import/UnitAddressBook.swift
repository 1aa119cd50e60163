import Foundation
import Diagnostics
import StringCatalog

/// Finds the catalog leaf an incoming unit id names.
///
/// The book holds every id an export of the catalog produces for the language, then the ids of plural
/// categories the language does not use yet, so exact keys that merely look like variation paths
/// (`a|==|plural.one`) resolve to themselves and two leaves claiming one id are detected, not guessed. Ids of substitutions the
/// catalog does not have yet are parsed against the catalog's keys.
struct UnitAddressBook {
    struct Address: Hashable {
        var key: String
        var path: UnitPath
    }

    enum Resolution: Equatable {
        case found(Address)
        case ambiguous([Address])
        case unknown
    }

    /// Ids an export for this language writes, which come first.
    private var exported: [String: [Address]] = [:]
    /// Ids of plural cases the language does not use yet, which a translator may add.
    private var possible: [String: [Address]] = [:]
    private let keys: Set<String>

    init(catalog: StringCatalog, language: String, plurals: PluralCategoryProvider) {
        let lister = CatalogUnits(catalog: catalog, targetLanguage: language, plurals: plurals)
        var everyCategory = lister
        everyCategory.offersEveryPluralCategory = true
        var ignored: [Diagnostic] = []
        for (key, entry) in catalog.strings {
            var paths: Set<UnitPath> = [.root]
            for unit in lister.units(ofKey: key, entry: entry, warnings: &ignored, texts: false) { paths.insert(unit.path) }
            for path in paths {
                exported[path.unitID(key: key), default: []].append(Address(key: key, path: path))
            }
            for unit in everyCategory.units(ofKey: key, entry: entry, warnings: &ignored, texts: false) where !paths.contains(unit.path) {
                possible[unit.id, default: []].append(Address(key: key, path: unit.path))
            }
        }
        keys = Set(catalog.strings.keys)
    }

    func resolve(_ id: String) -> Resolution {
        for table in [exported, possible] {
            if let known = table[id] {
                return known.count == 1 ? .found(known[0]) : .ambiguous(known.sorted { $0.key < $1.key })
            }
        }
        var candidates: [Address] = []
        var searchStart = id.startIndex
        while let range = id.range(of: XcodeUnitID.delimiter, range: searchStart..<id.endIndex) {
            let key = String(id[..<range.lowerBound])
            if keys.contains(key), let path = Self.parseSubstitutionSuffix(id[range.upperBound...]) {
                candidates.append(Address(key: key, path: path))
            }
            searchStart = range.upperBound
        }
        switch candidates.count {
        case 0: return .unknown
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
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
