import Foundation
import StringCatalog

/// Compiling catalogs to `.lproj` tables and migrating tables to catalogs, on disk; the conversions
/// themselves are `StringCatalog.legacyTables(options:)` and `StringCatalog.migrating(_:sourceLanguage:)`.
public enum LegacyConversion {
    /// Writes `LANG.lproj/TABLE.strings` and `.stringsdict` for every language of the catalog at `catalogURL`,
    /// TABLE being the catalog's file name, as `xcstringstool compile` does.
    /// - Throws: `InvalidLanguageTag` when a language of the catalog is not a well-formed tag (nothing is
    ///   written), `FileAccessError` when a file would lie outside `directory`.
    public static func compile(
        catalogAt catalogURL: URL, into directory: URL, options: LegacyCompileOptions = LegacyCompileOptions()
    ) throws -> (files: [URL], issues: [LegacyConversionIssue]) {
        let catalog = try StringCatalog(contentsOf: catalogURL)
        let table = catalogURL.deletingPathExtension().lastPathComponent
        let compilation = catalog.legacyTables(options: options)
        // Every language becomes a folder name: one that is not a tag refuses the whole run before anything is written.
        for languageTable in compilation.tables {
            try InvalidLanguageTag.check(languageTable.language, from: catalogURL.relativePath)
        }
        var files: [URL] = []
        for languageTable in compilation.tables {
            files += try languageTable.write(tableNamed: table, to: directory)
        }
        return (files, compilation.issues)
    }

    /// One migrated table.
    public struct Migrated: Sendable {
        public var table: String
        public var catalog: StringCatalog
        public var issues: [LegacyConversionIssue]
    }

    /// Reads every table of the `.lproj` folders in `directory` and converts each to one catalog.
    public static func migrate(directory: URL, sourceLanguage: String) throws -> [Migrated] {
        try LegacyTable.tableNames(in: directory).map { table in
            let migration = StringCatalog.migrating(try LegacyTable.read(tableNamed: table, in: directory), sourceLanguage: sourceLanguage)
            return Migrated(table: table, catalog: migration.catalog, issues: migration.issues)
        }
    }
}
