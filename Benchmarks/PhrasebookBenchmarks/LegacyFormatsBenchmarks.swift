import BenchmarkSupport
import Foundation
import StringCatalog
import TranslationExchange

/// `.strings` and `.stringsdict` reading, side by side with Foundation's property list readers.
var legacyFormatsSuite: BenchmarkSuite {
    BenchmarkSuite(name: "legacy-formats",
                   summary: "read .strings/.stringsdict vs PropertyListSerialization and NSDictionary(contentsOfFile:)",
                   run: runLegacyFormatsBenchmarks)
}

private func runLegacyFormatsBenchmarks() {
    let strings = makeLargeStringsFile(entries: 20_000)
    let stringsDict = makeLargeStringsDict(entries: 2_000)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let stringsURL = directory.appendingPathComponent("Localizable.strings")
    try? strings.write(to: stringsURL)

    let megabytes = Double(strings.count) / 1_000_000
    print(String(format: ".strings: 20000 entries, %.2f MB (UTF-8, a comment per entry)", megabytes))
    let ours = measureMedianNanoseconds(samples: 11) { _ = try? StringsFile(data: strings) }
    let plist = measureMedianNanoseconds(samples: 5) { _ = try? PropertyListSerialization.propertyList(from: strings, format: nil) }
    let dictionary = measureMedianNanoseconds(samples: 5) { _ = readDictionary(FoundationDictionaryReader.self, path: stringsURL.path) }
    printComparison("read .strings", phrasebook: ours, peerName: "PropertyListSerialization", peer: plist)
    printComparison("read .strings (from file)", phrasebook: ours, peerName: "NSDictionary(contentsOfFile:)", peer: dictionary)
    print(String(format: "  phrasebook throughput %.0f MB/s", megabytes / (ours / 1e9)))

    let utf16 = Data([0xFF, 0xFE]) + String(decoding: strings, as: UTF8.self).data(using: .utf16LittleEndian)!
    let ours16 = measureMedianNanoseconds(samples: 11) { _ = try? StringsFile(data: utf16) }
    let plist16 = measureMedianNanoseconds(samples: 5) { _ = try? PropertyListSerialization.propertyList(from: utf16, format: nil) }
    printComparison("read .strings (UTF-16LE)", phrasebook: ours16, peerName: "PropertyListSerialization", peer: plist16)

    if let table = try? StringsFile(data: strings) {
        let write = measureMedianNanoseconds(samples: 11) { _ = table.encoded() }
        let values = table.values as NSDictionary
        let peerWrite = measureMedianNanoseconds(samples: 5) {
            _ = try? PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        }
        printComparison("write .strings (XML plist for the peer)", phrasebook: write, peerName: "PropertyListSerialization", peer: peerWrite)
    }

    print(String(format: ".stringsdict: 2000 plural entries, %.2f MB", Double(stringsDict.count) / 1_000_000))
    let oursDict = measureMedianNanoseconds(samples: 7) { _ = try? StringsDictFile(data: stringsDict) }
    let plistDict = measureMedianNanoseconds(samples: 7) { _ = try? PropertyListSerialization.propertyList(from: stringsDict, format: nil) }
    printComparison("read .stringsdict", phrasebook: oursDict, peerName: "PropertyListSerialization", peer: plistDict)
}

private func makeLargeStringsFile(entries: Int) -> Data {
    var text = "// Generated for benchmarking\n\n"
    for index in 0..<entries {
        text += "/* Label \(index) on the settings screen; keep it short */\n"
        text += "\"settings.item.\(index).title\" = \"Réglage numéro \(index) – \\\"%@\\\" avec %lld éléments\\n\";\n\n"
    }
    return Data(text.utf8)
}

func makeLargeStringsDict(entries: Int) -> Data {
    let forms = ["zero": "no files", "one": "%lld file", "few": "%lld files", "other": "%lld files"]
    let file = StringsDictFile(entries: (0..<entries).map { index in
        StringsDictFile.Entry(key: "files.\(index)", value: .format(StringsDictFormat(
            formatKey: "Folder \(index): %#@files@",
            variables: ["files": StringsDictVariable(valueType: "lld", forms: Dictionary(uniqueKeysWithValues:
                forms.map { (PluralCategory($0.key), $0.value) }))])))
    })
    return file.encoded()
}

/// `NSDictionary(contentsOfFile:)` through a protocol requirement, so the deprecated peer API can be
/// measured without a deprecation warning in the build.
private protocol DictionaryFileReader {
    static func dictionary(path: String) -> NSDictionary?
}

private enum FoundationDictionaryReader: DictionaryFileReader {
    @available(*, deprecated, message: "measures the deprecated peer API on purpose")
    static func dictionary(path: String) -> NSDictionary? { NSDictionary(contentsOfFile: path) }
}

private func readDictionary<Reader: DictionaryFileReader>(_ reader: Reader.Type, path: String) -> NSDictionary? {
    Reader.dictionary(path: path)
}
