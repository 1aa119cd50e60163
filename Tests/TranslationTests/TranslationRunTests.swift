import CatalogChecks
import Foundation
import ProjectConfiguration
import StringCatalog
import Testing
@testable import Translation

@Suite("phrasebook translate's run: selection, plurals, memory, the gate and saving")
struct TranslationRunTests {
    func run(
        _ fixture: ProjectFixture, languages: [String] = ["es"], statuses: Set<TranslationStatus> = TranslationSelection.defaultStatuses,
        provider: any TranslationProvider, memory: [MemoryEntry]? = nil, configure: (inout TranslationRun) -> Void = { _ in }
    ) async throws -> TranslationReport {
        let project = try fixture.project()
        let plan = TranslationPlan(project: project, selection: TranslationSelection(languages: languages, statuses: statuses))
        let entries = memory ?? ProjectMemory(catalogs: project.catalogs).memoryEntries()
        var run = TranslationRun(
            project: project, plan: plan, providers: Dictionary(uniqueKeysWithValues: languages.map { ($0, provider) }),
            memory: TranslationMemory(entries: entries))
        configure(&run)
        return await run.run()
    }

    @Test("missing, new and copied units are written as needs_review; reviewed, unreviewed, stale and don't-translate ones are left alone")
    func selection() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let report = try await run(fixture, provider: ScriptedProvider.echo())
        let es = try fixture.written().strings.mapValues { $0.localizations["es"] }
        #expect(es["Search"]??.stringUnit == StringUnit(state: .needsReview, value: "ES Search"))
        #expect(es["Cancel"]??.stringUnit == StringUnit(state: .needsReview, value: "ES Cancel"))
        #expect(es["Delete %@?"]??.stringUnit == StringUnit(state: .needsReview, value: "ES Delete %@?"))
        #expect(es["Welcome"]??.stringUnit == StringUnit(state: .translated, value: "Bienvenido"))
        #expect(es["OK"]??.stringUnit == StringUnit(state: .needsReview, value: "Vale"))
        #expect(es["Unused"]??.stringUnit == StringUnit(state: .translated, value: "Sin usar"))
        #expect(report.refused.isEmpty, "\(report.refused)")
        #expect(report.notTranslated.map(\.key) == ["settings.title"])
        #expect(report.notTranslated.first?.reason == "no en text to translate from; it has text in de: give it en text with --source-from de")
    }

    @Test("in an Xcode 27 catalog (version 1.3) machine work is written as machine_translated, as Xcode 27 writes it")
    func machineTranslatedState() async throws {
        let fixture = try ProjectFixture(catalog: ProjectFixture.catalog.replacingOccurrences(of: #""version" : "1.0""#, with: #""version" : "1.3""#))
        defer { fixture.remove() }
        _ = try await run(fixture, provider: ScriptedProvider.echo())
        let written = try fixture.written()
        #expect(written.strings["Cancel"]?.localizations["es"]?.stringUnit == StringUnit(state: .machineTranslated, value: "ES Cancel"))
        #expect(written.version == "1.3")
    }

    @Test("named placeholders reach the engine as tags and come back with their names, in a plural unit too")
    func namedPlaceholders() async throws {
        let catalog = ProjectFixture.catalog.replacingOccurrences(of: #""Home" : {"#, with: #"""
            "%(count)lld photos by %(user)@" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld photo by %(user)@" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld photos by %(user)@" } }
                } } }
              }
            },
            "Home" : {
            """#)
        let fixture = try ProjectFixture(catalog: catalog)
        defer { fixture.remove() }
        let provider = ScriptedProvider.echo()
        let report = try await run(fixture, languages: ["uk"], provider: provider, configure: { $0.plan = TranslationPlan(
            project: $0.project, selection: TranslationSelection(languages: ["uk"], keys: ["%(count)lld photos by %(user)@"])) })
        #expect(report.refused.isEmpty, "\(report.refused)")
        #expect(!provider.markups.contains { $0.contains("%(") || $0.contains("user") })
        let uk = try #require(try fixture.written().strings["%(count)lld photos by %(user)@"]?.localizations["uk"]?.variations?.plural)
        #expect(Set(uk.keys) == [.one, .few, .many, .other])
        #expect(uk[.few]?.stringUnit?.value == "ES %(count)lld photos by %(user)@")
    }

    @Test("reviewed text is replaced only when --units names translated")
    func overwriteWhenAsked() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        _ = try await run(fixture, statuses: [.translated], provider: ScriptedProvider.echo())
        #expect(try fixture.written().strings["Welcome"]?.localizations["es"]?.stringUnit == StringUnit(state: .needsReview, value: "ES Welcome"))
    }

    @Test("a plural string is translated per CLDR category of the target, each with a sample number the engine inflects for")
    func plurals() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let provider = ScriptedProvider.echo(prefix: "UK ")
        _ = try await run(fixture, languages: ["uk"], provider: provider)
        #expect(provider.markups.contains("21 stories"))   // one (21, 31…: 1 is often written as a word)
        #expect(provider.markups.contains("2 stories"))    // few
        #expect(provider.markups.contains("5 stories"))    // many
        #expect(provider.markups.contains("1.5 stories"))  // other: fractions only
        let plural = try fixture.written().strings["%lld stories"]?.localizations["uk"]?.variations?.plural
        #expect(plural?.keys.sorted() == [.one, .few, .many, .other])
        #expect(plural?[.few]?.stringUnit == StringUnit(state: .needsReview, value: "UK %lld stories"))
        let substitution = try fixture.written().strings["You have %#@count@ left"]?.localizations["uk"]?.substitutions?["count"]
        #expect(substitution?.argNum == 1 && substitution?.formatSpecifier == "lld")
        #expect(substitution?.variations?.plural?[.many]?.stringUnit?.value == "UK %arg stories")
        let devices = try fixture.written().strings["Tap to continue"]?.localizations["uk"]?.variations?.device
        #expect(devices?[.mac]?.stringUnit?.value == "UK Click to continue")
    }

    @Test("a case whose sample number the engine lost gets the other case's translation; a unit whose other case lost it is refused")
    func pluralFallback() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        // Writes 21 as a word, as engines do with small numbers.
        let provider = ScriptedProvider { markup, _ in .translated("UK " + markup.replacingOccurrences(of: "21 ", with: "twenty-one ")) }
        let report = try await run(fixture, languages: ["uk"], provider: provider)
        let plural = try fixture.written().strings["%lld stories"]?.localizations["uk"]?.variations?.plural
        #expect(plural?[.one]?.stringUnit?.value == "UK %lld stories", "\(report.refused)")
        #expect(report.pluralFallbacks.contains { $0.key == "%lld stories" && $0.reason.hasPrefix("plural.one written as the other form") })

        let lost = ScriptedProvider { markup, _ in .translated("UK " + markup.replacingOccurrences(of: "1.5 ", with: "some ")) }
        let second = try ProjectFixture()
        defer { second.remove() }
        let refused = try await run(second, languages: ["uk"], provider: lost)
        #expect(refused.refused.contains { $0.key == "%lld stories" && $0.reason.contains("sample number 1.5") })
        #expect(try second.written().strings["%lld stories"]?.localizations["uk"] == nil)
    }

    @Test("exact matches a person reviewed are reused before the engine and counted apart; what the engine mangles is refused with why")
    func memoryAndRefusals() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let memory = [MemoryEntry(sourceLanguage: "en", targetLanguage: "es", source: "Search", target: "Buscar", origin: "other catalog")]
        let provider = ScriptedProvider { markup, _ in
            .translated(markup.replacingOccurrences(of: #"<x id="1"/>"#, with: ""))   // drops the first placeholder
        }
        let report = try await run(fixture, provider: provider, memory: memory)
        #expect(!provider.markups.contains("Search"))
        #expect(try fixture.written().strings["Search"]?.localizations["es"]?.stringUnit == StringUnit(state: .needsReview, value: "Buscar"))
        #expect(report.languages.first { $0.language == "es" }?.fromMemory == 1)
        let refusal = report.refused.first { $0.key == "Delete %@?" }
        #expect(refusal?.reason == "the engine dropped the format specifier %@")
        #expect(try fixture.written().strings["Delete %@?"]?.localizations["es"] == nil)
    }

    @Test("every unit passes check's rules first: one with an error finding is refused with the finding, the rest written")
    func gate() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let report = try await run(fixture, provider: ScriptedProvider.echo(prefix: "Página de inicio "))
        let refusal = report.refused.first { $0.key == "Home" }
        #expect(refusal?.reason.hasSuffix("[length-limit]") == true, "\(report.refused)")
        #expect(try fixture.written().strings["Home"]?.localizations["es"] == nil)
        // The do-not-translate term reached the engine protected and came back as written.
        #expect(try fixture.written().strings["Open StoryApp"]?.localizations["es"]?.stringUnit?.value == "Página de inicio Open StoryApp")
    }

    @Test("a run that fails half-way leaves a valid catalog holding every unit finished before")
    func failsHalfWay() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let provider = ScriptedProvider(limits: BatchLimits(segments: 1, bytes: 1000)) { markup, _ in .translated("ES " + markup) }
        provider.failingBatch = 6
        let report = try await run(fixture, provider: provider) { $0.saveInterval = 0 }
        #expect(report.stopped == "scripted: HTTP 503 from test: unavailable (after 4 attempts)")
        let written = try fixture.written()
        let translated = written.strings.values.compactMap { $0.localizations["es"] }.filter { $0.textsByPath.values.contains { $0.state == .needsReview && $0.value.hasPrefix("ES ") } }
        #expect(translated.count == report.written)
        #expect(report.written >= 2)
        #expect(!report.notTranslated.isEmpty)
    }

    @Test("a unit changed on disk during the run is left as it is now")
    func changedMeanwhile() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let url = fixture.catalogURL
        let provider = ScriptedProvider { markup, _ in
            if markup == "Search" {
                var catalog = try StringCatalog.read(data: Data(contentsOf: url)).catalog
                catalog.strings["Search"]?.localizations["es"] = .text("Búsqueda")
                try catalog.encoded().write(to: url)
            }
            return .translated("ES " + markup)
        }
        let report = try await run(fixture, provider: provider)
        #expect(try fixture.written().strings["Search"]?.localizations["es"]?.stringUnit?.value == "Búsqueda")
        #expect(report.conflicts.map(\.key) == ["Search"])
    }

    @Test("--source-from gives keys whose only text is in another language source-language text")
    func sourceFrom() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let project = try fixture.project()
        let plan = TranslationPlan(project: project, selection: TranslationSelection(sourceFrom: "de"))
        #expect(plan.units.map(\.key) == ["settings.title"])
        #expect(plan.units.first?.language == "en" && plan.units.first?.sourceLanguage == "de")
        let provider = ScriptedProvider { _, batch in .translated(batch.sourceLanguage == "de" ? "Settings" : "?") }
        let run = TranslationRun(project: project, plan: plan, providers: ["en": provider], memory: TranslationMemory())
        let report = await run.run()
        #expect(report.written == 1)
        #expect(try fixture.written().strings["settings.title"]?.localizations["en"]?.stringUnit == StringUnit(state: .needsReview, value: "Settings"))
    }

    @Test("a dry run sends nothing and writes nothing, and says what would go where")
    func dryRun() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let before = try Data(contentsOf: fixture.catalogURL)
        let provider = ScriptedProvider.echo()
        let report = try await run(fixture, provider: provider) { $0.dryRun = true }
        #expect(provider.batches.isEmpty)
        #expect(try Data(contentsOf: fixture.catalogURL) == before)
        #expect(report.dryRunRows.contains(TranslationReport.DryRunRow(
            catalogPath: fixture.catalogURL.path, key: "Delete %@?", language: "es", via: "scripted", characters: 19)))
    }

    @Test("cancelling a run stops sending and keeps what was finished")
    func cancellation() async throws {
        let fixture = try ProjectFixture()
        defer { fixture.remove() }
        let provider = SlowProvider()
        let project = try fixture.project()
        let plan = TranslationPlan(project: project, selection: TranslationSelection(languages: ["es"], keys: ["Cancel", "Search"]))
        var run = TranslationRun(project: project, plan: plan, providers: ["es": provider], memory: TranslationMemory())
        run.saveInterval = 0
        let task = Task { await run.run() }
        while provider.calls < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
        task.cancel()
        let report = await task.value
        #expect(report.stopped == "the run was stopped")
        #expect(report.written == 1)
        #expect(try fixture.written().strings["Cancel"]?.localizations["es"]?.stringUnit?.value == "ES 1")
        #expect(try fixture.written().strings["Search"]?.localizations["es"]?.stringUnit?.value == "Buscar")
    }
}

/// Answers the first batch at once and waits on later ones until cancelled.
final class SlowProvider: TranslationProvider, @unchecked Sendable {
    let name = "slow"
    let limits = BatchLimits(segments: 1, bytes: 1000)
    let readsContext = false
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.lock(); defer { lock.unlock() }; return count }

    func unsupportedReason(from source: String, to target: String) async throws -> String? { nil }

    func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        let number: Int = { lock.lock(); defer { lock.unlock() }; count += 1; return count }()
        if number > 1 { try await Task.sleep(nanoseconds: 60_000_000_000) }
        return [.translated("ES \(number)")]
    }
}
