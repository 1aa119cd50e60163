/// The printf-style specifier Apple's localizable string interpolations write for a value's static type
/// (`LocalizedStringKey.StringInterpolation`, `String.LocalizationValue.StringInterpolation`).
public enum InterpolationFormatSpecifier {
    /// What an interpolation of a type that is not a number becomes (`String`, `Date`, `Text`, objects, …).
    public static let object = "%@"

    /// Numeric types and their specifiers (each type's `_FormatSpecifiable._specifier`, which the compiler
    /// evaluates when it extracts a key); every other type interpolates as an object (`%@`).
    public static let specifiersByType: [String: String] = [
        "Int": "%lld", "Int64": "%lld",
        "Int8": "%hhd", "Int16": "%hd", "CShort": "%hd", "Int32": "%d", "CInt": "%d",
        "UInt": "%llu", "UInt64": "%llu",
        "UInt8": "%hhu", "UInt16": "%hu", "CUnsignedShort": "%hu", "UInt32": "%u", "CUnsignedInt": "%u",
        "Double": "%lf", "Float64": "%lf", "CGFloat": "%lf", "TimeInterval": "%lf", "CDouble": "%lf",
        "CLLocationDegrees": "%lf", "CLLocationDistance": "%lf",
        "Float": "%f", "Float32": "%f", "CFloat": "%f",
        "UnsafeRawPointer": "%p", "UnsafeMutableRawPointer": "%p",
    ]

    /// The specifier for a value of `typeName` (`"Int"` → `%lld`); unknown types give `%@`.
    public static func specifier(forTypeName typeName: String?) -> String {
        guard let typeName else { return object }
        return specifiersByType[TypeName.normalized(typeName)] ?? object
    }

    /// Whether `typeName` is one of the numeric types with their own specifier.
    public static func isNumeric(_ typeName: String) -> Bool {
        specifiersByType[TypeName.normalized(typeName)].map { $0 != "%p" } ?? false
    }
}

/// Small helpers over type names as written in source (`Swift.Int`, `Int?`, `[String]`).
enum TypeName {
    /// The type without optionality or module prefix: `Swift.Int?` → `Int`.
    static func normalized(_ typeName: String) -> String {
        var name = Substring(typeName).trimmingWhitespace()
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast() }
        for prefix in ["Swift.", "Foundation.", "CoreGraphics.", "SwiftUI."] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        return String(name)
    }

    /// The element type of an array type (`[Int]` → `Int`, `Array<Int>` → `Int`), if it is one.
    static func arrayElement(_ typeName: String) -> String? {
        let name = normalized(typeName)
        if name.hasPrefix("["), name.hasSuffix("]"), !hasTopLevelColon(Substring(name).dropFirst().dropLast()) {
            return String(name.dropFirst().dropLast())
        }
        if name.hasPrefix("Array<"), name.hasSuffix(">") { return String(name.dropFirst(6).dropLast()) }
        if name.hasPrefix("Set<"), name.hasSuffix(">") { return String(name.dropFirst(4).dropLast()) }
        return nil
    }

    /// Whether `body` (a bracketed type's inside) has a `:` outside nested brackets: `[Key: Value]` is a
    /// dictionary, `[(title: LocalizedStringKey, count: Int)]` an array of labelled tuples.
    private static func hasTopLevelColon(_ body: Substring) -> Bool {
        var depth = 0
        for index in body.indices {
            depth += nestingChange(at: index, in: body)
            if depth == 0, body[index] == ":" { return true }
        }
        return false
    }

    /// How a type's bracket nesting changes at `index`: one level in at `[`, `<` and `(`, one out at their
    /// closers; none elsewhere, nor at the `>` of a function type's `->`.
    private static func nestingChange(at index: Substring.Index, in text: Substring) -> Int {
        switch text[index] {
        case "[", "<", "(": 1
        case "]", ")": -1
        case ">": index > text.startIndex && text[text.index(before: index)] == "-" ? 0 : -1
        default: 0
        }
    }

    /// The type of a tuple type's element labelled `label`, or else at `offset`
    /// (`(on: LocalizedStringResource, off: LocalizedStringResource)`, `on` → `LocalizedStringResource`).
    static func tupleElement(_ typeName: String, label: String?, offset: Int) -> String? {
        let name = Substring(normalized(typeName))
        guard name.hasPrefix("("), name.hasSuffix(")") else { return nil }
        var elements: [Substring] = []
        var depth = 0
        var start = name.index(after: name.startIndex)
        let body = name.dropFirst().dropLast()
        for index in body.indices {
            depth += nestingChange(at: index, in: body)
            if depth == 0, body[index] == "," {
                elements.append(name[start..<index])
                start = name.index(after: index)
            }
        }
        elements.append(name[start..<body.endIndex])
        guard elements.count > 1 else { return nil }
        var labeled: [(label: Substring?, type: Substring)] = []
        for element in elements {
            // `label: Type`; a `:` inside brackets belongs to a dictionary type.
            var colon: Substring.Index?
            var level = 0
            for index in element.indices {
                level += nestingChange(at: index, in: element)
                if level == 0, colon == nil, element[index] == ":" { colon = index }
            }
            if let colon {
                labeled.append((element[..<colon].trimmingWhitespace(), element[element.index(after: colon)...].trimmingWhitespace()))
            } else {
                labeled.append((nil, element.trimmingWhitespace()))
            }
        }
        if let label, let match = labeled.first(where: { $0.label.map(String.init) == label }) { return String(match.type) }
        return offset < labeled.count ? String(labeled[offset].type) : nil
    }

    /// The value type of a dictionary type (`[String: Int]` → `Int`, `Dictionary<String, Int>` → `Int`).
    static func dictionaryValue(_ typeName: String) -> String? {
        let name = Substring(normalized(typeName))
        let (body, separator): (Substring, Character)
        if name.hasPrefix("["), name.hasSuffix("]") {
            (body, separator) = (name.dropFirst().dropLast(), ":")
        } else if name.hasPrefix("Dictionary<"), name.hasSuffix(">") {
            (body, separator) = (name.dropFirst(11).dropLast(), ",")
        } else {
            return nil
        }
        // The separator outside any nested brackets: `[String: [Int: Bool]]`, `[Key<A, B>: V]`.
        var depth = 0
        for index in body.indices {
            depth += nestingChange(at: index, in: body)
            if depth == 0, body[index] == separator {
                return String(body[body.index(after: index)...].trimmingWhitespace())
            }
        }
        return nil
    }
}
