import Diagnostics
import SourceScanner
import StringCatalog

/// A rule about the keys code and catalogs share: one small type with a description holding its own
/// examples, and the logic that finds its violations in a `KeyUsage`. Unlike source rules (one file's
/// syntax) and catalog rules (catalogs alone), these need both.
public protocol KeyUsageRule: Rule where Example == ProjectExample {
    init()
    /// The rule's findings at the rule's default severity, located in code or in a catalog
    /// (`Diagnostic.file` is then the catalog's path, and its line is left to the caller, who has the
    /// catalog's text).
    func findings(in usage: KeyUsage) -> [Diagnostic]
}

extension KeyUsageRule {
    public static var kind: RuleKind { .keyUsage }

    /// The rule's findings on `example`: its sources extracted, its catalog synchronized with them.
    public static func findings(in example: ProjectExample) -> [Diagnostic] {
        Self().findings(in: example.keyUsage())
    }
}

/// Swift sources and the `Localizable` catalog before extraction, with the findings a rule must report:
/// the keys they name, and for findings without a key, a `↓` in the sources where they point.
public struct ProjectExample: RuleExample, CustomStringConvertible {
    /// What the example shows, in words.
    public var title: String
    /// Swift files, extracted as one project (`File0.swift`, `File1.swift`, …), with `↓` markers.
    public var sources: [String]
    /// The `Localizable` table as it was before extraction (the run synchronizes it with the code).
    public var catalog: StringCatalog
    /// The project's `extract.keys_used_dynamically`.
    public var keysUsedDynamically: Bool
    /// The keys findings must name; empty for non-triggering examples.
    public var expectedKeys: [String]

    public init(
        _ title: String, sources: [String], catalog: [String: CatalogEntry] = [:], keysUsedDynamically: Bool = false,
        expect expectedKeys: [String] = []
    ) {
        self.title = title
        self.sources = sources
        self.catalog = StringCatalog(sourceLanguage: "en", strings: catalog)
        self.keysUsedDynamically = keysUsedDynamically
        self.expectedKeys = expectedKeys
    }

    public var description: String { title }

    /// The name of the `index`th source file.
    public static func fileName(_ index: Int) -> String { "File\(index).swift" }

    /// The sources without their markers.
    public var code: [String] { sources.map { $0.replacingOccurrences(of: "↓", with: "") } }

    public var text: String {
        var parts = ["// \(title)"]
        for (index, source) in sources.enumerated() { parts += ["// \(Self.fileName(index))", source] }
        parts += ["// Localizable.xcstrings (before extraction)", String(decoding: catalog.encoded(), as: UTF8.self)]
        if keysUsedDynamically { parts.append("// extract.keys_used_dynamically: true") }
        if !expectedKeys.isEmpty { parts.append("// reported: " + expectedKeys.joined(separator: ", ")) }
        return parts.joined(separator: "\n")
    }

    public var expectedMarkers: [FindingMarker] {
        let keys = expectedKeys.map { FindingMarker(key: $0) }
        let places = sources.enumerated().flatMap { index, source in
            SourceExample(source).expectedMarkers.map { FindingMarker(file: Self.fileName(index), line: $0.line, column: $0.column) }
        }
        return keys + places
    }

    public func marker(of finding: Diagnostic) -> FindingMarker {
        finding.key.map { FindingMarker(key: $0) } ?? FindingMarker(file: finding.file, line: finding.line, column: finding.column)
    }

    /// The key usage of this example: its sources extracted, the catalog synchronized with them.
    func keyUsage() -> KeyUsage {
        let inputs = code.enumerated().map { SourceInput(path: Self.fileName($0.offset), text: $0.element) }
        let extraction = SourceExtractor(isParallel: false).extract(inputs)
        let table = ExtractedString.defaultTable
        let synchronized = CatalogSynchronizer().sync(catalog, table: table, with: extraction.strings.filter { $0.table == table })
        return KeyUsage(
            catalogs: [KeyUsage.Catalog(path: "\(table).xcstrings", table: table, catalog: synchronized.catalog)],
            strings: extraction.strings, concatenations: extraction.concatenations,
            literalTexts: KeyUsage.literalTexts(of: code), memberNames: KeyUsage.memberNames(of: code),
            keysUsedDynamically: keysUsedDynamically)
    }
}

extension CatalogEntry {
    /// A manual key with its English text, for examples.
    static func manual(_ text: String) -> CatalogEntry {
        CatalogEntry(extractionState: .manual, localizations: ["en": .text(text)])
    }

    /// An extracted key with texts by language, for examples.
    static func texts(_ texts: [String: String]) -> CatalogEntry {
        CatalogEntry(localizations: texts.mapValues { .text($0) })
    }
}
