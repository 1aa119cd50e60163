import Foundation
import StringCatalog

// SEAM: reading catalog files. The catalog-io helper's `StringCatalog(contentsOf:)` reads `.xcstrings`
// and the legacy helper's readers read `.strings`/`.stringsdict`; when they land on main these functions
// call them. Until then a file cannot be loaded and the error says so.

enum CatalogFileReader {
    static func readStringCatalog(at url: URL) throws -> StringCatalog {
        throw LocalizationTableError.unsupportedFormat(path: url.path, reason: "the .xcstrings reader has not landed yet")
    }

    /// Reads a legacy `.lproj` folder (`Localizable.strings` + `Localizable.stringsdict` per language).
    static func readLegacyTable(named name: String, lprojFolders: [URL], sourceLanguage: String) throws -> StringCatalog {
        throw LocalizationTableError.unsupportedFormat(
            path: lprojFolders.first?.path ?? name, reason: "the .strings/.stringsdict readers have not landed yet")
    }
}
