import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import StringCatalog

@Suite("Members repeated by a bad merge are repaired and reported")
struct DuplicateRepairTests {
    /// A catalog whose `strings` object holds `members` (already formatted, one per line).
    static func catalog(_ members: String...) -> Data {
        Data(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + members.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}").utf8)
    }

    static let french = #"    "Settings" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } } } }"#

    @Test("a key repeated empty beside its translated occurrence (the trace of a merge) keeps the translation")
    func emptyRepeatKeepsTranslation() throws {
        let data = Self.catalog(Self.french, #"    "Other" : { }"#, #"    "Settings" : { }"#)
        let result = try StringCatalog.read(data: data, path: "Localizable.xcstrings")
        #expect(result.catalog.strings["Settings"]?.localizations["fr"]?.stringUnit?.value == "Réglages")
        #expect(result.catalog.strings.count == 2)
        #expect(result.repairs.count == 1)
        #expect(result.repairs.first?.description
            == #"Localizable.xcstrings:6:5: warning: key "Settings" appears again (first on line 4); merged into one, nothing lost"#)
        // The plain initializer repairs the same way.
        #expect(try StringCatalog(data: data) == result.catalog)
    }

    @Test("occurrences holding different languages and cases merge into one entry")
    func compatibleOccurrencesMerge() throws {
        let data = Self.catalog(
            #"    "%lld files" : { "comment" : "Count", "localizations" : { "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Datei" } } } } } } }"#,
            #"    "%lld files" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }, "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } } } }"#)
        let result = try StringCatalog.read(data: data)
        let entry = try #require(result.catalog.strings["%lld files"])
        #expect(entry.comment == "Count")
        #expect(entry.localizations["fr"]?.stringUnit?.state == .new)
        #expect(entry.localizations["de"]?.variations?.plural?[.one]?.stringUnit?.value == "eine Datei")
        #expect(entry.localizations["de"]?.variations?.plural?[.other]?.stringUnit?.value == "%lld Dateien")
        #expect(result.repairs.map(\.droppedValues) == [false])
    }

    @Test("a language repeated inside one key is merged and named with its key")
    func repeatedLanguage() throws {
        let data = Self.catalog("""
                "Done" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "OK" }, "x-note" : "kept" }
                  }
                }
            """)
        let result = try StringCatalog.read(data: data, path: "L.xcstrings")
        #expect(result.catalog.strings["Done"]?.localizations["fr"]?.unknownFields["x-note"] == .string("kept"))
        #expect(result.repairs.map(\.description)
            == [#"L.xcstrings:7:9: warning: key "Done" [fr] appears again (first on line 6); merged into one, nothing lost"#])
    }

    @Test("a plural case repeated inside a variation merges when compatible and names its place when not")
    func repeatedPluralCase() throws {
        func catalog(_ second: String) -> Data {
            Self.catalog("""
                    "%lld items" : { "localizations" : { "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "un élément" } },
                      "one" : { "stringUnit" : { "state" : "\(second)", "value" : "un élément" } }
                    } } } } }
                """)
        }
        let compatible = try StringCatalog.read(data: catalog("translated"), path: "L.xcstrings")
        #expect(compatible.repairs.map(\.description)
            == [#"L.xcstrings:6:7: warning: key "%lld items" [fr] variations.plural.one appears again (first on line 5); merged into one, nothing lost"#])
        do {
            _ = try StringCatalog.read(data: catalog("needs_review"), path: "L.xcstrings")
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasPrefix(#"expected key "%lld items" [fr] variations.plural.one once or repeated with compatible values, "#
                + #"found a different stringUnit.state: "needs_review" here and "translated" on line 5;"#))
        }
    }

    @Test("two different translations of one key are an error naming both lines and both values")
    func conflictIsAnError() {
        let data = Self.catalog(Self.french, Self.french.replacingOccurrences(of: "Réglages", with: "Paramètres"))
        do {
            _ = try StringCatalog.read(data: data, path: "L.xcstrings")
            Issue.record("a conflicting repeat was accepted")
        } catch {
            #expect(error.kind == .duplicateKey)
            #expect(error.description == #"L.xcstrings:5:5: error: expected key "Settings" once or repeated with compatible values, "#
                + #"found a different [fr] stringUnit.value: "Paramètres" here and "Réglages" on line 4; "#
                + "keep one with `phrasebook format --resolve-duplicates first|last`")
        }
    }

    @Test("keepFirst and keepLast settle conflicts and report the value they dropped")
    func resolutionsKeepOneSide() throws {
        let data = Self.catalog(Self.french, #"    "Other" : { }"#, Self.french.replacingOccurrences(of: "Réglages", with: "Paramètres"))
        let first = try StringCatalog.read(data: data, path: "L.xcstrings", duplicates: .keepFirst)
        #expect(first.catalog.strings["Settings"]?.localizations["fr"]?.stringUnit?.value == "Réglages")
        #expect(first.repairs.map(\.description) == [#"L.xcstrings:6:5: warning: key "Settings" appears again (first on line 4); "#
            + #"kept the values of line 4: [fr] stringUnit.value "Réglages" (line 4) over "Paramètres" (line 6)"#])
        let last = try StringCatalog.read(data: data, path: "L.xcstrings", duplicates: .keepLast)
        #expect(last.catalog.strings["Settings"]?.localizations["fr"]?.stringUnit?.value == "Paramètres")
        #expect(last.repairs.first?.conflicts.first?.kept == .theirs)
        #expect(last.repairs.first?.description.hasSuffix(#""Paramètres" (line 6) over "Réglages" (line 4)"#) == true)
    }

    @Test("a repeated field with different values is an error; the same value repeated is only reported")
    func repeatedFields() throws {
        let conflicting = Self.catalog(#"    "k" : { "comment" : "a", "comment" : "b" }"#)
        do {
            _ = try StringCatalog.read(data: conflicting)
            Issue.record("accepted")
        } catch {
            #expect(error.message == #"expected key "k" comment once or repeated with compatible values, found "b" here and "a" on line 4; "#
                + "keep one with `phrasebook format --resolve-duplicates first|last`")
        }

        let repeatedVersion = Data(#"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : {}, "version" : "1.0" }"#.utf8)
        let result = try StringCatalog.read(data: repeatedVersion)
        #expect(result.catalog.version == "1.0")
        #expect(result.repairs.map(\.location.description) == ["version"])
    }

    @Test("the error counts the other conflicting repeats")
    func errorCountsOthers() {
        let data = Self.catalog(
            #"    "a" : { "comment" : "1" }"#, #"    "a" : { "comment" : "2" }"#,
            #"    "b" : { "comment" : "1" }"#, #"    "b" : { "comment" : "2" }"#)
        do {
            _ = try StringCatalog.read(data: data)
            Issue.record("accepted")
        } catch {
            #expect(error.line == 5)
            #expect(error.message.contains("; 1 more repeated member conflict;"))
        }
    }

    @Test("repeated objects among fields Phrasebook does not model merge member by member")
    func unknownObjectsMerge() throws {
        let data = Self.catalog(#"    "k" : { "x-meta" : { "a" : 1 }, "x-meta" : { "b" : [true] } }"#)
        let result = try StringCatalog.read(data: data)
        #expect(result.catalog.strings["k"]?.unknownFields["x-meta"] == .object(["a": .number("1"), "b": .array([.bool(true)])]))
        #expect(result.repairs.count == 1)
    }

    @Test("a file without repeats reports no repairs")
    func noRepairs() throws {
        #expect(try StringCatalog.read(data: Self.catalog(Self.french)).repairs.isEmpty)
    }

    @Test("every corpus catalog split into repeated occurrences per key reads back as the original",
          arguments: Corpus.catalogFiles.filter { $0.name.hasSuffix(".xcstrings") })
    func corpusSplitIntoRepeats(file: Corpus.CatalogFile) async throws {
        let original = try StringCatalog(contentsOf: file.url)
        await propertyCheck(count: 5, input: Gen.uint64()) { seed in
            var random = SeededGenerator(seed: seed)
            var first = original
            var second = original
            for (key, entry) in original.strings {
                // Each language goes to one occurrence or both; the entry's fields to the first.
                var secondEntry = CatalogEntry(localizations: [:])
                first.strings[key]?.localizations = [:]
                for (language, localization) in entry.localizations {
                    switch random.next() % 3 {
                    case 0: first.strings[key]?.localizations[language] = localization
                    case 1: secondEntry.localizations[language] = localization
                    default:
                        first.strings[key]?.localizations[language] = localization
                        secondEntry.localizations[language] = localization
                    }
                }
                second.strings[key] = secondEntry
            }
            let spliced = try Self.splice(first.encoded(), second.encoded())
            let result = try StringCatalog.read(data: spliced, path: file.name)
            #expect(result.catalog == original)
            #expect(result.repairs.count == original.strings.count)
            #expect(result.repairs.allSatisfy { !$0.droppedValues && $0.firstLine < $0.line })
        }
    }

    /// One catalog text whose `strings` object holds the members of `first`'s and then of `second`'s.
    static func splice(_ first: Data, _ second: Data) throws -> Data {
        let (a, b) = (String(decoding: first, as: UTF8.self), String(decoding: second, as: UTF8.self))
        let open = "  \"strings\" : {\n", close = "\n  },\n  \"version\""
        guard let aOpen = a.range(of: open), let aClose = a.range(of: close, options: .backwards),
              let bOpen = b.range(of: open), let bClose = b.range(of: close, options: .backwards)
        else { throw CocoaError(.fileReadCorruptFile) }
        let aMembers = a[aOpen.upperBound..<aClose.lowerBound], bMembers = b[bOpen.upperBound..<bClose.lowerBound]
        guard !aMembers.isEmpty, !bMembers.isEmpty else { return first }
        return Data((a[..<aOpen.upperBound] + aMembers + ",\n" + bMembers + a[aClose.lowerBound...]).utf8)
    }
}
