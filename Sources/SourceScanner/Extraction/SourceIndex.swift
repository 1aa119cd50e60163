/// What one byte scan of a source file tells extraction: where its `"` quotes are (only subtrees holding
/// one can contain a string literal) and where its lines start (to turn offsets into line and column
/// without walking the syntax tree, as `SourceLocationConverter` would).
package struct SourceIndex: Sendable {
    private(set) var quoteOffsets: [Int] = []
    private(set) var lineStarts: [Int] = [0]

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\"") {
                quoteOffsets.append(offset)
            } else if byte == UInt8(ascii: "\n") {
                lineStarts.append(offset + 1)
            } else if byte == UInt8(ascii: "\r"), offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") {
                lineStarts.append(offset + 1)
            }
        }
    }

    /// The 1-based line and UTF-8 column of a byte offset, as the compiler reports them.
    package func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let next = Self.firstIndex(in: lineStarts, notBelow: offset + 1)
        return (next, offset - lineStarts[next - 1] + 1)
    }

    private static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
