// The release-mode benchmark executable: `swift run -c release PhrasebookBenchmarks [SUITE...]`.
// Each suite measures Phrasebook side by side with a peer in the same run and prints the ratio.
print("PhrasebookBenchmarks: no suites yet")
