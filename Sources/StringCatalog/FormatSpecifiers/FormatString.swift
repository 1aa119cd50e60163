/// A printf-style format string parsed the way Foundation's `String(format:)` reads it: its literal text
/// and specifiers in order, the arguments it consumes by position, and anything malformed or risky.
///
/// ```swift
/// let format = FormatString.parse("Second: %2$@ - First: %1$lld")
/// format.arguments.map(\.category)   // [.integer, .object]
/// ```
///
/// Parsing never fails: malformed specifiers are left in the literal text (Foundation prints them more
/// or less as written) and reported in `problems` with their offset.
public struct FormatString: Sendable, Hashable {
    /// The largest argument position Foundation can address (it stores positions in a signed byte).
    public static let maximumPosition = 127
    /// The largest width or precision read or rendered; larger numbers count as this one, so no format
    /// (nor a `*` argument) can ask for megabytes of padding. Real formats stay far below it.
    public static let maximumAmount = 10_000
    /// The most specifiers and problems one string is parsed into (real strings have a handful): past it the
    /// rest is text, with a `tooManySpecifiers` problem, so parsing a string costs memory bounded by this,
    /// whatever its length (an 8 MB string of `%lld` would otherwise hold two million specifiers).
    public static let maximumSpecifiers = 500

    /// The text that was parsed.
    public var text: String
    /// Literal text and specifiers in order; concatenating their texts gives back `text`.
    public var tokens: [FormatToken]
    /// Every specifier in order of appearance, including `%%` and substitution references.
    public var specifiers: [FormatSpecifier]
    /// The arguments the string consumes, ordered by position (1, 2, …). Positions no specifier uses are
    /// absent and reported as `missingArgument` problems.
    public var arguments: [FormatArgument]
    /// Malformed or risky specifiers and argument conflicts, in order of their offsets.
    public var problems: [FormatProblem]
    /// Whether the text was parsed as a substitution's variation, where `%arg` and unnamed conversions
    /// without a position read the substitution's own argument.
    public var isSubstitutionVariation = false

    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - isSubstitutionVariation: `true` for the text of a substitution's variation in a catalog, where
    ///     `%arg` stands for the substitution's own argument instead of `%a` followed by `rg`.
    ///   - firstSequentialArgument: the argument the first sequential specifier formats. Foundation formats a
    ///     `.stringsdict` variable's texts starting at the variable's own argument, so `%d` in the texts of
    ///     the second variable of `"%#@files@ in %#@folders@"` is argument 2.
    ///   - names: the argument numbers of the key's named placeholders (see `ArgumentNames`), so that a
    ///     translation that writes the names in another order reads the arguments its source reads.
    public static func parse(_ text: String, isSubstitutionVariation: Bool = false,
                             firstSequentialArgument: Int = 1, names: ArgumentNames = ArgumentNames()) -> FormatString {
        var copy = text
        let (tokens, scanProblems) = copy.withUTF8 { bytes in
            var scanner = FormatStringScanner(bytes: bytes, allowsSubstitutionArgument: isSubstitutionVariation)
            scanner.scan()
            return (scanner.tokens, scanner.problems)
        }
        var resolver = FormatArgumentResolver(tokens: tokens, firstSequentialArgument: firstSequentialArgument, names: names)
        resolver.resolve()
        let problems = (scanProblems + resolver.problems).sorted { $0.utf8Offset < $1.utf8Offset }
        return FormatString(text: text, tokens: resolver.tokens, specifiers: resolver.specifiers,
                            arguments: resolver.arguments, problems: problems,
                            isSubstitutionVariation: isSubstitutionVariation)
    }

    /// The text with some specifiers replaced: `replacement` returns the new text of a specifier, or `nil`
    /// to keep it as written.
    public func replacingSpecifiers(_ replacement: (FormatSpecifier) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for token in tokens {
            switch token {
            case .literal(let literal, _): result += literal
            case .specifier(let specifier): result += replacement(specifier) ?? specifier.text
            }
        }
        return result
    }

    /// The text with every sequential specifier given its position (`%@ of %lld` → `%1$@ of %2$lld`);
    /// positional and named specifiers (whose names already say which argument they read), `%%` and
    /// `%arg` stay as written.
    public var withPositionalSpecifiers: String {
        replacingSpecifiers { specifier in
            guard specifier.position == nil, specifier.name == nil, let index = specifier.argumentIndex else { return nil }
            return specifier.withPosition(index)
        }
    }

    /// Whether any specifier has a placeholder name (`%(count)lld`).
    public var hasPlaceholderNames: Bool { specifiers.contains { $0.name != nil } }

    /// The text as Foundation can format it, as `xcstringstool compile` writes it: when the text names
    /// placeholders, every argument specifier is written with its argument's position and without a name
    /// (`%(name)@ has %lld` → `%1$@ has %2$lld`), so that none is left sequential beside positional ones;
    /// otherwise the text as it is. In a substitution's variation, unnamed conversions without a position
    /// keep reading the substitution's own argument and stay as written.
    public var withoutPlaceholderNames: String {
        guard hasPlaceholderNames else { return text }
        return replacingSpecifiers { specifier in
            guard let index = specifier.argumentIndex else { return nil }
            if isSubstitutionVariation, specifier.name == nil, specifier.position == nil { return nil }
            return specifier.withPosition(index)
        }
    }

    /// Whether any problem is an error (Foundation would format the string other than intended).
    public var hasErrors: Bool { problems.contains(where: \.isError) }

    /// Specifiers that consume an argument (everything but `%%` and `%arg`).
    public var argumentSpecifiers: [FormatSpecifier] {
        specifiers.filter { $0.argumentIndex != nil }
    }

    /// Substitution names referenced with `%#@name@`, in order of first appearance.
    public var substitutionNames: [String] {
        var seen = Set<String>()
        return specifiers.compactMap { specifier in
            guard case .substitution(let name) = specifier.kind, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// Whether `other` consumes arguments of compatible types at the same positions: a translation must
    /// be compatible with its source. Both must use the same number of arguments.
    public func hasCompatibleArguments(with other: FormatString) -> Bool {
        guard arguments.count == other.arguments.count else { return false }
        return zip(arguments, other.arguments).allSatisfy { mine, theirs in
            mine.index == theirs.index && mine.category.isCompatible(with: theirs.category)
        }
    }
}

/// One argument of a format string with every place that uses it.
public struct FormatArgument: Sendable, Hashable {
    /// How a specifier uses an argument.
    public enum Role: Sendable, Hashable {
        case value
        /// `*` width, always an integer.
        case width
        /// `.*` precision, always an integer.
        case precision
    }

    /// One use of the argument: the index into `FormatString.specifiers` and the role.
    public struct Use: Sendable, Hashable {
        /// The index of the specifier in `FormatString.specifiers`.
        public var specifierIndex: Int
        /// Whether the argument is the value, the width or the precision.
        public var role: Role
        /// The kind of argument this use needs.
        public var category: FormatArgumentCategory
    }

    /// The 1-based position.
    public var index: Int
    /// The category of its first use.
    public var category: FormatArgumentCategory
    /// Every use in order of appearance.
    public var uses: [Use]
    /// The placeholder name it is given (`count` for `%(count)lld`), or `nil`.
    public var name: String?

    public init(index: Int, category: FormatArgumentCategory, uses: [Use], name: String? = nil) {
        self.index = index
        self.category = category
        self.uses = uses
        self.name = name
    }
}
