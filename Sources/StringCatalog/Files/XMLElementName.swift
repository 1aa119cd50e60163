import Foundation

/// Tells apart the elements a reader knows by the bytes of their names, without making a `String` of each.
package enum XMLElementName {
    /// The value paired with the name `bytes` spell, or `other` for any other name.
    package static func match<Element>(_ bytes: UnsafeBufferPointer<UInt8>, in names: [(StaticString, Element)],
                                       otherwise other: Element) -> Element {
        for (name, element) in names where name.utf8CodeUnitCount == bytes.count {
            if bytes.isEmpty || memcmp(name.utf8Start, bytes.baseAddress!, bytes.count) == 0 { return element }
        }
        return other
    }
}
