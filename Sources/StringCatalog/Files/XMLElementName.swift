import Foundation

/// Tells apart the elements a reader knows by the bytes of their names, without making a `String` of each.
package enum XMLElementName {
    /// The index in `names` of the name `bytes` spell, or `nil` for any other name.
    package static func index(of bytes: UnsafeBufferPointer<UInt8>, in names: [StaticString]) -> Int? {
        for index in names.indices where names[index].utf8CodeUnitCount == bytes.count {
            if bytes.isEmpty || memcmp(names[index].utf8Start, bytes.baseAddress!, bytes.count) == 0 { return index }
        }
        return nil
    }
}
