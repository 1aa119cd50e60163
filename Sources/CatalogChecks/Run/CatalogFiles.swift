import Foundation
import StringCatalog

/// Finding catalog files named on the command line or in the configuration.
public enum CatalogFiles {
    /// The `.xcstrings` files among `paths`, searching folders as ``CatalogFileSearch`` does, sorted; a
    /// path that doesn't exist is an error.
    public static func find(_ paths: [String], relativeTo base: URL? = nil) throws -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        for path in paths {
            let url = base.map { CheckProject.resolve(path, against: $0) } ?? URL(fileURLWithPath: path)
            guard manager.fileExists(atPath: url.path) else {
                throw CatalogFilesError(path: url.path, reason: "no such file or folder")
            }
            found += CatalogFileSearch.catalogs(at: url)
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// A catalog path that could not be used.
public struct CatalogFilesError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
}
