import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog

/// The catalogs one extraction run would write: each table's catalog synchronized with the strings
/// found for it. Computed fully before anything is written, so a bad catalog stops the run untouched.
///
/// Which catalog a string goes to: the catalog of its table (`TABLE.xcstrings`); where a project has
/// several catalogs of one table (an app and its widget each with a `Localizable.xcstrings`), the one
/// nearest the source file. A table with no catalog yet gets one in the first catalog folder; with no
/// folder to put it in, its strings are reported as skipped. Catalogs of tables no code uses are left
/// alone (`InfoPlist`, storyboards' tables, tables used dynamically), except `Localizable`, the default
/// table, and catalogs named as files on the command line: their keys no longer used become stale.
public struct CatalogUpdatePlan: Sendable {
    /// One catalog file of the plan.
    public struct File: Sendable {
        public var url: URL
        /// The file's path as messages show it.
        public var path: String
        public var table: String
        public var catalog: StringCatalog
        public var changes: [CatalogChange]
        /// Whether the file does not exist yet.
        public var isNew: Bool
        /// The bytes the plan was made from (`nil` for a new file), so `write()` notices a file changed since.
        var planned: Data?
        /// The strings of this file's table, to synchronize again with a file changed since planning.
        var strings: [ExtractedString]
    }

    public var files: [File]
    /// How many keys of each table the plan has no catalog for: reported, never written.
    public var skippedTables: [String: Int]
    var synchronizer: CatalogSynchronizer

    /// Every change, file by file.
    public var changes: [CatalogChange] { files.flatMap(\.changes) }

    /// Whether writing would change anything on disk.
    public var isUpToDate: Bool { files.allSatisfy { $0.changes.isEmpty && !$0.isNew } }

    /// Plans the update of a project's catalogs: `catalogs` are the existing ones, `locations` the files
    /// and folders the project names for catalogs (a file that doesn't exist yet is created for its table).
    public static func plan(
        strings: [ExtractedString], catalogs: [ProjectCatalog], locations: [URL],
        paths: PathDisplay = .current, synchronizer: CatalogSynchronizer = CatalogSynchronizer()
    ) -> CatalogUpdatePlan {
        let byTable = Dictionary(grouping: strings, by: \.table)
        let catalogsByTable = Dictionary(grouping: catalogs, by: \.table)
        // A location that doesn't exist yet is a folder to create, unless it names an `.xcstrings` file.
        let folders = locations.filter { location in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: location.path, isDirectory: &isDirectory)
            return exists ? isDirectory.boolValue : location.pathExtension != "xcstrings"
        }
        let namedFiles = Set(locations.filter { !folders.contains($0) }.map(\.standardizedFileURL.path))

        var files: [File] = []
        var skipped: [String: Int] = [:]
        for table in Set(byTable.keys).union(catalogsByTable.keys).sorted() {
            let tableStrings = byTable[table] ?? []
            if let existing = catalogsByTable[table] {
                let isUsed = !tableStrings.isEmpty || table == "Localizable"
                let share = nearestCatalog(for: tableStrings, among: existing, paths: paths)
                for (index, catalog) in existing.enumerated() where isUsed || namedFiles.contains(catalog.url.standardizedFileURL.path) {
                    let (synced, changes) = synchronizer.sync(catalog.catalog, table: table, with: share[index])
                    files.append(File(
                        url: catalog.url, path: catalog.path, table: table, catalog: synced, changes: changes, isNew: false,
                        planned: catalog.text, strings: share[index]))
                }
            } else if let url = newCatalogURL(table: table, folders: folders, namedFiles: namedFiles) {
                let (created, changes) = synchronizer.sync(nil, table: table, with: tableStrings)
                files.append(File(
                    url: url, path: paths.display(url), table: table, catalog: created, changes: changes, isNew: true,
                    planned: nil, strings: tableStrings))
            } else {
                skipped[table] = Set(tableStrings.map(\.key)).count
            }
        }
        return CatalogUpdatePlan(files: files, skippedTables: skipped, synchronizer: synchronizer)
    }

    /// Where a new catalog for `table` goes: a named file of that table that doesn't exist yet, else the
    /// first catalog folder. A table name that is no file name (`../x`, `a/b`) gets no catalog: the code names
    /// the table, and code must not choose where files are written.
    private static func newCatalogURL(table: String, folders: [URL], namedFiles: Set<String>) -> URL? {
        guard !table.isEmpty, table != ".", table != "..", !table.contains("/"), !table.contains("\\"), !table.contains("\0") else {
            return nil
        }
        if let named = namedFiles.first(where: { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == table }) {
            return URL(fileURLWithPath: named)
        }
        return folders.first.map { $0.appendingPathComponent("\(table).xcstrings") }
    }

    /// The strings each of `catalogs` (all of one table) receives: all of them when there is one catalog,
    /// else each string goes to the catalog whose folder shares the longest path with its source file.
    private static func nearestCatalog(for strings: [ExtractedString], among catalogs: [ProjectCatalog], paths: PathDisplay) -> [[ExtractedString]] {
        guard catalogs.count > 1 else { return [strings] }
        let folders = catalogs.map { $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var shares = [[ExtractedString]](repeating: [], count: catalogs.count)
        for string in strings {
            let source = paths.url(forArgument: string.position.file).pathComponents
            let shared = folders.map { folder in zip(folder, source).prefix { $0 == $1 }.count }
            let best = shared.max() ?? 0
            for index in catalogs.indices where shared[index] == best { shares[index].append(string) }
        }
        return shares
    }

    /// Writes every catalog that changes with `SafeFile`, under its lock; all are encoded before the first
    /// is written. A catalog another process changed since planning is synchronized again from its current
    /// content, so that process's update is kept. Returns the files written.
    @discardableResult
    public func write() throws -> [URL] {
        let pending = files.filter { $0.isNew || !$0.changes.isEmpty }.map { ($0, $0.catalog.encoded()) }
        for (file, encoded) in pending {
            try SafeFile.createFolder(file.url.deletingLastPathComponent())
            try SafeFile.update(file.url) { current in
                guard current != file.planned, let current else { return encoded }
                let existing = try StringCatalog(data: current, path: file.url.relativePath)
                return synchronizer.sync(existing, table: file.table, with: file.strings).catalog.encoded()
            }
        }
        return pending.map(\.0.url)
    }
}
