import Foundation
import Translation

/// An engine for tests: answers each segment with `answer(markup, batch)` and records every batch it was sent.
final class ScriptedProvider: TranslationProvider, @unchecked Sendable {
    let name: String
    let limits: BatchLimits
    let readsContext: Bool
    private let lock = NSLock()
    private var sent: [EngineBatch] = []
    private let answer: @Sendable (String, EngineBatch) throws -> SegmentResult
    /// Fails the batch with this number (1-based), if any.
    var failingBatch: Int?

    init(name: String = "scripted", limits: BatchLimits = BatchLimits(segments: 100, bytes: 100_000), readsContext: Bool = false,
         answer: @escaping @Sendable (String, EngineBatch) throws -> SegmentResult) {
        self.name = name
        self.limits = limits
        self.readsContext = readsContext
        self.answer = answer
    }

    /// An engine that gives every text back as sent, with `prefix` before it.
    static func echo(prefix: String = "ES ") -> ScriptedProvider {
        ScriptedProvider { markup, _ in .translated(prefix + markup) }
    }

    var batches: [EngineBatch] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    var markups: [String] { batches.flatMap { $0.segments.map(\.markup) } }

    func unsupportedReason(from source: String, to target: String) async throws -> String? { nil }

    func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        let number: Int = {
            lock.lock()
            defer { lock.unlock() }
            sent.append(batch)
            return sent.count
        }()
        if number == failingBatch { throw ProviderError(provider: name, message: "HTTP 503 from test: unavailable (after 4 attempts)", isTransient: true) }
        return try batch.segments.map { try answer($0.markup, batch) }
    }
}
