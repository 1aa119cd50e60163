import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import SwiftSyntax

/// A Swift source file read and parsed once, shared by extraction and every source rule.
public struct SourceFile: Sendable {
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

    /// Whether the file is test code (by its path), which lint skips.
    public var isTestFile: Bool {
        Self.isTestPath(path)
    }

    /// Whether the file is not the app's code, so its text reaches no user: tests, test doubles (`…Mock.swift`,
    /// a `Mocks` folder), playgrounds, and the manifests of Tuist and SwiftPM (`import ProjectDescription`,
    /// `import PackageDescription`). Lint skips them.
    public var isOutsideTheApp: Bool {
        let components = path.split(separator: "/")
        if isTestFile || components.contains(where: { $0.hasSuffix(".playground") || $0 == "Mocks" }) { return true }
        if let name = components.last, name.hasSuffix("Mock.swift") || name.hasSuffix("Mocks.swift") { return true }
        return tree.statements.contains { item in
            guard let name = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return name == "ProjectDescription" || name == "PackageDescription"
        }
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

extension SourceFile {
    /// Reads and parses `files` in parallel, each once, keeping their order; `display` gives the path
    /// findings show (relative to the current folder by default, as the compiler does). A file that can't be
    /// read is left out and reported in `unreadable` (`path: error: cannot read: permission denied
    /// [unreadable-file]`), so one bad file never stops a run. The one way every command reads Swift files.
    public static func parse(
        _ files: [URL], display: @Sendable (URL) -> String = PathDisplay.current.display, parallel: Bool = true,
        unreadable: inout [Diagnostic]
    ) -> [SourceFile] {
        parseEach(files, display: display, parallel: parallel, unreadable: &unreadable).compactMap { $0 }
    }

    /// ``parse(_:display:parallel:unreadable:)`` with one result per file of `files`: `nil` for a file that
    /// can't be read.
    public static func parseEach(
        _ files: [URL], display: @Sendable (URL) -> String = PathDisplay.current.display, parallel: Bool = true,
        unreadable: inout [Diagnostic]
    ) -> [SourceFile?] {
        read(files, display: display, parallel: parallel).map { result in
            switch result {
            case .success(let file): return file
            case .failure(let error):
                unreadable.append(UnreadableFileRule.finding(for: error))
                return nil
            }
        }
    }

    /// ``parse(_:display:parallel:unreadable:)`` for callers without a report: throws `FileAccessError` for
    /// the first file that can't be read.
    public static func parse(_ files: [URL], display: @Sendable (URL) -> String = PathDisplay.current.display) throws -> [SourceFile] {
        try read(files, display: display, parallel: true).map { try $0.get() }
    }

    /// Parses sources already in memory, in parallel.
    static func parse(_ sources: [(path: String, text: String)]) -> [SourceFile] {
        ConcurrentMap.map(sources) { SourceFile(path: $0.path, text: $0.text) }
    }

    private static func read(
        _ files: [URL], display: @Sendable (URL) -> String, parallel: Bool
    ) -> [Result<SourceFile, FileAccessError>] {
        ConcurrentMap.map(files, parallel: parallel) { url in
            let path = display(url)
            return Result { () throws(FileAccessError) in
                SourceFile(path: path, text: String(decoding: try SafeFile.read(url, displayedAs: path), as: UTF8.self))
            }
        }
    }
}
