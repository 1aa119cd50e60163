import BenchmarkSupport
import Foundation
import SourceScanner
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
        // The same generated app as the lint suite, so both are measured on one realistic code base.
        let sources = SyntheticApp.files(lines: 45_000).map { SourceInput(path: $0.path, text: $0.text) }
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
        // For reference: parsing plus one full SyntaxVisitor walk, the cost of any visitor over every node.
        let parseAndWalk = measureMedianNanoseconds(samples: 7) {
            for source in sources {
                var text = source.text
                let tree = text.withUTF8 { Parser.parse(source: $0) }
                NodeCounter().walk(tree)
            }
        }
        // The same walk over trees kept in memory until every file is parsed, as two-pass extraction does.
        let parseAllThenWalk = measureMedianNanoseconds(samples: 7) {
            var trees: [SourceFileSyntax] = []
            for source in sources {
                var text = source.text
                trees.append(text.withUTF8 { Parser.parse(source: $0) })
            }
            for tree in trees { NodeCounter().walk(tree) }
        }
        let extractOneCore = measureMedianNanoseconds(samples: 7) { _ = serial.extract(sources) }
        let extractAllCores = measureMedianNanoseconds(samples: 7) { _ = parallel.extract(sources) }
        printComparison("extract, 1 core, vs bare parse", phrasebook: extractOneCore, peerName: "parse", peer: parse)
        let ratio = extractOneCore / parse
        print("  extraction costs \((ratio * 100).rounded() / 100)× the bare parse on one core (target ≤ 1.10×)")
        printComparison(
            "extract, \(ProcessInfo.processInfo.activeProcessorCount) cores (wall), vs 1-core parse",
            phrasebook: extractAllCores, peerName: "parse", peer: parse)
        print("  wall time \(formatDuration(extractAllCores)) (target ≤ 250 ms on 2 cores)")
        printComparison("parse + a full no-op SyntaxVisitor walk", phrasebook: parseAndWalk, peerName: "parse", peer: parse)
        printComparison("parse all, keep the trees, then walk all", phrasebook: parseAllThenWalk, peerName: "parse", peer: parse)
    }
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
