/// How alike two texts are: 1 − (edit distance ÷ the longer length), over Unicode scalars, computed only as far
/// as it can still reach the minimum asked for (texts whose lengths already differ too much are not compared).
enum Similarity {
    static func ratio(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar], atLeast minimum: Double) -> Double? {
        let longer = max(left.count, right.count)
        guard longer > 0 else { return 1 }
        // The distance can't be below the difference in length; allow at most what keeps the ratio ≥ minimum.
        let allowed = Int((1 - minimum) * Double(longer))
        guard abs(left.count - right.count) <= allowed else { return nil }
        guard let distance = boundedDistance(left, right, limit: allowed) else { return nil }
        return 1 - Double(distance) / Double(longer)
    }

    /// The Levenshtein distance when it is at most `limit`, else `nil`: a band of width 2·limit+1 around the
    /// diagonal, rows abandoned as soon as every cell exceeds the limit.
    static func boundedDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar], limit: Int) -> Int? {
        let (a, b) = left.count <= right.count ? (left, right) : (right, left)
        let outside = limit + 1
        var previous = [Int](repeating: outside, count: b.count + 1)
        var current = previous
        for column in 0...min(b.count, limit) { previous[column] = column }
        guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
        for row in 1...a.count {
            let low = max(1, row - limit), high = min(b.count, row + limit)
            current[low - 1] = low == 1 ? row : outside
            var best = current[low - 1]
            if low <= high {
                for column in low...high {
                    let substitution = previous[column - 1] + (a[row - 1] == b[column - 1] ? 0 : 1)
                    let value = min(substitution, previous[column] + 1, current[column - 1] + 1, outside)
                    current[column] = value
                    best = min(best, value)
                }
            }
            if high < b.count { current[high + 1] = outside }
            guard best <= limit else { return nil }
            swap(&previous, &current)
            for column in 0...b.count { current[column] = outside }
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
