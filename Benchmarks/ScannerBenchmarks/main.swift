// Release-mode benchmarks of extraction and lint against swift-syntax's bare parse:
//   swift run -c release ScannerBenchmarks [SUITE...]
// Suites register here, one line each.
import BenchmarkSupport

runBenchmarkSuites([
    ExtractionBenchmark.suite,
    lintSuite,
    PathologicalBenchmark.suite,
])
