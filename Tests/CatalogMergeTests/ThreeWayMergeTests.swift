import Foundation
import StringCatalog
import Testing

/// A catalog of keys with plain translations per language.
func makeCatalog(_ entries: [String: CatalogEntry]) -> StringCatalog {
    StringCatalog(sourceLanguage: "en", strings: entries)
}

/// An entry with a translated text per language.
func makeEntry(_ texts: [String: String], comment: String? = nil) -> CatalogEntry {
    CatalogEntry(comment: comment, localizations: texts.mapValues { Localization.text($0) })
}

@Suite("Three-way merge of catalogs")
struct ThreeWayMergeTests {
    static let base = makeCatalog([
        "Hello": makeEntry(["fr": "Bonjour", "de": "Hallo"], comment: "Greeting"),
        "Bye": makeEntry(["fr": "Au revoir"]),
    ])

    @Test("edits of different languages of one key combine without conflict")
    func differentLanguagesCombine() {
        var ours = Self.base, theirs = Self.base
        ours.strings["Hello"]?.localizations["fr"] = .text("Salut")
        theirs.strings["Hello"]?.localizations["es"] = .text("Hola")
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings["Hello"]?.localizations["fr"] == .text("Salut"))
        #expect(result.catalog.strings["Hello"]?.localizations["es"] == .text("Hola"))
        #expect(result.catalog.strings["Hello"]?.localizations["de"] == .text("Hallo"))
    }

    @Test("a state changed on one side and the text on the other both land")
    func fieldsOfOneUnitCombine() {
        var ours = Self.base, theirs = Self.base
        ours.strings["Hello"]?.localizations["fr"]?.stringUnit?.state = .needsReview
        theirs.strings["Hello"]?.localizations["fr"]?.stringUnit?.value = "Salut"
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings["Hello"]?.localizations["fr"] == .text("Salut", state: .needsReview))
    }

    @Test("the same edit on both sides is taken once")
    func sameEditMerges() {
        var ours = Self.base
        ours.strings["Hello"]?.localizations["fr"] = .text("Salut")
        ours.strings["New"] = makeEntry(["fr": "Nouveau"])
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: ours)
        #expect(result.conflicts.isEmpty && result.keptEdits.isEmpty)
        #expect(result.catalog == ours)
    }

    @Test("a key deleted on one side and edited on the other keeps the edit and reports it")
    func deleteVersusEditKeepsEdit() {
        var ours = Self.base, theirs = Self.base
        ours.strings["Bye"] = nil
        theirs.strings["Bye"]?.localizations["fr"] = .text("Salut")
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings["Bye"]?.localizations["fr"] == .text("Salut"))
        #expect(result.keptEdits == [KeptEdit(location: MergeLocation(["strings", "Bye"]), deletedBy: .ours)])
        #expect(result.keptEdits.first?.description == #"key "Bye": deleted in ours but edited in theirs; kept the edit"#)
    }

    @Test("a key deleted on one side and untouched on the other is deleted")
    func deletionApplies() {
        var theirs = Self.base
        theirs.strings["Bye"] = nil
        theirs.strings["Hello"]?.localizations["de"] = nil
        let result = StringCatalog.merged(base: Self.base, ours: Self.base, theirs: theirs)
        #expect(result.catalog == theirs)
        #expect(result.keptEdits.isEmpty)
    }

    @Test("two different texts for one unit conflict: ours is kept and base, ours and theirs are reported")
    func trueConflict() {
        var ours = Self.base, theirs = Self.base
        ours.strings["Hello"]?.localizations["fr"]?.stringUnit?.value = "Salut"
        theirs.strings["Hello"]?.localizations["fr"]?.stringUnit?.value = "Coucou"
        theirs.strings["Hello"]?.comment = "Shown on launch"
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts == [MergeConflict(
            location: MergeLocation(["strings", "Hello", "localizations", "fr", "stringUnit", "value"]),
            base: .string("Bonjour"), ours: .string("Salut"), theirs: .string("Coucou"), kept: .ours)])
        #expect(result.conflicts[0].location.key == "Hello")
        #expect(result.conflicts[0].location.language == "fr")
        #expect(result.conflicts[0].location.field == "stringUnit.value")
        #expect(result.catalog.strings["Hello"]?.localizations["fr"]?.stringUnit?.value == "Salut")
        #expect(result.catalog.strings["Hello"]?.comment == "Shown on launch", "the rest of the key still merges")
        #expect(StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs, preferring: .theirs)
            .catalog.strings["Hello"]?.localizations["fr"]?.stringUnit?.value == "Coucou")
    }

    @Test("different plural cases of one language combine; the same case edited differently conflicts")
    func pluralCases() {
        func plural(_ one: String, _ other: String) -> Localization {
            Localization(variations: Variations(plural: [.one: .text(one), .other: .text(other)]))
        }
        let base = makeCatalog(["%lld files": CatalogEntry(localizations: ["fr": plural("un fichier", "%lld fichiers")])])
        var ours = base, theirs = base
        ours.strings["%lld files"]?.localizations["fr"] = plural("1 fichier", "%lld fichiers")
        theirs.strings["%lld files"]?.localizations["fr"] = plural("un fichier", "%lld documents")
        let merged = StringCatalog.merged(base: base, ours: ours, theirs: theirs)
        #expect(merged.conflicts.isEmpty)
        #expect(merged.catalog.strings["%lld files"]?.localizations["fr"] == plural("1 fichier", "%lld documents"))

        theirs.strings["%lld files"]?.localizations["fr"] = plural("fichier unique", "%lld fichiers")
        let conflicting = StringCatalog.merged(base: base, ours: ours, theirs: theirs)
        #expect(conflicting.conflicts.map(\.location.field) == ["variations.plural.one.stringUnit.value"])
    }

    @Test("a text turned into plural variations on one side while edited on the other is one conflict of the localization")
    func formChangeConflicts() {
        var ours = Self.base, theirs = Self.base
        ours.strings["Bye"]?.localizations["fr"] = Localization(variations: Variations(plural: [.other: .text("Au revoir à tous")]))
        theirs.strings["Bye"]?.localizations["fr"] = .text("Salut")
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.location.components) == [["strings", "Bye", "localizations", "fr"]])
        #expect(result.keptEdits.isEmpty)
        #expect(result.catalog.strings["Bye"]?.localizations["fr"] == ours.strings["Bye"]?.localizations["fr"])
        #expect(result.conflicts[0].theirs == .object(["stringUnit": .object(["state": .string("translated"), "value": .string("Salut")])]))
    }

    @Test("plural cases turned into device cases on one side while a plural case is edited on the other is one conflict, both kept in the report",
          arguments: [ShapeChange.pluralToDevice, .substitutionToPlain, .plainToSubstitution])
    func shapeChangeConflicts(_ change: ShapeChange) {
        let base = makeCatalog(["%lld files": CatalogEntry(localizations: ["de": change.base])])
        var ours = base, theirs = base
        ours.strings["%lld files"]?.localizations["de"] = change.reshaped
        theirs.strings["%lld files"]?.localizations["de"] = change.editedInOldShape
        let result = StringCatalog.merged(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.location.components) == [["strings", "%lld files", "localizations", "de"]], "\(result.keptEdits)")
        #expect(result.keptEdits.isEmpty)
        let reported = (theirs: "\(result.conflicts.first?.theirs as Any)", ours: "\(result.conflicts.first?.ours as Any)")
        #expect(reported.theirs.contains("Dokumente"), "theirs' edit is in the report")
        #expect(reported.ours.contains(change.reshapedMarker), "ours' new shape is in the report")
        #expect(result.catalog.strings["%lld files"]?.localizations["de"] == change.reshaped, "never two shapes side by side")
        // The other way round the same.
        let reversed = StringCatalog.merged(base: base, ours: theirs, theirs: ours)
        #expect(reversed.conflicts.count == 1)
    }

    @Test("fields Phrasebook does not model merge member by member")
    func unknownFieldsMerge() {
        var ours = Self.base, theirs = Self.base
        ours.strings["Hello"]?.unknownFields["generatesSymbol"] = .bool(true)
        theirs.strings["Hello"]?.unknownFields["x-owner"] = .string("onboarding")
        theirs.unknownFields["x-tool"] = .object(["name": .string("p")])
        let result = StringCatalog.merged(base: Self.base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings["Hello"]?.unknownFields == ["generatesSymbol": .bool(true), "x-owner": .string("onboarding")])
        #expect(result.catalog.unknownFields == ["x-tool": .object(["name": .string("p")])])
    }

    @Test("without a base, what both sides added differently conflicts and the rest is a union")
    func noBase() {
        let ours = makeCatalog(["A": makeEntry(["fr": "a"]), "B": makeEntry(["fr": "b"])])
        let theirs = makeCatalog(["A": makeEntry(["de": "a"]), "B": makeEntry(["fr": "bee"])])
        let result = StringCatalog.merged(base: nil, ours: ours, theirs: theirs)
        #expect(result.catalog.strings["A"] == makeEntry(["fr": "a", "de": "a"]))
        #expect(result.conflicts.map(\.description)
            == [#"key "B" [fr] stringUnit.value: base (none), ours "b", theirs "bee" (kept ours)"#])
    }

    @Test("conflicts are listed in the file's key order")
    func conflictOrder() {
        let base = makeCatalog(["item 10": makeEntry(["fr": "x"]), "Item 2": makeEntry(["fr": "x"]), "apple": makeEntry(["fr": "x"])])
        var ours = base, theirs = base
        for key in base.strings.keys {
            ours.strings[key]?.localizations["fr"] = .text("ours")
            theirs.strings[key]?.localizations["fr"] = .text("theirs")
        }
        #expect(StringCatalog.merged(base: base, ours: ours, theirs: theirs).conflicts.map(\.location.key) == ["apple", "Item 2", "item 10"])
    }
}

/// One side changes the shape of a unit (plain, plural, device, substitution); the other edits the old shape.
struct ShapeChange: Sendable, CustomTestStringConvertible {
    var name: String
    var base: Localization
    var reshaped: Localization
    var editedInOldShape: Localization
    var testDescription: String { name }
    /// Text only the reshaped side holds.
    var reshapedMarker: String { name == "plural → device" ? "(Mac)" : name == "substitution → plain" ? "Dateien: %lld" : "%#@files@" }

    static func plural(_ one: String, _ other: String) -> Localization {
        Localization(variations: Variations(plural: [.one: .text(one), .other: .text(other)]))
    }

    static let pluralToDevice = ShapeChange(
        name: "plural → device",
        base: plural("%lld Datei", "%lld Dateien"),
        reshaped: Localization(variations: Variations(device: [.mac: .text("%lld Dateien (Mac)"), .other: .text("%lld Dateien")])),
        editedInOldShape: plural("%lld Datei", "%lld Dokumente"))

    static let withSubstitution = Localization(
        stringUnit: StringUnit(state: .translated, value: "%#@files@"),
        substitutions: ["files": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [.one: .text("%arg Datei"), .other: .text("%arg Dateien")]))])

    static let substitutionToPlain = ShapeChange(
        name: "substitution → plain",
        base: withSubstitution,
        reshaped: .text("Dateien: %lld"),
        editedInOldShape: {
            var edited = withSubstitution
            edited.substitutions?["files"]?.variations?.plural?[.other] = .text("%arg Dokumente")
            return edited
        }())

    static let plainToSubstitution = ShapeChange(
        name: "plain → substitution",
        base: .text("Dateien: %lld"),
        reshaped: withSubstitution,
        editedInOldShape: .text("Dokumente: %lld"))
}
