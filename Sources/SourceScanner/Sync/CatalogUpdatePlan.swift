import Foundation
import StringCatalog

/// The catalogs one extraction run would write: one `TABLE.xcstrings` per table, synchronized with the
/// strings found. Computed fully before anything is written, so a bad catalog stops the run untouched.
public struct CatalogUpdatePlan: Sendable {
    /// One catalog file of the plan.
    public struct File: Sendable {
        public var url: URL
        /// The file's path as the user named it (relative paths stay relative), for reports.
        public var path: String
        public var table: String
        public var catalog: StringCatalog
        public var changes: [CatalogChange]
        /// Whether the file does not exist yet.
        public var isNew: Bool
    }

    public var files: [File]
    /// Strings of tables a single-file `--catalog` does not hold, by table: reported, never written.
    public var skippedTables: [String: Int]

    /// Every change, file by file.
    public var changes: [CatalogChange] { files.flatMap(\.changes) }

    /// Whether writing would change anything on disk.
    public var isUpToDate: Bool { files.allSatisfy { $0.changes.isEmpty && !$0.isNew } }

    /// Plans the update of `catalogPath`: an `.xcstrings` file for its own table (named by the file), or a
    /// directory holding one `TABLE.xcstrings` per table (created as tables appear).
    public static func plan(
        strings: [ExtractedString], catalogPath: String, synchronizer: CatalogSynchronizer = CatalogSynchronizer()
    ) throws -> CatalogUpdatePlan {
        let byTable = Dictionary(grouping: strings, by: \.table)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: catalogPath, isDirectory: &isDirectory)
        let url = URL(fileURLWithPath: catalogPath)

        var targets: [(table: String, path: String)] = []
        var skipped: [String: Int] = [:]
        if exists ? !isDirectory.boolValue : url.pathExtension == "xcstrings" {
            let table = url.deletingPathExtension().lastPathComponent
            targets = [(table, catalogPath)]
            for (other, list) in byTable where other != table { skipped[other] = list.count }
        } else {
            var tables = Set(byTable.keys)
            if exists {
                for name in try fileManager.contentsOfDirectory(atPath: catalogPath) where name.hasSuffix(".xcstrings") {
                    tables.insert(String(name.dropLast(".xcstrings".count)))
                }
            }
            let folder = catalogPath.hasSuffix("/") ? catalogPath : catalogPath + "/"
            targets = tables.sorted().map { ($0, folder + "\($0).xcstrings") }
        }

        var files: [File] = []
        for target in targets {
            let fileURL = URL(fileURLWithPath: target.path)
            let isNew = !fileManager.fileExists(atPath: target.path)
            let existing = isNew ? nil : try StringCatalog(contentsOf: fileURL)
            let (catalog, changes) = synchronizer.sync(existing, table: target.table, with: byTable[target.table] ?? [])
            if isNew, catalog.strings.isEmpty { continue }
            files.append(File(
                url: fileURL, path: target.path, table: target.table, catalog: catalog, changes: changes, isNew: isNew))
        }
        return CatalogUpdatePlan(files: files, skippedTables: skipped)
    }

    /// Writes every catalog that changes, each atomically; all are encoded before the first is written.
    /// Returns the files written.
    @discardableResult
    public func write() throws -> [URL] {
        let pending = files.filter { $0.isNew || !$0.changes.isEmpty }.map { ($0.url, $0.catalog.encoded()) }
        for (url, data) in pending {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        return pending.map(\.0)
    }
}
