import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog

/// A small catalog a catalog rule is run on, with the findings it must produce: SwiftLint's examples with
/// markers, where a marker is the key and language a finding must point to.
public struct CatalogExample: RuleExample, CustomStringConvertible {
    /// What the example shows, in words.
    public var title: String
    public var catalog: StringCatalog
    /// The catalog file's bytes, when the example is written as a file (its repairs are then read from it).
    public var fileText: Data
    /// Members the file held twice, merged while reading.
    public var repairs: [DuplicateRepair]
    /// Run options (released languages, parameters such as a glossary).
    public var options: CheckOptions
    /// The keys the code uses, in order, when the example is run as an analysis that has read the code
    /// (`nil`: the catalog alone, as `phrasebook check` runs). The catalog is then as extraction leaves it.
    public var usedInCode: [String]?
    /// Where findings must point; empty for non-triggering examples.
    public var expected: [FindingMarker]

    public init(
        _ title: String, catalog: StringCatalog, options: CheckOptions = CheckOptions(), usedInCode: [String]? = nil,
        expected: [FindingMarker] = []
    ) {
        self.title = title
        self.catalog = catalog
        self.fileText = Data()
        self.repairs = []
        self.options = options
        self.usedInCode = usedInCode
        self.expected = expected
    }

    /// An example written as a catalog file (`json`), read as `phrasebook check` reads one: members a bad
    /// merge left twice are merged and reported.
    public init(_ title: String, file json: String, expected: [FindingMarker] = []) {
        self.init(title, catalog: StringCatalog(sourceLanguage: "en"), expected: expected)
        fileText = Data(json.utf8)
        if let read = try? StringCatalog.read(data: fileText, path: "Example.xcstrings", duplicates: .refuseConflicts) {
            catalog = read.catalog
            repairs = read.repairs
        }
    }

    public var description: String { title }

    /// The example as the checker receives a project's catalog.
    var projectCatalog: ProjectCatalog {
        ProjectCatalog(
            url: URL(fileURLWithPath: "/Example.xcstrings"), path: "Example.xcstrings", catalog: catalog, text: fileText,
            repairs: repairs)
    }

    public var text: String {
        var parts = ["// \(title)"]
        if let usedInCode { parts.append("// the code uses: " + usedInCode.map(\.jsonQuoted).joined(separator: ", ")) }
        if !expected.isEmpty { parts.append("// reported: " + expected.map(\.description).joined(separator: ", ")) }
        parts.append(fileText.isEmpty ? String(decoding: catalog.encoded(), as: UTF8.self) : String(decoding: fileText, as: UTF8.self))
        return parts.joined(separator: "\n")
    }

    public var expectedMarkers: [FindingMarker] { expected }

    public func marker(of finding: Diagnostic) -> FindingMarker {
        FindingMarker(key: finding.key, language: finding.language)
    }
}
