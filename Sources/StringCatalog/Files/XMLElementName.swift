import Foundation

/// Tells apart the elements a reader knows by the bytes of their names, without making a `String` of each.
package enum XMLElementName {
    /// The index in `names` of the name `bytes` spell, or `nil` for any other name.
    package static func index(of bytes: UnsafeBufferPointer<UInt8>, in names: [StaticString]) -> Int? {
        names.indices.first { matches(bytes, names[$0]) }
    }

    /// Whether `bytes` spell `name`.
    package static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == bytes.count else { return false }
        // Names are short: a byte loop costs less than a call to `memcmp`.
        let start = name.utf8Start
        var offset = 0
        while offset < bytes.count, start[offset] == bytes[offset] { offset += 1 }
        return offset == bytes.count
    }
}
