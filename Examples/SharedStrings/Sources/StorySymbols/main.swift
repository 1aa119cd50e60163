import Foundation
import Phrasebook

// Xcode 26's string symbols for this target's catalog, written at build time by the PhrasebookSymbols plugin
// (nothing generated is committed): the same code builds in Xcode with "Generate String Catalog Symbols" on.
let tables = try LocalizationTable.tables(in: .module)
for language in ["en", "de"] {
    let localizer = Localizer(tables: tables, preferredLanguages: [language])
    print("[\(language)] \(localizer.string(.shelfTitle))")
    for count in [1, 4] {
        print("  \(localizer.string(.storiesRead(count: count)))")
    }
    print("  \(localizer.string(.bedtime(name: "Luna", hour: 20)))")
}
// Foundation's own call, in a language chosen in code.
var german = LocalizedStringResource.shelfTitle
german.locale = Locale(identifier: "de")
print(String(localized: german))
