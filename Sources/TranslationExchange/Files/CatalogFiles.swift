import Foundation
import StringCatalog

/// Finding and naming catalogs on disk.
enum CatalogFiles {
    /// `url` itself when it is a file, else every `.xcstrings` below it (skipping hidden and build folders).
    static func catalogURLs(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [url] }
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        while let next = enumerator?.nextObject() as? URL {
            let name = next.lastPathComponent
            if name.hasPrefix(".") || name == ".build" || name.hasSuffix(".xcloc") {
                enumerator?.skipDescendants()
                continue
            }
            if next.pathExtension == "xcstrings" { found.append(next) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The path Xcode would record as `original`: relative to `base` when the catalog is inside it.
    static func original(of url: URL, relativeTo base: URL) -> String {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
    }

    static func load(_ urls: [URL], relativeTo base: URL) throws -> [(url: URL, named: NamedCatalog)] {
        try urls.map { url in
            (url, NamedCatalog(original: original(of: url, relativeTo: base), catalog: try StringCatalog(contentsOf: url)))
        }
    }
}
