import Foundation

/// The order Xcode writes object keys in.
///
/// Xcode sorts keys with Foundation's `compare(_:options: [.numeric, .caseInsensitive,
/// .forcedOrdering], range: nil, locale: Locale(identifier: ""))`, checked against every object of
/// the Xcode-written catalogs in the shared corpus (without the locale, 13 of their key pairs come
/// out of order). That comparison is Core Foundation's: a literal scan of the common prefix where
/// equal runs of ASCII digits compare by value and letters differing only in case are equal, then
/// ICU's root collation from the first difference on; ties are broken by the first digit-run length
/// or case difference in the prefix, then by case, then by the code units.
///
/// Foundation's comparison costs microseconds on Linux, so this type reproduces it natively for
/// keys whose deciding part is ASCII, which covers nearly all keys, and asks Foundation otherwise:
/// for other scripts (root collation orders Han ideographs by radical and stroke, not code point)
/// and for ASCII control characters, where Core Foundation's chunked tie-breaking takes over.
public enum XcodeKeyOrder {
    /// Whether `lhs` sorts before `rhs`.
    @inlinable
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) == .orderedAscending
    }

    /// Compares two keys in Xcode's order.
    public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let native = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in compareASCII(left, right) }
        }
        switch native {
        case .some(.some(.some(let result))): return result
        default: return foundationCompare(lhs, rhs)
        }
    }

    /// The keys sorted in Xcode's order.
    public static func sorted<Keys: Sequence<String>>(_ keys: Keys) -> [String] {
        keys.sorted(by: areInIncreasingOrder)
    }

    /// Foundation's comparison, the reference this order reproduces.
    public static func foundationCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: options, range: nil, locale: rootLocale)
    }

    private static let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
    private static let rootLocale = Locale(identifier: "")

    // MARK: Native comparison

    /// Core Foundation's algorithm over UTF-8 bytes, or `nil` when a non-ASCII character could
    /// influence the result.
    static func compareASCII(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        var i = 0
        var j = 0
        // The first tie-breaker seen in the prefix: a digit run written with more leading zeros, or a case difference.
        var tieBreak = ComparisonResult.orderedSame
        while i < left.count && j < right.count {
            let a = left[i]
            let b = right[j]
            if a >= 0x80 || b >= 0x80 || primaryWeights[Int(a)] == 0 || primaryWeights[Int(b)] == 0 { return nil }
            if a.isDigit && b.isDigit {
                // Core Foundation accumulates each run in a UInt64 that silently wraps; so does this.
                let (leftValue, leftEnd) = wrappingValue(left, from: i)
                let (rightValue, rightEnd) = wrappingValue(right, from: j)
                if leftValue != rightValue { return leftValue < rightValue ? .orderedAscending : .orderedDescending }
                let leftLength = leftEnd - i
                let rightLength = rightEnd - j
                if tieBreak == .orderedSame && leftLength != rightLength {
                    tieBreak = leftLength < rightLength ? .orderedAscending : .orderedDescending
                }
                i = leftEnd
                j = rightEnd
                continue
            }
            if a == b {
                i += 1
                j += 1
                continue
            }
            if a | 0x20 == b | 0x20 && (a | 0x20) &- 0x61 < 26 {
                // Same letter in different case: lowercase first, as ICU's tertiary level orders them.
                if tieBreak == .orderedSame { tieBreak = a > b ? .orderedAscending : .orderedDescending }
                i += 1
                j += 1
                continue
            }
            break
        }
        // From the first difference on (or the rest of the longer key): root collation.
        let leftRest = UnsafeBufferPointer(rebasing: left[i...])
        let rightRest = UnsafeBufferPointer(rebasing: right[j...])
        guard let primary = comparePrimary(leftRest, rightRest) else { return nil }
        if primary != .orderedSame { return primary }
        if tieBreak != .orderedSame { return tieBreak }
        return compareTertiary(leftRest, rightRest)
    }

    /// The value of the ASCII digit run starting at `start`, wrapping on overflow, and its end.
    @inline(__always)
    private static func wrappingValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt64, Int) {
        var value: UInt64 = 0
        var end = start
        while end < bytes.count && bytes[end].isDigit {
            value = value &* 10 &+ UInt64(bytes[end] &- 0x30)
            end += 1
        }
        return (value, end)
    }

    /// Compares root-collation primary weights with numeric ordering: case-insensitive, digit runs by
    /// value. `nil` when a non-ASCII byte or an ignorable control character is reached before a
    /// decision: Core Foundation then compares in chunks whose tie-breaks this does not reproduce.
    private static func comparePrimary(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        var i = 0
        var j = 0
        while true {
            let leftEnded = i == left.count
            let rightEnded = j == right.count
            if leftEnded || rightEnded {
                if leftEnded && rightEnded { return .orderedSame }
                let rest = leftEnded ? right[j] : left[i]
                if rest >= 0x80 || primaryWeights[Int(rest)] == 0 { return nil }
                return leftEnded ? .orderedAscending : .orderedDescending
            }
            let a = left[i]
            let b = right[j]
            if a >= 0x80 || b >= 0x80 || primaryWeights[Int(a)] == 0 || primaryWeights[Int(b)] == 0 { return nil }
            if a.isDigit && b.isDigit {
                guard let (order, leftEnd, rightEnd) = compareNumbers(left, from: i, right, from: j) else { return nil }
                if order != .orderedSame { return order }
                i = leftEnd
                j = rightEnd
                continue
            }
            let weightA = primaryWeights[Int(a)]
            let weightB = primaryWeights[Int(b)]
            if weightA != weightB { return weightA < weightB ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
    }

    /// Compares two digit runs by value, as ICU's numeric collation does (any length, leading zeros
    /// ignored). `nil` when a run continues into a non-ASCII character, which may be a digit too.
    private static func compareNumbers(
        _ left: UnsafeBufferPointer<UInt8>, from leftStart: Int, _ right: UnsafeBufferPointer<UInt8>, from rightStart: Int
    ) -> (ComparisonResult, Int, Int)? {
        var leftEnd = leftStart
        while leftEnd < left.count && left[leftEnd].isDigit { leftEnd += 1 }
        var rightEnd = rightStart
        while rightEnd < right.count && right[rightEnd].isDigit { rightEnd += 1 }
        if leftEnd < left.count && left[leftEnd] >= 0x80 || rightEnd < right.count && right[rightEnd] >= 0x80 { return nil }
        var leftSignificant = leftStart
        while leftSignificant < leftEnd - 1 && left[leftSignificant] == 0x30 { leftSignificant += 1 }
        var rightSignificant = rightStart
        while rightSignificant < rightEnd - 1 && right[rightSignificant] == 0x30 { rightSignificant += 1 }
        let leftDigits = leftEnd - leftSignificant
        let rightDigits = rightEnd - rightSignificant
        if leftDigits != rightDigits {
            return (leftDigits < rightDigits ? .orderedAscending : .orderedDescending, leftEnd, rightEnd)
        }
        for offset in 0..<leftDigits where left[leftSignificant + offset] != right[rightSignificant + offset] {
            let order: ComparisonResult = left[leftSignificant + offset] < right[rightSignificant + offset]
                ? .orderedAscending : .orderedDescending
            return (order, leftEnd, rightEnd)
        }
        return (.orderedSame, leftEnd, rightEnd)
    }

    /// Breaks a tie between primary-equal ASCII rests: the first case difference (lowercase first),
    /// then the bytes themselves.
    private static func compareTertiary(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> ComparisonResult {
        var i = 0
        var j = 0
        while true {
            guard i < left.count && j < right.count else { break }
            if left[i].isDigit && right[j].isDigit {
                while i < left.count && left[i].isDigit { i += 1 }
                while j < right.count && right[j].isDigit { j += 1 }
                continue
            }
            let leftUpper = left[i] &- 0x41 < 26
            let rightUpper = right[j] &- 0x41 < 26
            if leftUpper != rightUpper { return leftUpper ? .orderedDescending : .orderedAscending }
            i += 1
            j += 1
        }
        for offset in 0..<min(left.count, right.count) where left[offset] != right[offset] {
            return left[offset] < right[offset] ? .orderedAscending : .orderedDescending
        }
        return left.count == right.count ? .orderedSame : (left.count < right.count ? .orderedAscending : .orderedDescending)
    }

    /// Root-collation primary weight of each ASCII byte; 0 for control characters ICU ignores. Letters
    /// share a weight with their other case; all digits share the digits' place (runs compare by value).
    private static let primaryWeights: [UInt8] = {
        var weights = [UInt8](repeating: 0, count: 128)
        let order = "\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0abcdefghijklmnopqrstuvwxyz"
        for (rank, byte) in order.utf8.enumerated() { weights[Int(byte)] = UInt8(rank + 1) }
        for digit in 0x31...0x39 { weights[digit] = weights[0x30] }
        for upper in 0x41...0x5A { weights[upper] = weights[upper + 0x20] }
        return weights
    }()
}
