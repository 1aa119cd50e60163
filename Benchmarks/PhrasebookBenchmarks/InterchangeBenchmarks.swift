import BenchmarkSupport
import Foundation
import Interchange
import StringCatalog
import TranslationExchange

/// Export and import of a catalog of over 3 MB (the shared corpus's catalogs in one) in each of the other
/// platforms' formats, beside translate-toolkit reading and writing the same files (and, for Android and
/// i18next, converting them to gettext) in the same run. translate-toolkit times itself inside one Python
/// process (Scripts/interchange-translate-toolkit-bench.py), so interpreter start-up is not counted.
var interchangeSuite: BenchmarkSuite {
    BenchmarkSuite(name: "interchange", summary: "Android/gettext/i18next/ICU/ARB/TMX export + import of a 3 MB catalog vs translate-toolkit",
                   run: runInterchangeBenchmarks)
}

private func runInterchangeBenchmarks() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    guard let catalog = combinedCorpusCatalog(root.deletingLastPathComponent().appendingPathComponent("shared/corpus/catalogs")) else {
        print("note: shared corpus not found; interchange benchmarks skipped")
        return
    }
    let bytes = catalog.encoded().count
    let languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
    let named = NamedCatalog(original: "Combined.xcstrings", catalog: catalog)
    print(String(format: "combined corpus catalog: %.2f MB, %d keys, %d languages", Double(bytes) / 1e6, catalog.strings.count, languages.count))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-interchange-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let python = ["/usr/bin/env", "python3"]
    let script = root.appendingPathComponent("Scripts/interchange-translate-toolkit-bench.py").path
    for format in InterchangeFormat.allCases where format != .compose {
        let exporter = InterchangeExporter(format: format, toolVersion: "bench")
        guard let rendering = try? exporter.render([named], languages: languages) else { continue }
        let output = folder.appendingPathComponent(format.rawValue)
        for (path, data) in rendering.files {
            let url = output.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: url)
        }
        let size = rendering.files.reduce(0) { $0 + $1.data.count }
        let exportTime = measureMedianNanoseconds(samples: 5) { _ = try? exporter.render([named], languages: languages) }
        let reader = InterchangeReader(format: format)
        let importTime = measureMedianNanoseconds(samples: 5) {
            guard let inputs = try? reader.read(output, display: { $0.path }) else { return }
            var catalogs = [named]
            _ = try? InterchangeImport.apply(inputs, reader: reader, to: &catalogs, addsKeys: false)
        }
        let readTime = measureMedianNanoseconds(samples: 5) { _ = try? reader.read(output, display: { $0.path }) }
        print(String(format: "%@: %d files, %.2f MB", format.rawValue, rendering.files.count, Double(size) / 1e6))
        guard let peer = translateToolkitTimes(python + [script, format.rawValue, output.path, "3"]) else {
            print("  export: \(formatDuration(exportTime)), import (read + apply): \(formatDuration(importTime)), read: \(formatDuration(readTime))")
            print("  note: translate-toolkit not installed (pip install -r Scripts/interchange-requirements.txt); no comparison")
            continue
        }
        printComparison("  export (catalog → files)", phrasebook: exportTime, peerName: "translate-toolkit write", peer: peer.write * 1e9)
        printComparison("  read files", phrasebook: readTime, peerName: "translate-toolkit read", peer: peer.read * 1e9)
        printComparison("  import (read + apply to catalog)", phrasebook: importTime, peerName: "translate-toolkit read", peer: peer.read * 1e9)
        if let convert = peer.convert {
            printComparison("  import (read + apply to catalog)", phrasebook: importTime, peerName: peer.converter ?? "converter", peer: convert * 1e9)
        }
    }
}

/// Every catalog of the corpus with English as source, keys prefixed by the catalog's name, as one catalog.
private func combinedCorpusCatalog(_ folder: URL) -> StringCatalog? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
    var combined = StringCatalog(sourceLanguage: "en")
    for name in names.sorted() where name.hasSuffix(".xcstrings") && !name.contains("invalid") {
        guard let catalog = try? StringCatalog(contentsOf: folder.appendingPathComponent(name)), catalog.sourceLanguage == "en" else { continue }
        let prefix = String(name.dropLast(".xcstrings".count)) + ": "
        for (key, entry) in catalog.strings {
            var entry = entry
            if entry.localizations["en"] == nil { entry.localizations["en"] = .text(key) }
            combined.strings[prefix + key] = entry
        }
    }
    return combined.strings.isEmpty ? nil : combined
}

private struct PeerTimes {
    var read: Double
    var write: Double
    var convert: Double?
    var converter: String?
}

private func translateToolkitTimes(_ command: [String]) -> PeerTimes? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let read = json["read"] as? Double, let write = json["write"] as? Double else { return nil }
    return PeerTimes(read: read, write: write, convert: json["convert"] as? Double, converter: json["converter"] as? String)
}
