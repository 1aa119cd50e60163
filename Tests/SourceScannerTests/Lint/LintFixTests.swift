import Foundation
import StringCatalog
import SwiftParser
import TestSupport
import Testing
@testable import SourceScanner

@Suite("lint --fix")
struct LintFixTests {
    /// A view whose plural is chosen by hand: fixing it rewrites the source and adds a plural key.
    static let manualPlural = """
        struct Stats: View {
            var body: some View { Text(Self.formatMean(3)) }
            static func formatMean(_ rounded: Int) -> String {
                "\\(rounded) \\(rounded == 1 ? "cent" : "cents")"
            }
        }
        """

    @Test("the pitch trainer's plurals become plural keys and its literal-built Strings String(localized:)")
    func pitchTrainer() throws {
        let result = try Linter().fix(sources: SeedFixtures.pitchTrainer.map { (path: $0.0, text: $0.1) })
        let stats = try #require(result.fixedFiles["PitchTrainer/Profile/SummaryStatisticsView.swift"])
        #expect(stats.contains(#"return String(localized: "\(rounded) cents")"#))
        #expect(stats.contains(#"return String(localized: "±\(rounded) cents")"#))
        #expect(stats.contains(#"return String(localized: "Mean detection threshold: \(rounded) cents")"#))
        #expect(stats.contains(#"guard let value else { return String(localized: "No training data yet") }"#))
        #expect(stats.contains(#"statItem(label: String(localized: "Mean"), value: Self.formatMean(mean))"#))
        #expect(stats.contains(#"case .improving: return String(localized: "Trend: improving")"#))
        #expect(result.pluralEntries == [
            PluralEntry(key: "%lld cents", one: "%lld cent", other: "%lld cents"),
            PluralEntry(key: "±%lld cents", one: "±%lld cent", other: "±%lld cents"),
            PluralEntry(key: "Mean detection threshold: %lld cents", one: "Mean detection threshold: %lld cent",
                        other: "Mean detection threshold: %lld cents"),
        ])
        for text in result.fixedFiles.values { #expect(!Parser.parse(source: text).hasError) }
        // Only the sentence whose interpolations need type inference is left for a person.
        #expect(result.remaining.map { "\($0.file!.split(separator: "/").last!):\($0.line!) [\($0.ruleID)]" }
            == ["ProfileScreen.swift:20 [unlocalized-ui-string]"])
        #expect(result.rejectedFiles.isEmpty)
    }

    @Test("an app deploying to systems before iOS 15 and macOS 12 gets NSLocalizedString, and no plural key or interpolated text")
    func olderSystems() throws {
        var configuration = LintConfiguration()
        configuration.hasStringLocalized = false
        let source = """
            import AppKit
            func confirm(_ name: String, count: Int) {
                let alert = NSAlert()
                alert.messageText = "Delete the files?"
                alert.informativeText = "\\(name) will be deleted."
                alert.addButton(withTitle: count == 1 ? "Delete file" : "Delete files")
            }
            """
        let result = try Linter(configuration: configuration).fix(sources: [(path: "App/Confirm.swift", text: source)])
        let fixed = try #require(result.fixedFiles["App/Confirm.swift"])
        #expect(fixed.contains(#"alert.messageText = NSLocalizedString("Delete the files?", comment: "")"#))
        #expect(!fixed.contains("String(localized:"))
        #expect(result.pluralEntries.isEmpty)
        #expect(result.remaining.map { "\($0.line!) [\($0.ruleID)]" }.contains("5 [unlocalized-ui-string]"))
    }

    @Test("fixing on disk rewrites sources and adds plural variations to the catalog without touching translations")
    func onDisk() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = directory.url.appendingPathComponent("Stats.swift")
        try Self.manualPlural.write(to: source, atomically: true, encoding: .utf8)
        let catalogURL = directory.url.appendingPathComponent("Localizable.xcstrings")
        var catalog = StringCatalog(sourceLanguage: "en", strings: [
            "Mean": CatalogEntry(localizations: ["de": .text("Mittelwert")]),
        ])
        try catalog.write(to: catalogURL)

        let result = try Linter().fix(swiftFiles(at: directory.url), catalog: catalogURL)

        #expect(result.fixedCount == 1)
        #expect(try String(contentsOf: source, encoding: .utf8).contains("rounded == 1") == false)
        #expect(try String(contentsOf: source, encoding: .utf8).contains(#"String(localized: "\(rounded) cents")"#))
        catalog = try StringCatalog(contentsOf: catalogURL)
        #expect(catalog.strings["Mean"]?.localizations["de"] == .text("Mittelwert"))
        let plural = try #require(catalog.strings["%lld cents"]?.localizations["en"]?.variations?.plural)
        #expect(plural[.one]?.stringUnit?.value == "%lld cent")
        #expect(plural[.other]?.stringUnit?.value == "%lld cents")
        #expect(try Linter().lint(swiftFiles(at: directory.url)).isEmpty)
    }

    @Test("existing plural variations in the catalog are kept")
    func keepsExistingVariations() {
        var catalog = StringCatalog(sourceLanguage: "en", strings: [
            "%lld cents": CatalogEntry(localizations: ["en": Localization(variations: Variations(plural: [
                .one: .text("a single cent"), .other: .text("%lld cents"),
            ]))]),
        ])
        catalog.addPluralEntries([PluralEntry(key: "%lld cents", one: "%lld cent", other: "%lld cents")], language: "en")
        #expect(catalog.strings["%lld cents"]?.localizations["en"]?.variations?.plural?[.one] == .text("a single cent"))
    }

    @Test("edits are applied by UTF-8 offset, and broken results are detected by re-parsing")
    func applyAndVerify() {
        let text = "let a = \"Ä\"\nlet b = 1\n"
        let fixed = Linter.apply([TextEdit(range: 8..<12, replacement: "String(localized: \"Ä\")")], to: text)
        #expect(fixed == "let a = String(localized: \"Ä\")\nlet b = 1\n")
        #expect(Linter.syntaxErrorCount(in: Parser.parse(source: fixed)) == 0)
        let broken = Linter.apply([TextEdit(range: 8..<12, replacement: "String(localized: \"Ä\"")], to: text)
        #expect(Linter.syntaxErrorCount(in: Parser.parse(source: broken)) > 0)
    }
}
