import BenchmarkSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StringCatalog
import TranslationExchange

/// XLIFF export and import of the largest corpus catalog, side by side with Foundation's XMLDocument
/// (the DOM Xcode's own exporter is built on) building and parsing the same document.
var exchangeSuite: BenchmarkSuite {
    BenchmarkSuite(name: "exchange", summary: "XLIFF export + import of the largest corpus catalog vs Foundation XMLDocument",
                   run: runExchangeBenchmarks)
}

private func runExchangeBenchmarks() {
    let catalogs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/catalogs")
    let listing = (try? FileManager.default.contentsOfDirectory(at: catalogs, includingPropertiesForKeys: [.fileSizeKey])) ?? []
    guard let largest = listing.filter({ $0.pathExtension == "xcstrings" })
        .max(by: { (try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) ?? 0 < (try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) ?? 0 }),
          let catalog = try? StringCatalog(contentsOf: largest)
    else {
        print("note: shared corpus not found at \(catalogs.path); exchange benchmarks skipped")
        return
    }
    let languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
    let named = [NamedCatalog(original: largest.lastPathComponent, catalog: catalog)]
    let exporter = XLIFFExporter(plurals: .xcode, tool: .phrasebook(version: "bench"))
    let documents = languages.compactMap { try? exporter.export(named, language: $0).document }
    let files = documents.map { Data(XLIFFWriter.encode($0)) }
    let units = documents.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.units.count } }
    print(String(format: "%@: %d languages, %d units, %.2f MB of XLIFF", largest.lastPathComponent, languages.count, units,
                 Double(files.reduce(0) { $0 + $1.count }) / 1e6))

    let ours = measureMedianNanoseconds(samples: 7) {
        for language in languages {
            if let result = try? exporter.export(named, language: language) { _ = XLIFFWriter.encode(result.document) }
        }
    }
    let peer = measureMedianNanoseconds(samples: 3) {
        for document in documents { _ = xmlDocument(for: document).xmlData(options: .nodePrettyPrint) }
    }
    printComparison("export, every language", phrasebook: ours, peerName: "XMLDocument build+write", peer: peer)

    let importer = XLIFFImporter(plurals: .xcode)
    let importAll = {
        var target = named
        for data in files {
            guard let read = try? XLIFFReader().read(data) else { return }
            _ = importer.apply(read, to: &target)
        }
    }
    let parseAll = {
        for data in files {
            guard let parsed = try? XMLDocument(data: data) else { return }
            _ = try? parsed.nodes(forXPath: "//*[local-name()='trans-unit']").map { ($0 as? XMLElement)?.attribute(forName: "id")?.stringValue }
        }
    }
    // The floor for any XMLParser-based reader: parsing with a delegate that does nothing.
    let readAll = { for data in files { _ = try? XLIFFReader().read(data) } }
    let bareParser = {
        for data in files {
            let parser = XMLParser(data: data)
            parser.shouldProcessNamespaces = true
            _ = parser.parse()
        }
    }
    printComparison("read XLIFF, CPU time", phrasebook: cpuNanoseconds(repeating: 5, readAll),
                    peerName: "XMLParser, no delegate", peer: cpuNanoseconds(repeating: 5, bareParser))
    let oursImport = measureMedianNanoseconds(samples: 7) { importAll() }
    let peerImport = measureMedianNanoseconds(samples: 3) { parseAll() }
    printComparison("import (read + apply), every language", phrasebook: oursImport, peerName: "XMLDocument parse+query", peer: peerImport)
    // On a shared machine wall time includes waiting for a core; CPU time shows the work itself.
    printComparison("import, CPU time", phrasebook: cpuNanoseconds(repeating: 5, importAll),
                    peerName: "XMLDocument parse+query", peer: cpuNanoseconds(repeating: 3, parseAll))
    let roundTrip = ours + oursImport
    print(String(format: "  export + import: %@ (%.0f units/ms)", formatDuration(roundTrip), Double(units) / (roundTrip / 1e6)))
}

/// The same XLIFF as a Foundation DOM, as an NSXMLDocument-based exporter would build it.
private func xmlDocument(for document: XLIFFDocument) -> XMLDocument {
    let root = XMLElement(name: "xliff")
    root.addAttribute(XMLNode.attribute(withName: "version", stringValue: "1.2") as! XMLNode)
    for file in document.files {
        let fileElement = XMLElement(name: "file")
        fileElement.addAttribute(XMLNode.attribute(withName: "original", stringValue: file.original) as! XMLNode)
        let body = XMLElement(name: "body")
        for unit in file.units {
            let element = XMLElement(name: "trans-unit")
            element.addAttribute(XMLNode.attribute(withName: "id", stringValue: unit.id) as! XMLNode)
            if let source = unit.source { element.addChild(XMLElement(name: "source", stringValue: source)) }
            if let target = unit.target {
                let targetElement = XMLElement(name: "target", stringValue: target.value)
                if let state = target.state { targetElement.addAttribute(XMLNode.attribute(withName: "state", stringValue: state) as! XMLNode) }
                element.addChild(targetElement)
            }
            element.addChild(XMLElement(name: "note", stringValue: unit.notes.first?.text))
            body.addChild(element)
        }
        fileElement.addChild(body)
        root.addChild(fileElement)
    }
    return XMLDocument(rootElement: root)
}

/// Average process CPU time of one call of `body`, in nanoseconds.
private func cpuNanoseconds(repeating count: Int, _ body: @escaping () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
    body()
    let start = now()
    for _ in 0..<count { body() }
    return (now() - start) / Double(count)
}
