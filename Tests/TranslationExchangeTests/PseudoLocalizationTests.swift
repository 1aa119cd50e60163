import Testing
@testable import TranslationExchange
import StringCatalog

@Suite("Pseudo-localization")
struct PseudoLocalizationTests {
    let accented = PseudoLocalizer(language: .accented, plurals: Fixtures.plurals)
    let bidi = PseudoLocalizer(language: .bidi, plurals: Fixtures.plurals)

    @Test("en-XA accents letters, brackets the text and makes it about 40% longer")
    func accentedText() {
        let text = accented.transform("Hello world")
        #expect(text.hasPrefix("[Ĥéļļö ŵöŕļð ") && text.hasSuffix("]"))
        // Whole padding words: short strings grow a little more, as translations of short strings do.
        let growth = Double(text.count - 2) / Double("Hello world".count)
        #expect(growth >= 1.3 && growth <= 1.8, "\(text)")
        let long = "The quick brown fox jumps over the lazy dog while the cat watches from the warm windowsill"
        let longGrowth = Double(accented.transform(long).count - 2) / Double(long.count)
        #expect(longGrowth >= 1.3 && longGrowth <= 1.5, "\(longGrowth)")
        #expect(accented.transform("") == "")
    }

    @Test("format specifiers, substitutions and %arg stay intact")
    func specifiers() {
        let text = accented.transform("%1$@ has %2$lld items, %#@COUNT@ and 100%%")
        for kept in ["%1$@", "%2$lld", "%#@COUNT@", "%%"] { #expect(text.contains(kept), "\(kept) in \(text)") }
        #expect(PseudoText.transform("%arg items", as: .accented, isSubstitutionVariation: true).hasPrefix("[%arg îţéɱš"))
    }

    @Test("Xcode 26's named placeholders stay intact, names unaccented, in en-XA and ar-XB")
    func namedPlaceholders() {
        for localizer in [accented, bidi] {
            let text = localizer.transform("%(count)lld landmarks near %1$(city)@, %(count)#@visits@")
            for kept in ["%(count)lld", "%1$(city)@", "%(count)#@visits@"] { #expect(text.contains(kept), "\(kept) in \(text)") }
        }
    }

    @Test("Markdown links, inflection attributes, code, tags and URLs stay intact")
    func markup() {
        let text = accented.transform("Read **the** [terms](https://example.com/terms) or ^[%lld file](inflect: true), run `swift build` in <b>bold</b> at https://x.org/a")
        for kept in ["**", "](https://example.com/terms)", "](inflect: true)", "`swift build`", "<b>", "</b>", "https://x.org/a", "%lld"] {
            #expect(text.contains(kept), "\(kept) in \(text)")
        }
        #expect(text.contains("[ţéŕɱš]"))
    }

    @Test("ar-XB wraps each word in right-to-left marks, leaving placeholders outside")
    func rightToLeft() {
        let text = bidi.transform("Delete %@ now")
        #expect(text == "\u{200F}\u{202E}Delete\u{202C}\u{200F} %@ \u{200F}\u{202E}now\u{202C}\u{200F}")
    }

    @Test("every case of plural, device and substitution variations is pseudo-localized")
    func catalog() {
        let result = accented.localize(Fixtures.catalog)
        let files = result.strings["files"]?.localizations["en-XA"]?.variations?.plural
        #expect(files?[.one]?.stringUnit?.value.hasPrefix("[%lld ƒîļé") == true)
        #expect(result.strings["tap"]?.localizations["en-XA"]?.variations?.device?[.mac]?.stringUnit?.value.hasPrefix("[Çļîçķ") == true)
        let birds = result.strings["count.birds"]?.localizations["en-XA"]
        #expect(birds?.stringUnit?.value.hasPrefix("[Šééñ %#@BIRDS@") == true)
        #expect(birds?.substitutions?["BIRDS"]?.argNum == 1)
        #expect(birds?.substitutions?["BIRDS"]?.variations?.plural?[.other]?.stringUnit?.value.hasPrefix("[%arg ƀîŕðš") == true)
        #expect(result.strings["Brand"]?.localizations["en-XA"] == nil, "don't-translate strings are left alone")
        #expect(result.strings["greeting"]?.localizations["fr"] == Fixtures.catalog.strings["greeting"]?.localizations["fr"])
    }

    @Test("ar-XB gets Arabic's plural cases")
    func arabicPlurals() {
        let plurals = PluralCategoryProvider { $0 == "ar" ? [.zero, .one, .two, .few, .many, .other] : [.one, .other] }
        let result = PseudoLocalizer(language: .bidi, plurals: plurals).localize(Fixtures.catalog)
        #expect(result.strings["files"]?.localizations["ar-XB"]?.variations?.plural?.count == 6)
    }
}

extension PseudoLocalizationTests {
    @Test("dotted substitution names stay intact")
    func dottedSubstitutionNames() {
        let text = accented.transform("%@! There %#@total.strings@ and %2$#@A.B@")
        #expect(text.contains("%#@total.strings@") && text.contains("%2$#@A.B@"), "\(text)")
    }
}
