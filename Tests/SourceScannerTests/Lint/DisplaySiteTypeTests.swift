import Diagnostics
import Testing
@testable import SourceScanner

/// A displayed member read from a value whose type is declared in scope counts for that type only, not for
/// every type whose name shares a word with the value's name (Pearcleaner's unused `PackageSortOption`
/// was reported as shown by `Label(option.rawValue)`, where `option` is a `BrewPackageSortOption`).
@Suite("Display sites follow the declared type of the value read")
struct DisplaySiteTypeTests {
    private func findings(_ text: String) throws -> [Diagnostic] {
        try lint([("App.swift", text)], configuration: onlyRule("unlocalized-ui-string"))
    }

    @Test("an allCases element in ForEach is its enum: a sibling enum sharing words is not displayed")
    func forEachElement() throws {
        let found = try findings("""
            import SwiftUI
            enum BrewSortOption: String, CaseIterable { case name = "Name" }
            enum PackageSortOption: String, CaseIterable { case size = "Size" }
            struct SortMenu: View {
                var body: some View {
                    ForEach(BrewSortOption.allCases, id: \\.self) { option in
                        Text(option.rawValue)
                    }
                }
            }
            """)
        #expect(locations(found) == ["2:57 [unlocalized-ui-string]"])
        #expect(found.first?.message.contains("Text in App.swift:7") == true)
    }

    @Test("a property's declared type decides which enum its raw value belongs to")
    func propertyType() throws {
        let found = try findings("""
            import SwiftUI
            enum SearchType: String { case files = "Files only" }
            enum HomebrewSearchType: String { case installed = "Installed" }
            struct SearchView: View {
                @State private var searchType: SearchType = .files
                var body: some View { Text(searchType.rawValue) }
            }
            for kind in [HomebrewSearchType.installed] { print(kind) }
            """)
        #expect(locations(found) == ["2:40 [unlocalized-ui-string]"])
    }

    @Test("a value declared with a protocol may be any conforming type, so names still match by words")
    func protocolTypedValue() throws {
        let found = try findings("""
            import SwiftUI
            protocol MenuEntry { var title: String { get } }
            enum SidebarItem: MenuEntry {
                case inbox
                var title: String { switch self { case .inbox: return "Inbox" } }
            }
            struct Row: View {
                let item: MenuEntry
                var body: some View { Text(item.title) }
            }
            """)
        #expect(locations(found) == ["5:59 [unlocalized-ui-string]"])
    }
}
