/// One `%…` placeholder of a printf-style format string, as Foundation's `String(format:)` reads it.
///
/// Offsets are measured in the format string the specifier was parsed from: `utf8Range` in UTF-8
/// bytes (for slicing and editing) and `characterOffset` in `Character`s (for columns in messages).
public struct FormatSpecifier: Sendable, Hashable {
    /// What the placeholder stands for.
    public enum Kind: Sendable, Hashable {
        /// A conversion that formats one argument (`%d`, `%1$@`, `%-8.2lf`).
        case conversion
        /// `%%`, a literal percent sign; consumes no argument.
        case percentSign
        /// `%#@name@` (or `%1$#@name@`): a stringsdict variable / catalog substitution named `name`.
        case substitution(name: String)
        /// `%arg` inside a substitution's variation: the substitution's own argument.
        case substitutionArgument
    }

    /// A width or precision: a number written in the format, or `*` taking it from an integer argument.
    public enum Amount: Sendable, Hashable {
        case fixed(Int)
        /// `*` (position `nil`, the next argument) or `*N$` (argument `N`).
        case argument(position: Int?)
    }

    /// What the placeholder stands for.
    public var kind: Kind
    /// The specifier's text exactly as written (`"%1$lld"`).
    public var text: String
    /// Where the specifier is, in UTF-8 bytes of the format string.
    public var utf8Range: Range<Int>
    /// Where the specifier starts, in `Character`s of the format string.
    public var characterOffset: Int
    /// The explicit 1-based position of `%N$…`, or `nil` for a sequential specifier.
    public var position: Int?
    /// The placeholder's name in Xcode 26's named form (`count` in `%(count)lld` or `%1$(count)lld`), or `nil`.
    /// Every use of one name in a key's texts formats the same argument, wherever it stands.
    public var name: String?
    /// The 1-based argument this specifier formats after resolving positions; `nil` for `%%` and `%arg`.
    public var argumentIndex: Int?
    /// Flags in the order written, from `-+ #0'`.
    public var flags: String
    /// The minimum field width (`%5d`, `%*d`), if any.
    public var width: Amount?
    /// The precision (`%.2f`, `%.*f`; `%.f` is 0), if any.
    public var precision: Amount?
    /// `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j` or `L`; `nil` when absent.
    public var lengthModifier: String?
    /// The conversion character (`d`, `@`, `f`…); `@` for substitutions, `%` for `%%`.
    public var conversion: Character
    /// The kind of argument the specifier takes, for compatibility checks; `nil` for `%%`.
    public var category: FormatArgumentCategory?

    /// The specifier written without position, the form catalogs store in `formatSpecifier` (`"lld"`).
    public var bareSpecifier: String {
        var result = flags
        if let width { result += Self.render(width) }
        if let precision { result += "." + Self.render(precision) }
        result += lengthModifier ?? ""
        result.append(conversion)
        return result
    }

    private static func render(_ amount: Amount) -> String {
        switch amount {
        case .fixed(let value): return String(value)
        case .argument(let position?): return "*\(position)$"
        case .argument(nil): return "*"
        }
    }
}

/// A piece of a parsed format string: literal text or a specifier.
public enum FormatToken: Sendable, Hashable {
    /// Text printed as is. Malformed specifiers stay in literal text (they are listed in `problems`).
    case literal(String, utf8Range: Range<Int>)
    case specifier(FormatSpecifier)
}

extension FormatSpecifier.Amount {
    /// Whether the amount comes from an argument (`*`).
    public var isArgument: Bool {
        if case .argument = self { return true }
        return false
    }
}

extension FormatSpecifier {
    /// The specifier written with an explicit position and without a placeholder name (`%2$lld`,
    /// `%2$#@name@`); `%%` and `%arg` unchanged.
    public func withPosition(_ position: Int) -> String {
        switch kind {
        case .conversion: return "%\(position)$" + bareSpecifier
        case .substitution(let name): return "%\(position)$" + flags + "@" + name + "@"
        case .percentSign, .substitutionArgument: return text
        }
    }

    /// The specifier written without its position and placeholder name (`%lld`, `%#@name@`).
    public var withoutPosition: String {
        switch kind {
        case .conversion: return "%" + bareSpecifier
        case .substitution(let name): return "%" + flags + "@" + name + "@"
        case .percentSign, .substitutionArgument: return text
        }
    }
}
