import BenchmarkSupport
import Foundation
import SourceScanner

/// `scaling`: how extraction, lint and audit's source pipeline grow with the app (1×, 4× and 16× the
/// 45,000-line benchmark app) on 1 and 2 cores, in time and in peak memory.
///
/// Each case runs in a child process pinned to its cores with `taskset`, so the peak resident memory it
/// reports is that case's alone (a process's peak never goes down). The peak includes the generated sources
/// themselves, which the commands hold in memory too.
enum ScalingBenchmark {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "scaling",
            summary: "extraction, lint and audit on 1×, 4×, 16× the 45,000-line app, 1 and 2 cores: time and peak memory",
            run: run)
    }

    /// The argument that makes the executable run one case and report it, instead of suites.
    static let caseArgument = "--scaling-case"
    static let pipelines = ["extraction", "lint", "audit"]

    private static func run() {
        let multipliers = [1, 4, 16]
        print("| app | cores | extraction | lint | audit |")
        print("|---|---|---|---|---|")
        for multiplier in multipliers {
            for cores in [1, 2] {
                let cells = pipelines.map { pipeline -> String in
                    guard let result = runCase(lines: 45_000 * multiplier, pipeline: pipeline, cores: cores) else { return "failed" }
                    return String(format: "%@ wall, %.0f MB peak", formatDuration(result.wall), result.peakMegabytes)
                }
                print("| \(multiplier)× (\(45 * multiplier)k lines) | \(cores) | \(cells.joined(separator: " | ")) |")
            }
        }
    }

    /// Runs one case in a child pinned to the first `cores` cores; its report line is `WALL_NS PEAK_KB`.
    private static func runCase(lines: Int, pipeline: String, cores: Int) -> (wall: Double, peakMegabytes: Double)? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        child.arguments = ["-c", (0..<cores).map(String.init).joined(separator: ","), executable, caseArgument, String(lines), pipeline]
        let output = Pipe()
        child.standardOutput = output
        do { try child.run() } catch {
            print("scaling: cannot run taskset: \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard child.terminationStatus == 0, fields.count == 2 else { return nil }
        return (fields[0], fields[1] / 1024)
    }

    /// The child's side: generates the app, runs `pipeline` (after one warm-up run) and prints its median
    /// wall time and the process's peak resident memory.
    static func runCase(arguments: [String]) {
        guard arguments.count == 2, let lines = Int(arguments[0]), pipelines.contains(arguments[1]) else {
            print("usage: ScannerBenchmarks \(caseArgument) LINES extraction|lint|audit")
            exit(2)
        }
        let sources = SyntheticApp.files(lines: lines)
        let inputs = sources.map { SourceInput(path: $0.path, text: $0.text) }
        let extractor = SourceExtractor(isParallel: true)
        let linter = Linter()
        let samples = lines > 200_000 ? 1 : 3
        let times = measureProcessTimes(samples: samples) {
            switch arguments[1] {
            case "extraction": _ = extractor.extract(inputs)
            case "lint": _ = try? linter.lint(sources: sources)
            default: _ = auditSources(sources, extractor: extractor, linter: linter)
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print("\(Int(times.wall)) \(usage.ru_maxrss)")
    }
}
