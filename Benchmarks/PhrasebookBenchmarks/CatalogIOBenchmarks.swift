import BenchmarkSupport
import Foundation
import StringCatalog

/// Catalog reading and writing: Phrasebook's reader and Xcode-exact writer next to Python's `json`
/// (load + dump with Xcode's layout) and Foundation's `JSONSerialization` on the same files.
var catalogIOSuite: BenchmarkSuite { BenchmarkSuite(
    name: "catalog-io",
    summary: "parse MB/s and read+write time of .xcstrings vs Python json and JSONSerialization"
) {
    var inputs: [(name: String, data: Data)] = largestCorpusCatalogs(count: 3)
    inputs.append(("synthesized", synthesizedCatalog(targetBytes: 2_700_000)))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    for (name, data) in inputs {
        let megabytes = Double(data.count) / 1_000_000
        print("\(name) (\(String(format: "%.2f", megabytes)) MB)")
        let file = folder.appendingPathComponent(name)
        try? data.write(to: file)

        let parse = measureTimes(samples: 15) { _ = try? StringCatalog(data: data) }
        let roundTrip = measureTimes(samples: 15) { _ = try? StringCatalog(data: data).encoded() }
        let foundationParse = measureTimes(samples: 5) { _ = try? JSONSerialization.jsonObject(with: data) }
        let foundationRoundTrip = measureTimes(samples: 3) {
            guard let object = try? JSONSerialization.jsonObject(with: data) else { return }
            _ = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        }
        let written = (try? StringCatalog(data: data).encoded()) == data ? "identical bytes" : "canonicalized"
        print("  phrasebook parse \(throughput(megabytes, parse.cpu)) cpu (\(throughput(megabytes, parse.wall)) wall), "
              + "read+write \(formatDuration(roundTrip.cpu)) cpu (\(formatDuration(roundTrip.wall)) wall), \(written)")
        printComparison("  parse vs JSONSerialization (cpu)", phrasebook: parse.cpu, peerName: "JSONSerialization", peer: foundationParse.cpu)
        printComparison("  read+write vs JSONSerialization (cpu)", phrasebook: roundTrip.cpu, peerName: "JSONSerialization", peer: foundationRoundTrip.cpu)
        if let python = pythonTimes(file) {
            printComparison("  parse vs Python json (cpu)", phrasebook: parse.cpu, peerName: "python json", peer: python.load)
            printComparison("  read+write vs Python json (cpu)", phrasebook: roundTrip.cpu, peerName: "python json", peer: python.roundTrip)
        } else {
            print("  python3 not available; Python json skipped")
        }
    }
} }

private func throughput(_ megabytes: Double, _ nanoseconds: Double) -> String {
    String(format: "%.0f MB/s", megabytes / (nanoseconds / 1_000_000_000))
}

/// The largest `.xcstrings` files of the shared corpus beside the repository.
func largestCorpusCatalogs(count: Int) -> [(name: String, data: Data)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.deletingLastPathComponent().appendingPathComponent("shared/corpus/catalogs")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        print("note: shared corpus not found at \(folder.path); only the synthesized catalog is measured")
        return []
    }
    var files: [(name: String, data: Data)] = []
    for name in names where name.hasSuffix(".xcstrings") {
        if let data = try? Data(contentsOf: folder.appendingPathComponent(name)) { files.append((name, data)) }
    }
    files.sort { $0.data.count > $1.data.count }
    return Array(files.prefix(count))
}

/// A catalog of many keys in many languages, with some plurals and comments, about `targetBytes` long.
func synthesizedCatalog(targetBytes: Int) -> Data {
    let languages = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt-BR", "ru", "sv", "uk", "zh-Hans"]
    func catalog(keys: Int) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 1...keys {
            var entry = CatalogEntry(comment: index % 3 == 0 ? "Shown in the settings screen, item \(index)" : nil)
            for language in languages {
                if index % 10 == 0 {
                    let plural: [PluralCategory: Localization] = [
                        .one: .text("\(language) one file in folder \(index)"),
                        .other: .text("\(language) %lld files in folder \(index)"),
                    ]
                    entry.localizations[language] = Localization(variations: Variations(plural: plural))
                } else {
                    let state: TranslationState = index % 7 == 0 ? .needsReview : .translated
                    entry.localizations[language] = .text("\(language) translation of settings label number \(index) — “ok”", state: state)
                }
            }
            catalog.strings["Settings label \(index) %@"] = entry
        }
        return catalog
    }
    let sample = catalog(keys: 100).encoded().count
    return catalog(keys: targetBytes * 100 / sample).encoded()
}

/// Median CPU nanoseconds, measured inside Python, of `json.loads` and of load + dump in Xcode's layout.
private func pythonTimes(_ file: URL) -> (load: Double, roundTrip: Double)? {
    let script = """
        import json, sys, time, statistics
        raw = open(sys.argv[1], 'rb').read()
        def load(): return json.loads(raw.decode('utf-8'))
        def round_trip(): return json.dumps(load(), indent=2, separators=(',', ' : '), ensure_ascii=False, sort_keys=True).encode('utf-8')
        def median(f, n=7):
            f(); times = []
            for _ in range(n):
                start = time.thread_time(); f(); times.append(time.thread_time() - start)
            return statistics.median(times)
        print(median(load) * 1e9, median(round_trip) * 1e9)
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let numbers = String(decoding: output, as: UTF8.self).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, numbers.count == 2 else { return nil }
    return (numbers[0], numbers[1])
}
