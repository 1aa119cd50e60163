/// What a protected text is made of, in order: translatable text, protected parts, and pairs of protected parts
/// around translatable words.
enum ProtectedPiece: Equatable {
    /// Bytes of the text engines translate.
    case text(Range<Int>)
    /// The plural argument written as a sample number (plain text to engines).
    case sampleNumber(Range<Int>)
    /// Indices into the spans.
    case placeholder(Int)
    case open(Int)
    case close(Int)
}

/// Pairs markers the way Markdown and HTML pair them — brackets with their targets, tags by name, emphasis
/// delimiters by kind and flanking — keeps pairs properly nested (a pair that crosses another is kept as two
/// placeholders), and turns what stays unpaired into text (a lone `[` or `*`) or a placeholder (a lone tag).
enum MarkerPairing {
    /// The pieces, the spans, and for each span that is a format specifier, that specifier's index.
    static func pieces(_ markers: [ProtectionMarker], bytes: [UInt8]) -> (pieces: [ProtectedPiece], spans: [ProtectedSpan], specifiers: [Int: Int]) {
        var partner = [Int?](repeating: nil, count: markers.count)
        func pair(_ open: Int, _ close: Int) {
            partner[open] = close
            partner[close] = open
        }
        // Plain copies of what pairing compares, so no closure below reads a marker (Swift 6.3's release
        // optimizer crashed on borrowing one inside these lookups).
        let tagNames = markers.map(Self.tagName(of:))
        let delimiterKinds = markers.map(Self.delimiter(of:))
        var brackets: [Int] = [], tags: [Int] = [], delimiters: [Int] = []
        for index in markers.indices {
            let role = markers[index].role
            switch role {
            case .bracketOpen:
                brackets.append(index)
            case .bracketClose:
                if let open = brackets.popLast() { pair(open, index) }
            case .tagOpen:
                tags.append(index)
            case .tagClose(let name):
                if let position = tags.lastIndex(where: { tagNames[$0].map { Self.sameName($0, name) } ?? false }) {
                    pair(tags[position], index)
                    tags.removeSubrange(position...)
                }
            case .delimiter(let byte, let length, let canOpen, let canClose):
                if canClose, let position = delimiters.lastIndex(where: { delimiterKinds[$0].map { $0 == (byte, length) } ?? false }) {
                    pair(delimiters[position], index)
                    delimiters.removeSubrange(position...)
                } else if canOpen {
                    delimiters.append(index)
                }
            case .placeholder, .sampleNumber:
                break
            }
        }
        // Inline tags must nest: a pair crossing another one is demoted to two placeholders.
        var open: [Int] = []
        for index in markers.indices {
            guard let other = partner[index] else { continue }
            if other > index {
                open.append(index)
                continue
            }
            while let top = open.last, top != other {
                open.removeLast()
                partner[partner[top]!] = nil
                partner[top] = nil
            }
            open.removeLast()
        }
        return build(markers, partner: partner, bytes: bytes)
    }

    private static func build(
        _ markers: [ProtectionMarker], partner: [Int?], bytes: [UInt8]
    ) -> (pieces: [ProtectedPiece], spans: [ProtectedSpan], specifiers: [Int: Int]) {
        var pieces: [ProtectedPiece] = []
        var spans: [ProtectedSpan] = []
        var specifiers: [Int: Int] = [:]
        var spanOfMarker = [Int?](repeating: nil, count: markers.count)
        var cursor = 0
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func emit(_ piece: ProtectedPiece, _ range: Range<Int>) {
            if cursor < range.lowerBound { pieces.append(.text(cursor..<range.lowerBound)) }
            pieces.append(piece)
            cursor = range.upperBound
        }
        func addSpan(_ kind: ProtectedSpan.Kind, _ range: Range<Int>, closing: String? = nil) -> Int {
            spans.append(ProtectedSpan(id: spans.count + 1, kind: kind, text: text(range), closing: closing))
            return spans.count - 1
        }
        for (index, marker) in markers.enumerated() {
            if let other = partner[index] {
                if other > index {
                    let span = addSpan(pairKind(marker.role), marker.range, closing: text(markers[other].range))
                    spanOfMarker[other] = span
                    emit(.open(span), marker.range)
                } else {
                    emit(.close(spanOfMarker[index]!), marker.range)
                }
                continue
            }
            switch marker.role {
            case .placeholder(let kind):
                let span = addSpan(kind, marker.range)
                if let specifier = marker.specifier { specifiers[span] = specifier }
                emit(.placeholder(span), marker.range)
            case .sampleNumber:
                emit(.sampleNumber(marker.range), marker.range)
            case .bracketClose:
                // A link target with no text before it: a URL all the same.
                emit(.placeholder(addSpan(.link, marker.range)), marker.range)
            case .tagOpen, .tagClose:
                emit(.placeholder(addSpan(.tag, marker.range)), marker.range)
            case .bracketOpen, .delimiter:
                break // a lone `[` or `*` is text
            }
        }
        if cursor < bytes.count { pieces.append(.text(cursor..<bytes.count)) }
        return (pieces, spans, specifiers)
    }

    private static func pairKind(_ role: ProtectionMarker.Role) -> ProtectedSpan.Kind {
        switch role {
        case .bracketOpen(let isAttribute): return isAttribute ? .attribute : .link
        case .tagOpen: return .tag
        default: return .emphasis
        }
    }

    private static func tagName(of marker: ProtectionMarker) -> ArraySlice<UInt8>? {
        if case .tagOpen(let name) = marker.role { return name }
        return nil
    }

    private static func sameName(_ left: ArraySlice<UInt8>, _ right: ArraySlice<UInt8>) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }

    private static func delimiter(of marker: ProtectionMarker) -> (UInt8, Int)? {
        if case .delimiter(let byte, let length, _, _) = marker.role { return (byte, length) }
        return nil
    }
}
