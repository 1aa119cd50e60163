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
    /// UTF-8 offsets at which each line starts.
    let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
        self.lineStarts = Self.lineStarts(of: text)
        self.suppressions = Suppressions(text: text, lineStarts: lineStarts)
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
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    static func lineStarts(of text: String) -> [Int] {
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        return starts
    }
}
