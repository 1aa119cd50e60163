/// Line and column (1-based, columns in Unicode scalars as editors count) of a byte offset: where read errors point.
enum TextPosition {
    static func lineAndColumn(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        for byte in bytes {
            if index >= offset { break }
            if byte == .newline {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
