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

    /// Imports into catalogs on disk: each is locked and read as it is now, `change` updates them all, and the
    /// ones that changed are written atomically (none when `dryRun`). Returns the catalogs that changed.
    package static func update(
        _ urls: [URL], relativeTo base: URL, dryRun: Bool, _ change: (inout [NamedCatalog]) throws -> Void
    ) throws -> [URL] {
        var changed: [URL] = []
        try SafeFile.updateExisting(urls) { contents in
            var named = try zip(urls, contents).map { url, data in
                NamedCatalog(original: original(of: url, relativeTo: base), catalog: try StringCatalog(data: data, path: url.relativePath))
            }
            let before = named.map(\.catalog)
            try change(&named)
            changed = zip(urls, zip(before, named)).filter { $1.0 != $1.1.catalog }.map(\.0)
            return zip(before, named).map { old, new in dryRun || old == new.catalog ? nil : new.catalog.encoded() }
        }
        return changed
    }
}
