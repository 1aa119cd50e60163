/// Substitutions whose variations refer back to themselves (`%#@c@` inside `c`, or `a` → `b` → `a`):
/// expanding them never ends, so the runtime leaves them as written and `check` reports them.
public enum SubstitutionLoop {
    /// The names around the first loop, in order (`["c"]`, `["a", "b"]`), or `nil` when there is none.
    /// - Parameter references: each substitution's name with the substitution names its variations use.
    public static func find(in references: [String: [String]]) -> [String]? {
        // Depth-first, with an explicit stack so that a long chain of substitutions can't overflow.
        var finished: Set<String> = []
        for start in references.keys.sorted() where !finished.contains(start) {
            var path: [String] = [start]
            var onPath: Set<String> = [start]
            var pending: [[String]] = [(references[start] ?? []).reversed()]
            while let next = pending.last {
                guard let name = next.last else {
                    pending.removeLast()
                    let done = path.removeLast()
                    finished.insert(done)
                    onPath.remove(done)
                    continue
                }
                pending[pending.count - 1].removeLast()
                guard references[name] != nil, !finished.contains(name) else { continue }
                if onPath.contains(name) { return Array(path[path.firstIndex(of: name)!...]) }
                path.append(name)
                onPath.insert(name)
                pending.append((references[name] ?? []).reversed())
            }
        }
        return nil
    }

    /// The loop described for messages: `%#@c@ refers to itself`, `%#@a@ → %#@b@ → %#@a@`.
    public static func describe(_ loop: [String]) -> String {
        loop.count == 1
            ? "substitution %#@\(loop[0])@ refers to itself"
            : "substitutions refer to each other in a loop (\((loop + [loop[0]]).map { "%#@\($0)@" }.joined(separator: " → ")))"
    }
}
