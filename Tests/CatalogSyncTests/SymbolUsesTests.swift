import CatalogSync
import StringCatalog
import Testing

/// Code that names manual keys through Xcode's string symbols uses those keys: the places the editor shows.
@Suite("Uses of string symbols in code")
struct SymbolUsesTests {
    static let catalog = StringCatalog(sourceLanguage: "en", strings: [
        "settings.title": CatalogEntry(extractionState: .manual, localizations: ["en": .text("Settings")]),
        "Landmarks": CatalogEntry(extractionState: .manual, localizations: ["en": .text("%(count)lld landmarks")]),
        "default": CatalogEntry(extractionState: .manual, localizations: ["en": .text("Default")]),
        "hidden": CatalogEntry(extractionState: .manual, generatesSymbol: false, localizations: ["en": .text("Hidden")]),
        "Extracted": CatalogEntry(localizations: ["en": .text("Extracted")]),
    ])

    @Test("each named symbol at the line and column of its dot; comments, strings, member chains and keys without symbols are not uses")
    func places() {
        let source = """
            struct SettingsView: View {
                var body: some View {
                    Text(.settingsTitle) // .landmarks in a comment
                    Text("\\(count) .landmarks")
                    Label(.landmarks(count: 3), systemImage: "map")
                    view.settingsTitle
                    Text(.hidden); Text(.extracted)
                    let choice: LocalizedStringResource = .default
                    return LocalizedStringResource.settingsTitle
                }
            }
            """
        let uses = SymbolUses.find(catalogs: [("Localizable", Self.catalog)], sources: [("Sources/App/SettingsView.swift", source)])
        #expect(uses.map { $0.place } == [
            "Sources/App/SettingsView.swift:3:14", "Sources/App/SettingsView.swift:5:15",
            "Sources/App/SettingsView.swift:8:47", "Sources/App/SettingsView.swift:9:39",
        ])
        #expect(uses.map { $0.key } == ["settings.title", "Landmarks", "default", "settings.title"])
        #expect(uses.allSatisfy { $0.table == "Localizable" })
    }

    @Test("no manual keys: nothing is read")
    func noManualKeys() {
        let catalog = StringCatalog(sourceLanguage: "en", strings: ["Extracted": CatalogEntry(localizations: ["en": .text("Extracted")])])
        #expect(SymbolUses.find(catalogs: [("Localizable", catalog)], sources: [("A.swift", "Text(.extracted)")]).isEmpty)
    }
}
