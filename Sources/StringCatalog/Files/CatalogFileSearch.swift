import Foundation

/// Finds String Catalogs on disk, the one way every command does.
public enum CatalogFileSearch {
    /// `url` itself when it is not a folder; otherwise every `.xcstrings` file below it, sorted by path.
    ///
    /// Hidden folders, `.build` and `.xcloc` bundles are skipped: they hold copies of catalogs (build
    /// products, translators' exports), never the project's own.
    public static func catalogs(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [url]
        }
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        while let next = enumerator?.nextObject() as? URL {
            let name = next.lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".xcloc") {
                enumerator?.skipDescendants()
                continue
            }
            if next.pathExtension == "xcstrings" { found.append(next) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
