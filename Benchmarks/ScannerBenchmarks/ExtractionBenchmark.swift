import BenchmarkSupport
import Dispatch
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog
import SwiftParser
import SwiftSyntax

/// Extraction of a synthetic 45,000-line SwiftUI app, side by side with swift-syntax's bare parse.
enum ExtractionBenchmark {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "extraction",
            summary: "extract from a 45,000-line SwiftUI app vs swift-syntax's bare parse of the same files",
            run: run)
    }

    static func run() {
        // The same generated app as the lint suite, so both are measured on one realistic code base;
        // `EXTRACTION_BENCHMARK_SOURCES=DIR` measures a real code base instead.
        let sources: [SourceInput]
        let isSynthetic = ProcessInfo.processInfo.environment["EXTRACTION_BENCHMARK_SOURCES"] == nil
        if let directory = ProcessInfo.processInfo.environment["EXTRACTION_BENCHMARK_SOURCES"] {
            let files = FileSearch.files(at: URL(fileURLWithPath: directory), withExtension: "swift")
            sources = files.compactMap { url in
                FileManager.default.contents(atPath: url.path).map { SourceInput(path: url.path, text: String(decoding: $0, as: UTF8.self)) }
            }
            print("sources: \(directory)")
        } else {
            sources = SyntheticApp.files(lines: 45_000).map { SourceInput(path: $0.path, text: $0.text) }
        }
        let lineCount = sources.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
        let serial = SourceExtractor(isParallel: false)
        let parallel = SourceExtractor(isParallel: true)
        let first = serial.extract(sources)
        print("\(sources.count) files, \(lineCount) lines, \(first.strings.count) strings extracted, \(first.diagnostics.count) parse errors")

        let parse = measureMedianNanoseconds(samples: 7) {
            for source in sources {
                var text = source.text
                _ = text.withUTF8 { Parser.parse(source: $0) }
            }
        }
        let parseAllCores = measureMedianNanoseconds(samples: 7) {
            DispatchQueue.concurrentPerform(iterations: sources.count) { index in
                var text = sources[index].text
                _ = text.withUTF8 { Parser.parse(source: $0) }
            }
        }
        // For reference: parsing plus one full SyntaxVisitor walk, the cost of any visitor over every node.
        let parseAndWalk = measureMedianNanoseconds(samples: 7) {
            for source in sources {
                var text = source.text
                let tree = text.withUTF8 { Parser.parse(source: $0) }
                NodeCounter().walk(tree)
            }
        }
        let extractOneCore = measureMedianNanoseconds(samples: 7) { _ = serial.extract(sources) }
        let extractAllCores = measureMedianNanoseconds(samples: 7) { _ = parallel.extract(sources) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        printComparison("extract, \(cores) cores (wall), vs parse on 1 core", phrasebook: extractAllCores, peerName: "parse", peer: parse)
        // The issue's target: "≤ 0.25 s wall on 2 cores (files parsed in parallel), and within 1.1× of
        // swift-syntax's bare parse time of the same files on one core". Both readings are printed.
        let targets = isSynthetic
            ? (" (target ≤ 1.10×, files parsed in parallel)", " (target ≤ 250 ms on 2 cores)", " (≤ 1.10× if read core for core)")
            : ("", "", "")
        print("  extraction takes \(ratioText(extractAllCores / parse)) of a one-core bare parse\(targets.0); wall time \(formatDuration(extractAllCores))\(targets.1)")
        printComparison("extract vs parse, both on \(cores) cores", phrasebook: extractAllCores, peerName: "parse", peer: parseAllCores)
        printComparison("extract, 1 core, vs parse on 1 core", phrasebook: extractOneCore, peerName: "parse", peer: parse)
        print("  on one core, extraction costs \(ratioText(extractOneCore / parse)) of the bare parse\(targets.2)")
        printComparison("parse + a full no-op SyntaxVisitor walk", phrasebook: parseAndWalk, peerName: "parse", peer: parse)
    }
}

private func ratioText(_ ratio: Double) -> String {
    String(format: "%.2f×", ratio)
}

/// A visitor that visits every node and does nothing else.
private final class NodeCounter: SyntaxAnyVisitor {
    var count = 0
    init() { super.init(viewMode: .sourceAccurate) }
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}
