/// XML escaping exactly as Xcode writes XLIFF.
///
/// Element text escapes `&`, `<`, `>` and CR (`&#13;`, which a parser would otherwise turn into LF);
/// attribute values also escape `"`, TAB, LF and CR, which attribute normalization would turn into spaces.
package enum XMLEscaping {
    package static func appendText(_ text: String, to output: inout [UInt8]) {
        append(text, attribute: false, to: &output)
    }

    package static func appendAttribute(_ text: String, to output: inout [UInt8]) {
        append(text, attribute: true, to: &output)
    }

    private static func append(_ text: String, attribute: Bool, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case 0x0D: replacement = "&#13;"
                case UInt8(ascii: "\"") where attribute: replacement = "&quot;"
                case 0x09 where attribute: replacement = "&#9;"
                case 0x0A where attribute: replacement = "&#10;"
                default: continue
                }
                output.append(contentsOf: bytes[start..<index])
                output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = index + 1
            }
            output.append(contentsOf: bytes[start...])
        }
    }

    /// The first character XML 1.0 cannot represent at all (not even as a character reference), if any.
    package static func firstUnrepresentableScalar(in text: String) -> Unicode.Scalar? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: continue
            default: return scalar
            }
        }
        return nil
    }
}
