import StringCatalog

/// A format string compiled once at load into literal runs and conversions bound to argument indices,
/// so lookups never re-parse text. Parsing is `StringCatalog.FormatString`'s, which numbers arguments as
/// CFString does.
///
/// A class, immutable: a lookup that picks a plural case passes it on with one reference count, not one
/// per field.
final class FormatTemplate: Sendable {
    enum Segment: Sendable {
        case literal([UInt8])
        /// A conversion reading the 0-based argument `index`.
        case conversion(Conversion, index: Int)
        /// `%#@name@`: the named substitution; `index` is the argument it reads unless it names its own.
        case substitution(name: String, index: Int)
    }

    let segments: [Segment]
    /// The text with `%%` unescaped, when the template has no conversions or substitutions.
    let plainText: String?
    /// The kind of each argument the template reads, by 0-based index.
    let signature: FormatSignature
    /// The first specifier Foundation can't format (`%n`, `%hhn`, `%0$lld`, `%99999$d`, `%(x`), which the
    /// template keeps as text; a translation with one is not used.
    let invalidSpecifier: FormatProblem?
    /// The first placeholder name the key's `names` don't number (`%(city)@` in a translation whose source
    /// has no `city`): a translation with one is not used.
    let unknownName: String?

    /// Compiles `format`. Inside a substitution's text, `%arg` and unnamed conversions without a position
    /// read the substitution's own argument (`substitutionArgument`), as `.stringsdict` variables do. Named
    /// placeholders (`%(count)lld`) read the argument the key's `names` give them.
    init(_ format: String, substitutionArgument: (index: Int, conversion: Conversion)? = nil,
         names: ArgumentNames = ArgumentNames()) {
        guard format.containsPercentSign else {
            segments = format.isEmpty ? [] : [.literal(Array(format.utf8))]
            plainText = format
            signature = FormatSignature()
            invalidSpecifier = nil
            unknownName = nil
            return
        }
        let parsed = FormatString.parse(format, isSubstitutionVariation: substitutionArgument != nil, names: names)
        invalidSpecifier = parsed.problems.first { problem in
            switch problem.kind {
            case .unknownConversion, .invalidPosition, .malformedPlaceholderName: true
            default: false
            }
        }
        unknownName = parsed.specifiers.lazy.compactMap(\.name).first { names[$0] == nil }
        // Where each specifier's `*` width and precision read from.
        var amountIndices: [Int: (width: Int?, precision: Int?)] = [:]
        var signature = FormatSignature()
        for argument in parsed.arguments {
            for use in argument.uses where use.role != .value {
                var indices = amountIndices[use.specifierIndex] ?? (nil, nil)
                if use.role == .width { indices.width = argument.index - 1 } else { indices.precision = argument.index - 1 }
                amountIndices[use.specifierIndex] = indices
                signature.record(.integer, at: argument.index - 1)
            }
        }

        var segments: [Segment] = []
        var literal: [UInt8] = []
        var isPlain = true
        var specifierIndex = 0
        func flushLiteral() {
            if !literal.isEmpty { segments.append(.literal(literal)); literal = [] }
        }
        for token in parsed.tokens {
            guard case .specifier(let specifier) = token else {
                if case .literal(let text, _) = token { literal.append(contentsOf: text.utf8) }
                continue
            }
            defer { specifierIndex += 1 }
            switch specifier.kind {
            case .percentSign:
                literal.append(UInt8(ascii: "%"))
            case .conversion:
                let amounts = amountIndices[specifierIndex]
                let conversion = Conversion(specifier, widthIndex: amounts?.width, precisionIndex: amounts?.precision)
                let index: Int
                if let substitutionArgument, specifier.position == nil, specifier.name == nil {
                    index = substitutionArgument.index
                } else {
                    index = (specifier.argumentIndex ?? 1) - 1
                }
                flushLiteral()
                isPlain = false
                signature.record(conversion.category, at: index)
                segments.append(.conversion(conversion, index: index))
            case .substitutionArgument:
                guard let substitutionArgument else {
                    literal.append(contentsOf: specifier.text.utf8)
                    continue
                }
                flushLiteral()
                isPlain = false
                signature.record(substitutionArgument.conversion.category, at: substitutionArgument.index)
                segments.append(.conversion(substitutionArgument.conversion, index: substitutionArgument.index))
            case .substitution(let name):
                flushLiteral()
                isPlain = false
                segments.append(.substitution(name: name, index: (specifier.argumentIndex ?? 1) - 1))
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

extension String {
    /// Whether the text has a `%`, scanning contiguous UTF-8 storage directly (the common case).
    var containsPercentSign: Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) } ?? utf8.contains(UInt8(ascii: "%"))
    }
}

/// Which kind of value a format reads at each argument index; used to refuse translations that
/// would read an argument differently from the source.
struct FormatSignature: Sendable, Hashable {
    private(set) var classes: [Int: FormatArgumentCategory] = [:]
    /// Set when the same format reads one argument as two different kinds.
    private(set) var isSelfContradictory = false

    mutating func record(_ argumentClass: FormatArgumentCategory, at index: Int) {
        if let existing = classes[index], existing != argumentClass { isSelfContradictory = true }
        classes[index] = argumentClass
    }

    mutating func merge(_ other: FormatSignature) {
        for (index, argumentClass) in other.classes { record(argumentClass, at: index) }
        if other.isSelfContradictory { isSelfContradictory = true }
    }

    /// The first argument read as a number: the one a top-level plural variation counts.
    var firstNumericIndex: Int? {
        classes.filter { $0.value == .integer || $0.value == .double }.keys.min()
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
