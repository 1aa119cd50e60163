import AllocationMeter
import Foundation

/// One reader under test. `FUZZ_TARGET` names the one a run exercises (`Scripts/fuzz` sets it).
enum FuzzTarget: String, CaseIterable {
    case xcstrings, strings, stringsdict, xliff, csv, format, plural, config, glossary, http
    case android, po, i18next, icu, arb, tmx

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("FUZZ_TARGET must be one of: \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }()

    /// CPU time an input may take: a fixed allowance plus a budget per byte, so that cost growing faster than
    /// the input (a value parsed once per key, a list of every specifier) fails the run. Generous for a
    /// debug build under AddressSanitizer, which runs several times slower than a release build.
    static let fixedTime = Duration.seconds(2)
    static let timePerByte = Duration.microseconds(20)
    /// Heap an input may hold at once: a fixed allowance plus this many bytes per input byte.
    static let fixedHeap = 48 << 20
    static let heapPerByte = 64

    /// Reads `data` as the target's format. Any crash, trap or sanitizer report is a bug; so is a broken
    /// invariant, checked with `precondition` (what Phrasebook writes it must read back the same), and so is
    /// an input that costs more time or heap than its budget.
    func run(_ data: Data) {
        allocation_meter_start()
        let started = Self.threadCPUTime()
        read(data)
        let elapsed = Self.threadCPUTime() - started
        let heap = allocation_meter_peak()
        precondition(elapsed <= Self.fixedTime + Self.timePerByte * data.count,
                     "\(data.count) bytes took \(elapsed): over the budget of \(Self.timePerByte) a byte")
        precondition(heap <= Self.fixedHeap + Self.heapPerByte * data.count,
                     "\(data.count) bytes held \(heap >> 20) MB of heap at once: over the budget of \(Self.heapPerByte) bytes a byte")
    }

    /// CPU time this thread has used: the budget holds on a busy machine, where wall-clock time also counts
    /// the time other processes ran.
    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// The target's work on one input, unmeasured (`fuzzMain` runs it once first, so that one-time setup,
    /// tables and the editor's project, is not counted against the first input).
    func read(_ data: Data) {
        switch self {
        case .xcstrings: CatalogFuzzing.catalog(data)
        case .strings: LegacyFuzzing.strings(data)
        case .stringsdict: LegacyFuzzing.stringsDict(data)
        case .xliff: ExchangeFuzzing.xliff(data)
        case .csv: ExchangeFuzzing.csv(data)
        case .format: RuntimeFuzzing.format(data)
        case .plural: RuntimeFuzzing.pluralOperands(data)
        case .config: ConfigurationFuzzing.configuration(data)
        case .glossary: ConfigurationFuzzing.glossary(data)
        case .http: EditorFuzzing.request(data)
        case .android: InterchangeFuzzing.android(data)
        case .po: InterchangeFuzzing.po(data)
        case .i18next: InterchangeFuzzing.i18next(data)
        case .icu: InterchangeFuzzing.icu(data)
        case .arb: InterchangeFuzzing.arb(data)
        case .tmx: InterchangeFuzzing.tmx(data)
        }
    }
}
