import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
import Testing

/// The TrailJournal fixture app covers every localizable API; the expected keys below were written by
/// hand from Apple's documented behaviour (see each file's comments), not produced by the extractor.
@Suite("TrailJournal fixture app")
struct FixtureAppTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TrailJournal")

    static func extractFixture() throws -> ExtractionResult {
        SourceExtractor().extract(files: FileSearch.files(at: folder, withExtension: "swift"))
    }

    @Test("every string Xcode would extract, in file and source order, and nothing else")
    func keysInOrder() throws {
        let result = try Self.extractFixture()
        #expect(result.diagnostics.isEmpty)
        let found = result.strings.map { "\(URL(fileURLWithPath: $0.position.file).lastPathComponent): \($0.key)" }
        #expect(found == [
            "Components.swift: Statistics", "Components.swift: Day", "Components.swift: Distance",
            "Components.swift: Weekly distance", "Components.swift: This Week", "Components.swift: Summits",
            "Components.swift: Log Hike", "Components.swift: Adds a hike to your journal.", "Components.swift: Trail Name",
            "Models.swift: Easy", "Models.swift: Moderate", "Models.swift: Hard",
            "Strings.swift: Welcome back!", "Strings.swift: Hello, hiker", "Strings.swift: Resource literal",
            "Strings.swift: Localization value literal", "Strings.swift: Map", "Strings.swift: Journal",
            "Strings.swift: summary.trail", "Strings.swift: Checkpoint %@ at %lld m", "Strings.swift: Saved",
            "Strings.swift: **Bold** step ahead", "Strings.swift: legacy.offline", "Strings.swift: Sync failed",
            "Strings.swift: Good morning, %@",
            "TrailDetailView.swift: Length", "TrailDetailView.swift: Layers: %lld", "TrailDetailView.swift: Uploading",
            "TrailDetailView.swift: Start", "TrailDetailView.swift: Route Color", "TrailDetailView.swift: Share Progress",
            "TrailDetailView.swift: Difficulty", "TrailDetailView.swift: Notes", "TrailDetailView.swift: What did you see?",
            "TrailDetailView.swift: Password", "TrailDetailView.swift: Park Website", "TrailDetailView.swift: More",
            "TrailDetailView.swift: Duplicate",
            "TrailDetailView.swift: Stay on marked paths.\n  Dogs on a leash.\nLeave no trace behind.",
            #"TrailDetailView.swift: Use the "Reset" button, then press \n"#,
            "TrailDetailView.swift: Tab\tseparated \"quoted\" and a backslash \\",
            "TrailDetailView.swift: Café 🏔 above 2\u{00A0}000 m",
            "TrailDetailView.swift: Über den Gipfel 🏔️ — 100% sicher",
            "TrailDetailView.swift: %lld%% uploaded", "TrailDetailView.swift: Popular", "TrailDetailView.swift: Quiet",
            "TrailDetailView.swift: Trail Details", "TrailDetailView.swift: Shows the details of a trail",
            "TrailDetailView.swift: New",
            "TrailJournalApp.swift: Trail Journal", "TrailJournalApp.swift: Trails", "TrailJournalApp.swift: New Trail",
            "TrailListView.swift: Favorites", "TrailListView.swift: %lld favorite trails",
            "TrailListView.swift: You have walked %lld trails", "TrailListView.swift: %lf km, %lld m up",
            "TrailListView.swift: Rated %f by %llu hikers", "TrailListView.swift: Trail #%d opened %@",
            "TrailListView.swift: %.1f km", "TrailListView.swift: Delete", "TrailListView.swift: Trail row",
            "TrailListView.swift: Suggestion %lld", "TrailListView.swift: Trails", "TrailListView.swift: Search trails",
            "TrailListView.swift: Add Favorite", "TrailListView.swift: Marks the trail as a favorite",
            "TrailListView.swift: Delete this trail?", "TrailListView.swift: Delete", "TrailListView.swift: Cancel",
            "TrailListView.swift: Its checkpoints and photos are deleted too.", "TrailListView.swift: No Trails",
            "TrailListView.swift: Add a trail to start your journal.",
        ])
    }

    @Test("tables, comments and default values come from the call's arguments")
    func metadata() throws {
        let strings = try Self.extractFixture().strings
        func string(_ key: String) -> ExtractedString? { strings.first { $0.key == key } }
        #expect(string("summary.trail")?.table == "Summaries")
        #expect(string("summary.trail")?.defaultValue == "%@ is %lf km long")
        #expect(string("summary.trail")?.comment == "A one-line summary of a trail")
        #expect(string("Checkpoint %@ at %lld m")?.comment == "Checkpoint header")
        #expect(string("Saved")?.table == "Status")
        #expect(string("legacy.offline")?.table == "Legacy")
        #expect(string("legacy.offline")?.defaultValue == "You are offline")
        #expect(string("Sync failed")?.comment == nil)
        #expect(string("Statistics")?.comment == "Header above the charts")
        #expect(string("**Bold** step ahead")?.comment == "Onboarding")
        #expect(Set(strings.map(\.table)) == ["Localizable", "Summaries", "Status", "Legacy"])
    }

    @Test("a parse error is reported compiler-style and the rest of the file is still extracted")
    func parseErrors() {
        let result = extract(
            """
            struct V: View {
                var body: some View {
                    Text("Before")
                    let x = (
                    Text("After")
                }
            }
            """)
        #expect(result.strings.map(\.key).contains("Before"))
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.file == "File0.swift" && $0.line != nil })
    }

    @Test("files lint has parsed give the same strings as reading them again (an audit parses once)")
    func sharedParse() throws {
        let parsed = try SourceFile.parse(FileSearch.files(at: Self.folder, withExtension: "swift"))
        let shared = SourceExtractor().extract(parsed)
        let reread = try Self.extractFixture()
        #expect(shared.strings.map(\.key) == reread.strings.map(\.key))
        #expect(shared.strings.map(\.position.line) == reread.strings.map(\.position.line))
        #expect(shared.fileCount == reread.fileCount && !shared.strings.isEmpty)
    }
}
