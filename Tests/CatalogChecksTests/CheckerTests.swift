import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import TestSupport
import Testing
@testable import CatalogChecks

/// A catalog with English source, German complete, French and Ukrainian missing a key.
private let catalog = StringCatalog(sourceLanguage: "en", strings: [
    "Welcome": CatalogEntry(localizations: [
        "de": .text("Willkommen"), "fr": .text("Bienvenue"), "uk": .text("Ласкаво просимо"),
    ]),
    "Save": CatalogEntry(localizations: ["de": .text("Speichern"), "fr": .text("Enregistrer", state: .needsReview)]),
    "Logo": CatalogEntry(shouldTranslate: false),
])

private func severities(_ result: CatalogCheckResult, rule: RuleID) -> [String: Severity] {
    Dictionary(result.diagnostics.filter { $0.ruleID == rule }.map { ($0.language ?? "", $0.severity) }, uniquingKeysWith: { $1 })
}

@Suite("Checker")
struct CheckerTests {
    @Test("without release lists every catalog language is released")
    func everythingReleased() {
        let result = CatalogChecker().check(catalog)
        #expect(severities(result, rule: "missing-translation") == ["uk": .error])
        #expect(result.coverage.map(\.status) == [.released, .released, .released])
    }

    @Test("errors in languages in preparation become warnings; warnings stay warnings")
    func preparingDowngrades() {
        let result = CatalogChecker(options: CheckOptions(releasedLanguages: ["en", "de", "fr"], preparingLanguages: ["uk"])).check(catalog)
        #expect(severities(result, rule: "missing-translation") == ["uk": .warning])
        #expect(severities(result, rule: "needs-review") == ["fr": .warning])
        #expect(result.coverage.first { $0.language == "uk" }?.status == .preparing)
    }

    @Test("a manual key without source text is an error when it reads as an identifier, a warning when it reads as text")
    func missingSourceTextSeverity() {
        let manual = StringCatalog(sourceLanguage: "en", strings: [
            "Landmarks": CatalogEntry(extractionState: .manual, localizations: ["de": .text("Sehenswürdigkeiten")]),
            "settings.title": CatalogEntry(extractionState: .manual, localizations: ["de": .text("Einstellungen")]),
            "F_A_Title": CatalogEntry(extractionState: .manual, localizations: ["ja": .text("機能 A")]),
            "settingsTitle": CatalogEntry(extractionState: .manual, localizations: ["de": .text("Einstellungen")]),
            "iCloud": CatalogEntry(extractionState: .manual, localizations: ["de": .text("iCloud")]),
            "Another iCloud Sync task is still running.": CatalogEntry(extractionState: .manual),
        ])
        let found = CatalogChecker().check(manual).diagnostics.filter { $0.ruleID == "missing-source-text" }
        let byKey = Dictionary(found.map { ($0.key ?? "", $0.severity) }, uniquingKeysWith: { $1 })
        #expect(byKey == ["Landmarks": .warning, "iCloud": .warning, "settings.title": .error, "F_A_Title": .error, "settingsTitle": .error])
        #expect(found.first { $0.key == "Landmarks" }?.message.contains("see the key itself as its text") == true)
    }

    @Test("only --preparing given: the other languages stay released")
    func onlyPreparing() {
        let result = CatalogChecker(options: CheckOptions(preparingLanguages: ["fr"])).check(catalog)
        #expect(result.coverage.first { $0.language == "uk" }?.status == .released)
        #expect(result.coverage.first { $0.language == "fr" }?.status == .preparing)
    }

    @Test("a released language the catalog lacks is checked, matching tags loosely")
    func configuredLanguageMissingEverywhere() {
        let result = CatalogChecker(options: CheckOptions(releasedLanguages: ["de", "pt_BR", "UK"])).check(catalog)
        #expect(result.coverage.map(\.language) == ["de", "fr", "pt_BR", "uk"])
        #expect(result.diagnostics.filter { $0.language == "pt_BR" && $0.ruleID == "missing-translation" }.count == 2)
        #expect(result.coverage.first { $0.language == "uk" }?.status == .released)
        #expect(result.coverage.first { $0.language == "fr" }?.status == .notShipped) // listed nowhere: not shipped
    }

    @Test("--language narrows the run")
    func narrowing() {
        let result = CatalogChecker(options: CheckOptions(onlyLanguages: ["uk"])).check(catalog)
        #expect(Set(result.diagnostics.compactMap(\.language)) == ["uk"])
        #expect(result.coverage.map(\.language) == ["uk"])
    }

    @Test("coverage counts translated, review, new and missing, and skips shouldTranslate: false")
    func coverage() {
        let result = CatalogChecker().check(catalog)
        let french = result.coverage.first { $0.language == "fr" }
        #expect(french == LanguageCoverage(language: "fr", status: .released, counts: CoverageCounts(total: 2, translated: 1, needsReview: 1)))
        let ukrainian = result.coverage.first { $0.language == "uk" }
        #expect(ukrainian?.counts.missing == 1 && ukrainian?.counts.total == 2)
    }

    @Test("disabled rules and `off` severities don't run; overrides change severity")
    func ruleSelection() {
        let options = CheckOptions(rules: RuleSelection(
            disabled: ["needs-review"], severities: ["missing-translation": .some(.warning), "stale-key": Severity?.none]))
        let checker = CatalogChecker(options: options)
        #expect(!checker.descriptions.contains { $0.id == "needs-review" || $0.id == "stale-key" })
        #expect(severities(checker.check(catalog), rule: "missing-translation") == ["uk": .warning])
    }

    @Test("findings point at the key's line, or at its localization's line for a language")
    func lineNumbers() throws {
        let data = catalog.encoded()
        let text = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let result = CatalogChecker().check(catalog, file: "L.xcstrings", text: data)
        let missing = try #require(result.diagnostics.first { $0.ruleID == "missing-translation" })
        #expect(text[missing.line! - 1].hasPrefix("    \"Save\" : {") && missing.column == 5)
        let review = try #require(result.diagnostics.first { $0.ruleID == "needs-review" })
        #expect(text[review.line! - 1] == "        \"fr\" : {" && review.column == 9)
        #expect(missing.file == "L.xcstrings")
    }

    @Test("the line index decodes escaped keys")
    func escapedKeys() {
        let escaped = StringCatalog(sourceLanguage: "en", strings: [
            "Say \"hi\"\n\\ \u{1F600} tab\t": CatalogEntry(localizations: ["de": .text("x")]),
        ])
        let index = CatalogLineIndex(text: escaped.encoded())
        #expect(index.keyLines["Say \"hi\"\n\\ \u{1F600} tab\t"] == 4)
        #expect(CatalogLineIndex(text: Data("{\"strings\":{\"a\":{}}}".utf8)).keyLines.isEmpty) // not Xcode's layout
    }

    /// A project folder with `configuration` as its `.phrasebook.yml` and a glossary beside it.
    private func project(_ configuration: String, overrides: Project.Overrides = Project.Overrides()) throws -> (Project, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        try "do_not_translate: [StoryApp]\nterms:\n  - term: hero\n    translations: { de: [Held, Heldin] }\n"
            .write(to: folder.url.appendingPathComponent("glossary.yml"), atomically: true, encoding: .utf8)
        try configuration.write(to: folder.url.appendingPathComponent(".phrasebook.yml"), atomically: true, encoding: .utf8)
        try catalog.write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let project = try Project.load(directory: folder.url.path, overrides: overrides, rules: RuleRegistry(CheckRules.all))
        return (project, folder)
    }

    @Test("options come from the project's .phrasebook.yml with flags overriding, and the glossary loads relative to it")
    func optionsFromConfiguration() throws {
        let yaml = """
            released_languages: [de]
            preparing_languages: [uk]
            glossary: glossary.yml
            check:
              severities: { needs-review: error, stale-key: off }
              allowed_identical: [Podcast]
              max_length_ratio: 1.5
              length_limits: { Home: 10 }
            """
        let (project, folder) = try project(yaml)
        defer { folder.remove() }
        let options = CheckOptions(project: project)
        #expect(options.releasedLanguages == ["de"] && options.preparingLanguages == ["uk"])
        #expect(options.rules.severities["needs-review"] == .some(.error))
        #expect(options.rules.severities["stale-key"] == .some(nil))
        #expect(options.parameters.maximumLengthRatio == 1.5 && options.parameters.lengthLimits == ["Home": 10])
        #expect(options.parameters.glossary?.terms.first?.translations["de"] == ["Held", "Heldin"])
        let (overridden, other) = try self.project(yaml, overrides: Project.Overrides(releasedLanguages: ["fr"]))
        defer { other.remove() }
        #expect(CheckOptions(project: overridden).releasedLanguages == ["fr"] && overridden.preparingLanguages == [])
    }

    @Test("a bad severity or glossary names the setting, file, line and column")
    func badSettings() throws {
        #expect { try self.project("check:\n  severities: { needs-review: loud }") } throws: {
            "\($0)".hasSuffix(".phrasebook.yml:2:31: error: check.severities.needs-review: expected error, warning, note or off, found 'loud'")
        }
        #expect { try self.project("glossary: nowhere.yml") } throws: {
            "\($0)".hasSuffix(".phrasebook.yml:1:11: error: glossary: no such file or folder: \(URL(fileURLWithPath: "/").path)") == false
                && "\($0)".contains(".phrasebook.yml:1:11: error: glossary: no such file or folder: ") && "\($0)".hasSuffix("/nowhere.yml")
        }
    }

    @Test("a report sums coverage of one language across catalogs and lists every rule")
    func multiCatalogReport() {
        let checker = CatalogChecker()
        let inputs = ["A", "B"].map {
            ProjectCatalog(url: URL(fileURLWithPath: "/\($0).xcstrings"), path: "\($0).xcstrings", catalog: catalog, text: catalog.encoded())
        }
        let report = checker.report(inputs, toolVersion: "1")
        #expect(report.coverage.first { $0.language == "fr" }?.counts.total == 4)
        #expect(report.rules.count == CheckRules.all.count)
        #expect(Set(report.diagnostics.compactMap(\.file)) == ["A.xcstrings", "B.xcstrings"])
    }

    @Test("every corpus catalog is checked without crashing, findings located in Xcode-written files")
    func corpus() throws {
        for file in Corpus.catalogFiles where file.url.pathExtension == "xcstrings" {
            let data = try Data(contentsOf: file.url)
            guard let parsed = try? StringCatalog(data: data, path: file.name) else { continue }
            let result = CatalogChecker().check(parsed, file: file.name, text: data)
            if file.xcodeCanonical == "yes" {
                #expect(result.diagnostics.allSatisfy { $0.line != nil }, "\(file.name)")
            }
        }
    }
}

@Suite("One coverage definition")
struct CoverageDefinitionTests {
    @Test("stats (coverage alone) and check (coverage with every rule) give the same figures on every corpus catalog")
    func statsAgreeWithCheck() throws {
        var compared = 0
        for file in Corpus.catalogFiles where file.url.pathExtension == "xcstrings" {
            guard let catalog = try? StringCatalog(contentsOf: file.url) else { continue }
            let checker = CatalogChecker()
            let forStats = checker.coverage(of: catalog)
            let forCheck = checker.check(catalog).coverage
            #expect(forStats.first?.status == .source && forStats.count == CatalogStatistics(catalog).languages.count, "\(file.name)")
            #expect(Array(forStats.dropFirst()) == forCheck, "\(file.name)")
            compared += forCheck.count
        }
        if Corpus.directory != nil { #expect(compared > 100) }
    }
}

@Suite("Copies of the source")
struct CopiedCoverageTests {
    @Test("a copied value counts as copied, not translated; legitimate sameness counts as translated")
    func copiesInCoverage() {
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "Search stories": .texts(["de": "Search stories", "fr": "Chercher", "en-GB": "Search stories"]),
            "OK": .texts(["de": "OK", "fr": "OK"]),
            "Email": .texts(["de": "Email", "fr": "Courriel"]),
            "Menu": .texts(["de": "Menü", "fr": "Menu"]),
            "12:00": .texts(["de": "12:00", "fr": "12:00"]),
        ])
        let coverage = CatalogChecker().coverage(of: catalog)
        let byLanguage = Dictionary(uniqueKeysWithValues: coverage.map { ($0.language, $0.counts) })
        #expect(byLanguage["de"] == CoverageCounts(total: 5, translated: 4, copied: 1))
        #expect(byLanguage["fr"] == CoverageCounts(total: 5, translated: 5))
        #expect(byLanguage["en-GB"] == CoverageCounts(total: 5, translated: 1, missing: 4), "a regional variant may keep the source text")
    }

    @Test("source texts Xcode marks new (numbered multi-argument forms, manual keys' texts) are not new work; an empty one is missing")
    func sourceLanguageStates() throws {
        func source(_ value: String, _ state: TranslationState) -> CatalogEntry {
            CatalogEntry(localizations: ["en": Localization(stringUnit: StringUnit(state: state, value: value))])
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "%@ scored %lld points": source("%1$@ scored %2$lld points", .new),
            "settings.title": source("Settings", .new),
            "settings.empty": source("", .new),
            "Hello": CatalogEntry(),
        ])
        let english = try #require(CatalogChecker().coverage(of: catalog).first { $0.language == "en" })
        #expect(english.counts == CoverageCounts(total: 4, translated: 3, missing: 1))
    }
}
