/// A format string compiled once at load into literal runs and conversions bound to argument indices,
/// so lookups never re-parse text.
struct FormatTemplate: Sendable {
    enum Segment: Sendable {
        case literal([UInt8])
        /// A conversion reading the 0-based argument `index`; width and precision may read arguments too.
        case conversion(FormatSpecifier, index: Int, widthIndex: Int?, precisionIndex: Int?)
        /// `%#@name@`: the named substitution, which reads argument `index` unless it names its own.
        case substitution(name: String, index: Int)
    }

    let segments: [Segment]
    /// The text with `%%` unescaped, when the template has no conversions or substitutions.
    let plainText: String?
    /// The kind of each argument the template reads, by 0-based index.
    let signature: FormatSignature

    /// Compiles `format`. Inside a substitution's text, `%arg` and conversions without a position read
    /// the substitution's own argument (`substitutionArgument`), as `.stringsdict` variables do.
    init(_ format: String, substitutionArgument: (index: Int, specifier: FormatSpecifier)? = nil) {
        guard format.utf8.contains(UInt8(ascii: "%")) else {
            segments = format.isEmpty ? [] : [.literal(Array(format.utf8))]
            plainText = format
            signature = FormatSignature()
            return
        }
        var segments: [Segment] = []
        var signature = FormatSignature()
        var nextIndex = 0
        var literal: [UInt8] = []
        var isPlain = true

        func takeIndex(_ position: Int?) -> Int {
            if let position { return position - 1 }
            defer { nextIndex += 1 }
            return nextIndex
        }
        func amountIndex(_ amount: FormatSpecifier.Amount) -> Int? {
            guard case .fromArgument(let position) = amount else { return nil }
            let index = takeIndex(position)
            signature.record(.integer, at: index)
            return index
        }
        func flushLiteral() {
            if !literal.isEmpty { segments.append(.literal(literal)); literal = [] }
        }

        for token in FormatTokenizer.tokenize(format) {
            switch token {
            case .literal(let text):
                literal.append(contentsOf: text.utf8)
            case .percent:
                literal.append(UInt8(ascii: "%"))
            case .specifier(let spec):
                flushLiteral()
                isPlain = false
                let widthIndex = amountIndex(spec.width)
                let precisionIndex = amountIndex(spec.precision)
                let index: Int
                if let substitutionArgument, spec.position == nil {
                    index = substitutionArgument.index
                } else {
                    index = takeIndex(spec.position)
                }
                signature.record(spec.argumentClass, at: index)
                segments.append(.conversion(spec, index: index, widthIndex: widthIndex, precisionIndex: precisionIndex))
            case .substitutionArgument:
                guard let substitutionArgument else {
                    literal.append(contentsOf: "%arg".utf8)
                    continue
                }
                flushLiteral()
                isPlain = false
                signature.record(substitutionArgument.specifier.argumentClass, at: substitutionArgument.index)
                segments.append(.conversion(substitutionArgument.specifier, index: substitutionArgument.index,
                                            widthIndex: nil, precisionIndex: nil))
            case .substitution(let name, let position):
                flushLiteral()
                isPlain = false
                segments.append(.substitution(name: name, index: takeIndex(position)))
            }
        }
        flushLiteral()
        self.segments = segments
        self.signature = signature
        plainText = isPlain ? String(decoding: segments.flatMap(Self.bytes), as: UTF8.self) : nil
    }

    private static func bytes(_ segment: Segment) -> [UInt8] {
        if case .literal(let bytes) = segment { return bytes }
        return []
    }
}

/// Which kind of value a format reads at each argument index; used to refuse translations that
/// would read an argument differently from the source.
struct FormatSignature: Sendable, Hashable {
    private(set) var classes: [Int: FormatArgumentClass] = [:]
    /// Set when the same format reads one argument as two different kinds.
    private(set) var isSelfContradictory = false

    mutating func record(_ argumentClass: FormatArgumentClass, at index: Int) {
        if let existing = classes[index], existing != argumentClass { isSelfContradictory = true }
        classes[index] = argumentClass
    }

    mutating func merge(_ other: FormatSignature) {
        for (index, argumentClass) in other.classes { record(argumentClass, at: index) }
        if other.isSelfContradictory { isSelfContradictory = true }
    }

    /// The first argument read as a number: the one a top-level plural variation counts.
    var firstNumericIndex: Int? {
        classes.filter { $0.value == .integer || $0.value == .floatingPoint }.keys.min()
    }

    /// Why a translation with this signature cannot stand in for `reference`, or `nil` when it can.
    /// A translation may leave arguments out (`one` → "a cent") but never read one the source does not
    /// pass, or read it as another kind.
    func incompatibility(with reference: FormatSignature) -> String? {
        if isSelfContradictory { return "reads one argument as two different kinds" }
        for index in classes.keys.sorted() {
            guard let expected = reference.classes[index] else {
                return "reads argument \(index + 1), which the source string does not have"
            }
            if let found = classes[index], found != expected {
                return "reads argument \(index + 1) as \(found) where the source string has \(expected)"
            }
        }
        return nil
    }
}
