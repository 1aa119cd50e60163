/// A unified diff (`diff -u`) of two texts, for `lint --fix --dry-run`: what the fixes would change.
public enum UnifiedDiff {
    /// The diff of `old` and `new` with 3 lines of context, headed `--- a/PATH` and `+++ b/PATH`; empty
    /// when they are equal.
    public static func render(path: String, old: String, new: String, context: Int = 3) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let operations = diff(oldLines, newLines)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - context)
            // One hunk holds changes whose unchanged lines between fit in both contexts.
            var end = firstChange
            while let next = operations[(end + 1)...].firstIndex(where: { $0.kind != .same }), next - end <= 2 * context {
                end = next
            }
            let stop = min(operations.count, end + context + 1)
            let hunk = operations[start..<stop]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += " \(oldLines[operation.oldLine])\n"
                case .delete: output += "-\(oldLines[operation.oldLine])\n"
                case .insert: output += "+\(newLines[operation.newLine])\n"
                }
            }
            index = stop
        }
        return output
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// The line in the old text this operation is at (for inserts: the next old line).
        var oldLine: Int
        var newLine: Int
    }

    /// Myers' shortest edit script between two line lists, in order.
    static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        let n = old.count, m = new.count, maximum = n + m
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[maximum + k - 1] < frontier[maximum + k + 1])
                    ? frontier[maximum + k + 1] : frontier[maximum + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                frontier[maximum + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from the end to recover the script.
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && previous[maximum + k - 1] < previous[maximum + k + 1]) ? k + 1 : k - 1
            let previousX = previous[maximum + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                operations.append(Operation(kind: .same, oldLine: x, newLine: y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                operations.append(Operation(kind: .insert, oldLine: x, newLine: y))
            } else {
                x -= 1
                operations.append(Operation(kind: .delete, oldLine: x, newLine: y))
            }
        }
        return operations.reversed()
    }
}
