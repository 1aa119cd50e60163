import Foundation

/// Finds a project's files on disk, the one way every command does: String Catalogs, Swift sources.
public enum FileSearch {
    /// Folders never descended into: build products and dependencies checked out by package managers.
    /// Hidden folders and `.xcloc` bundles (translators' copies of catalogs) are skipped as well.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// `url` itself when it is not a folder; otherwise every file below it whose extension is
    /// `pathExtension`, sorted by path. Hidden files are left out.
    public static func files(at url: URL, withExtension pathExtension: String) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [url]
        }
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        while let next = enumerator?.nextObject() as? URL {
            let name = next.lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".xcloc") || skippedFolderNames.contains(name) {
                enumerator?.skipDescendants()
                continue
            }
            if next.pathExtension == pathExtension, (try? next.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                found.append(next)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folders below `url` (not `url` itself) that hold a `Package.swift`: local packages, which Xcode
    /// builds as targets of their own, with their own catalogs. Not descended into.
    public static func nestedPackageFolders(in url: URL) -> [URL] {
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        while let next = enumerator?.nextObject() as? URL {
            let name = next.lastPathComponent
            guard (try? next.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            if name.hasPrefix(".") || name.hasSuffix(".xcloc") || skippedFolderNames.contains(name) {
                enumerator?.skipDescendants()
            } else if FileManager.default.fileExists(atPath: next.appendingPathComponent("Package.swift").path) {
                found.append(next)
                enumerator?.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
