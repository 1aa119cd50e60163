/// JSON string literals read straight from a catalog's bytes, with the catalog reader's own decoding:
/// for tools that locate keys in the text (line numbers for findings) without reading the whole file.
public enum JSONStringLiteral {
    /// The value of the JSON string whose opening quote is at `position`; `nil` if it is malformed.
    public static func value(in bytes: UnsafeBufferPointer<UInt8>, quoteAt position: Int) -> String? {
        var scanner = JSONScanner(bytes: bytes, path: nil)
        scanner.index = position
        return try? scanner.readString("a string")
    }
}
