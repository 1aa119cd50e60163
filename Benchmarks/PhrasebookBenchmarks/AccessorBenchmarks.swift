import AccessorGeneration
import BenchmarkSupport
import Foundation
import ProjectConfiguration
import StringCatalog

/// `phrasebook generate` (accessors, and Xcode's symbols with every key manual) on a 3 MB catalog (the
/// issues' budget: 100 ms) and on the largest corpus catalogs, next to reading the same catalog, which every
/// generator must do first.
var accessorSuite: BenchmarkSuite { BenchmarkSuite(
    name: "accessors",
    summary: "accessor generation for a 3 MB catalog vs parsing it"
) {
    var inputs: [(name: String, data: Data)] = [("synthesized", accessorCatalog(targetBytes: 3_000_000))]
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/catalogs")
    for name in ["rectangle-storyboard-Main.xcstrings", "xcodes-Localizable.xcstrings"] {
        if let data = try? Data(contentsOf: corpus.appendingPathComponent(name)) { inputs.append((name, data)) }
    }
    let generator = try! AccessorGenerator(settings: GenerateSettings(access: .public))
    for (name, data) in inputs {
        let catalog = try! StringCatalog(data: data, path: name)
        let project = ProjectCatalog(url: URL(fileURLWithPath: "/\(name)"), path: name, catalog: catalog, text: data)
        let result = generator.generate([project])
        print("\(name): \(String(format: "%.2f", Double(data.count) / 1_000_000)) MB, \(catalog.strings.count) keys, "
              + "\(catalog.languages.count) languages → \(result.accessorCount) accessors, "
              + "\(String(format: "%.0f", Double(result.source.utf8.count) / 1000)) kB of Swift")
        // CPU time of this thread: on a machine shared with other builds, wall time mostly measures waiting.
        let parse = measureTimes(samples: 15) { _ = try! StringCatalog(data: data, path: name) }
        let generate = measureTimes(samples: 15) { _ = generator.generate([project]) }
        let total = measureTimes(samples: 15) {
            let parsed = try! StringCatalog(data: data, path: name)
            _ = generator.generate([ProjectCatalog(url: project.url, path: name, catalog: parsed, text: data)])
        }
        printComparison("  generate vs parse (catalog read first)", phrasebook: generate.cpu, peerName: "parse", peer: parse.cpu)
        print("  read + generate: \(formatDuration(total.cpu)) cpu (\(formatDuration(total.wall)) wall)")
        // Xcode's symbols are made for manual keys only: the worst case has every key manual.
        var allManual = catalog
        for key in allManual.strings.keys { allManual.strings[key]!.extractionState = .manual }
        let manualProject = ProjectCatalog(url: project.url, path: name, catalog: allManual, text: data)
        let symbols = measureTimes(samples: 15) { _ = XcodeSymbolGenerator().generate([manualProject]) }
        printComparison("  Xcode symbols, every key manual, vs parse", phrasebook: symbols.cpu, peerName: "parse", peer: parse.cpu)
    }
} }

/// A catalog of about `targetBytes` in four languages with every kind of key accessors are made for: dotted
/// keys with a source value, sentences with arguments, plurals, substitutions, comments, some gaps.
private func accessorCatalog(targetBytes: Int) -> Data {
    func text(_ value: String) -> Localization { .text(value) }
    func catalog(keys: Int) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 0..<keys {
            var entry = CatalogEntry(comment: index % 3 == 0 ? "Shown on screen \(index / 40), row \(index % 40)" : nil)
            let key: String
            switch index % 4 {
            case 0:
                key = "screen\(index / 40).section\(index % 7).title\(index)"
                entry.extractionState = .manual
                for language in ["en", "de", "fr", "uk"] { entry.localizations[language] = text("\(language) title of row \(index)") }
            case 1:
                key = "Delete %lld stories from shelf \(index)?"
                for language in ["en", "de", "fr"] {
                    entry.localizations[language] = Localization(variations: Variations(plural: [
                        .one: text("\(language) delete %lld story from shelf \(index)?"),
                        .other: text("\(language) delete %lld stories from shelf \(index)?"),
                    ]))
                }
            case 2:
                key = "%2$@ liked %1$lld posts in group \(index)"
                for language in ["de", "fr", "uk"] { entry.localizations[language] = text("\(language): %2$@ — %1$lld (\(index))") }
            default:
                key = "%#@books@ on shelf \(index)"
                var source = text("%#@books@ on shelf \(index)")
                source.substitutions = ["books": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
                    .one: text("%arg book"), .other: text("%arg books"),
                ]))]
                entry.localizations["en"] = source
            }
            catalog.strings[key] = entry
        }
        return catalog
    }
    let sample = catalog(keys: 400).encoded().count
    return catalog(keys: targetBytes * 400 / sample).encoded()
}
