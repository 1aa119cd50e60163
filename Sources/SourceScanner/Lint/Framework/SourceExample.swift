import Diagnostics

/// Swift code in a source rule's description, run by the generic rule-example test: each `↓` of a
/// triggering example marks where a finding must point.
public struct SourceExample: RuleExample, CustomStringConvertible {
    /// Where a finding must point in triggering examples.
    public static let marker: Character = "↓"

    /// Swift source, with `↓` markers in triggering examples.
    public var code: String
    /// Options passed to the rule (`pattern` for `key-naming`).
    public var options: RuleOptions
    /// The project's source language for this example.
    public var sourceLanguage: String
    /// The file name the example is read as (test-file exclusion depends on it).
    public var fileName: String
    /// The source of a fix the rule must produce for this example, if any (markers removed).
    public var fixedCode: String?
    /// Whether the file can't be read at all (its code is never seen).
    public var isUnreadable: Bool

    public init(
        _ code: String, options: RuleOptions = [:], sourceLanguage: String = "en",
        fileName: String = "Example.swift", fixedCode: String? = nil
    ) {
        self.code = code
        self.options = options
        self.sourceLanguage = sourceLanguage
        self.fileName = fileName
        self.fixedCode = fixedCode
        self.isUnreadable = false
    }

    /// A file named `fileName` that can't be read: the finding is about the whole file.
    public static func unreadable(_ fileName: String) -> SourceExample {
        var example = SourceExample("", fileName: fileName)
        example.isUnreadable = true
        return example
    }

    /// The code without markers, and the UTF-8 offsets the markers stood at.
    public var codeAndMarkers: (code: String, markerOffsets: [Int]) {
        var code = ""
        var offsets: [Int] = []
        var utf8Count = 0
        for character in self.code {
            if character == Self.marker {
                offsets.append(utf8Count)
            } else {
                code.append(character)
                utf8Count += character.utf8.count
            }
        }
        return (code, offsets)
    }

    public var description: String { code }

    public var text: String {
        var header: [String] = []
        if isUnreadable { header.append("// \(fileName): a file that can't be read") }
        else if fileName != "Example.swift" { header.append("// \(fileName)") }
        if sourceLanguage != "en" { header.append("// source language: \(sourceLanguage)") }
        for (name, value) in options.sorted(by: { $0.key < $1.key }) { header.append("// option \(name): \(value)") }
        return (header + (code.isEmpty ? [] : [code])).joined(separator: "\n")
    }

    /// Each marker's line and column, as the compiler counts them (UTF-8 columns); a whole-file finding
    /// for an unreadable file.
    public var expectedMarkers: [FindingMarker] {
        if isUnreadable { return [FindingMarker()] }
        let (code, offsets) = codeAndMarkers
        var lineStarts = [0]
        for (offset, byte) in code.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        return offsets.map { offset in
            let line = lineStarts.lastIndex { $0 <= offset }!
            return FindingMarker(line: line + 1, column: offset - lineStarts[line] + 1)
        }
    }

    public func marker(of finding: Diagnostic) -> FindingMarker {
        FindingMarker(line: finding.line, column: finding.column)
    }
}
