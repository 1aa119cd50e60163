import Foundation
import PropertyBased
import StringCatalog
import Testing
import TestSupport
@testable import CatalogMerge

@Suite("Semantic diff of catalogs")
struct CatalogDiffTests {
    static let old = makeCatalog([
        "Hello": makeEntry(["fr": "Bonjour", "ja": "こんにちは", "es": "Hola"], comment: "Greeting"),
        "Old name": makeEntry(["fr": "Nom"]),
        "Gone": makeEntry(["fr": "Parti"]),
        "%lld files": CatalogEntry(localizations: ["fr": Localization(variations: Variations(plural: [
            .one: .text("un fichier"), .other: .text("%lld fichiers"),
        ]))]),
    ])

    static var new: StringCatalog {
        var new = old
        new.strings["Hello"]?.localizations["fr"] = .text("Salut")
        new.strings["Hello"]?.localizations["de"] = .text("Hallo")
        new.strings["Hello"]?.localizations["ja"] = nil
        new.strings["Hello"]?.localizations["es"]?.stringUnit?.state = .needsReview
        new.strings["Hello"]?.comment = "Shown on launch"
        new.strings["New name"] = new.strings.removeValue(forKey: "Old name")
        new.strings["Gone"] = nil
        new.strings["Added"] = makeEntry(["fr": "Ajouté", "de": "Hinzugefügt"])
        new.strings["%lld files"]?.localizations["fr"]?.variations?.plural?[.one] = .text("1 fichier")
        return new
    }

    @Test("keys added, removed and renamed, and per language the texts added, changed, removed and restated")
    func text() {
        let diff = CatalogDiff(old: Self.old, new: Self.new)
        #expect(diff.rendered(as: .text, fileName: "L.xcstrings") == """
            L.xcstrings: 1 key added, 1 removed, 1 renamed, 2 changed
            + "Added" (2 translations)
            - "Gone" (1 translation)
            > "Old name" → "New name"
            ~ "%lld files"
                [fr] plural.one: "un fichier" → "1 fichier"
            ~ "Hello"
                comment: "Greeting" → "Shown on launch"
                [de] + "Hallo" (translated)
                [es] state translated → needs_review: "Hola"
                [fr] "Bonjour" → "Salut"
                [ja] - "こんにちは"

            """)
    }

    @Test("--stat counts per language, including the texts of added and removed keys")
    func statistics() {
        let diff = CatalogDiff(old: Self.old, new: Self.new)
        #expect(diff.rendered(as: .text, fileName: "L.xcstrings", statistics: true) == """
            L.xcstrings: 1 key added, 1 removed, 1 renamed, 2 changed
              language  added  changed  removed  state
              de            2        0        0      0
              es            0        0        0      1
              fr            1        2        1      0
              ja            0        0        1      0

            """)
        #expect(diff.languages.first { $0.language == "fr" }?.changed == 2)
    }

    @Test("markdown is a table whose cells cannot break it")
    func markdown() {
        var new = Self.old
        new.strings["Hello"]?.localizations["fr"] = .text("a | b\nc")
        #expect(CatalogDiff(old: Self.old, new: new).rendered(as: .markdown, fileName: "L.xcstrings") == """
            #### `L.xcstrings`: 1 key changed

            | Change | Key | Language | Before | After |
            |---|---|---|---|---|
            | changed | `Hello` | fr | Bonjour | a \\| b<br>c |

            """)
    }

    @Test("json names every change")
    func json() throws {
        let text = CatalogDiff(old: Self.old, new: Self.new).rendered(as: .json, fileName: "L.xcstrings")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["renamed"] as? [[String: String]]) == [["from": "Old name", "to": "New name"]])
        let changed = try #require(object["changed"] as? [[String: Any]])
        #expect(changed.map { $0["key"] as? String } == ["%lld files", "Hello"])
        let hello = try #require(changed.last?["translations"] as? [[String: Any]])
        #expect(hello.map { $0["change"] as? String } == ["added", "state", "changed", "removed"])
    }

    @Test("identical content is no change; a rename needs an unambiguous match")
    func noChangeAndAmbiguousRenames() {
        #expect(CatalogDiff(old: Self.old, new: Self.old).isEmpty)
        #expect(CatalogDiff(old: Self.old, new: Self.old).rendered(as: .text, fileName: "L") == "L: no changes\n")
        var new = Self.old
        new.strings["Copy A"] = Self.old.strings["Old name"]
        new.strings["Copy B"] = Self.old.strings["Old name"]
        new.strings["Old name"] = nil
        let diff = CatalogDiff(old: Self.old, new: new)
        #expect(diff.renamedKeys.isEmpty)
        #expect(diff.addedKeys.map(\.key) == ["Copy A", "Copy B"])
    }

    @Test("the diff of generated edits names exactly the keys they touched", arguments: Corpus.catalogFiles.filter { $0.name.hasSuffix(".xcstrings") })
    func corpusEditsAreReported(file: Corpus.CatalogFile) async throws {
        let base = try StringCatalog(contentsOf: file.url)
        await propertyCheck(count: 10, input: Gen.uint64()) { seed in
            var generator = EditGenerator(catalog: base, seed: seed, branch: "new")
            let edits = generator.edits(1 + Int(seed % 8))
            let new = base.applying(edits)
            let diff = CatalogDiff(old: base, new: new)
            let reported = Set(diff.addedKeys.map(\.key) + diff.removedKeys.map(\.key) + diff.changedKeys.map(\.key)
                + diff.renamedKeys.flatMap { [$0.from, $0.to] })
            #expect(reported == Set(edits.map(\.footprint.key)), "\(edits)")
        }
    }
}
