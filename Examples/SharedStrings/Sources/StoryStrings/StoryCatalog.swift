import Foundation
import Phrasebook

/// The tables of this module's catalog, for the app's `Localizer`; the keys themselves are reached through
/// the accessors the PhrasebookGenerate plugin writes at build time (`L10n.heroesAreWaiting(3)`).
public enum StoryCatalog {
    public static func tables() throws -> [LocalizationTable] {
        try LocalizationTable.tables(in: .module)
    }
}
