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

    /// The member name of `key`'s symbol as code writes it after a dot (`.default`, without the backticks a
    /// declaration needs).
    public static func bareName(forKey key: String) -> String {
        let name = name(forKey: key)
        return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The enum that holds the symbols of `table`: none for `Localizable`, whose symbols are members of
    /// `LocalizedStringResource` itself; else the table's words in upper camel case (`InfoPlist`).
    public static func namespace(ofTable table: String) -> String? {
        guard table != "Localizable" else { return nil }
        let name = bareName(forKey: table)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Why Xcode's symbol for `key` would not build, if it would not: a name that is a Swift keyword,
    /// starts with a digit or has no letters.
    public static func problem(forKey key: String) -> String? {
        problem(forName: name(forKey: key))
    }

    /// Why a symbol named `name` (as ``name(forKey:)`` returns it) would not build, if it would not.
    public static func problem(forName name: String) -> String? {
        if name == "_" { return "its symbol would have no name: the key has no letters or digits" }
        if name.hasPrefix("`") { return "its symbol \(name) would be the Swift keyword \(name.dropFirst().dropLast())" }
        if name.hasPrefix("_") { return "its symbol would start with a digit (\(name.dropFirst()))" }
        if name.hasPrefix("$") { return "its symbol \(name) would start with $, which Swift keeps for itself" }
        if SwiftKeywords.reserved.contains(name) { return "its symbol .\(name) is a name Swift reserves" }
        return nil
    }

    /// The keys among `symbols` (each key with its ``name(forKey:)`` and the ``signature(of:)`` of its
    /// parameters) whose symbols collide
    /// with an earlier key's, in the code-point order Xcode writes them, each with the key that keeps the
    /// name. Names are compared ignoring case, as Xcode compares them, together with the argument labels: a
    /// property and functions of one name (`unstarBatch`, `unstarBatch(_: Int32)`, `unstarBatch(_: Int)`) are
    /// three members, as in Xcode's own output. Keys with a ``problem(forKey:)`` are left out.
    public static func collisions(among symbols: [(key: String, name: String, signature: String)]) -> [(key: String, keptBy: String)] {
        var firstBySignature: [String: String] = [:]
        var result: [(key: String, keptBy: String)] = []
        for symbol in symbols.sorted(by: { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) })
        where problem(forName: symbol.name) == nil {
            let signature = symbol.name.lowercased() + symbol.signature
            if let first = firstBySignature[signature] {
                result.append((symbol.key, first))
            } else {
                firstBySignature[signature] = symbol.key
            }
        }
        return result
    }

    /// One parameter of a symbol: a named placeholder's name labels it, others are `_ argN`.
    public struct Parameter: Sendable, Hashable {
        /// The placeholder's name, written as the argument label; `nil` for `_ argN`.
        public var label: String?
        public var name: String
        public var type: String
        /// The specifier passed to the interpolation, without position or name; `nil` for `%@`.
        public var specifier: String?
    }

    /// The parameters of a symbol whose arguments are read from `text`, in argument order.
    public static func parameters(ofText text: String) -> [Parameter] {
        // Most texts have no specifiers: nothing to parse.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        var byIndex: [Int: Parameter] = [:]
        for specifier in FormatString.parse(text, names: ArgumentNames(key: text, source: nil)).specifiers
        where specifier.kind == .conversion {
            guard let index = specifier.argumentIndex, byIndex[index] == nil else { continue }
            byIndex[index] = Parameter(
                label: specifier.name, name: specifier.name ?? "arg\(index)", type: swiftType(of: specifier),
                specifier: specifier.conversion == "@" ? nil : specifier.withoutPosition)
        }
        return byIndex.keys.sorted().map { byIndex[$0]! }
    }

    /// The argument labels and types of `parameters`: `(_:Int,count:Int)` for an unnamed `%lld` and `%(count)lld`;
    /// empty without arguments. Swift tells overloads apart by labels and types, and Xcode writes such overloads.
    public static func signature(of parameters: [Parameter]) -> String {
        parameters.isEmpty ? "" : "(" + parameters.map { ($0.label ?? "_") + ":" + $0.type }.joined(separator: ",") + ")"
    }

    /// The Swift type Xcode gives a specifier's argument: `%@` String, `%lld` Int, `%d` Int32, `%llu` UInt,
    /// floating point Double.
    public static func swiftType(of specifier: FormatSpecifier) -> String {
        let isLong = ["l", "ll", "q", "z", "t", "j"].contains(specifier.lengthModifier ?? "")
        switch specifier.conversion {
        case "d", "i", "D": return isLong ? "Int" : specifier.lengthModifier == "h" ? "Int16" : specifier.lengthModifier == "hh" ? "Int8" : "Int32"
        case "u", "U", "x", "X", "o", "O": return isLong ? "UInt" : specifier.lengthModifier == "h" ? "UInt16" : specifier.lengthModifier == "hh" ? "UInt8" : "UInt32"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "Double"
        case "c", "C": return "UInt16"
        default: return "String"
        }
    }

    /// The words of `key` with its format specifiers left out.
    static func words(in key: String) -> [String] {
        // Most keys are ASCII without specifiers: read as bytes, without Unicode's character properties.
        if !key.utf8.contains(UInt8(ascii: "%")), !key.utf8.contains(where: { $0 >= 0x80 }) { return asciiWords(in: key) }
        var text = ""
        for token in FormatString.parse(key).tokens {
            switch token {
            case .literal(let literal, _): text += literal
            case .specifier: text += " "
            }
        }
        if !text.utf8.contains(where: { $0 >= 0x80 }) { return asciiWords(in: text) }
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

    /// ``words(in:)`` for ASCII text without format specifiers, by the same rules.
    private static func asciiWords(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if isASCIIWordByte(byte) {
                if isASCIILetter(byte), let last = current.last, isASCIIDigit(last) {
                    words.append(String(decoding: current, as: UTF8.self))
                    current = []
                }
                current.append(byte)
            } else if byte == UInt8(ascii: "'"), !current.isEmpty, index + 1 < bytes.count, isASCIIWordByte(bytes[index + 1]) {
                continue
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isASCIIDigit(byte) || byte == UInt8(ascii: "$")
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

extension XcodeSymbolName {
    /// Whether `key` is an Interface Builder key (`1tx-W0-xDw.title`: an object ID and a property). Xcode
    /// generates no symbols for a storyboard's or xib's catalog (`mul.lproj/Main.xcstrings`), whose keys these are.
    public static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ".")
        else { return false }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { offset in
            let byte = bytes[offset] | 0x20 // ASCII letters in lower case; digits unchanged
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
        }
    }
}

extension CatalogEntry {
    /// Whether Xcode 26 generates a string symbol for this entry: a manually managed key whose
    /// `generatesSymbol` is not `false`.
    /// (Interface Builder's keys get none: see ``XcodeSymbolName/isInterfaceBuilderKey(_:)``.)
    public var generatesXcodeSymbol: Bool { extractionState == .manual && generatesSymbol != false }

    /// The text a symbol's arguments are read from: the source language's, else the key. A text with plural or
    /// device cases is read from its `other` case, which has every argument (Xcode-written files of such keys
    /// have not been found).
    public func xcodeSymbolText(key: String, sourceLanguage: String) -> String {
        localizations[sourceLanguage]?.argumentText ?? key
    }
}

private extension Localization {
    /// The string unit's text, else that of the `other` plural case, else of the `other` device case.
    var argumentText: String? {
        stringUnit?.value ?? variations?.plural?[.other]?.argumentText ?? variations?.device?[.other]?.argumentText
    }
}
