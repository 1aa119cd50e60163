import Foundation

/// Finds the Swift sources to extract from: files named directly, and `.swift` files under directories.
public enum SwiftSourceFiles {
    /// Directories never descended into: build products, dependencies checked out by package managers.
    public static let skippedDirectoryNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// A path that does not exist.
    public struct MissingPathError: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): error: no such file or directory" }
    }

    /// Every Swift file in `paths`, sorted by path, without duplicates. Hidden directories are skipped.
    public static func find(in paths: [String]) throws -> [URL] {
        var found: Set<String> = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPathError(path: path) }
            guard isDirectory.boolValue else {
                found.insert(URL(fileURLWithPath: path).standardizedFileURL.path)
                continue
            }
            let root = URL(fileURLWithPath: path, isDirectory: true)
            guard let walker = fileManager.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                if skippedDirectoryNames.contains(url.lastPathComponent) {
                    walker.skipDescendants()
                } else if url.pathExtension == "swift" {
                    found.insert(url.standardizedFileURL.path)
                }
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}
