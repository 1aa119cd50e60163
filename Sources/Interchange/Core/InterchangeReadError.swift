/// Why a file of another platform's format could not be read, with where in the file.
public struct InterchangeReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String?
    /// 1-based line and column, when known.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = path ?? "<input>"
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): error: \(message)"
    }

    /// The 1-based line and column of a UTF-8 byte offset in `bytes`.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let columnBytes = UnsafeBufferPointer(rebasing: bytes[lineStart..<min(offset, bytes.count)])
        return (line, String(decoding: columnBytes, as: UTF8.self).count + 1)
    }
}
