import Foundation
import Testing
import TestSupport
@testable import TranslationExchange
import StringCatalog

/// Xcode 27's own exports and imports (corpus/xcode-xliff) are the specification.
@Suite("Xcode XLIFF corpus")
struct XcodeXLIFFCorpusTests {
    static let exporter = XLIFFExporter(plurals: .xcode, tool: .phrasebook(version: "9.9.9"))

    /// Scenario folders that hold an `exported.xliff` made from their `source.xcstrings`.
    static var exportScenarios: [String] {
        guard let root = Corpus.xcodeXLIFFDirectory else { return [] }
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent == "exported.xliff" else { continue }
            found.append(url.deletingLastPathComponent().path.replacingOccurrences(of: root.path + "/", with: ""))
        }
        return found.sorted()
    }

    /// Xcode's tool line, with Phrasebook's in its place, is the only allowed difference.
    static func normalizingTool(_ text: String) -> String {
        text.replacingOccurrences(
            of: #"<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>"#,
            with: #"<tool tool-id="com.apple.dt.xcode" tool-name="Phrasebook" tool-version="9.9.9" build-num="9.9.9"/>"#)
    }

    static func sourceCatalogs(in folder: URL) throws -> [NamedCatalog] {
        var catalogs = [NamedCatalog(original: "Localizable.xcstrings", catalog: try StringCatalog(contentsOf: folder.appendingPathComponent("source.xcstrings")))]
        let custom = folder.appendingPathComponent("source-custom.xcstrings")
        if FileManager.default.fileExists(atPath: custom.path) {
            // The corpus's Custom catalog lacks the French target its export shows; Xcode's export was made
            // from the state its expected-after-import snapshot records.
            catalogs.append(NamedCatalog(original: "Custom.xcstrings",
                                         catalog: try StringCatalog(contentsOf: folder.appendingPathComponent("expected-custom-after-import.xcstrings"))))
        }
        return catalogs
    }

    @Test("export equals Xcode's exported.xliff byte for byte but for the tool", arguments: exportScenarios)
    func exportMatchesXcode(scenario: String) throws {
        let folder = Corpus.xcodeXLIFFDirectory!.appendingPathComponent(scenario)
        let expected = try String(contentsOf: folder.appendingPathComponent("exported.xliff"), encoding: .utf8)
        let language = expected.firstMatch(of: /target-language="([^"]+)"/).map { String($0.1) } ?? "fr"
        let result = try Self.exporter.export(try Self.sourceCatalogs(in: folder), language: language)
        let written = String(decoding: XLIFFWriter.encode(result.document), as: UTF8.self)
        #expect(written == Self.normalizingTool(expected))
        if written != Self.normalizingTool(expected) {
            let a = written.split(separator: "\n", omittingEmptySubsequences: false)
            let b = Self.normalizingTool(expected).split(separator: "\n", omittingEmptySubsequences: false)
            if let line = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                Issue.record("first difference at line \(line.offset + 1):\n  ours:  \(line.element.0)\n  xcode: \(line.element.1)")
            }
        }
    }
}

extension XcodeXLIFFCorpusTests {
    /// Scenario folders with Xcode's re-export of its own import result.
    static var reexportScenarios: [String] {
        exportScenarios.filter { scenario in
            let folder = Corpus.xcodeXLIFFDirectory!.appendingPathComponent(scenario)
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent("reexported.xliff").path)
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected-after-import.xcstrings").path)
        }
    }

    @Test("export of Xcode's imported catalog equals its reexported.xliff", arguments: reexportScenarios)
    func reexportMatchesXcode(scenario: String) throws {
        let folder = Corpus.xcodeXLIFFDirectory!.appendingPathComponent(scenario)
        let expected = try String(contentsOf: folder.appendingPathComponent("reexported.xliff"), encoding: .utf8)
        let language = expected.firstMatch(of: /target-language="([^"]+)"/).map { String($0.1) } ?? "fr"
        var catalogs = [NamedCatalog(original: "Localizable.xcstrings",
                                     catalog: try StringCatalog(contentsOf: folder.appendingPathComponent("expected-after-import.xcstrings")))]
        let custom = folder.appendingPathComponent("expected-custom-after-import.xcstrings")
        if FileManager.default.fileExists(atPath: custom.path) {
            catalogs.append(NamedCatalog(original: "Custom.xcstrings", catalog: try StringCatalog(contentsOf: custom)))
        }
        let written = String(decoding: XLIFFWriter.encode(try Self.exporter.export(catalogs, language: language).document), as: UTF8.self)
        #expect(written == Self.normalizingTool(expected))
    }
}
