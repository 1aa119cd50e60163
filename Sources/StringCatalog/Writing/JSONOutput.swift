import Foundation

/// Builds JSON bytes in the layout Xcode writes: two-space indentation, `"key" : value`, empty
/// containers as `{`, a blank line and the closing brace, `/` and non-ASCII text unescaped.
struct JSONOutput {
    // A manually grown buffer: appending through `[UInt8]` retained and released the source arrays
    // and checked capacity per call, which cost more than the writing itself. Used only through
    // `inout` and released by `finish()`, so the pointer is never shared.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isEmptyContainer = true

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
    }

    /// The bytes written. The buffer passes to the returned `Data`: this must be the last call.
    consuming func finish() -> Data {
        Data(bytesNoCopy: buffer, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        if let base = bytes.baseAddress { (buffer + count).update(from: base, count: bytes.count) }
        count += bytes.count
    }

    @inline(__always)
    private mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
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
        append(open)
        depth += 1
        isEmptyContainer = true
        body(&self)
        depth -= 1
        // An empty container is written with a blank line inside, as Xcode does.
        if isEmptyContainer { append(.newline) }
        append(.newline)
        indent()
        append(close)
        isEmptyContainer = false
    }

    /// Starts an object member: separator, line break, indentation, the quoted key and ` : `.
    @inline(__always)
    mutating func member(_ key: String) {
        startLine()
        string(key)
        append(" : ")
    }

    /// Starts an object member whose key is a known ASCII field name.
    @inline(__always)
    mutating func member(_ key: StaticString) {
        startLine()
        append(.quote)
        append(key)
        append(.quote)
        append(" : ")
    }

    /// Starts an array element.
    mutating func element() {
        startLine()
    }

    @inline(__always)
    private mutating func startLine() {
        if !isEmptyContainer { append(.comma) }
        isEmptyContainer = false
        append(.newline)
        indent()
    }

    @inline(__always)
    private mutating func indent() {
        let spaces = depth * 2
        reserve(spaces)
        (buffer + count).initialize(repeating: .space, count: spaces)
        count += spaces
    }

    // MARK: Scalars

    mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    mutating func integer(_ value: Int) {
        raw(String(value))
    }

    /// Writes text that is already valid JSON (a number's literal, `null`).
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }


    /// Writes a quoted string, escaping as Xcode does: `\"`, `\\`, `\b \f \n \r \t`, other control
    /// characters as `\u00xx`; everything else, `/` and non-ASCII included, as is.
    @inline(__always)
    mutating func string(_ text: String) {
        append(.quote)
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var contiguous = text
            contiguous.withUTF8 { appendEscaped($0) }
        }
        append(.quote)
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for position in 0..<utf8.count {
            let byte = utf8[position]
            guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
            if runStart < position { append(UnsafeBufferPointer(rebasing: utf8[runStart..<position])) }
            runStart = position + 1
            append(.backslash)
            switch byte {
            case .quote, .backslash: append(byte)
            case 0x08: append(.lowercaseB)
            case 0x0C: append(.lowercaseF)
            case .newline: append(.lowercaseN)
            case .carriageReturn: append(.lowercaseR)
            case .tab: append(.lowercaseT)
            default:
                append("u00")
                append(Self.hexDigit(byte >> 4))
                append(Self.hexDigit(byte & 0xF))
            }
        }
        if runStart < utf8.count { append(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }
}
