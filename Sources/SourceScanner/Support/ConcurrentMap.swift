import Dispatch

/// Maps over an array on all cores, keeping order: how extraction and lint spread files over cores.
enum ConcurrentMap {
    /// `elements.map(transform)`, run concurrently unless `parallel` is false or there is one element.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], parallel: Bool = true, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard parallel, elements.count > 1 else { return elements.map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        let box = ResultsBox(results)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            box.buffer[index] = transform(elements[index])
        }
        return results.map { $0! }
    }

    /// Each iteration writes only its own slot, so sharing the buffer is safe.
    private struct ResultsBox<Result>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result?>
        init(_ buffer: UnsafeMutableBufferPointer<Result?>) { self.buffer = buffer }
    }
}
