/// Many segments as one HTML document for Apertium (the `apertium` command's `-f html`, APY's `format=html`):
/// each segment a paragraph `<p id="sN">…</p>`, which Apertium translates as a block of its own and passes
/// through as written, so the output splits back into segments. A segment whose paragraph did not come back
/// whole is a failure of that segment alone.
struct ApertiumDocument {
    let segments: [EngineSegment]

    var text: String {
        var text = ""
        text.reserveCapacity(segments.reduce(0) { $0 + $1.markup.utf8.count + 20 })
        for (index, segment) in segments.enumerated() {
            text += "<p id=\"s\(index)\">" + segment.markup + "</p>\n"
        }
        return text
    }

    /// Each segment's text in `output`, in order.
    func results(from output: String) -> [SegmentResult] {
        let bytes = Array(output.utf8)
        var found = [String?](repeating: nil, count: segments.count)
        let opening = Array("<p id=\"s".utf8), closing = Array("</p>".utf8)
        var index = 0
        while let start = Self.find(opening, in: bytes, from: index) {
            var cursor = start + opening.count
            var number = 0, digits = 0
            while cursor < bytes.count, ASCII.isDigit(bytes[cursor]), digits < 7 {
                number = number * 10 + Int(bytes[cursor] - 0x30)
                cursor += 1
                digits += 1
            }
            guard digits > 0, cursor + 1 < bytes.count, bytes[cursor] == ASCII.quote, bytes[cursor + 1] == ASCII.greaterThan,
                  let end = Self.find(closing, in: bytes, from: cursor + 2) else {
                index = start + 1
                continue
            }
            if number < found.count, found[number] == nil {
                found[number] = String(decoding: bytes[(cursor + 2)..<end], as: UTF8.self)
            }
            index = end + closing.count
        }
        return found.map { $0.map(SegmentResult.translated) ?? .failed("the engine's output lost this segment's paragraph") }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
