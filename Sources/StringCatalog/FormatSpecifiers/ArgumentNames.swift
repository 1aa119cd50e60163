/// The argument numbers of one key's named placeholders (Xcode 26's `%(count)lld`, `%1$(name)@`), the same
/// in every language: a translation may write the names in any order and still reads the arguments its
/// source reads.
///
/// A key's arguments are numbered as its source text numbers them: a name written with a position
/// (`%1$(name)@`) takes that position; any other name the next argument at its first use, unnamed
/// specifiers counting as Foundation counts them (`%(name)@ has %lld`: `name` is 1, `%lld` 2). An unnamed
/// specifier skips the numbers of names, in every language (`%lld: %(name)@` still reads `%lld` as 2).
/// A key with several texts
/// reads them main text first: the plain value, then the `other` case before the other plural and device
/// cases, then each substitution's cases, where a name not numbered yet is the substitution's own argument.
/// (Xcode documents names, not this order: it is inferred, and only matters when the texts of one key
/// disagree.)
public struct ArgumentNames: Sendable, Hashable {
    /// Each name's 1-based argument.
    public private(set) var indices: [String: Int] = [:]
    /// The arguments of names used in main texts, which unnamed specifiers skip; a name used only in a
    /// substitution's cases is the substitution's own argument, which its `%#@name@` reads.
    private(set) var mainTextIndices: Set<Int> = []

    /// No names.
    public init() {}

    /// The given numbering, every name used in the main text.
    public init(_ indices: [String: Int]) {
        self.indices = indices
        mainTextIndices = Set(indices.values)
    }

    /// The names of a key's arguments: from its source-language localization, or from the key when the
    /// source language has no text for it (the key is then the source text).
    public init(key: String, source: Localization?) {
        if let source { add(source) } else { add(key) }
    }

    /// The argument `name` stands for, if the key numbers it.
    public subscript(name: String) -> Int? { indices[name] }

    /// Whether the key names no placeholder.
    public var isEmpty: Bool { indices.isEmpty }

    /// The names by argument number (`[1: "count"]`).
    public var namesByIndex: [Int: String] {
        var result: [Int: String] = [:]
        for (name, index) in indices where result[index] == nil || name < result[index]! { result[index] = name }
        return result
    }

    /// Numbers the names `text` uses that have no number yet. In a substitution's variation
    /// (`substitutionArgument` is its argument) a new name without a position is the substitution's own
    /// argument.
    public mutating func add(_ text: String, substitutionArgument: Int? = nil) {
        guard Self.mayNamePlaceholders(text) else { return }
        let parsed = FormatString.parse(text, isSubstitutionVariation: substitutionArgument != nil, names: self)
        for argument in parsed.arguments {
            guard let name = argument.name, indices[name] == nil else { continue }
            var index = argument.index
            if let substitutionArgument,
               argument.uses.allSatisfy({ parsed.specifiers[$0.specifierIndex].position == nil }) {
                index = substitutionArgument
            }
            // Another text's name already stands for this argument: the new name gets the next free one.
            if indices.values.contains(index) { index = (indices.values.max() ?? 0) + 1 }
            indices[name] = index
            if substitutionArgument == nil { mainTextIndices.insert(index) }
        }
    }

    /// Numbers the names of every text of `localization`, main text first (see the type's description).
    public mutating func add(_ localization: Localization) {
        if let value = localization.stringUnit?.value { add(value) }
        if let devices = localization.variations?.device {
            for kind in Self.mainFirst(devices.keys, main: .other) { add(devices[kind]!) }
        }
        if let plural = localization.variations?.plural {
            for category in Self.mainFirst(plural.keys, main: .other) {
                if let value = plural[category]?.stringUnit?.value { add(value) }
            }
        }
        for (name, substitution) in (localization.substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
            let argument = substitution.argNum ?? Self.referenceIndex(of: name, in: localization, names: self)
            for category in Self.mainFirst((substitution.variations?.plural ?? [:]).keys, main: .other) {
                if let value = substitution.variations?.plural?[category]?.stringUnit?.value {
                    add(value, substitutionArgument: argument)
                }
            }
        }
    }

    /// Whether `text` may name a placeholder: it has a `%` and a `(` (a cheap test before parsing).
    public static func mayNamePlaceholders(_ text: String) -> Bool {
        var percent = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "%") { percent = true } else if percent, byte == UInt8(ascii: "(") { return true }
        }
        return false
    }

    private static func mainFirst<Key: Comparable>(_ keys: some Collection<Key>, main: Key) -> [Key] {
        keys.sorted { lhs, rhs in lhs == main ? rhs != main : (rhs == main ? false : lhs < rhs) }
    }

    /// The argument the main text's `%#@name@` reads, for a substitution without `argNum`.
    private static func referenceIndex(of substitution: String, in localization: Localization, names: ArgumentNames) -> Int? {
        guard let value = localization.stringUnit?.value else { return nil }
        for specifier in FormatString.parse(value, names: names).specifiers {
            if case .substitution(let name) = specifier.kind, name == substitution { return specifier.argumentIndex }
        }
        return nil
    }
}
