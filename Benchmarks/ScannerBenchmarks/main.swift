// Release-mode benchmarks of extraction and lint against swift-syntax's bare parse:
//   swift run -c release ScannerBenchmarks [SUITE...]
// Suites register here, one line each.
import BenchmarkSupport

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == ScalingBenchmark.caseArgument {
    ScalingBenchmark.runCase(arguments: Array(arguments.dropFirst()))
} else {
    runBenchmarkSuites([
        ExtractionBenchmark.suite,
        lintSuite,
        PathologicalBenchmark.suite,
        ScalingBenchmark.suite,
    ], arguments: arguments)
}
