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
        if name.hasPrefix("["), name.hasSuffix("]"), !hasTopLevelColon(name.dropFirst().dropLast()) {
            return String(name.dropFirst().dropLast())
        }
        if name.hasPrefix("Array<"), name.hasSuffix(">") { return String(name.dropFirst(6).dropLast()) }
        if name.hasPrefix("Set<"), name.hasSuffix(">") { return String(name.dropFirst(4).dropLast()) }
        return nil
    }

    /// Whether `body` (a bracketed type's inside) has a `:` outside nested brackets: `[Key: Value]` is a
    /// dictionary, `[(title: LocalizedStringKey, count: Int)]` an array of labelled tuples.
    private static func hasTopLevelColon(_ body: some StringProtocol) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in body {
            switch character {
            case "[", "<", "(": depth += 1
            case ">" where previous == "-": break // `->` of a function type
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
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
            switch body[index] {
            case "[", "<", "(": depth += 1
            case ">" where index > body.startIndex && body[body.index(before: index)] == "-": break // `->`
            case "]", ">", ")": depth -= 1
            case "," where depth == 0:
                elements.append(name[start..<index])
                start = name.index(after: index)
            default: break
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
                switch element[index] {
                case "[", "<", "(": level += 1
                case ">" where index > element.startIndex && element[element.index(before: index)] == "-": break // `->`
                case "]", ">", ")": level -= 1
                case ":" where level == 0 && colon == nil: colon = index
                default: break
                }
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
        let (body, separator): (Substring, UInt8)
        if name.hasPrefix("["), name.hasSuffix("]") {
            (body, separator) = (name.dropFirst().dropLast(), UInt8(ascii: ":"))
        } else if name.hasPrefix("Dictionary<"), name.hasSuffix(">") {
            (body, separator) = (name.dropFirst(11).dropLast(), UInt8(ascii: ","))
        } else {
            return nil
        }
        // The separator outside any nested brackets: `[String: [Int: Bool]]`, `[Key<A, B>: V]`.
        var depth = 0
        for index in body.utf8.indices {
            switch body.utf8[index] {
            case UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ">") where index > body.utf8.startIndex && body.utf8[body.utf8.index(before: index)] == UInt8(ascii: "-"):
                break // `->` of a function type
            case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"): depth -= 1
            case separator where depth == 0:
                return String(body[body.utf8.index(after: index)...].trimmingWhitespace())
            default: break
            }
        }
        return nil
    }
}
