/// Builds JSON bytes in the layout Xcode writes: two-space indentation, `"key" : value`, empty
/// containers as `{`, a blank line and the closing brace, `/` and non-ASCII text unescaped.
struct JSONOutput {
    var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isEmptyContainer = true

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Writes an object whose members `body` writes with `member(_:)`.
    @inline(__always)
    mutating func object(_ body: (inout JSONOutput) -> Void) {
        container(open: .openBrace, close: .closeBrace, body)
    }

    /// Writes an array whose elements `body` writes, each after `element()`.
    mutating func array(_ body: (inout JSONOutput) -> Void) {
        container(open: .openBracket, close: .closeBracket, body)
    }

    @inline(__always)
    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONOutput) -> Void) {
        bytes.append(open)
        depth += 1
        isEmptyContainer = true
        body(&self)
        depth -= 1
        // An empty container is written with a blank line inside, as Xcode does.
        if isEmptyContainer { bytes.append(.newline) }
        bytes.append(.newline)
        indent()
        bytes.append(close)
        isEmptyContainer = false
    }

    /// Starts an object member: separator, line break, indentation, the quoted key and ` : `.
    @inline(__always)
    mutating func member(_ key: String) {
        startLine()
        string(key)
        bytes.append(contentsOf: Self.keySeparator)
    }

    /// Starts an object member whose key is a known ASCII field name.
    @inline(__always)
    mutating func member(_ key: StaticString) {
        startLine()
        bytes.append(.quote)
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(.quote)
        bytes.append(contentsOf: Self.keySeparator)
    }

    /// Starts an array element.
    mutating func element() {
        startLine()
    }

    @inline(__always)
    private mutating func startLine() {
        if !isEmptyContainer { bytes.append(.comma) }
        isEmptyContainer = false
        bytes.append(.newline)
        indent()
    }

    @inline(__always)
    private mutating func indent() {
        var remaining = depth * 2
        while remaining > 0 {
            let chunk = min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<chunk])
            remaining -= chunk
        }
    }

    private static let keySeparator: [UInt8] = Array(" : ".utf8)
    private static let spaces: [UInt8] = Array(repeating: .space, count: 64)

    // MARK: Scalars

    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: value ? Self.trueLiteral : Self.falseLiteral)
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes text that is already valid JSON (a number's literal, `null`).
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private static let trueLiteral: [UInt8] = Array("true".utf8)
    private static let falseLiteral: [UInt8] = Array("false".utf8)

    /// Writes a quoted string, escaping as Xcode does: `\"`, `\\`, `\b \f \n \r \t`, other control
    /// characters as `\u00xx`; everything else, `/` and non-ASCII included, as is.
    @inline(__always)
    mutating func string(_ text: String) {
        bytes.append(.quote)
        var text = text
        text.withUTF8 { appendEscaped($0) }
        bytes.append(.quote)
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for position in 0..<utf8.count {
            let byte = utf8[position]
            guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
            if runStart < position { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position])) }
            runStart = position + 1
            bytes.append(.backslash)
            switch byte {
            case .quote, .backslash: bytes.append(byte)
            case 0x08: bytes.append(.lowercaseB)
            case 0x0C: bytes.append(.lowercaseF)
            case .newline: bytes.append(.lowercaseN)
            case .carriageReturn: bytes.append(.lowercaseR)
            case .tab: bytes.append(.lowercaseT)
            default:
                bytes.append(contentsOf: [.lowercaseU, .zero, .zero, Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]])
            }
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
