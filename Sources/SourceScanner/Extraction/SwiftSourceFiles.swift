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
    /// Paths stay as given (relative paths stay relative), as the compiler reports them.
    public static func find(in paths: [String]) throws -> [URL] {
        var found: Set<String> = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPathError(path: path) }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            guard let walker = fileManager.enumerator(atPath: path) else { continue }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let isFolder = (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
                if isFolder, name.hasPrefix(".") || skippedDirectoryNames.contains(name) {
                    walker.skipDescendants()
                } else if !isFolder, name.hasSuffix(".swift"), !name.hasPrefix(".") {
                    found.insert(prefix + relative)
                }
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The Swift files of the targets at `paths`, and apart, those of the local packages nested in them.
    public struct TargetFiles: Sendable {
        /// Files the targets compile: their strings go to the targets' catalogs.
        public var files: [URL]
        /// Files of local packages inside a directory given (a folder below it with a `Package.swift`):
        /// Xcode compiles them into their own targets, so the app's catalogs get none of their strings,
        /// but the app calls their APIs.
        public var localPackageFiles: [URL]
    }

    /// Every Swift file in `paths` as `find(in:)` does, with the files of local packages nested in a
    /// directory given (not one given itself) kept apart.
    public static func findSeparatingLocalPackages(in paths: [String]) throws -> TargetFiles {
        let all = try find(in: paths)
        var packageRoots: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walker = fileManager.enumerator(atPath: path)
            else { continue }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                guard (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory else { continue }
                if name.hasPrefix(".") || skippedDirectoryNames.contains(name) {
                    walker.skipDescendants()
                } else if fileManager.fileExists(atPath: prefix + relative + "/Package.swift") {
                    packageRoots.append(prefix + relative + "/")
                    walker.skipDescendants()
                }
            }
        }
        guard !packageRoots.isEmpty else { return TargetFiles(files: all, localPackageFiles: []) }
        var result = TargetFiles(files: [], localPackageFiles: [])
        for file in all {
            if packageRoots.contains(where: { file.relativePath.hasPrefix($0) }) {
                result.localPackageFiles.append(file)
            } else {
                result.files.append(file)
            }
        }
        return result
    }

    /// Every Swift file in `paths`, minus those at or under an `excluded` path (`Sources/Gen` excludes
    /// `Sources/Gen/A.swift` but not `Sources/Generated/A.swift`).
    public static func find(in paths: [String], excluding excluded: [String]) throws -> [URL] {
        let excludedPaths = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return try find(in: paths).filter { file in
            let path = file.standardizedFileURL.path
            return !excludedPaths.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }
}
