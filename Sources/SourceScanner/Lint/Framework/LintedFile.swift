import SwiftParser
import SwiftSyntax

/// A Swift source file parsed once and shared by every rule.
public struct LintedFile: Sendable {
    /// The path as given by the caller; used in diagnostics.
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Where `// phrasebook:disable…` comments turn rules off.
    public let suppressions: Suppressions
    /// Where lines start, shared with extraction's byte scan.
    private let index: SourceIndex

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        var bytes = text
        (self.tree, self.index) = bytes.withUTF8 { (Parser.parse(source: $0), SourceIndex($0)) }
        self.suppressions = Suppressions(text: text)
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
        index.location(ofOffset: offset)
    }
}
