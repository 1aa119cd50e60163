import Foundation
import Phrasebook
import StringCatalog
import Testing

@Suite("The runtime survives translators' mistakes")
struct TranslatorMistakeTests {
    static func substituting(_ text: String, _ substitutions: [String: [PluralCategory: String]]) -> Localization {
        Localization(
            stringUnit: StringUnit(state: .translated, value: text),
            substitutions: substitutions.mapValues { cases in
                Substitution(argNum: 1, formatSpecifier: "lld",
                             variations: Variations(plural: cases.mapValues { .text($0) }))
            })
    }

    @Test("a substitution whose plural case refers to itself renders once and is reported once, in the source too")
    func selfReferenceInSource() {
        let table = Fixture.table([
            "%lld items": Fixture.entry(["en": Self.substituting("%#@c@", ["c": [.one: "%arg item", .other: "%arg %#@c@"]])]),
        ])
        let log = IssueLog()
        let localizer = Fixture.localizer([table], ["en"], issues: log)
        #expect(localizer.string(forKey: "%lld items", 1) == "1 item")
        #expect(localizer.string(forKey: "%lld items", 5) == "5 %#@c@")
        #expect(localizer.string(forKey: "%lld items", 6) == "6 %#@c@")
        #expect(log.issues.count == 1)
        #expect(log.issues.first?.kind == .invalidSource)
        #expect(log.issues.first?.message == "the source string has a substitution %#@c@ refers to itself; showing it as written")
    }

    @Test("two substitutions that refer to each other in a translation fall back to the source, reported once")
    func mutualReferenceInTranslation() {
        let table = Fixture.table([
            "%lld items": Fixture.entry([
                "en": Self.substituting("%#@c@", ["c": [.one: "%arg item", .other: "%arg items"]]),
                "de": Self.substituting("%#@a@", ["a": [.one: "%arg Ding", .other: "%#@b@"], "b": [.one: "%arg x", .other: "%#@a@"]]),
            ]),
        ])
        let log = IssueLog()
        let localizer = Fixture.localizer([table], ["de", "en"], issues: log)
        #expect(localizer.string(forKey: "%lld items", 7) == "7 items")
        #expect(localizer.string(forKey: "%lld items", 8) == "8 items")
        #expect(log.issues.count == 1)
        #expect(log.issues.first?.kind == .specifierMismatch)
        #expect(log.issues.first?.message.contains("(%#@a@ → %#@b@ → %#@a@)") == true, "\(log.issues)")
    }

    @Test("%n, %hhn, %99999$d and %0$lld in a translation show the source, with a report")
    func invalidSpecifiersInTranslation() {
        let translations = ["Gelesen: %lld%n", "Gelesen: %lld%hhn", "Gelesen: %99999$d", "Gelesen: %0$lld"]
        for translation in translations {
            let table = Fixture.table(["Read: %lld": Fixture.entry(["de": Fixture.text(translation)])])
            let log = IssueLog()
            let localizer = Fixture.localizer([table], ["de", "en"], issues: log)
            #expect(localizer.string(forKey: "Read: %lld", 3) == "Read: 3", "\(translation)")
            #expect(log.issues.map(\.kind) == [.specifierMismatch], "\(translation)")
            #expect(log.issues.first?.message.contains("invalid format specifier") == true, "\(log.issues)")
        }
    }

    @Test("a percent sign in a text whose source reads no argument is just text")
    func percentInPlainText() {
        let table = Fixture.table(["Almost done": Fixture.entry(["de": Fixture.text("Fast 99%n fertig")])])
        let log = IssueLog()
        #expect(Fixture.localizer([table], ["de"], issues: log).string(forKey: "Almost done") == "Fast 99%n fertig")
        #expect(log.issues.isEmpty)
    }

    @Test("invalid specifiers in the source itself never crash and write nothing through %n")
    func invalidSpecifiersInSource() {
        for source in ["%n %hhn %lln", "%99999$d", "%0$lld", "%*d", "%.*f", "%1$*2$d", "%127$@"] {
            let table = Fixture.table([source: Fixture.entry([:])])
            let localizer = Fixture.localizer([table], ["en"])
            _ = localizer.string(forKey: source, arguments: [.int(Int64.min), .int(Int64.max), .int(-1)])
            _ = localizer.string(forKey: source, arguments: [])
        }
        // Widths and precisions from arguments are bounded: no trap on Int.min, no endless padding for Int.max.
        let width = Fixture.format("[%*d]", [.int(Int64.min), .int(7)])
        #expect(width.hasPrefix("[7") && width.count == FormatString.maximumAmount + 2)
        let precision = Fixture.format("%.*d", [.int(Int64.max), .int(7)])
        #expect(precision.count == FormatString.maximumAmount)
    }
}
