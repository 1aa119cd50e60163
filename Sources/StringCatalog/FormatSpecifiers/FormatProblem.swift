/// Something wrong or risky in a format string, with where it starts.
public struct FormatProblem: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The string ends inside a specifier (`"100%"`, `"%1$"`, `"%-"`). Foundation prints nothing for it.
        case incompleteSpecifier
        /// A character Foundation doesn't accept as a conversion (`%y`, `%1$k`).
        case unknownConversion(Character)
        /// `%0$@` or a position too large for Foundation (it keeps positions in a signed byte).
        case invalidPosition(Int)
        /// `%#@` without a name, or a name not closed by `@` (`%#@count`).
        case malformedSubstitution
        /// `%(` not followed by a placeholder name closed by `)` (`%(count lld`, `%(2x)@`).
        case malformedPlaceholderName
        /// One placeholder name given two positions (`%1$(age)llu … %2$(age)llu`).
        case placeholderAtTwoPositions(name: String, Int, Int)
        /// One position given two placeholder names (`%1$(name)@ … %1$(title)@`).
        case argumentWithTwoNames(argument: Int, String, String)
        /// Some specifiers name their position (`%1$@`) and others don't (`%@`). Foundation numbers the
        /// sequential ones on their own (1, 2, …), which is rarely what a translator meant.
        case mixedPositionalAndSequential
        /// Positions skip an argument (`%2$@` without any `%1$…`): Foundation can't know its type.
        case missingArgument(Int)
        /// One argument formatted with incompatible specifiers (`%1$lld or %1$@`).
        case conflictingArgumentTypes(argument: Int, FormatArgumentCategory, FormatArgumentCategory)
        /// A space flag that most likely was meant as text: `"50% off"` is `% o`, an octal conversion.
        case spaceFlagConversion
        /// More specifiers and problems than `FormatString.maximumSpecifiers`: the rest of the string is read
        /// as text and not checked, so that a hostile string can't make a check hold millions of them.
        case tooManySpecifiers(Int)
    }

    /// What is wrong.
    public var kind: Kind
    /// Where the problem starts, in UTF-8 bytes from the start of the format string.
    public var utf8Offset: Int
    /// Where the problem starts, in `Character`s, for columns in messages.
    public var characterOffset: Int

    /// Whether Foundation would format the string differently from what was evidently meant. Everything
    /// except `mixedPositionalAndSequential` and `spaceFlagConversion` (warnings about intent) is an error.
    public var isError: Bool {
        switch kind {
        case .mixedPositionalAndSequential, .spaceFlagConversion: return false
        default: return true
        }
    }

    /// The problem in words, without the location.
    public var message: String {
        switch kind {
        case .incompleteSpecifier: return "format specifier is incomplete at the end of the string"
        case .unknownConversion(let c): return "'%\(c)' is not a format conversion Foundation accepts"
        case .invalidPosition(let n): return "argument position \(n) is out of range (1…\(FormatString.maximumPosition))"
        case .malformedSubstitution: return "substitution reference must be '%#@name@' with a name of letters, digits and '_'"
        case .malformedPlaceholderName: return "'%(' must start a placeholder name of ASCII letters, digits and '_' closed by ')', as in '%(count)lld'"
        case .placeholderAtTwoPositions(let name, let a, let b): return "placeholder '\(name)' is given two positions, \(a) and \(b)"
        case .argumentWithTwoNames(let n, let a, let b): return "argument \(n) is named both '\(a)' and '\(b)'"
        case .mixedPositionalAndSequential: return "positional ('%1$@') and sequential ('%@') specifiers are mixed"
        case .missingArgument(let n): return "argument \(n) is never used; positions must not skip an argument"
        case .conflictingArgumentTypes(let n, let a, let b): return "argument \(n) is formatted both as \(a) and as \(b)"
        case .spaceFlagConversion: return "'% ' followed by a letter is a conversion with a space flag; write '%%' for a literal percent sign"
        case .tooManySpecifiers(let n): return "more than \(n) format specifiers; the rest of the string is not checked"
        }
    }

    public var description: String { "\(characterOffset): \(message)" }
}
