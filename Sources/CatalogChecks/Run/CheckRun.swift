import Diagnostics
import Foundation
import StringCatalog

/// One catalog to check: its model, the path findings name, and its bytes for line numbers.
public struct CheckInput: Sendable {
    public var catalog: StringCatalog
    public var path: String?
    public var text: Data?

    public init(catalog: StringCatalog, path: String? = nil, text: Data? = nil) {
        self.catalog = catalog
        self.path = path
        self.text = text
    }
}

extension CatalogChecker {
    /// Checks every input and combines the findings and coverage (languages summed across catalogs)
    /// into one report for the reporters.
    public func report(_ inputs: [CheckInput], toolName: String = "phrasebook check", toolVersion: String) -> DiagnosticReport {
        var diagnostics: [Diagnostic] = []
        var coverage: [LanguageCoverage] = []
        var coverageIndex: [String: Int] = [:]
        for input in inputs {
            let result = check(input.catalog, file: input.path, text: input.text)
            diagnostics += result.diagnostics
            for row in result.coverage {
                if let index = coverageIndex[row.language] {
                    coverage[index].add(row)
                } else {
                    coverageIndex[row.language] = coverage.count
                    coverage.append(row)
                }
            }
        }
        return DiagnosticReport(
            toolName: toolName, toolVersion: toolVersion, diagnostics: diagnostics,
            coverage: coverage.sorted { ($0.status == .released ? 0 : 1, $0.language) < ($1.status == .released ? 0 : 1, $1.language) },
            rules: descriptions.map(\.metadata))
    }
}

/// Finding catalog files named on the command line or in the configuration.
public enum CatalogFiles {
    /// The `.xcstrings` files among `paths`, searching folders recursively (skipping `.build` and
    /// hidden folders), sorted; a path that doesn't exist is an error.
    public static func find(_ paths: [String], relativeTo base: URL? = nil) throws -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        for path in paths {
            let url = base.map { CheckProject.resolve(path, against: $0) } ?? URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CatalogFilesError(path: url.path, reason: "no such file or folder")
            }
            guard isDirectory.boolValue else { found.append(url); continue }
            let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                if file.lastPathComponent == ".build" { enumerator?.skipDescendants(); continue }
                if file.pathExtension == "xcstrings" { found.append(file) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// A catalog path that could not be used.
public struct CatalogFilesError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
}
