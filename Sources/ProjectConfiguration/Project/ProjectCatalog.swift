import Foundation
import StringCatalog

/// One String Catalog of a project, read once and shared by every part of a run.
public struct ProjectCatalog: Sendable {
    /// Where the file is.
    public var url: URL
    /// The path as messages show it.
    public var path: String
    /// The catalog.
    public var catalog: StringCatalog
    /// The file's bytes, for line numbers in findings.
    public var text: Data
    /// Members the file held more than once (the trace of a bad merge), merged while reading.
    public var repairs: [DuplicateRepair]

    public init(url: URL, path: String, catalog: StringCatalog, text: Data, repairs: [DuplicateRepair] = []) {
        self.url = url
        self.path = path
        self.catalog = catalog
        self.text = text
        self.repairs = repairs
    }

    /// The table the catalog holds: its file name without the extension (`Localizable`).
    public var table: String { url.deletingPathExtension().lastPathComponent }

    /// Reads and parses the catalog at `url`, merging repeated members as `duplicates` says; `path` names
    /// it in errors.
    public static func read(_ url: URL, path: String, duplicates: DuplicateResolution = .refuseConflicts) throws -> ProjectCatalog {
        let data = try SafeFile.read(url, displayedAs: path)
        let read = try StringCatalog.read(data: data, path: path, duplicates: duplicates)
        return ProjectCatalog(url: url, path: path, catalog: read.catalog, text: data, repairs: read.repairs)
    }
}
