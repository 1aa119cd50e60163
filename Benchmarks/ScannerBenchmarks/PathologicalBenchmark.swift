import BenchmarkSupport
import Foundation
import SourceScanner
import SwiftParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `pathological`: extraction and lint on generated worst cases (issue 20), each beside swift-syntax's bare
/// parse, to show that time and memory grow linearly with the input: `Text("a" + "b" + …)` with 8,000 and
/// 16,000 terms, and 8,000 nested interpolations in a 40 KB file. Peak memory is the process's so far,
/// so cases run from the lightest to the heaviest.
enum PathologicalBenchmark {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(name: "pathological", summary: "extraction and lint on generated worst cases vs swift-syntax parse", run: run)
    }

    static func concatenation(_ terms: Int) -> String {
        let sum = (0..<terms).map { "\"w\($0) \"" }.joined(separator: " + ")
        return "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\(sum)) }\n}\n"
    }

    static func nestedInterpolations(_ depth: Int) -> String {
        var text = "x"
        for _ in 0..<depth { text = "\\(\"" + text + "\")" }
        return "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"\(text)\") }\n}\n"
    }

    static func run() {
        let cases: [(String, String)] = [
            ("Text(\"a\" + \"b\" + …), 8,000 terms", concatenation(8_000)),
            ("Text(\"a\" + \"b\" + …), 16,000 terms", concatenation(16_000)),
            ("8,000 nested interpolations", nestedInterpolations(8_000)),
        ]
        // PATHOLOGICAL_SAMPLES=1 for slow (pre-fix) builds.
        let samples = ProcessInfo.processInfo.environment["PATHOLOGICAL_SAMPLES"].flatMap { Int($0) } ?? 3
        for (name, text) in cases {
            let source = [SourceInput(path: "Case.swift", text: text)]
            let extract = measureMedianNanoseconds(samples: samples) { _ = SourceExtractor(isParallel: false).extract(source) }
            let lint = measureMedianNanoseconds(samples: samples) { _ = try? Linter().lint(sources: [("Case.swift", text)]) }
            // swift-syntax's lexer is quadratic in nesting depth; its bare parse of the deep case is the peer's
            // failure, measured once and only when asked (it needs gigabytes).
            let parse = name.hasPrefix("8,000 nested") && ProcessInfo.processInfo.environment["PATHOLOGICAL_PARSE"] == nil
                ? nil : measureMedianNanoseconds(samples: samples) { _ = Parser.parse(source: text) }
            print("\(name) (\(text.utf8.count / 1024) KB)")
            if let parse {
                printComparison("  extract vs bare parse", phrasebook: extract, peerName: "swift-syntax", peer: parse)
                printComparison("  lint vs bare parse", phrasebook: lint, peerName: "swift-syntax", peer: parse)
            } else {
                print("  extract \(formatDuration(extract)), lint \(formatDuration(lint)) (bare parse skipped; PATHOLOGICAL_PARSE=1 runs it)")
            }
            print("  peak memory so far: \(peakMemoryMegabytes()) MB")
        }
    }

    private static func peakMemoryMegabytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) >> 20
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) >> 10
        #endif
    }
}
