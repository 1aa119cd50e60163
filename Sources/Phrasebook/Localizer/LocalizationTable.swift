import Foundation
import StringCatalog

/// One table of localized strings (`Localizable`, `InfoPlist`, …): a String Catalog, read from an
/// `.xcstrings` file, from legacy `.lproj` folders, or built in code.
public struct LocalizationTable: Sendable {
    /// The table name lookups use (`Localizable`).
    public var name: String
    public var catalog: StringCatalog

    public init(name: String = "Localizable", catalog: StringCatalog) {
        self.name = name
        self.catalog = catalog
    }

    /// Reads an `.xcstrings` file; the table is named after the file (`Localizable.xcstrings` → `Localizable`).
    public init(contentsOf url: URL, name: String? = nil) throws {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.catalog = try StringCatalog(contentsOf: url)
    }

    /// Every table in a bundle's resources: each `.xcstrings` file, and each legacy table found in its
    /// `.lproj` folders (`fr.lproj/Localizable.strings`, `.stringsdict`). `sourceLanguage` names the
    /// language legacy tables are written in.
    public static func tables(in bundle: Bundle, sourceLanguage: String = "en") throws -> [LocalizationTable] {
        guard let resources = bundle.resourceURL else { return [] }
        return try tables(inDirectory: resources, sourceLanguage: sourceLanguage)
    }

    /// Every table in a resources folder, as `tables(in:)` finds them in a bundle.
    public static func tables(inDirectory directory: URL, sourceLanguage: String = "en") throws -> [LocalizationTable] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        var tables: [LocalizationTable] = []
        var catalogNames: Set<String> = []
        for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where file.pathExtension == "xcstrings" {
            let table = try LocalizationTable(contentsOf: file)
            catalogNames.insert(table.name)
            tables.append(table)
        }
        let legacyNames = files.contains { $0.pathExtension == "lproj" } ? try LegacyTable.tableNames(in: directory) : []
        for name in legacyNames where !catalogNames.contains(name) {
            let legacy = try LegacyTable.read(tableNamed: name, in: directory)
            let catalog = StringCatalog.migrating(legacy, sourceLanguage: sourceLanguage).catalog
            tables.append(LocalizationTable(name: name, catalog: catalog))
        }
        return tables
    }
}
