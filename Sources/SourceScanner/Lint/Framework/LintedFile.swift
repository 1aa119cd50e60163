import Diagnostics
import Foundation
import ProjectConfiguration
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

    /// Reads and parses `files` in parallel; `display` gives the path diagnostics show (relative to the
    /// current folder by default, as the compiler does). A file that can't be read is left out and reported
    /// in `unreadable` (`path: error: cannot read: permission denied [unreadable-file]`), so one bad file
    /// never stops a run.
    public static func parse(
        _ files: [URL], display: (URL) -> String = PathDisplay.current.display, unreadable: inout [Diagnostic]
    ) -> [LintedFile] {
        var sources: [(path: String, text: String)] = []
        for url in files {
            do {
                sources.append(try read(url, display: display))
            } catch {
                unreadable.append(Diagnostic(unreadable: error))
            }
        }
        return SwiftFiles.parse(sources)
    }

    /// ``parse(_:display:unreadable:)`` for callers without a report: throws `FileAccessError` for the first
    /// file that can't be read.
    public static func parse(_ files: [URL], display: (URL) -> String = PathDisplay.current.display) throws -> [LintedFile] {
        SwiftFiles.parse(try files.map { try read($0, display: display) })
    }

    private static func read(_ url: URL, display: (URL) -> String) throws(FileAccessError) -> (path: String, text: String) {
        let path = display(url)
        return (path, String(decoding: try SafeFile.read(url, displayedAs: path), as: UTF8.self))
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
