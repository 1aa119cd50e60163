import StringCatalog

/// A catalog text as literal runs and placeholders: the form every format spells its own way.
///
/// A text that formats no argument is literal: its `%` signs are characters, as Foundation leaves such a
/// string alone. A text with arguments is a format: `%%` is one literal `%`, and on the way back every
/// literal `%` becomes `%%` again.
package struct MessageText: Hashable, Sendable {
    package enum Piece: Hashable, Sendable {
        case literal(String)
        /// An argument at its 1-based position, with the format's spelling of it: the catalog's specifier
        /// without `%` and position (`lld`, `.2f`) when read from a catalog, the format's own (Java's `d`) or
        /// nothing when read from a file.
        case argument(Int, spelling: String?)
        /// A substitution reference (`%#@name@`), with its explicit position if written with one and the
        /// argument it consumes.
        case substitution(String, position: Int?, argument: Int?)
    }

    package var pieces: [Piece]

    package init(_ pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Whether any piece is an argument or a substitution.
    package var isFormat: Bool {
        pieces.contains { if case .literal = $0 { false } else { true } }
    }

    /// The argument positions in order of appearance.
    package var argumentOrder: [Int] {
        pieces.compactMap { if case .argument(let index, _) = $0 { index } else { nil } }
    }

    /// The text with arguments at position 0 (a counted argument read before its position was known) moved to
    /// `position`.
    package func resolvingCount(to position: Int) -> MessageText {
        MessageText(pieces.map { piece in
            if case .argument(0, let spelling) = piece { return .argument(position, spelling: spelling) }
            return piece
        })
    }

    /// What `parse` found that no other format can spell.
    package struct Problem: Hashable, Sendable {
        package var message: String
    }

    /// Splits a catalog text. Inside a substitution's variation, `%arg` is the substitution's own argument
    /// (`substitutionArgument`: its position and specifier).
    package static func parse(
        _ text: String, substitutionArgument: (position: Int, specifier: String)? = nil
    ) -> (MessageText, [Problem]) {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return (MessageText([.literal(text)]), []) }
        let format = FormatString.parse(text, isSubstitutionVariation: substitutionArgument != nil,
                                        firstSequentialArgument: substitutionArgument?.position ?? 1)
        let formats = format.specifiers.contains { $0.kind != .percentSign }
        guard formats else { return (MessageText([.literal(text)]), []) }
        var problems = format.problems.filter(\.leavesLiteralPercent).map { Problem(message: $0.message) }
        var pieces: [Piece] = []
        func appendLiteral(_ literal: String) {
            if case .literal(let previous)? = pieces.last {
                pieces[pieces.count - 1] = .literal(previous + literal)
            } else {
                pieces.append(.literal(literal))
            }
        }
        for token in format.tokens {
            switch token {
            case .literal(let literal, _):
                appendLiteral(literal)
            case .specifier(let specifier):
                switch specifier.kind {
                case .percentSign:
                    appendLiteral("%")
                case .substitution(let name):
                    pieces.append(.substitution(name, position: specifier.position, argument: specifier.argumentIndex))
                case .substitutionArgument:
                    guard let substitutionArgument else { appendLiteral(specifier.text); continue }
                    pieces.append(.argument(substitutionArgument.position, spelling: substitutionArgument.specifier))
                case .conversion:
                    guard let index = specifier.argumentIndex else { appendLiteral(specifier.text); continue }
                    if specifier.width?.isArgument == true || specifier.precision?.isArgument == true {
                        problems.append(Problem(message: "'\(specifier.text)' takes its width or precision from an argument"))
                    }
                    pieces.append(.argument(index, spelling: specifier.bareSpecifier))
                }
            }
        }
        return (MessageText(pieces), problems)
    }
}

extension FormatProblem {
    /// Whether the problem leaves a `%` in the literal text, which a format's way back would double.
    fileprivate var leavesLiteralPercent: Bool {
        switch kind {
        case .incompleteSpecifier, .unknownConversion, .invalidPosition, .malformedSubstitution: true
        default: false
        }
    }
}

/// Turns placeholders read from a file back into the catalog's specifiers, spelled as the catalog spells them.
///
/// Formats know arguments by position (and some by a type of their own), not by the catalog's exact specifier:
/// `%lld` and `%d` are both Java's `%d`, `%@` and `%lld` both i18next's `{{arg1}}`. The reference, the text the
/// catalog already has at that place (the translation, else the source), names the specifier of each position;
/// a reference specifier whose spelling in the format matches is written back exactly, and positions stay
/// implicit (`%@ of %@`) where the reference writes them so and the arguments come in order. Without a match,
/// `fallback` names the specifier from the format's spelling.
package struct PrintfRestorer {
    private var spelledSpecifiers: [Int: [String]] = [:]
    /// The reference's argument specifiers in order: the argument, the specifier without `%` and position, and
    /// its text as written.
    private var sequence: [(index: Int, bare: String, text: String)] = []
    private let referenceIsPositional: Bool
    private let referenceSubstitutionPositions: [String: Int]
    /// In a substitution's variation, the position that is written `%arg`.
    package var substitutionArgument: Int?

    package init(reference: String?, substitutionArgument: (position: Int, specifier: String)? = nil) {
        self.substitutionArgument = substitutionArgument?.position
        guard let reference, reference.utf8.contains(UInt8(ascii: "%")) else {
            referenceIsPositional = false
            referenceSubstitutionPositions = [:]
            return
        }
        let format = FormatString.parse(reference, isSubstitutionVariation: substitutionArgument != nil,
                                        firstSequentialArgument: substitutionArgument?.position ?? 1)
        var positional = false
        var substitutions: [String: Int] = [:]
        for specifier in format.specifiers {
            if specifier.position != nil { positional = true }
            switch specifier.kind {
            case .conversion:
                guard let index = specifier.argumentIndex else { continue }
                spelledSpecifiers[index, default: []].append(specifier.bareSpecifier)
                sequence.append((index, specifier.bareSpecifier, specifier.text))
            case .substitution(let name):
                if let position = specifier.position { substitutions[name] = position }
            case .substitutionArgument:
                if let substitutionArgument {
                    spelledSpecifiers[substitutionArgument.position, default: []].append(substitutionArgument.specifier)
                    sequence.append((substitutionArgument.position, substitutionArgument.specifier, specifier.text))
                }
            case .percentSign:
                break
            }
        }
        referenceIsPositional = positional
        referenceSubstitutionPositions = substitutions
    }

    /// The catalog text for `text`, read in a format whose placeholders are spelled as `syntax` says.
    package func printf(_ text: MessageText, syntax: PlaceholderSyntax) -> String {
        guard text.isFormat else {
            return text.pieces.map { if case .literal(let literal) = $0 { literal } else { "" } }.joined()
        }
        let order = text.argumentOrder
        let implicitPositions = !referenceIsPositional && order.enumerated().allSatisfy { $0.offset + 1 == $0.element }
        // A text that uses the reference's arguments in the reference's order takes its specifiers exactly as
        // written there (mixed positions and all).
        let arguments = text.pieces.compactMap { piece -> (Int, String?)? in
            if case .argument(let index, let spelling) = piece { (index, spelling) } else { nil }
        }
        let keepsReferenceSequence = arguments.count == sequence.count
            && zip(arguments, sequence).allSatisfy { $0.0 == $1.index && syntax.matches($1.bare, $0.1) }
        var next = 0
        var result = ""
        for piece in text.pieces {
            switch piece {
            case .literal(let literal):
                for character in literal.unicodeScalars {
                    if character == "%" { result += "%%" } else { result.unicodeScalars.append(character) }
                }
            case .argument(let index, let spelling):
                if keepsReferenceSequence {
                    result += sequence[next].text
                    next += 1
                    continue
                }
                if index == substitutionArgument {
                    result += "%arg"
                    continue
                }
                let candidates = spelledSpecifiers[index] ?? []
                let specifier = candidates.first { syntax.matches($0, spelling) } ?? syntax.fallback(spelling)
                result += implicitPositions ? "%" + specifier : "%\(index)$" + specifier
            case .substitution(let name, let position, _):
                if let position = position ?? (referenceIsPositional ? referenceSubstitutionPositions[name] : nil) {
                    result += "%\(position)$#@\(name)@"
                } else {
                    result += "%#@\(name)@"
                }
            }
        }
        return result
    }
}

/// How a format spells the catalog's specifiers, so that placeholders read from its files go back to the
/// catalog's own.
package struct PlaceholderSyntax: Sendable {
    /// Whether a catalog specifier (without `%` and position) is spelled `spelling` in the format.
    package var matches: @Sendable (_ catalogSpecifier: String, _ spelling: String?) -> Bool
    /// The catalog specifier for a spelling no reference specifier matches.
    package var fallback: @Sendable (_ spelling: String?) -> String

    /// gettext keeps the catalog's printf specifiers as they are.
    package static let printf = PlaceholderSyntax(matches: { $0 == $1 }, fallback: { $0 ?? "@" })
    /// Android's Java specifiers (`%1$s`, `%d`).
    package static let java = PlaceholderSyntax(
        matches: { JavaFormatSpecifiers.javaSpelling(of: $0) == $1 }, fallback: JavaFormatSpecifiers.catalogSpecifier(forJava:))
    /// i18next and ICU name arguments by position only: whatever specifier the reference has there is the one.
    /// Without a reference a counted argument (`count`) is an integer, any other an object.
    package static let positional = PlaceholderSyntax(matches: { _, _ in true }, fallback: { $0 == "count" ? "lld" : "@" })
}
