// Release-mode benchmarks of the catalog engine, runtime, checks and exchange:
//   swift run -c release PhrasebookBenchmarks [SUITE...]
// Each suite measures Phrasebook side by side with a peer in the same run and prints the ratio.
// Suites register here, one line each. `--workload NAME` runs one hot path for Scripts/benchmark-regression.
import BenchmarkSupport

if !runRegressionWorkloadIfAsked(Array(CommandLine.arguments.dropFirst())) {
    runBenchmarkSuites([
        exchangeSuite,
        interchangeSuite,
        catalogIOSuite,
        legacyFormatsSuite,
        cldrBenchmarkSuite(),
        runtimeSuite,
        CheckBenchmarks.suite,
        mergeSuite,
        accessorSuite,
    ])
}
