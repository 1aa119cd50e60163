/// Swift's keywords, for naming generated declarations.
public enum SwiftKeywords {
    /// Words written in backticks when they name a declaration. Contextual keywords are included: backticks
    /// are harmless where they are not needed.
    public static let escaped: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "any", "as", "async", "await",
        "consume", "copy", "discard", "each", "false", "is", "macro", "nil", "some", "super", "throws", "true",
        "try",
    ]

    /// Names that can't be used even in backticks where accessors are used (`L10n.self` is the type,
    /// `L10n.init` its initializer, a nested `Type` is refused): they get a trailing `_` instead.
    public static let reserved: Set<String> = ["self", "Self", "init", "Type", "Protocol", "Any"]

    /// The types the accessors' declarations name inside the namespace: an enum of one of these names
    /// (`string.empty` → `String`) would hide the type, so it gets a trailing `_` too.
    public static let typesInUse: Set<String> = ["CatalogString", "String", "Int", "UInt", "Double", "Unicode"]
}
