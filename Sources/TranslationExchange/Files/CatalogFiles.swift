import Foundation
import StringCatalog

/// Finding and naming catalogs on disk.
package enum CatalogFiles {
    /// The path Xcode would record as `original`: relative to `base` when the catalog is inside it.
    package static func original(of url: URL, relativeTo base: URL) -> String {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
    }

    package static func load(_ urls: [URL], relativeTo base: URL) throws -> [(url: URL, named: NamedCatalog)] {
        try urls.map { url in
            (url, NamedCatalog(original: original(of: url, relativeTo: base), catalog: try StringCatalog(contentsOf: url)))
        }
    }
}
