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
        // Matched by name as the walk passes, without asking each entry whether it is a folder (a `stat`
        // per file, which cost five times the walk itself).
        let top = url.standardizedFileURL.path
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let next = enumerator?.nextObject() as? URL {
            let name = next.lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".xcloc") || skippedFolderNames.contains(name) {
                enumerator?.skipDescendants()
            } else if name == "Package.swift" {
                let folder = next.deletingLastPathComponent().standardizedFileURL
                if folder.path != top { found.append(folder) }
            }
        }
        // A package inside another is part of it.
        let paths = Set(found.map(\.path))
        return found.filter { folder in
            var parent = folder.deletingLastPathComponent().path
            while parent.count > top.count {
                if paths.contains(parent) { return false }
                parent = (parent as NSString).deletingLastPathComponent
            }
            return true
        }.sorted { $0.path < $1.path }
    }
}
