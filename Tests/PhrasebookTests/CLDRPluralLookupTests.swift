import Phrasebook
import StringCatalog
import Testing

@Suite("Plural variations by CLDR rules")
struct CLDRPluralLookupTests {
    let table = Fixture.table([
        "%lld heroes": Fixture.entry([
            "en": Fixture.plural([.one: "%lld hero", .other: "%lld heroes"]),
            "uk": Fixture.plural([.one: "%lld герой", .few: "%lld герої", .many: "%lld героїв", .other: "%lld героя"]),
            "fr": Fixture.plural([.one: "%lld héros attend", .many: "%lld de héros attendent", .other: "%lld héros attendent"]),
            "ja": Fixture.plural([.other: "%lld人のヒーロー"]),
        ]),
        "%lf km": Fixture.entry([
            "en": Fixture.plural([.one: "%.1lf kilometre", .other: "%.1lf kilometres"]),
        ]),
        "%lf miles": Fixture.entry([
            "en": Fixture.plural([.one: "%lf mile", .other: "%lf miles"]),
        ]),
    ])

    @Test("Ukrainian picks one, few and many by the number's last digits")
    func ukrainian() {
        let localizer = Fixture.localizer([table], ["uk"])
        #expect(localizer.string("\(1) heroes") == "1 герой")
        #expect(localizer.string("\(21) heroes") == "21 герой")
        #expect(localizer.string("\(3) heroes") == "3 герої")
        #expect(localizer.string("\(5) heroes") == "5 героїв")
        #expect(localizer.string("\(11) heroes") == "11 героїв")
    }

    @Test("French counts 0 and 1 as one, and a million as many")
    func french() {
        let localizer = Fixture.localizer([table], ["fr"])
        #expect(localizer.string("\(0) heroes") == "0 héros attend")
        #expect(localizer.string("\(1) heroes") == "1 héros attend")
        #expect(localizer.string("\(2) heroes") == "2 héros attendent")
        #expect(localizer.string("\(1_000_000) heroes") == "1000000 de héros attendent")
    }

    @Test("a language with only other uses it for every number")
    func otherOnly() {
        #expect(Fixture.localizer([table], ["ja"]).string("\(1) heroes") == "1人のヒーロー")
    }

    @Test("a decimal's category counts the fraction digits it is printed with")
    func decimals() {
        let localizer = Fixture.localizer([table], ["en"])
        // "1.0" has a visible fraction digit: English says "1.0 kilometres".
        #expect(localizer.string("\(1.0) km") == "1.0 kilometres")
        #expect(localizer.string("\(2.5) km") == "2.5 kilometres")
        #expect(localizer.string("\(1.0) miles") == "1.000000 miles")
    }

    @Test("plural rules follow the language of the text shown, not the first preferred language")
    func rulesOfFallbackLanguage() {
        // Ukrainian is preferred but has no text for this key: English text with English rules.
        let table = Fixture.table(["%lld stars": Fixture.entry(["en": Fixture.plural([.one: "%lld star", .other: "%lld stars"])])])
        let localizer = Fixture.localizer([table], ["uk"])
        #expect(localizer.string("\(21) stars") == "21 stars")
        #expect(localizer.string("\(1) stars") == "1 star")
    }
}

@Suite("Plural case missing from a translation")
struct MissingPluralCaseTests {
    @Test("a category the translation lacks uses other, and explain says so")
    func missingCaseUsesOther() {
        let table = Fixture.table(["%lld heroes": Fixture.entry([
            "uk": Fixture.plural([.one: "%lld герой", .few: "%lld герої", .other: "%lld героя"]),
        ])])
        let localizer = Fixture.localizer([table], ["uk"])
        #expect(localizer.string("\(5) heroes") == "5 героя")
        #expect(localizer.explain("%lld heroes", arguments: [.int(5)]).variations == ["plural: other (no many case)"])
    }
}
