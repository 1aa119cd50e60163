import Foundation
import Phrasebook
import StringCatalog
import Testing

/// Dates, numbers and lists in localized strings are formatted in the localizer's language, as Apple's
/// `String(localized:)` formats them in the string's locale; on Linux too, where `Locale.current` never
/// follows the user's language.
@Suite("Formatted values in localized strings")
struct FormattedValuesTests {
    static let date = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC

    /// A report table with English source, Ukrainian and German translations.
    static let report = Fixture.table([
        "Generated on %@": Fixture.entry([
            "en": Fixture.text("Generated on %@"), "uk": Fixture.text("Створено %@"), "de": Fixture.text("Erstellt am %@"),
        ]),
        "Sun at %@° in %@": Fixture.entry([
            "en": Fixture.text("Sun at %1$@° in %2$@"), "uk": Fixture.text("Сонце на %1$@° у %2$@"),
            "de": Fixture.text("Sonne bei %1$@° in %2$@"),
        ]),
        "Confidence: %@": Fixture.entry([
            "en": Fixture.text("Confidence: %@"), "uk": Fixture.text("Впевненість: %@"), "de": Fixture.text("Sicherheit: %@"),
        ]),
        "Planets: %@": Fixture.entry([
            "en": Fixture.text("Planets: %@"), "uk": Fixture.text("Планети: %@"), "de": Fixture.text("Planeten: %@"),
        ]),
    ], name: "Report")

    /// The report's lines, written as an app writes them.
    static func lines(_ localizer: Localizer) -> [String] {
        let utc = Date.FormatStyle(date: .long, time: .shortened, timeZone: TimeZone(identifier: "UTC")!)
        return [
            localizer.string("Generated on \(date, format: utc)", table: "Report"),
            localizer.string("Sun at \(15.5, format: .number.precision(.fractionLength(1)))° in \("Scorpio")", table: "Report"),
            localizer.string("Confidence: \(0.875, format: .percent)", table: "Report"),
            localizer.string("Planets: \(["Mars", "Venus", "Saturn"], format: .list(type: .and))", table: "Report"),
        ]
    }

    // CLDR's spacing is kept as Foundation writes it: a narrow no-break space before "р." and "PM", a
    // no-break space before "%" in German.
    @Test("a report rendered in Ukrainian with Ukrainian date and number formats while the UI is English")
    func ukrainianReport() throws {
        let configuration = LanguageConfiguration(sourceLanguage: "en", releasedLanguages: ["en", "uk", "de"])
        var settings = try LanguageSettings(configuration: configuration, store: InMemoryLanguageSelectionStore(), systemLanguages: ["en-US"])
        try settings.selectContentLanguage("uk")
        let ui = settings.makeLocalizer(tables: [Self.report])
        let content = settings.makeContentLocalizer(tables: [Self.report])
        #expect(ui.locale.identifier.hasPrefix("en"))
        #expect(Self.lines(content) == [
            "Створено 14 листопада 2023\u{202F}р. о 22:13",
            "Сонце на 15,5° у Scorpio",
            "Впевненість: 87,5%",
            "Планети: Mars, Venus і Saturn",
        ])
        #expect(Self.lines(ui)[0] == "Generated on November 14, 2023 at 10:13\u{202F}PM")
    }

    @Test("the same report in German")
    func germanReport() {
        let german = Localizer(tables: [Self.report], languages: ["de"])
        #expect(Self.lines(german) == [
            "Erstellt am 14. November 2023 um 22:13",
            "Sonne bei 15,5° in Scorpio",
            "Sicherheit: 87,5\u{00A0}%",
            "Planeten: Mars, Venus und Saturn",
        ])
    }

    @Test("a share text assembled from localized pieces with a list format")
    func shareText() {
        let table = Fixture.table([
            "My top signs: %@": Fixture.entry(["en": Fixture.text("My top signs: %@"), "fr": Fixture.text("Mes signes : %@")]),
            "Leo": Fixture.entry(["en": Fixture.text("Leo"), "fr": Fixture.text("Lion")]),
            "Virgo": Fixture.entry(["en": Fixture.text("Virgo"), "fr": Fixture.text("Vierge")]),
            "Libra": Fixture.entry(["en": Fixture.text("Libra"), "fr": Fixture.text("Balance")]),
        ])
        for (language, expected) in [("fr", "Mes signes : Lion, Vierge et Balance"), ("en", "My top signs: Leo, Virgo, and Libra")] {
            let localizer = Localizer(tables: [table], languages: [language])
            let signs = ["Leo", "Virgo", "Libra"].map { localizer.string(forKey: $0) }
            #expect(localizer.string("My top signs: \(signs, format: .list(type: .and))") == expected)
        }
    }

    @Test("an unformatted date is shown as a date in the language, never as its description")
    func plainDate() {
        let german = Localizer(tables: [], languages: ["de"])
        let text = german.string("Generated on \(Self.date)")
        #expect(!text.contains("+0000") && text.hasPrefix("Generated on 1"), "\(text)")
        #expect(text.contains("11.2023"), "German numeric date: \(text)")
    }

    @Test("interpolations make the keys Apple's interpolations make")
    func keys() {
        let count: Int16 = 3
        let small: UInt8 = 2
        #expect(LocalizationKey("Generated on \(Self.date, format: .dateTime)").key == "Generated on %@")
        #expect(LocalizationKey("\(0.5, format: .percent) done").key == "%@ done")
        #expect(LocalizationKey("\(3.14159, specifier: "%.2f") km").key == "%.2f km")
        #expect(LocalizationKey("At \(Self.date)").key == "At %@")
        #expect(LocalizationKey("\(count) of \(small)").key == "%hd of %hhu")
    }

    @Test("two formatted values are equal when their values and styles are")
    func formattedEquality() {
        let style = Date.FormatStyle.dateTime.day().month(.wide)
        let key = LocalizationKey("On \(Self.date, format: style)")
        #expect(key == LocalizationKey("On \(Self.date, format: style)"))
        #expect(key != LocalizationKey("On \(Self.date.addingTimeInterval(86_400), format: style)"))
        #expect(key != LocalizationKey("On \(Self.date, format: .dateTime.year())"))
        #expect(Set([key, LocalizationKey("On \(Self.date, format: style)")]).count == 1)
    }

    @Test("a formatted value in a conversion with a width is padded by characters, in the language")
    func formattedWidth() {
        let share = FormatValue.formatted(0.5, format: .percent)
        #expect(Fixture.format("[%6@]", [share], language: "en") == "[   50%]")
        #expect(Fixture.format("[%-6@]", [share], language: "en") == "[50%   ]")
        // German puts a no-break space before the sign: four characters, five bytes.
        #expect(Fixture.format("[%6@]", [share], language: "de") == "[  50\u{00A0}%]")
    }
}
