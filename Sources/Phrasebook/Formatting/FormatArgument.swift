/// A value passed to a localized format: the typed counterpart of a C variadic argument, so a
/// conversion can never misread it.
public struct FormatArgument: Sendable, Hashable, CustomStringConvertible {
    enum Value: Sendable, Hashable {
        case signed(Int64)
        case unsigned(UInt64)
        case floatingPoint(Double)
        case text(String)
    }

    let value: Value

    public static func int<T: SignedInteger & FixedWidthInteger>(_ value: T) -> FormatArgument {
        FormatArgument(value: .signed(Int64(value)))
    }
    public static func uint<T: UnsignedInteger & FixedWidthInteger>(_ value: T) -> FormatArgument {
        FormatArgument(value: .unsigned(UInt64(value)))
    }
    public static func double(_ value: Double) -> FormatArgument { FormatArgument(value: .floatingPoint(value)) }
    public static func string(_ value: String) -> FormatArgument { FormatArgument(value: .text(value)) }

    /// The argument's kind, to check it against the conversion that reads it.
    var argumentClass: FormatArgumentClass {
        switch value {
        case .signed, .unsigned: .integer
        case .floatingPoint: .floatingPoint
        case .text: .object
        }
    }

    /// The argument as `%@` prints it.
    public var description: String {
        switch value {
        case .signed(let number): String(number)
        case .unsigned(let number): String(number)
        case .floatingPoint(let number): String(number)
        case .text(let text): text
        }
    }
}

/// A type that can be interpolated into a `LocalizationKey` or passed to a lookup, with the format
/// specifier Apple's `String.LocalizationValue` uses for it (`Int` → `%lld`, `Double` → `%lf`, …).
public protocol FormatArgumentConvertible {
    /// The specifier, without `%`, that the key gets for an interpolated value of this type.
    static var formatSpecifier: String { get }
    var formatArgument: FormatArgument { get }
}

extension Int: FormatArgumentConvertible {
    public static var formatSpecifier: String { "lld" }
    public var formatArgument: FormatArgument { .int(self) }
}
extension Int64: FormatArgumentConvertible {
    public static var formatSpecifier: String { "lld" }
    public var formatArgument: FormatArgument { .int(self) }
}
extension Int32: FormatArgumentConvertible {
    public static var formatSpecifier: String { "d" }
    public var formatArgument: FormatArgument { .int(self) }
}
extension Int16: FormatArgumentConvertible {
    public static var formatSpecifier: String { "d" }
    public var formatArgument: FormatArgument { .int(self) }
}
extension Int8: FormatArgumentConvertible {
    public static var formatSpecifier: String { "d" }
    public var formatArgument: FormatArgument { .int(self) }
}
extension UInt: FormatArgumentConvertible {
    public static var formatSpecifier: String { "llu" }
    public var formatArgument: FormatArgument { .uint(self) }
}
extension UInt64: FormatArgumentConvertible {
    public static var formatSpecifier: String { "llu" }
    public var formatArgument: FormatArgument { .uint(self) }
}
extension UInt32: FormatArgumentConvertible {
    public static var formatSpecifier: String { "u" }
    public var formatArgument: FormatArgument { .uint(self) }
}
extension UInt16: FormatArgumentConvertible {
    public static var formatSpecifier: String { "u" }
    public var formatArgument: FormatArgument { .uint(self) }
}
extension UInt8: FormatArgumentConvertible {
    public static var formatSpecifier: String { "u" }
    public var formatArgument: FormatArgument { .uint(self) }
}
extension Double: FormatArgumentConvertible {
    public static var formatSpecifier: String { "lf" }
    public var formatArgument: FormatArgument { .double(self) }
}
extension Float: FormatArgumentConvertible {
    public static var formatSpecifier: String { "f" }
    public var formatArgument: FormatArgument { .double(Double(self)) }
}
extension String: FormatArgumentConvertible {
    public static var formatSpecifier: String { "@" }
    public var formatArgument: FormatArgument { .string(self) }
}
extension Substring: FormatArgumentConvertible {
    public static var formatSpecifier: String { "@" }
    public var formatArgument: FormatArgument { .string(String(self)) }
}
