import Foundation
import Phrasebook
import StringCatalog
import Testing

@Suite("Localizer lookups")
struct LocalizerTests {
    let table = Fixture.table([
        "Settings": Fixture.entry(["de": Fixture.text("Einstellungen"), "fr": Fixture.text("Réglages")]),
        "Only German": Fixture.entry(["de": Fixture.text("Nur Deutsch")]),
        "%lld cents": Fixture.entry([
            "en": Fixture.plural([.one: "%lld cent", .other: "%lld cents"]),
            "de": Fixture.plural([.one: "%lld Cent", .other: "%lld Cent"]),
        ]),
        "files.count": Fixture.entry([
            "en": Fixture.plural([.zero: "No files", .one: "One file", .other: "%lld files"]),
        ]),
        "Peach": Fixture.entry(["en": Fixture.text("Peach"), "de": Fixture.text("Pfirsich")], shouldTranslate: false),
        "Untranslated": Fixture.entry(["de": Fixture.text("", .new)]),
        "Review me": Fixture.entry(["de": Fixture.text("Prüf mich", .needsReview)]),
        "Tap to continue": Fixture.entry([
            "en": Fixture.device([.iphone: Fixture.text("Tap to continue"), .mac: Fixture.text("Click to continue"),
                                  .other: Fixture.text("Select to continue")]),
        ]),
        "Hello %@, you have %lld messages": Fixture.entry([
            "de": Fixture.text("%2$lld Nachrichten für %1$@"),
        ]),
    ])

    @Test("every key of a large table is found by its bytes, and a key in another Unicode normalization still finds its entry")
    func lookupsByBytesAndByNormalization() {
        var entries: [String: CatalogEntry] = [:]
        for index in 0..<3_000 { entries["key \(index) \(String(repeating: "x", count: index % 23))"] = Fixture.entry(["de": Fixture.text("Wert \(index)")]) }
        entries["caf\u{E9}"] = Fixture.entry(["de": Fixture.text("Kaffee")])
        entries[""] = Fixture.entry(["de": Fixture.text("leer")])
        let localizer = Localizer(tables: [Fixture.table(entries)], languages: ["de", "en"])
        for index in 0..<3_000 {
            #expect(localizer.string(forKey: "key \(index) \(String(repeating: "x", count: index % 23))") == "Wert \(index)")
        }
        #expect(localizer.string(forKey: "cafe\u{301}") == "Kaffee")
        #expect(localizer.string(forKey: "") == "leer")
        #expect(localizer.string(forKey: "key 3000 ") == "key 3000 ")
        #expect(localizer.string(forKey: "cafe\u{301}", table: "Localizable") == "Kaffee")
    }

    @Test("keys of every length up to 40 bytes are found, and a key that differs from one in a single byte is not")
    func lookupsOfEveryLength() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ")
        var entries: [String: CatalogEntry] = [:]
        for length in 1...40 { entries[String(alphabet.prefix(length))] = Fixture.entry(["de": Fixture.text("Länge \(length)")]) }
        let localizer = Localizer(tables: [Fixture.table(entries)], languages: ["de", "en"])
        for length in 1...40 {
            let key = String(alphabet.prefix(length))
            #expect(localizer.string(forKey: key) == "Länge \(length)")
            for position in 0..<length {
                var changed = Array(key)
                changed[position] = "-"
                #expect(localizer.string(forKey: String(changed)) == String(changed))
            }
        }
    }

    @Test("a plain hit returns the translation of the first language that has one")
    func plainHit() {
        let localizer = Fixture.localizer([table], ["fr", "de", "en"])
        #expect(localizer.string(forKey: "Settings") == "Réglages")
        #expect(localizer.string(forKey: "Only German") == "Nur Deutsch")
    }

    @Test("a string missing in every preferred language falls back to the source, then the key")
    func fallbackToSourceAndKey() {
        let localizer = Fixture.localizer([table], ["fr"])
        #expect(localizer.string(forKey: "Only German") == "Only German")
        #expect(localizer.explain("Only German").step == .sourceLanguage)
        #expect(localizer.string(forKey: "Not in any table") == "Not in any table")
        #expect(localizer.explain("Not in any table").step == .key)
    }

    @Test("plural variations follow the actual argument")
    func plurals() {
        let english = Fixture.localizer([table], ["en"])
        #expect(english.string("\(1) cents") == "1 cent")
        #expect(english.string("\(2) cents") == "2 cents")
        let german = Fixture.localizer([table], ["de", "en"])
        #expect(german.string("\(1) cents") == "1 Cent")
        #expect(german.string("\(7) cents") == "7 Cent")
    }

    @Test("a zero case is used for 0 when the catalog has one")
    func zeroCase() {
        let localizer = Fixture.localizer([table], ["en"])
        #expect(localizer.string(forKey: "files.count", 0) == "No files")
        #expect(localizer.string(forKey: "files.count", 1) == "One file")
        #expect(localizer.string(forKey: "files.count", 12) == "12 files")
    }

    @Test("a translator comment is accepted by every lookup form and changes nothing at run time")
    func commentsAreIgnored() {
        let german = Fixture.localizer([table], ["de", "en"])
        #expect(german.string("\(7) cents", comment: "Price") == "7 Cent")
        #expect(german.string(forKey: "Settings", comment: "Screen title") == "Einstellungen")
        #expect(german.string(forKey: "Settings", table: nil, arguments: [], comment: "Screen title") == "Einstellungen")
        #expect(german.string(forKey: "%lld cents", 1, comment: "Price") == "1 Cent")
        #expect(german.string(forKey: "missing.key", defaultValue: "\(3) left", comment: "Counter") == "3 left")
    }

    @Test("shouldTranslate false always shows the source text")
    func doNotTranslate() {
        let localizer = Fixture.localizer([table], ["de"])
        #expect(localizer.string(forKey: "Peach") == "Peach")
        #expect(localizer.explain("Peach").step == .doNotTranslate)
    }

    @Test("the default policy skips empty new units but shows units needing review")
    func defaultPolicy() {
        let localizer = Fixture.localizer([table], ["de"])
        #expect(localizer.string(forKey: "Untranslated") == "Untranslated")
        #expect(localizer.string(forKey: "Review me") == "Prüf mich")
    }

    @Test("a translated-only policy falls back from units needing review")
    func strictPolicy() {
        let localizer = Fixture.localizer([table], ["de"], policy: .translatedOnly)
        #expect(localizer.string(forKey: "Review me") == "Review me")
        #expect(localizer.string(forKey: "Settings") == "Einstellungen")
    }

    @Test("device variations follow the configured device, else other")
    func deviceVariations() {
        #expect(Fixture.localizer([table], ["en"], device: .iphone).string(forKey: "Tap to continue") == "Tap to continue")
        #expect(Fixture.localizer([table], ["en"], device: .mac).string(forKey: "Tap to continue") == "Click to continue")
        #expect(Fixture.localizer([table], ["en"], device: .appletv).string(forKey: "Tap to continue") == "Select to continue")
        #expect(Fixture.localizer([table], ["en"], device: .ipod).string(forKey: "Tap to continue") == "Tap to continue")
    }

    @Test("positional arguments in a translation reorder the source's arguments")
    func positionalTranslation() {
        let localizer = Fixture.localizer([table], ["de"])
        #expect(localizer.string("Hello \("Ana"), you have \(3) messages") == "3 Nachrichten für Ana")
    }

    @Test("interpolation derives the key with Apple's specifier for each static type")
    func interpolationKeys() {
        let count = 3, unsigned: UInt = 4, ratio = 0.5, single: Float = 1.5, name = "Luna", small: Int32 = 2
        let key: LocalizationKey = "\(count) \(unsigned) \(ratio) \(single) \(name) \(small) \(Date(timeIntervalSince1970: 0) == Date.distantPast)"
        #expect(key.key == "%lld %llu %lf %f %@ %d %@")
        #expect(key.arguments.count == 7)
        let percent: LocalizationKey = "\(count)% done"
        #expect(percent.key == "%lld%% done")
        let literal: LocalizationKey = "100% sure"
        #expect(literal.key == "100% sure")
        let around: LocalizationKey = "100% of \(count) done, 5% left"
        #expect(around.key == "100%% of %lld done, 5%% left")
    }

    @Test("a key built from literals alone keeps its percent signs as written, before and after the first")
    func literalOnlyInterpolationKeepsPercentSigns() {
        var interpolation = LocalizationKey.StringInterpolation(literalCapacity: 16, interpolationCount: 0)
        interpolation.appendLiteral("Save 50")
        interpolation.appendLiteral("% now, ")
        interpolation.appendLiteral("then 10% more")
        #expect(LocalizationKey(stringInterpolation: interpolation).key == "Save 50% now, then 10% more")
    }

    @Test("substitutions pick a plural case for each of their own arguments")
    func substitutions() {
        let entry = CatalogEntry(localizations: [
            "en": Localization(
                stringUnit: StringUnit(state: .translated, value: "%#@files@ in %#@folders@"),
                substitutions: [
                    "files": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
                        .one: .text("%arg file"), .other: .text("%arg files"),
                    ])),
                    "folders": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                        .one: .text("one folder"), .other: .text("%arg folders"),
                    ])),
                ]),
        ])
        let localizer = Fixture.localizer([Fixture.table(["%lld files in %lld folders": entry])], ["en"])
        #expect(localizer.string("\(1) files in \(3) folders") == "1 file in 3 folders")
        #expect(localizer.string("\(5) files in \(1) folders") == "5 files in one folder")
        let explanation = localizer.explain("%lld files in %lld folders", arguments: [.int(5), .int(1)])
        #expect(explanation.variations == ["files: other", "folders: one"])
    }

    @Test("a translation whose specifiers do not match falls back to the source and is reported once, on first use")
    func specifierMismatch() {
        let log = IssueLog()
        let table = Fixture.table([
            "%lld cents": Fixture.entry(["fr": Fixture.text("%@ centimes"), "en": Fixture.text("%lld cents")]),
            "Hello %@": Fixture.entry(["fr": Fixture.text("Bonjour %@ %@")]),
        ])
        let localizer = Fixture.localizer([table], ["fr"], issues: log)
        #expect(log.issues.isEmpty) // reported when an app first shows the string
        #expect(localizer.string("\(5) cents") == "5 cents")
        #expect(localizer.string("Hello \("Ana")") == "Hello Ana")
        #expect(localizer.string("\(6) cents") == "6 cents")
        #expect(log.issues.count == 2)
        #expect(log.issues.allSatisfy { $0.kind == .specifierMismatch && $0.language == "fr" })
        #expect(localizer.explain("%lld cents", arguments: [.int(5)]).step == .sourceLanguageAfterSpecifierMismatch(language: "fr"))
    }

    @Test("a translation naming a substitution it does not define falls back to the source")
    func undefinedSubstitution() {
        let log = IssueLog()
        let table = Fixture.table(["%lld heroes": Fixture.entry([
            "en": Fixture.plural([.one: "%lld hero", .other: "%lld heroes"]),
            "de": Localization(stringUnit: StringUnit(state: .translated, value: "%#@helden@ warten"), substitutions: [
                "heroes": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [.other: .text("%arg Helden")])),
            ]),
        ])])
        let localizer = Fixture.localizer([table], ["de"], issues: log)
        #expect(localizer.string("\(2) heroes") == "2 heroes")
        #expect(log.issues.map(\.message) == ["the translation uses %#@helden@ but defines no substitution of that name; showing the source string"])
    }

    @Test("arguments that do not fit the string are rendered safely and reported once")
    func argumentMismatchReportedOnce() {
        let log = IssueLog()
        let localizer = Fixture.localizer([table], ["en"], issues: log)
        _ = localizer.string(forKey: "%lld cents", arguments: [])
        _ = localizer.string(forKey: "%lld cents", arguments: [])
        #expect(log.issues.count == 1)
        #expect(log.issues.first?.kind == .argumentMismatch)
    }

    @Test("several tables: the named one, or the first that has the key")
    func tables() {
        let infoPlist = Fixture.table(["Settings": Fixture.entry(["fr": Fixture.text("Paramètres")])], name: "InfoPlist")
        let localizer = Fixture.localizer([table, infoPlist], ["fr"])
        #expect(localizer.string(forKey: "Settings") == "Réglages")
        #expect(localizer.string(forKey: "Settings", table: "InfoPlist") == "Paramètres")
        #expect(localizer.explain("Settings", table: "InfoPlist").table == "InfoPlist")
    }

    @Test("the locale follows the negotiated language, not the process")
    func locale() {
        let localizer = Fixture.localizer([table], ["de", "en"])
        #expect(localizer.locale.identifier == "de")
        #expect(localizer.locale.decimalSeparator == ",")
    }

    @Test("explain names the language, fallback step and variations")
    func explain() {
        let explanation = Fixture.localizer([table], ["fr", "de"], device: .mac).explain("Only German")
        #expect(explanation.language == "de")
        #expect(explanation.step == .preferredLanguage(rank: 1))
        let device = Fixture.localizer([table], ["en"], device: .mac).explain("Tap to continue")
        #expect(device.variations == ["device: mac"])
        let plural = Fixture.localizer([table], ["en"]).explain("%lld cents", arguments: [.int(1)])
        #expect(plural.variations == ["plural: one"])
        #expect(plural.text == "1 cent")
    }

    @Test("a localizer is shared across threads")
    func concurrentLookups() async {
        let localizer = Fixture.localizer([table], ["de", "en"])
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<64 {
                group.addTask { localizer.string("\(index) cents") }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results.count == 64)
        #expect(results.contains("1 Cent"))
    }
}

@Suite("Semantic keys with a default value")
struct DefaultValueTests {
    @Test("a semantic key takes its arguments from the default value, whose text shows when no table has the key")
    func defaultValue() {
        let localizer = Fixture.localizer([SeedCatalogs.stories], ["fr"])
        let hero = "Luna", minutes = 5
        #expect(localizer.string(forKey: "prompt.story.instruction",
                                 defaultValue: "Write a gentle bedtime story about \(hero) that takes \(minutes) minutes to read.")
            == "Écris une douce histoire du soir sur Luna qui se lit en 5 minutes.")
        #expect(localizer.string(forKey: "error.generation.failed", defaultValue: "The story could not be created, \(hero).")
            == "The story could not be created, Luna.")
    }
}
