import Foundation

/// Finds String Catalogs on disk, the one way every command does.
public enum CatalogFileSearch {
    /// `url` itself when it is not a folder; otherwise every `.xcstrings` file below it, sorted by path,
    /// as ``FileSearch`` finds files (no hidden folders, build products, dependencies or `.xcloc` copies).
    public static func catalogs(at url: URL) -> [URL] {
        FileSearch.files(at: url, withExtension: "xcstrings")
    }
}
