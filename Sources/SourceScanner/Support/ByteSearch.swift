#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether the string's UTF-8 contains `needle`'s bytes: a quick test of a whole file before any parse.
    func containsBytes(_ needle: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            let count = needle.utf8CodeUnitCount
            guard count > 0 else { return true }
            guard let base = bytes.baseAddress, bytes.count >= count else { return false }
            // `memchr` finds each occurrence of the first byte at memory speed; `memcmp` checks the rest.
            let first = Int32(needle.utf8Start.pointee)
            let last = base + (bytes.count - count)
            var cursor = base
            while cursor <= last, let found = memchr(cursor, first, last - cursor + 1) {
                let candidate = found.assumingMemoryBound(to: UInt8.self)
                if memcmp(candidate, needle.utf8Start, count) == 0 { return true }
                cursor = UnsafePointer(candidate) + 1
            }
            return false
        }
    }
}
