// Hot paths measured by instruction and allocation counts (Scripts/benchmark-regression, under callgrind):
//   PhrasebookBenchmarks --workload NAME
// sets up its input, then runs the workload once inside `phrasebookMeasuredWorkload()`, the only function
// callgrind counts (by its mangled name, `$s20PhrasebookBenchmarks26phrasebookMeasuredWorkloadyyF`). Counts, unlike times, are stable on a machine shared with other builds.
import BenchmarkSupport
import Foundation
import Phrasebook
import StringCatalog
import TranslationExchange

/// One hot path: the setup is not counted, `run` is.
struct RegressionWorkload {
    var name: String
    var setUp: () -> () -> Void
}

/// The workload `phrasebookMeasuredWorkload()` runs.
nonisolated(unsafe) private var measuredBody: () -> Void = {}
nonisolated(unsafe) private var workloadSink = 0

@inline(never)
func phrasebookMeasuredWorkload() {
    measuredBody()
}

nonisolated(unsafe) let regressionWorkloads: [RegressionWorkload] = [
    RegressionWorkload(name: "catalog-parse") {
        let data = synthesizedCatalog(targetBytes: 700_000)
        return { workloadSink &+= (try? StringCatalog(data: data))?.strings.count ?? 0 }
    },
    RegressionWorkload(name: "catalog-write") {
        let catalog = try! StringCatalog(data: synthesizedCatalog(targetBytes: 700_000))
        return { workloadSink &+= catalog.encoded().count }
    },
    RegressionWorkload(name: "xliff-read") {
        let data = exportedXLIFF()
        return { workloadSink &+= (try? XLIFFReader().read(data))?.files.count ?? 0 }
    },
    RegressionWorkload(name: "xliff-import") {
        let data = exportedXLIFF()
        let catalog = try! StringCatalog(data: synthesizedCatalog(targetBytes: 300_000))
        let importer = XLIFFImporter(plurals: .xcode)
        return {
            var named = [NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)]
            if let document = try? XLIFFReader().read(data) { workloadSink &+= importer.apply(document, to: &named).diagnostics.count }
        }
    },
    RegressionWorkload(name: "stringsdict-read") {
        let data = makeLargeStringsDict(entries: 300)
        return { workloadSink &+= (try? StringsDictFile(data: data))?.entries.count ?? 0 }
    },
    RegressionWorkload(name: "runtime-plain-hit") {
        let (localizer, keys, _) = runtimeWorkloadLocalizer()
        return { for key in keys { workloadSink &+= localizer.string(forKey: key).utf8.count } }
    },
    RegressionWorkload(name: "runtime-plural-format") {
        let (localizer, _, pluralKeys) = runtimeWorkloadLocalizer()
        return {
            for key in pluralKeys {
                for count in [1, 2, 5, 21, 100] { workloadSink &+= localizer.string(forKey: key, arguments: [.int(count)]).utf8.count }
            }
        }
    },
    RegressionWorkload(name: "runtime-formatted-date") {
        let (localizer, date, style) = formattedDateWorkload()
        return { for _ in 0..<200 { workloadSink &+= localizer.string("Generated on \(date, format: style)").utf8.count } }
    },
    // Not in the baseline: the same formatting without the lookup, to profile what the lookup adds.
    RegressionWorkload(name: "formatted-date-alone") {
        let (localizer, date, style) = formattedDateWorkload()
        let styled = style.locale(localizer.locale)
        return { for _ in 0..<200 { workloadSink &+= date.formatted(styled).utf8.count } }
    },
]

/// Runs `--workload NAME` when asked; returns whether it was.
func runRegressionWorkloadIfAsked(_ arguments: [String]) -> Bool {
    guard arguments.first == "--workload" else { return false }
    guard arguments.count == 2, let workload = regressionWorkloads.first(where: { $0.name == arguments[1] }) else {
        print("usage: PhrasebookBenchmarks --workload \(regressionWorkloads.map(\.name).joined(separator: "|"))")
        exit(2)
    }
    measuredBody = workload.setUp()
    // PHRASEBOOK_WORKLOAD_REPEAT=N runs it N times, for profiling with perf.
    let repeats = ProcessInfo.processInfo.environment["PHRASEBOOK_WORKLOAD_REPEAT"].flatMap { Int($0) } ?? 1
    for _ in 0..<max(repeats, 1) { phrasebookMeasuredWorkload() }
    print("\(workload.name) done (\(workloadSink))")
    return true
}

/// The synthesized catalog's French export.
private func exportedXLIFF() -> Data {
    let catalog = try! StringCatalog(data: synthesizedCatalog(targetBytes: 300_000))
    let exporter = XLIFFExporter(plurals: .xcode, tool: .phrasebook(version: "bench"))
    let document = try! exporter.export([NamedCatalog(original: "Localizable.xcstrings", catalog: catalog)], language: "fr").document
    return Data(XLIFFWriter.encode(document))
}

/// A German localizer whose table has "Generated on %@", a date and the style the runtime benchmark formats
/// it with; one lookup before the measured ones, as an app has formatted a date before.
private func formattedDateWorkload() -> (Localizer, Date, Date.FormatStyle) {
    let catalog = StringCatalog(sourceLanguage: "en", strings: [
        "Generated on %@": CatalogEntry(localizations: ["de": .text("Erstellt am %@")]),
    ])
    let localizer = Localizer(tables: [LocalizationTable(catalog: catalog)], languages: ["de"])
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let style = Date.FormatStyle.dateTime.day().month(.wide).year()
    workloadSink &+= localizer.string("Generated on \(date, format: style)").utf8.count
    workloadSink &+= date.formatted(style.locale(localizer.locale)).utf8.count
    return (localizer, date, style)
}

/// A French localizer over 500 plain keys and 50 plural keys.
private func runtimeWorkloadLocalizer() -> (Localizer, [String], [String]) {
    let keys = (0..<500).map { "Settings section \($0): choose how stories are read aloud" }
    let pluralKeys = (0..<50).map { "%lld stories in collection \($0)" }
    var strings: [String: CatalogEntry] = [:]
    for key in keys { strings[key] = CatalogEntry(localizations: ["fr": .text("[fr] \(key) — traduit")]) }
    for key in pluralKeys {
        strings[key] = CatalogEntry(localizations: ["fr": Localization(variations: Variations(plural: [
            .one: .text("%lld histoire"), .other: .text("%lld histoires dans la collection"),
        ]))])
    }
    let table = LocalizationTable(catalog: StringCatalog(sourceLanguage: "en", strings: strings))
    return (Localizer(tables: [table], languages: ["fr", "en"]), keys, pluralKeys)
}
