import Foundation
import Testing
import TestSupport
@testable import StringCatalog

/// The format-specifier fixtures of xcstrings-tool in the shared corpus, read as plain JSON so these
/// tests don't depend on the catalog reader.
@Suite("Format specifiers in the corpus")
struct FormatStringCorpusTests {
    /// The English value of every key of a corpus catalog, or `nil` when the corpus is absent.
    private func englishValues(_ name: String) throws -> [String: String]? {
        guard let file = Corpus.catalogFiles.first(where: { $0.name == name }) else {
            print("note: \(name) not in the corpus; skipped")
            return nil
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file.url)) as? [String: Any]
        let strings = try #require(json?["strings"] as? [String: [String: Any]])
        return strings.compactMapValues { entry in
            let en = (entry["localizations"] as? [String: Any])?["en"] as? [String: Any]
            return (en?["stringUnit"] as? [String: Any])?["value"] as? String
        }
    }

    @Test("FormatSpecifiers: each key's specifier has the documented type")
    func formatSpecifiers() throws {
        guard let values = try englishValues("xcstringstool-FormatSpecifiers.xcstrings") else { return }
        let expected: [String: [FormatArgumentCategory]] = [
            "at": [.object], "d": [.integer], "d_length": [.integer], "f": [.double], "f_precision": [.double],
            "i": [.integer], "o": [.integer], "u": [.integer], "x": [.integer],
            "percentage": [], "percentage_escaped": [], "percentage_escaped_space_o": [],
        ]
        for (key, categories) in expected {
            let parsed = FormatString.parse(try #require(values[key]))
            #expect(parsed.arguments.map(\.category) == categories, "\(key)")
        }
        // "Test %" ends in a lone percent sign, reported rather than counted.
        #expect(FormatString.parse(values["percentage"] ?? "").problems.map(\.kind) == [.incompleteSpecifier])
        // xcstrings-tool treats "50% off" as text; Foundation reads "% o" as an octal conversion, so we
        // count the argument and warn.
        let spaceO = FormatString.parse(values["percentage_space_o"] ?? "")
        #expect(spaceO.arguments.map(\.category) == [.integer])
        #expect(spaceO.problems.map(\.kind) == [.spaceFlagConversion])
    }

    @Test("Positional: reordered and repeated arguments resolve by position")
    func positional() throws {
        guard let values = try englishValues("xcstringstool-Positional.xcstrings") else { return }
        let reorder = FormatString.parse(try #require(values["reorder"]))
        #expect(reorder.arguments.map(\.category) == [.integer, .object])
        #expect(reorder.problems.isEmpty)
        let repeatExplicit = FormatString.parse(try #require(values["repeatExplicit"]))
        #expect(repeatExplicit.arguments.map(\.category) == [.integer])
        #expect(repeatExplicit.arguments.first?.uses.count == 2)
        let repeatImplicit = FormatString.parse(try #require(values["repeatImplicit"]))
        #expect(repeatImplicit.arguments.map(\.category) == [.object])
        #expect(repeatImplicit.problems.allSatisfy { !$0.isError })
    }

    @Test("invalid fixtures: mismatched types and missing arguments are errors")
    func invalid() throws {
        if let values = try englishValues("xcstringstool-invalid-MismatchingArgumentType.xcstrings") {
            let parsed = FormatString.parse(try #require(values["Key"]))
            #expect(parsed.problems.map(\.kind) == [.conflictingArgumentTypes(argument: 1, .integer, .object)])
        }
        if let values = try englishValues("xcstringstool-invalid-MissingArgument.xcstrings") {
            let parsed = FormatString.parse(try #require(values["Key"]))
            #expect(parsed.problems.map(\.kind) == [.missingArgument(1)])
        }
        if let values = try englishValues("xcstringstool-invalid-UnsupportedFormatSpecifiers.xcstrings") {
            // %c is unsupported by xcstrings-tool's code generator, but Foundation formats it.
            let parsed = FormatString.parse(try #require(values["Key"]))
            #expect(parsed.arguments.map(\.category) == [.character])
            #expect(parsed.problems.isEmpty)
        }
    }
}
