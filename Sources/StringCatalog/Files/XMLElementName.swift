import Foundation

/// Tells apart the elements a reader knows by the bytes of their names, without making a `String` of each.
package enum XMLElementName {
    /// The index in `names` of the name `bytes` spell, or `nil` for any other name.
    package static func index(of bytes: UnsafeBufferPointer<UInt8>, in names: [StaticString]) -> Int? {
        // Names are short: a byte loop costs less than a call to `memcmp`.
        for index in names.indices where names[index].utf8CodeUnitCount == bytes.count {
            let name = names[index].utf8Start
            var offset = 0
            while offset < bytes.count, name[offset] == bytes[offset] { offset += 1 }
            if offset == bytes.count { return index }
        }
        return nil
    }
}
