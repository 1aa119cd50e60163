import Foundation

/// The shared corpus of real catalogs and Xcode XLIFF results, present beside the repository
/// (`../shared/corpus`) on developer machines and in CI. Tests that use it skip with a printed
/// reason when it is absent; the project's own fixtures cover every feature without it.
public enum Corpus {
    /// The package root, found from this file's location.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus` (or `$PHRASEBOOK_SHARED_CORPUS`, for checkouts elsewhere, such as git worktrees), or
    /// `nil` (with a printed reason) when it is not there.
    public static var directory: URL? {
        let url = ProcessInfo.processInfo.environment["PHRASEBOOK_SHARED_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("note: shared corpus not found at \(url.path); corpus tests are skipped")
            return nil
        }
        return url
    }

    /// One catalog file of the corpus per row of `SOURCES.tsv`, with whether Xcode wrote it exactly.
    public struct CatalogFile: Sendable, CustomStringConvertible {
        public var url: URL
        public var name: String
        /// `yes`, `no` or `n/a` (for legacy formats), as listed in `SOURCES.tsv`.
        public var xcodeCanonical: String
        public var description: String { name }
    }

    /// Every file listed in `corpus/SOURCES.tsv`; empty when the corpus is absent.
    public static var catalogFiles: [CatalogFile] {
        guard let directory,
              let table = try? String(contentsOf: directory.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        else { return [] }
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6 else { return nil }
            return CatalogFile(
                url: directory.appendingPathComponent("catalogs").appendingPathComponent(columns[0]),
                name: columns[0], xcodeCanonical: columns[5])
        }
    }

    /// `corpus/xcode-xliff`, or `nil` when absent.
    public static var xcodeXLIFFDirectory: URL? {
        directory.map { $0.appendingPathComponent("xcode-xliff") }
    }
}

/// A fresh temporary folder for one test, removed by the caller with `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A temporary folder holding `files` (path relative to it → text); folders are created as needed.
    public init(files: [String: String]) throws {
        try self.init()
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
