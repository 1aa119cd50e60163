/// The texts a language's units send to an engine, each sent once — the same text from several keys once,
/// unless the engine reads context and the keys' contexts differ — and cut into batches within the engine's limits.
struct SegmentQueue {
    struct Segment {
        var markup: String
        var context: SegmentContext?
        /// The unit texts waiting for it: (work index, text index).
        var consumers: [(work: Int, text: Int)]
    }

    private struct Identity: Hashable {
        var markup: String
        var context: SegmentContext?
    }

    let readsContext: Bool
    private(set) var segments: [Segment] = []
    private var indices: [Identity: Int] = [:]

    init(readsContext: Bool) {
        self.readsContext = readsContext
    }

    mutating func add(_ markup: String, context: SegmentContext, for consumer: (work: Int, text: Int)) {
        let identity = Identity(markup: markup, context: readsContext ? context : nil)
        if let index = indices[identity] {
            segments[index].consumers.append(consumer)
        } else {
            indices[identity] = segments.count
            segments.append(Segment(markup: markup, context: readsContext ? context : nil, consumers: [consumer]))
        }
    }

    /// Segment indices in batches of at most `limits.segments` segments and `limits.bytes` bytes (a longer
    /// segment goes alone).
    func batches(_ limits: BatchLimits) -> [[Int]] {
        var batches: [[Int]] = []
        var current: [Int] = []
        var bytes = 0
        for (index, segment) in segments.enumerated() {
            let size = segment.markup.utf8.count
            if !current.isEmpty, current.count >= limits.segments || bytes + size > limits.bytes {
                batches.append(current)
                current = []
                bytes = 0
            }
            current.append(index)
            bytes += size
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }
}
