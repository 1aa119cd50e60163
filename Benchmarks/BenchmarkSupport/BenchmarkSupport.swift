import Foundation

/// A named group of measurements, run by `PhrasebookBenchmarks NAME`.
public struct BenchmarkSuite {
    public var name: String
    public var summary: String
    public var run: () -> Void

    public init(name: String, summary: String, run: @escaping () -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }
}

/// A monotonic clock reading in nanoseconds.
public func monotonicNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Runs `body` repeatedly and returns the median time of one call in nanoseconds.
///
/// Each sample times `batch` calls so very fast operations are measured above clock resolution.
public func measureMedianNanoseconds(samples: Int = 15, batch: Int = 1, _ body: () -> Void) -> Double {
    body() // warm up caches and lazy initialisation
    var times: [Double] = []
    times.reserveCapacity(samples)
    for _ in 0..<samples {
        let start = monotonicNanoseconds()
        for _ in 0..<batch { body() }
        times.append(Double(monotonicNanoseconds() - start) / Double(batch))
    }
    times.sort()
    return times[times.count / 2]
}

/// The median wall-clock time and the median CPU time of this thread for one call, in nanoseconds.
/// CPU time is what the comparison uses: on a machine shared with other builds, wall time mostly
/// measures waiting for a core.
public func measureTimes(samples: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    measureTimes(samples: samples, cpuClock: threadCPUNanoseconds, body)
}

/// The median wall-clock time and the median CPU time of the whole process (every thread) for one call,
/// in nanoseconds: for work spread over all cores, compared with other work on the same cores.
public func measureProcessTimes(samples: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    measureTimes(samples: samples, cpuClock: processCPUNanoseconds, body)
}

private func measureTimes(samples: Int, cpuClock: () -> UInt64, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<samples {
        let startWall = monotonicNanoseconds()
        let startCPU = cpuClock()
        body()
        cpu.append(Double(cpuClock() - startCPU))
        wall.append(Double(monotonicNanoseconds() - startWall))
    }
    return (wall.sorted()[samples / 2], cpu.sorted()[samples / 2])
}

/// The CPU time every thread of this process has used, in nanoseconds.
public func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The CPU time this thread has used, in nanoseconds.
public func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Formats a duration in nanoseconds with a readable unit.
public func formatDuration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: return String(format: "%.2f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: return String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
}

/// Prints one row comparing Phrasebook with a peer: both times and how many times faster Phrasebook is.
public func printComparison(_ label: String, phrasebook: Double, peerName: String, peer: Double) {
    let ratio = peer / phrasebook
    let padded = label.padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(padded) phrasebook \(formatDuration(phrasebook))  \(peerName) \(formatDuration(peer))  ratio \(String(format: "%.1f", ratio))×")
}

/// Runs the suites named on the command line (all when none is named).
public func runBenchmarkSuites(_ allSuites: [BenchmarkSuite], arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
    let requested = Set(arguments)
    let selected = requested.isEmpty ? allSuites : allSuites.filter { requested.contains($0.name) }
    if selected.isEmpty {
        print("unknown suite; available: \(allSuites.map(\.name).joined(separator: ", "))")
    }
    for suite in selected {
        print("== \(suite.name): \(suite.summary)")
        suite.run()
        print()
    }
}
