@testable import CatalogSync
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

    @Test("another table's symbols are named inside its enum; lines end in CRLF or CR; columns count UTF-8 bytes")
    func otherTablesAndLineEnds() {
        let infoPlist = StringCatalog(sourceLanguage: "en", strings: [
            "CFBundleDisplayName": CatalogEntry(extractionState: .manual, localizations: ["en": .text("Phrase")]),
        ])
        let source = "let a = \"é\"; Text(.settingsTitle)\r\nText(.InfoPlist.cfbundleDisplayName)\rText(LocalizedStringResource.InfoPlist.cfbundleDisplayName)\nText(.cfbundleDisplayName)"
        let uses = SymbolUses.find(catalogs: [("Localizable", Self.catalog), ("InfoPlist", infoPlist)], sources: [("A.swift", source)])
        #expect(uses.map { "\($0.table) \($0.key) \($0.place)" } == [
            "Localizable settings.title A.swift:1:20",
            "InfoPlist CFBundleDisplayName A.swift:2:6",
            "InfoPlist CFBundleDisplayName A.swift:3:29",
        ])
    }

    @Test("unused-manual-key counts another table's key named through its enum, and only through it")
    func unusedManualKeyInAnotherTable() {
        let infoPlist = StringCatalog(sourceLanguage: "en", strings: [
            "CFBundleDisplayName": CatalogEntry(extractionState: .manual, localizations: ["en": .text("Phrase")]),
        ])
        func findings(_ source: String) -> [String] {
            let usage = KeyUsage(catalogs: [KeyUsage.Catalog(path: "InfoPlist.xcstrings", table: "InfoPlist", catalog: infoPlist)],
                                 strings: [], memberNames: KeyUsage.memberNames(of: [source]))
            return UnusedManualKeyRule().findings(in: usage).compactMap(\.key)
        }
        #expect(findings("let name = Text(.InfoPlist.cfbundleDisplayName)").isEmpty)
        #expect(findings("let name = Text(.cfbundleDisplayName)") == ["CFBundleDisplayName"])
    }
}
