import Foundation

/// Finds the project that paths named on the command line belong to, so that `phrasebook lint
/// ../App/Sources` run from another folder reads that app's configuration and catalogs, not the
/// current folder's.
enum ProjectRootSearch {
    /// The nearest folder at or above the paths that marks a project: it holds `.phrasebook.yml`, an
    /// `.xcodeproj` or `.xcworkspace`, `Package.swift`, or `.git`. When the paths lead to different
    /// projects, their nearest common folder; when none is marked, the current folder if every path is
    /// inside it, else the paths' nearest common folder.
    static func root(of paths: [URL], currentDirectory: URL) -> URL {
        let starts = paths.map(folder(of:))
        let roots = starts.map { start in markedFolder(from: start) }
        if !roots.isEmpty, roots.allSatisfy({ $0 != nil }) {
            return commonAncestor(roots.compactMap { $0 })
        }
        if starts.allSatisfy({ $0.isInside(currentDirectory) }) { return currentDirectory }
        return commonAncestor(starts)
    }

    /// Files and names that mark a project folder.
    private static let markers: Set<String> = [ProjectConfiguration.fileName, "Package.swift", ".git"]
    private static let markerExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    /// The nearest folder at or above `start` holding a marker, if any.
    static func markedFolder(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if isMarked(folder) { return folder }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    private static func isMarked(_ folder: URL) -> Bool {
        let manager = FileManager.default
        if markers.contains(where: { manager.fileExists(atPath: folder.appendingPathComponent($0).path) }) { return true }
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { name in markerExtensions.contains((name as NSString).pathExtension) }
    }

    /// `url` when it is a folder, else the folder holding it.
    private static func folder(of url: URL) -> URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return url.standardizedFileURL
        }
        return url.deletingLastPathComponent().standardizedFileURL
    }

    /// The deepest folder every one of `folders` is inside.
    private static func commonAncestor(_ folders: [URL]) -> URL {
        var common = folders[0].standardizedFileURL.pathComponents
        for folder in folders.dropFirst() {
            let components = folder.standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common))
    }
}
