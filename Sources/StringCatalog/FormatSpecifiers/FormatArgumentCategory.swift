/// The kind of argument a format specifier consumes, coarse enough that two specifiers in the same
/// category can format the same argument.
///
/// Like Xcode's catalog validation, length modifiers and integer signedness don't split categories:
/// `%d`, `%i`, `%u`, `%x` and `%lld` all format an integer, `%f`, `%lf` and `%g` all a double.
public enum FormatArgumentCategory: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `d i u x X o` (and the legacy `D U O`), with any length modifier.
    case integer
    /// `f F e E g G a A`, with or without `l`/`L`.
    case double
    /// `@`: an object (`String`, `NSNumber`, any `CVarArg` object).
    case object
    /// `s`: a NUL-terminated C string.
    case cString
    /// `S`: a NUL-terminated UTF-16 string.
    case unicharString
    /// `c`: one 8-bit character.
    case character
    /// `C`: one UTF-16 code unit.
    case unichar
    /// `p`: a pointer.
    case pointer
    /// `%#@name@`: the argument of a substitution, whose own `formatSpecifier` tells the real type.
    case substitution

    public var description: String { rawValue }

    /// Whether one argument can be formatted by a specifier of each category.
    public func isCompatible(with other: FormatArgumentCategory) -> Bool {
        self == other
    }

    /// The category of a conversion character, or `nil` when Foundation doesn't know it.
    public init?(conversion: Character) {
        switch conversion {
        case "d", "i", "u", "x", "X", "o", "D", "U", "O": self = .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
        case "@": self = .object
        case "s": self = .cString
        case "S": self = .unicharString
        case "c": self = .character
        case "C": self = .unichar
        case "p": self = .pointer
        default: return nil
        }
    }

    /// The category of a specifier written without `%`, as catalogs store it in a substitution's
    /// `formatSpecifier` (`"lld"`, `"@"`, `".2f"`); `nil` when it isn't one valid specifier.
    public init?(formatSpecifier: String) {
        let parsed = FormatString.parse("%" + formatSpecifier)
        guard parsed.problems.isEmpty, parsed.specifiers.count == 1,
              parsed.specifiers[0].kind == .conversion,
              parsed.specifiers[0].utf8Range.count == formatSpecifier.utf8.count + 1,
              let category = parsed.specifiers[0].category
        else { return nil }
        self = category
    }
}
