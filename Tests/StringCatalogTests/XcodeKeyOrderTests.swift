import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite("Xcode's key order")
struct XcodeKeyOrderTests {
    @Test("numbers compare by value and case only breaks ties, lowercase first")
    func examples() {
        #expect(XcodeKeyOrder.sorted(["item 10", "Item 2", "item 1", "Item 1"]) == ["item 1", "Item 1", "Item 2", "item 10"])
        #expect(XcodeKeyOrder.sorted(["b", "_a", "-a", "a", " a", "1", ""]) == ["", " a", "_a", "-a", "1", "a", "b"])
    }

    @Test("a catalog written with its keys given in Xcode's order is the same file; keys that are not exactly its, in order, are ignored")
    func encodedWithKnownKeyOrder() {
        var catalog = StringCatalog(sourceLanguage: "en")
        for key in ["item 10", "Item 2", "item 1", "Zebra", "apple", "%lld files"] { catalog.strings[key] = CatalogEntry(comment: "about \(key)") }
        let expected = catalog.encoded()
        let sorted = XcodeKeyOrder.sorted(catalog.strings.keys)
        #expect(catalog.encoded(keysInXcodeOrder: sorted) == expected)
        var duplicated = sorted
        duplicated[1] = duplicated[0]
        let wrong = [Array(sorted.reversed()), Array(sorted.dropLast()), sorted + ["extra"], duplicated, sorted.dropLast() + ["zzz"]]
        for keys in wrong {
            #expect(catalog.encoded(keysInXcodeOrder: keys) == expected, "\(keys)")
        }
    }

    @Test("the model's field lists are in Xcode's order")
    func modelFieldsAreSorted() {
        for names in [ModelFields.catalog, ModelFields.entry, ModelFields.localization, ModelFields.stringUnit,
                      ModelFields.variations, ModelFields.substitution] {
            let strings = names.map(\.description)
            #expect(XcodeKeyOrder.sorted(strings) == strings)
        }
    }

    @Test("agrees with Foundation on every key of every shared catalog")
    func agreesOnCorpusKeys() throws {
        var keys: Set<String> = []
        for file in Corpus.catalogFiles where file.name.hasSuffix(".xcstrings") {
            let catalog = try StringCatalog(contentsOf: file.url)
            for (key, entry) in catalog.strings {
                keys.insert(key)
                keys.formUnion(entry.localizations.keys)
                for localization in entry.localizations.values { keys.formUnion(localization.substitutions?.keys ?? [:].keys) }
            }
        }
        let all = Array(keys)
        let sorted = XcodeKeyOrder.sorted(all)
        #expect(sorted == all.sorted { XcodeKeyOrder.foundationCompare($0, $1) == .orderedAscending })
        // Neighbours in the sorted list differ in the least, so compare each pair both ways.
        for (left, right) in zip(sorted, sorted.dropFirst()) {
            #expect(XcodeKeyOrder.compare(left, right) == XcodeKeyOrder.foundationCompare(left, right))
            #expect(XcodeKeyOrder.compare(right, left) == XcodeKeyOrder.foundationCompare(right, left))
        }
    }

    static let edgeCases: [String] = [
        "", " ", "  ", "a", "A", "aa", "aA", "Aa", "AA", "a b", "a-b", "a_b", "a.b", "a,b", "a/b", "a\\b", "a$b",
        "0", "00", "000", "1", "01", "001", "10", "010", "2", "9", "99", "100", "a1", "a01", "a001", "A1", "A01",
        "a1b", "a01b", "a1B", "A01b", "a2", "a10", "a 2", "a 10", "1.5", "1.10", "v1.2.10", "v1.10.2",
        "18446744073709551615", "18446744073709551616", "18446744073709551617", "99999999999999999999", "x\ty", "x\ny",
        "~", "!", "?", "@", "#", "%", "&", "*", "(", ")", "[", "]", "{", "}", "<", "=", ">", "|", "^", "`", "'", "\"",
        "café", "cafe", "Café", "CAFE", "naïve", "über", "Über", "“quoted”", "\"quoted\"", "Don’t", "Don't", "Done",
        "…", "...", "日本", "日本語", "한국", "🦖 Dinosaurs", "Ünïcödé 10", "Ünïcödé 9", "é1", "e1", "x\u{1}y", "xy",
    ]

    @Test("agrees with Foundation on every pair of generated edge cases")
    func agreesOnEdgeCases() {
        var disagreements: [String] = []
        for left in Self.edgeCases {
            for right in Self.edgeCases where XcodeKeyOrder.compare(left, right) != XcodeKeyOrder.foundationCompare(left, right) {
                disagreements.append("\(left.debugDescription) vs \(right.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty)
    }

    @Test("agrees with Foundation on random ASCII keys")
    func agreesOnRandomKeys() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("aAbBzZ0129 -_.:/%@$~\t".utf8)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let left = String(decoding: (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            var right = String(decoding: (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            if Bool.random(using: &generator) { right = String(left.prefix(Int.random(in: 0...left.count, using: &generator))) + right }
            if XcodeKeyOrder.compare(left, right) != XcodeKeyOrder.foundationCompare(left, right) {
                disagreements.append("\(left.debugDescription) vs \(right.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty)
    }
}
