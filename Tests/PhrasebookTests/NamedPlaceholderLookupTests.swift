import Foundation
import Phrasebook
import StringCatalog
import Testing

@Suite("Lookups of Xcode 26's named placeholders")
struct NamedPlaceholderLookupTests {
    /// Xcode 26's release-note example, with a translation that writes the names in another order.
    let table = Fixture.table([
        "Landmarks": CatalogEntry(extractionState: .manual, localizations: [
            "en": Fixture.text("%(count)lld landmarks"),
            "de": Fixture.text("%(count)lld Sehenswürdigkeiten"),
        ]),
        "Landmarks near": CatalogEntry(extractionState: .manual, localizations: [
            "en": Fixture.plural([.one: "%(count)lld landmark near %(city)@", .other: "%(count)lld landmarks near %(city)@"]),
            "fr": Fixture.plural([.one: "%(city)@ : %(count)lld monument", .other: "%(city)@ : %(count)lld monuments"]),
        ]),
        "Visitors": CatalogEntry(extractionState: .manual, localizations: [
            "en": Localization(
                stringUnit: StringUnit(state: .translated, value: "%(city)@ had %#@visitors@"),
                substitutions: ["visitors": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                    .one: Fixture.text("%(count)lld visitor"), .other: Fixture.text("%(count)lld visitors"),
                ]))]),
            "de": Localization(
                stringUnit: StringUnit(state: .translated, value: "%#@visitors@ in %(city)@"),
                substitutions: ["visitors": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                    .one: Fixture.text("%(count)lld Besucher"), .other: Fixture.text("%(count)lld Besucher:innen"),
                ]))]),
        ]),
        "F_A_Description": CatalogEntry(extractionState: .manual, localizations: [
            "en": Fixture.text("My name is %1$(name)@"),
            "ja": Fixture.text("私の名前は%(name)@です"),
        ]),
        "Bad name": CatalogEntry(extractionState: .manual, localizations: [
            "en": Fixture.text("%(count)lld landmarks"),
            "de": Fixture.text("%(anzahl)lld Sehenswürdigkeiten"),
        ]),
    ])

    @Test("the release notes' example formats in the source language and in German")
    func releaseNoteExample() {
        #expect(Fixture.localizer([table], ["en"]).string(forKey: "Landmarks", 42) == "42 landmarks")
        #expect(Fixture.localizer([table], ["de"]).string(forKey: "Landmarks", 5) == "5 Sehenswürdigkeiten")
    }

    @Test("a translation that reorders the names reads each argument by name, in every plural case")
    func reorderedPlural() {
        let french = Fixture.localizer([table], ["fr"])
        #expect(french.string(forKey: "Landmarks near", 1, "Paris") == "Paris : 1 monument")
        #expect(french.string(forKey: "Landmarks near", 3, "Paris") == "Paris : 3 monuments")
        #expect(Fixture.localizer([table], ["en"]).string(forKey: "Landmarks near", 1, "Bern") == "1 landmark near Bern")
    }

    @Test("names inside a substitution's cases read the argument the source gives them")
    func substitution() {
        #expect(Fixture.localizer([table], ["en"]).string(forKey: "Visitors", "Rome", 1) == "Rome had 1 visitor")
        #expect(Fixture.localizer([table], ["de"]).string(forKey: "Visitors", "Rom", 12) == "12 Besucher:innen in Rom")
    }

    @Test("a position and a name together: %1$(name)@ in English, %(name)@ in Japanese")
    func positionalAndNamed() {
        #expect(Fixture.localizer([table], ["ja"]).string(forKey: "F_A_Description", "Koki") == "私の名前はKokiです")
        #expect(Fixture.localizer([table], ["en"]).string(forKey: "F_A_Description", "Koki") == "My name is Koki")
    }

    @Test("a translation with a name its source doesn't have shows the source, and says why")
    func unknownName() {
        let issues = IssueLog()
        let german = Fixture.localizer([table], ["de"], issues: issues)
        #expect(german.string(forKey: "Bad name", 3) == "3 landmarks")
        #expect(issues.issues.map(\.kind) == [.specifierMismatch])
        #expect(issues.issues.first?.message.contains("'anzahl'") == true)
    }

    @Test("the localizer tells a key's names and reads name=value arguments by them")
    func namesAndNamedArguments() {
        let french = Fixture.localizer([table], ["fr"])
        #expect(french.argumentNames(forKey: "Landmarks near").indices == ["count": 1, "city": 2])
        let values = french.arguments(forKey: "Landmarks near", parsing: ["city=Lyon", "count=2"])
        #expect(values == [.int(2), .string("Lyon")])
        #expect(french.string(forKey: "Landmarks near", arguments: values) == "Lyon : 2 monuments")
        // Positional values fill the arguments no name took.
        #expect(french.arguments(forKey: "Landmarks near", parsing: ["city=Lyon", "4"]) == [.int(4), .string("Lyon")])
        // A key without names reads `a=b` as a value.
        #expect(french.arguments(forKey: "Missing %@", parsing: ["a=b"]) == [.string("a=b")])
    }

    @Test("a missing key with names formats by first use")
    func missingKey() {
        #expect(Fixture.format("%(b)@ then %(a)@ then %(b)@", [.string("x"), .string("y")]) == "x then y then x")
    }
}
