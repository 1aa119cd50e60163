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
        /// The bytes the plan was made from (`nil` for a new file), so `write()` notices a file changed since.
        var planned: Data?
        /// The strings of this file's table, to synchronize again with a file changed since planning.
        var strings: [ExtractedString]
    }

    public var files: [File]
    /// Strings of tables a single-file `--catalog` does not hold, by table: reported, never written.
    public var skippedTables: [String: Int]
    var synchronizer: CatalogSynchronizer

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
            let data = isNew ? nil : try SafeFile.read(fileURL)
            let existing = try data.map { try StringCatalog(data: $0, path: fileURL.relativePath) }
            let strings = byTable[target.table] ?? []
            let (catalog, changes) = synchronizer.sync(existing, table: target.table, with: strings)
            if isNew, catalog.strings.isEmpty { continue }
            files.append(File(
                url: fileURL, path: target.path, table: target.table, catalog: catalog, changes: changes, isNew: isNew,
                planned: data, strings: strings))
        }
        return CatalogUpdatePlan(files: files, skippedTables: skipped, synchronizer: synchronizer)
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
