import Foundation
import ProjectConfiguration
import StringCatalog

/// Translations accepted and not yet on disk, written catalog by catalog with `SafeFile`: each file is locked,
/// read as it is now, changed only where a unit is still as the run found it, and replaced atomically in
/// Xcode's form. A run stopped at any point leaves every catalog valid, with every flushed unit in it.
struct CatalogUpdates {
    /// One accepted unit.
    struct Update {
        var unit: PlannedUnit
        var localization: Localization
    }

    private var pending: [Int: [Update]] = [:]
    var isEmpty: Bool { pending.isEmpty }

    mutating func add(_ unit: PlannedUnit, _ localization: Localization) {
        pending[unit.catalog, default: []].append(Update(unit: unit, localization: localization))
    }

    /// Writes every pending unit. Returns the units written and those left because the file changed them
    /// meanwhile (another editor, a `git pull`); throws when a file can't be read or written, leaving it as it was.
    mutating func flush(to catalogs: [ProjectCatalog]) throws -> (written: [PlannedUnit], conflicts: [UnitNote]) {
        var written: [PlannedUnit] = []
        var conflicts: [UnitNote] = []
        for index in pending.keys.sorted() {
            let updates = pending[index]!
            let catalog = catalogs[index]
            var landed: [PlannedUnit] = []
            var changed: [UnitNote] = []
            try SafeFile.updateExisting(catalog.url) { data in
                landed.removeAll()
                changed.removeAll()
                var onDisk = try StringCatalog.read(data: data, path: catalog.path).catalog
                for update in updates {
                    let unit = update.unit
                    guard var entry = onDisk.strings[unit.key], entry.localizations[unit.language] == unit.existing else {
                        changed.append(UnitNote(
                            catalogPath: catalog.path, key: unit.key, language: unit.language,
                            reason: "changed on disk during the run (another editor, git): left as it is now"))
                        continue
                    }
                    entry.localizations[unit.language] = update.localization
                    onDisk.strings[unit.key] = entry
                    landed.append(unit)
                }
                guard !landed.isEmpty else { return nil }
                // As Xcode 27 does after an edit that records a machine translation: the version that has the state.
                let addsMachineTranslation = updates.contains { update in
                    update.localization.textsByPath.values.contains { $0.state == .machineTranslated }
                }
                onDisk.version = CatalogFormatVersion.afterEdit(of: onDisk, addingMachineTranslation: addsMachineTranslation)
                return onDisk.encoded()
            }
            written += landed
            conflicts += changed
            pending[index] = nil
        }
        return (written, conflicts)
    }
}
