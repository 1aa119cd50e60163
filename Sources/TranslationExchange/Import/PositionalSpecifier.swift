/// Finds the conversion a positional specifier uses, to give an imported substitution its
/// `formatSpecifier` (`%1$lld` → `lld`, `%2$@` → `@`).
enum PositionalSpecifier {
    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)
    private static let lengthModifiers = Set("hlqLzjt".utf8)

    static func specifier(at position: Int, in text: String) -> String? {
        let bytes = Array(text.utf8)
        let marker = Array("%\(position)$".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                index += 2
                continue
            }
            if Array(bytes[index..<index + marker.count]) == marker {
                var end = index + marker.count
                // Flags, width and precision belong to the specifier too (`%1$.2f`).
                while end < bytes.count, "-+ #0123456789.'".utf8.contains(bytes[end]) { end += 1 }
                while end < bytes.count, lengthModifiers.contains(bytes[end]) { end += 1 }
                guard end < bytes.count, conversions.contains(bytes[end]) else { return nil }
                return String(decoding: bytes[(index + marker.count)...end], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }
}
