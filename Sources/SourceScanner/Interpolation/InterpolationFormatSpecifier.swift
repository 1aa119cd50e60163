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
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            return String(name.dropFirst().dropLast())
        }
        if name.hasPrefix("Array<"), name.hasSuffix(">") { return String(name.dropFirst(6).dropLast()) }
        if name.hasPrefix("Set<"), name.hasSuffix(">") { return String(name.dropFirst(4).dropLast()) }
        return nil
    }
}
