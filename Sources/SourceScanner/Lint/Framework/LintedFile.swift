import Diagnostics
import Foundation
import StringCatalog
import SwiftParser
import SwiftSyntax

/// A Swift source file parsed once and shared by every lint rule (and, in an audit, by extraction).
public struct LintedFile: Sendable {
    /// The path as given by the caller; used in diagnostics.
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Where `// phrasebook:disable…` comments turn rules off.
    public let suppressions: Suppressions
    /// Where lines start and quotes are: extraction's byte scan.
    let sourceIndex: SourceIndex

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        var bytes = text
        (self.tree, self.sourceIndex) = bytes.withUTF8 { (SwiftSourceParser.parse($0), SourceIndex($0)) }
        self.suppressions = Suppressions(text: text)
    }

    /// Every `.swift` file under `paths` (files or folders), minus `excluded` ones, read and parsed in
    /// parallel; paths under the current folder are shown relative to it. A file that can't be read is
    /// left out and reported in `unreadable` (`path: error: cannot read: permission denied [unreadable-file]`),
    /// so one bad file never stops a run. Throws only when `paths` can't be searched.
    public static func parse(paths: [String], excluding excluded: [String] = [],
                             unreadable: inout [Diagnostic]) throws -> [LintedFile] {
        var errors: [FileAccessError] = []
        let files = try SwiftFiles.parse(paths: paths, excluding: excluded, unreadable: &errors)
        unreadable += errors.map(Diagnostic.init(unreadable:))
        return files
    }

    /// `parse(paths:excluding:unreadable:)` for callers without a report: throws `FileAccessError` for
    /// the first file that can't be read.
    public static func parse(paths: [String], excluding excluded: [String] = []) throws -> [LintedFile] {
        var unreadable: [FileAccessError] = []
        let files = try SwiftFiles.parse(paths: paths, excluding: excluded, unreadable: &unreadable)
        if let first = unreadable.first { throw first }
        return files
    }

    /// Whether the file is test code (by its path), which lint skips.
    public var isTestFile: Bool {
        Self.isTestPath(path)
    }

    static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let name = components.last ?? ""
        if name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") || name.hasSuffix("Spec.swift") { return true }
        return components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") || $0.hasSuffix("UITests") }
    }

    /// The 1-based line and UTF-8 column of `offset`, as the compiler reports them.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        sourceIndex.location(ofOffset: offset)
    }
}

extension Diagnostic {
    /// A file left out because it can't be read: `path: error: cannot read: permission denied [unreadable-file]`.
    init(unreadable error: FileAccessError) {
        self.init(ruleID: "unreadable-file", severity: .error, message: "cannot \(error.operation.rawValue): \(error.reason)",
                  file: error.path)
    }
}
