import StringCatalog

/// A cheap test that two texts have the same `%` specifiers in the same order, whatever the words
/// between them. Most translations repeat their source's specifiers exactly; for those the source's
/// parsed `FormatString` describes the translation's arguments too, and parsing again is wasted work.
enum SpecifierSignature {
    /// Bytes that may continue a specifier before its conversion character.
    private static let continuation: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "0123456789$-+ #'.*hlqLzjt".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// Whether `lhs` and `rhs` contain the same specifier texts in the same order.
    static func same(_ lhs: String, _ rhs: String, substitutionVariation: Bool) -> Bool {
        var left = lhs.utf8.makeIterator(), right = rhs.utf8.makeIterator()
        while true {
            let a = nextSpecifier(&left, substitutionVariation: substitutionVariation)
            let b = nextSpecifier(&right, substitutionVariation: substitutionVariation)
            guard a == b else { return false }
            if a == nil { return true }
        }
    }

    /// The bytes of the next specifier, from `%` through its conversion (and a substitution's name, and a
    /// placeholder's `(name)`: translations that write names in another order are parsed on their own).
    private static func nextSpecifier(_ bytes: inout String.UTF8View.Iterator, substitutionVariation: Bool) -> [UInt8]? {
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            var specifier: [UInt8] = [byte]
            while let next = bytes.next() {
                specifier.append(next)
                if continuation[Int(next)] && next != UInt8(ascii: "%") { continue }
                if next == UInt8(ascii: "(") {
                    // `%(name)…`: the name runs to `)`, then the specifier goes on.
                    while let nameByte = bytes.next() {
                        specifier.append(nameByte)
                        if nameByte == UInt8(ascii: ")") { break }
                    }
                    continue
                }
                if next == UInt8(ascii: "@") && specifier.contains(UInt8(ascii: "#")) {
                    // `%#@name@`: the name runs to the next `@`.
                    while let nameByte = bytes.next() {
                        specifier.append(nameByte)
                        if nameByte == UInt8(ascii: "@") { break }
                    }
                } else if next == UInt8(ascii: "a") && substitutionVariation {
                    // `%arg`, the substitution's own argument; anything else after `%a` differs anyway.
                    for _ in 0..<2 { if let more = bytes.next() { specifier.append(more) } }
                }
                break
            }
            return specifier
        }
        return nil
    }
}
