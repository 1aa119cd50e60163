extension String {
    /// Whether the string's UTF-8 contains `needle`'s bytes: a quick test of a whole file before any parse.
    func containsBytes(_ needle: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            let count = needle.utf8CodeUnitCount
            guard count > 0, bytes.count >= count else { return count == 0 }
            let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: count)
            let first = pattern[0]
            var start = 0
            while start <= bytes.count - count {
                if bytes[start] == first,
                   UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]).elementsEqual(pattern) {
                    return true
                }
                start += 1
            }
            return false
        }
    }
}
