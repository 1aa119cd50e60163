/// UTF-8 text being rendered: written into a caller's buffer (on the stack) while it fits, then into an
/// array, so that a lookup whose text fits allocates nothing but the `String` it returns.
struct TextOutput {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// Everything written so far, once it outgrew `buffer`.
    private var spilled: [UInt8]?

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if spilled == nil, count < buffer.count {
            buffer[count] = byte
            count += 1
        } else {
            spill()
            spilled!.append(byte)
        }
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, bytes.count <= buffer.count - count {
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                (target + count).update(from: source, count: bytes.count)
            }
            count += bytes.count
        } else {
            spill()
            spilled!.append(contentsOf: bytes)
        }
    }

    @inline(__always)
    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
        if bytes.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            for byte in bytes { append(byte) }
        }
    }

    /// The text written, as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    func makeString() -> String {
        if let spilled { return String(decoding: spilled, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }

    private mutating func spill() {
        guard spilled == nil else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(count * 2, 64))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        spilled = bytes
    }
}
