import Phrasebook
import StoryStrings

// Another module of the app: it uses StoryStrings' keys through their generated, type-checked accessors.
let tables = try StoryCatalog.tables()
for language in ["en", "de", "uk"] {
    let localizer = Localizer(tables: tables, preferredLanguages: [language])
    print("[\(language)] \(localizer.string(L10n.Library.title))")
    for heroes in [1, 3, 5] {
        print("  \(localizer.string(L10n.heroesAreWaiting(heroes)))")
    }
    print("  \(localizer.string(L10n.Story.readingTime(12)))")
    print("  \(localizer.string(L10n.goodNight("Luna")))")
}
