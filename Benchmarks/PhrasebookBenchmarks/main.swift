// The release-mode benchmark executable:
//   swift run -c release PhrasebookBenchmarks [SUITE...]
// Each suite measures Phrasebook side by side with a peer in the same run and prints the ratio.
// Suites register themselves in `allSuites` below, one line each.

let allSuites: [BenchmarkSuite] = [
]

let requested = Set(CommandLine.arguments.dropFirst())
let selected = requested.isEmpty ? allSuites : allSuites.filter { requested.contains($0.name) }
if selected.isEmpty {
    print("unknown suite; available: \(allSuites.map(\.name).joined(separator: ", "))")
}
for suite in selected {
    print("== \(suite.name): \(suite.summary)")
    suite.run()
    print()
}
