import StringCatalog

/// The Swift type of an accessor's parameter, from the format specifier that reads it.
enum ParameterType: String, Sendable, Hashable {
    /// `%lld`, `%d`, `%ld`, `%x`, `%o`; widths and precisions given by `*`; `%p`.
    case int = "Int"
    /// `%llu`, `%lu`, `%u`.
    case uint = "UInt"
    /// `%lf`, `%f`, `%g`, `%e`.
    case double = "Double"
    /// `%@`, `%s`, `%S`.
    case string = "String"
    /// `%c`, `%C`: one character.
    case scalar = "Unicode.Scalar"

    /// The type for a specifier with this conversion character and category.
    init(category: FormatArgumentCategory, conversion: Character) {
        switch category {
        case .integer: self = conversion == "u" || conversion == "U" ? .uint : .int
        case .pointer: self = .int
        case .double: self = .double
        case .character, .unichar: self = .scalar
        case .object, .cString, .unicharString, .substitution: self = .string
        }
    }

    /// The type a substitution's `formatSpecifier` (`"lld"`) describes; a missing or unusable one is read
    /// as an object, as the runtime reads it.
    init(formatSpecifier: String?) {
        guard let formatSpecifier,
              let specifier = FormatString.parse("%" + formatSpecifier).specifiers.first, specifier.kind == .conversion,
              let category = specifier.category
        else { self = .string; return }
        self.init(category: category, conversion: specifier.conversion)
    }

    /// The `FormatValue` expression that passes `name` to the runtime.
    func formatValue(_ name: String) -> String {
        switch self {
        case .int: ".int(\(name))"
        case .uint: ".uint(\(name))"
        case .double: ".double(\(name))"
        case .string: ".string(\(name))"
        case .scalar: ".uint(\(name).value)"
        }
    }

    /// The category the runtime sees for a value of this type, to tell real conflicts from specifiers
    /// that differ only in signedness or length.
    var runtimeCategory: FormatArgumentCategory {
        switch self {
        case .int, .uint, .scalar: .integer
        case .double: .double
        case .string: .object
        }
    }
}
