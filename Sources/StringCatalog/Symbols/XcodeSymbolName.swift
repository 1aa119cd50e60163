/// The member name Xcode 26's string symbols give a key, as its generated files show: the key's words
/// (format specifiers dropped; letters, digits and `$`; apostrophes joining) in lower camel case, where the
/// first word's leading capitals are lowered (`CFBundleDisplayName` → `cfbundleDisplayName`), a later
/// word in capitals only is capitalized (`CRT` → `Crt`) and any other later word gets a capital first
/// letter (`iCloud` → `ICloud`); letters after digits start a word (`1month` → `1Month`).
/// `action.copy_link` → `actionCopyLink`, `%lld MiB` → `miB`.
public enum XcodeSymbolName {
    /// The member name of `key`'s symbol, written as Swift needs it (a keyword in backticks, a leading
    /// digit after `_`: what Xcode does there is not known; see ``problem(forKey:)``).
    public static func name(forKey key: String) -> String {
        let words = words(in: key)
        var name = ""
        for (offset, word) in words.enumerated() {
            name += offset == 0 ? loweringLeadingCapitals(word) : capitalized(word)
        }
        if name.isEmpty { return "_" }
        if let first = name.unicodeScalars.first, first.properties.numericType != nil { name = "_" + name }
        return SwiftKeywords.escaped.contains(name) ? "`\(name)`" : name
    }

    /// Why Xcode's symbol for `key` would not build, if it would not: a name that is a Swift keyword,
    /// starts with a digit or has no letters.
    public static func problem(forKey key: String) -> String? {
        let name = name(forKey: key)
        if name == "_" { return "its symbol would have no name: the key has no letters or digits" }
        if name.hasPrefix("`") { return "its symbol \(name) would be the Swift keyword \(name.dropFirst().dropLast())" }
        if name.hasPrefix("_") { return "its symbol would start with a digit (\(name.dropFirst()))" }
        if name.hasPrefix("$") { return "its symbol \(name) would start with $, which Swift keeps for itself" }
        if SwiftKeywords.reserved.contains(name) { return "its symbol .\(name) is a name Swift reserves" }
        return nil
    }

    /// The keys among `keys` whose symbols collide with an earlier key's (in the code-point order Xcode
    /// writes them), each with the key that keeps the name. Names are compared ignoring case, as Xcode
    /// compares them; keys with a ``problem(forKey:)`` are left out.
    public static func collisions(among keys: some Sequence<String>) -> [(key: String, keptBy: String)] {
        var firstByFoldedName: [String: String] = [:]
        var result: [(key: String, keptBy: String)] = []
        for key in keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        where problem(forKey: key) == nil {
            let folded = name(forKey: key).lowercased()
            if let first = firstByFoldedName[folded] {
                result.append((key, first))
            } else {
                firstByFoldedName[folded] = key
            }
        }
        return result
    }

    /// The words of `key` with its format specifiers left out.
    static func words(in key: String) -> [String] {
        var text = ""
        for token in FormatString.parse(key).tokens {
            switch token {
            case .literal(let literal, _): text += literal
            case .specifier: text += " "
            }
        }
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if isWordCharacter(character) {
                // A letter after digits starts a word: `expiry_1month` → `expiry1Month`.
                if character.isLetter, let last = current.last, last.isNumber {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            } else if character == "'" || character == "’", !current.isEmpty, index + 1 < characters.count,
                      isWordCharacter(characters[index + 1]) {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "$" || (character != "_" && (character.isLetter || character.isNumber))
    }

    private static func loweringLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }
        return capitals.lowercased() + word.dropFirst(capitals.count)
    }

    private static func capitalized(_ word: String) -> String {
        let isAllCapitals = word.contains { $0.isLetter } && !word.contains { $0.isLowercase }
        let rest = word.dropFirst()
        return word.prefix(1).uppercased() + (isAllCapitals ? rest.lowercased() : String(rest))
    }
}

extension CatalogEntry {
    /// Whether Xcode 26 generates a string symbol for this entry: a manually managed key whose
    /// `generatesSymbol` is not `false`.
    public var generatesXcodeSymbol: Bool { extractionState == .manual && generatesSymbol != false }
}
