import StringCatalog

/// What a text's specifiers consume, independent of how they are written: each argument's position, type and
/// placeholder name, the substitutions referenced, `%%` and `%arg`. Two texts with the same signature format
/// the same arguments the same way, whatever order or numbering (`%@ %lld` and `%2$lld %1$@`, or
/// `%(a)@ %(b)@` and `%(b)@ %(a)@`) they use.
struct PlaceholderSignature: Equatable, CustomStringConvertible {
    private var arguments: [String]
    private var substitutions: [String]
    private var percentSigns = 0
    private var substitutionArguments = 0
    private var hasErrors: Bool
    /// The specifiers as written, for messages.
    let description: String

    /// The signature of `text`, its placeholder names numbered as `names` numbers them (the source's), so
    /// that a translation writing the names in another order reads the same arguments.
    init(_ text: String, isSubstitutionVariation: Bool, names: ArgumentNames) {
        let format = FormatString.parse(text, isSubstitutionVariation: isSubstitutionVariation, names: names)
        arguments = format.arguments.map { "\($0.index):\($0.category):\($0.name ?? "")" }.sorted()
        substitutions = format.substitutionNames.sorted()
        for specifier in format.specifiers {
            if specifier.kind == .percentSign { percentSigns += 1 }
            if specifier.kind == .substitutionArgument { substitutionArguments += 1 }
        }
        hasErrors = format.hasErrors
        description = format.specifiers.map(\.text).joined(separator: ", ")
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.arguments == rhs.arguments && lhs.substitutions == rhs.substitutions && lhs.percentSigns == rhs.percentSigns
            && lhs.substitutionArguments == rhs.substitutionArguments && lhs.hasErrors == rhs.hasErrors
    }
}
