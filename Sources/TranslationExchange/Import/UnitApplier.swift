import Diagnostics
import StringCatalog

/// Applies translations to one catalog for one language with Xcode's import rules, and never drops or
/// overwrites anything it was not given.
///
/// - A finished target (any state but `new`/`needs-*`) replaces the leaf's text and becomes `translated`
///   (`machine_translated` with the `leveraged-mt` qualifier); an empty finished target clears the text.
/// - Unfinished targets and units without a target change nothing. Xcode also adds a plural case with no
///   target, in a language the catalog already has, as `new` with the source text; that is opt-in
///   (`addsMissingPluralCases`) because it shows source text to users of the translated app.
/// - A unit left exactly as exported keeps the catalog's state, so an untouched round trip changes nothing.
/// - Positional placeholders Xcode exported are turned back: `%1$#@NAME@` → `%#@NAME@`, and `%1$lld` →
///   `%arg` inside substitution cases; new substitutions take their argument from the source or from the
///   translation itself; a substitution imported without its parent string gets the source's as `new`.
/// - Units whose id names no leaf, or more than one, are reported with their line and left alone.
package struct UnitApplier {
    var plurals: PluralCategoryProvider
    var addsMissingPluralCases = false

    func apply(
        _ units: [IncomingUnit], language: String, to catalog: inout StringCatalog, file: String?
    ) -> ImportReport {
        var report = ImportReport()
        let groups = place(units, language: language, in: catalog, file: file, report: &report)
        let languageWasPresent = addsMissingPluralCases && catalog.strings.values.contains { $0.localizations[language] != nil }
        var setMachineTranslation = false
        for placed in groups {
            let key = placed.key
            var entry = catalog.strings.values[placed.entry]
            var localization = entry.localizations[language] ?? Localization()
            let source = entry.localizations[catalog.sourceLanguage]
            // Substitution cases first (in their order, as a stable sort would), so the parent string can be
            // normalised against their arguments.
            var group = placed.units
            if group.count > 1, group.contains(where: { $0.0.substitutionName != nil }) {
                group = group.filter { $0.0.substitutionName != nil } + group.filter { $0.0.substitutionName == nil }
            }
            var touchedSubstitutions = false
            // Whether `localization` was written to; untouched, it still equals the entry's own.
            var modified = false
            for (path, unit) in group {
                guard let text = unit.target else {
                    report.withoutTarget += 1
                    if addsMissingPluralCases, languageWasPresent, path.pluralCategory != nil, path.substitutionName == nil,
                       CatalogUnits.leaf(localization, path: path) == nil, let sourceText = unit.source {
                        let value = SubstitutionPlaceholders.importReferences(sourceText, substitutions: localization.substitutions ?? source?.substitutions)
                        Self.set(StringUnit(state: .new, value: value), at: path, in: &localization)
                        modified = true
                        report.addedNew += 1
                    }
                    continue
                }
                guard let offeredState = unit.state else {
                    report.skippedUnfinished += 1
                    continue
                }
                var value = text
                if let name = path.substitutionName {
                    if localization.substitutions?[name] == nil {
                        guard let made = Self.newSubstitution(named: name, source: source, localization: localization,
                                                              siblings: group.map(\.1), leaf: text) else {
                            report.diagnostics.append(diagnostic("unknown-unit", .warning, unit, file,
                                "cannot tell which argument substitution '\(name)' of '\(key)' formats; not imported"))
                            continue
                        }
                        localization.substitutions = (localization.substitutions ?? [:]).merging([name: made]) { $1 }
                        modified = true
                    }
                    value = SubstitutionPlaceholders.importArgument(value, substitution: localization.substitutions?[name])
                } else if value.utf8.contains(UInt8(ascii: "$")) {
                    let known = (source?.substitutions ?? [:]).merging(localization.substitutions ?? [:]) { $1 }
                    value = SubstitutionPlaceholders.importReferences(value, substitutions: known)
                }
                let existing = CatalogUnits.leaf(localization, path: path)
                var state = offeredState
                if let existing, unit.isUntouchedExport(of: existing, exportedText: Self.exportedText(of: existing, at: path, in: localization)) {
                    // The translator left this unit as exported: keep the catalog's own state (even one XLIFF
                    // cannot name) rather than promoting it to `translated`.
                    state = existing.state
                }
                if existing?.value == value, existing?.state == state {
                    report.unchanged += 1
                    continue
                }
                var updated = existing ?? StringUnit(state: state, value: value)
                updated.value = value
                updated.state = state
                Self.set(updated, at: path, in: &localization)
                modified = true
                report.changed += 1
                if path.substitutionName != nil { touchedSubstitutions = true }
                if state == .machineTranslated { setMachineTranslation = true }
            }
            if touchedSubstitutions, localization.stringUnit == nil, localization.variations?.isEmpty ?? true,
               let parent = source.flatMap({ CatalogUnits.resolveSource($0, path: .root) }) {
                // A substitution needs its parent string; start from the source's, marked untranslated.
                localization.stringUnit = StringUnit(state: .new, value: parent.value)
                modified = true
                report.addedNew += 1
            }
            guard modified else { continue }
            let isEmpty = localization == Localization()
            if entry.localizations[language] != localization, !(isEmpty && entry.localizations[language] == nil) {
                entry.localizations[language] = localization
                catalog.strings.values[placed.entry] = entry
            }
        }
        if report.changed + report.addedNew > 0 {
            catalog.version = CatalogFormatVersion.afterEdit(of: catalog, addingMachineTranslation: setMachineTranslation)
        }
        return report
    }

    /// The units of one catalog entry, in the order the entries first appear among the units.
    struct PlacedGroup {
        var key: String
        var entry: UnitAddressBook.EntryIndex
        var units: [(UnitPath, IncomingUnit)]
    }

    /// Resolves each unit's id to its entry and path, reporting repeated, ambiguous and unknown ids.
    private func place(
        _ units: [IncomingUnit], language: String, in catalog: StringCatalog, file: String?, report: inout ImportReport
    ) -> [PlacedGroup] {
        var book = UnitAddressBook(catalog: catalog, language: language, plurals: plurals)
        var groups: [PlacedGroup] = []
        var groupOfEntry: [UnitAddressBook.EntryIndex: Int] = [:]
        // Line of the last unit with each id that resolved to no single leaf; a repeated id that did is found
        // in its entry's group, since an id always resolves alike.
        var unplacedLines: [String: Int] = [:]
        for unit in units {
            let resolution = book.resolve(unit.id)
            var previousLine: Int?
            var group: Int?
            if case .found(let address) = resolution {
                group = groups.last?.entry == address.entry ? groups.count - 1 : groupOfEntry[address.entry]
                if let group, let previous = groups[group].units.last(where: { $0.1.id == unit.id }) {
                    previousLine = previous.1.line ?? 0
                }
            } else {
                previousLine = unplacedLines.updateValue(unit.line ?? 0, forKey: unit.id)
            }
            if let previousLine {
                report.diagnostics.append(diagnostic("duplicate-unit", .warning, unit, file,
                    "unit '\(unit.id)' appears again (first at line \(previousLine)); the later one is used"))
            }
            switch resolution {
            case .found(let address):
                if let group {
                    groups[group].units.append((address.path, unit))
                } else {
                    groupOfEntry[address.entry] = groups.count
                    groups.append(PlacedGroup(key: address.key, entry: address.entry, units: [(address.path, unit)]))
                }
            case .ambiguous(let addresses):
                let names = addresses.map { "'\($0.key)' (\($0.path))" }.joined(separator: " and ")
                report.diagnostics.append(diagnostic("ambiguous-unit", .error, unit, file,
                    "unit id '\(unit.id)' could mean \(names); not imported"))
            case .unknown:
                report.diagnostics.append(diagnostic("unknown-unit", .warning, unit, file,
                    "no catalog key or variation matches unit id '\(unit.id)'; not imported"))
            }
        }
        return groups
    }

    /// The text an export writes for `unit` at `path`.
    static func exportedText(of unit: StringUnit, at path: UnitPath, in localization: Localization) -> String {
        if let name = path.substitutionName {
            return SubstitutionPlaceholders.exportArgument(unit.value, substitution: localization.substitutions?[name])
        }
        return SubstitutionPlaceholders.exportReferences(unit.value, substitutions: localization.substitutions)
    }

    /// A substitution for `name`, with the source's argument where the source has it, else the argument
    /// named by the translated parent (`%2$#@NAME@`) and the specifier the case text uses for it.
    static func newSubstitution(
        named name: String, source: Localization?, localization: Localization, siblings: [IncomingUnit], leaf: String
    ) -> Substitution? {
        if let known = source?.substitutions?[name] {
            return Substitution(argNum: known.argNum, formatSpecifier: known.formatSpecifier, unknownFields: known.unknownFields)
        }
        let parentTexts = siblings.compactMap(\.target) + [localization.stringUnit?.value].compactMap { $0 }
        let position = parentTexts.lazy.compactMap { text in
            SubstitutionPlaceholders.references(in: text).first { $0.name == name }?.position
        }.first
        guard let position,
              let specifier = FormatString.parse(leaf, isSubstitutionVariation: true).specifiers
                .first(where: { $0.position == position && $0.kind == .conversion })?.bareSpecifier
        else { return nil }
        return Substitution(argNum: position, formatSpecifier: specifier)
    }

    /// Writes `unit` at `path`, creating the variation or substitution levels on the way.
    package static func set(_ unit: StringUnit, at path: UnitPath, in localization: inout Localization) {
        set(unit, components: path.components[...], in: &localization)
    }

    private static func set(_ unit: StringUnit, components: ArraySlice<UnitPath.Component>, in node: inout Localization) {
        guard let first = components.first else {
            node.stringUnit = unit
            return
        }
        let rest = components.dropFirst()
        switch first {
        case .device(let kind):
            var variations = node.variations ?? Variations()
            var child = variations.device?[kind] ?? Localization()
            set(unit, components: rest, in: &child)
            variations.device = (variations.device ?? [:]).merging([kind: child]) { $1 }
            node.variations = variations
        case .plural(let category):
            var variations = node.variations ?? Variations()
            var child = variations.plural?[category] ?? Localization()
            set(unit, components: rest, in: &child)
            variations.plural = (variations.plural ?? [:]).merging([category: child]) { $1 }
            node.variations = variations
        case .substitution(let name):
            var substitution = node.substitutions?[name] ?? Substitution()
            var holder = Localization(variations: substitution.variations)
            set(unit, components: rest, in: &holder)
            substitution.variations = holder.variations
            node.substitutions = (node.substitutions ?? [:]).merging([name: substitution]) { $1 }
        }
    }

    private func diagnostic(_ rule: RuleID, _ severity: Severity, _ unit: IncomingUnit, _ file: String?, _ message: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, message: message, file: file, line: unit.line, column: unit.line == nil ? nil : 7)
    }
}
