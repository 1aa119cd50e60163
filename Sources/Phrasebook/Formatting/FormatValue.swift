import Foundation
import StringCatalog

/// A value passed to a localized format: the typed counterpart of a C variadic argument, so a
/// conversion can never misread it.
public struct FormatValue: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline
    enum Value: Sendable, Hashable {
        case signed(Int64)
        case unsigned(UInt64)
        case floatingPoint(Double)
        case text(String)
        case localized(LocaleDependentText)
    }

    @usableFromInline
    let value: Value

    // Inlinable with the constructors below, so an app's `.int(count)` is specialized where it is written
    // rather than a generic call per argument.
    @usableFromInline
    init(value: Value) {
        self.value = value
    }

    /// A signed integer, for `%d`, `%lld`, `%x` and the like.
    @inlinable
    public static func int<T: SignedInteger & FixedWidthInteger>(_ value: T) -> FormatValue {
        FormatValue(value: .signed(Int64(value)))
    }
    /// An unsigned integer, for `%u`, `%llu`, `%x` and the like.
    @inlinable
    public static func uint<T: UnsignedInteger & FixedWidthInteger>(_ value: T) -> FormatValue {
        FormatValue(value: .unsigned(UInt64(value)))
    }
    /// A floating-point number, for `%f`, `%lf`, `%e`, `%g`.
    @inlinable
    public static func double(_ value: Double) -> FormatValue { FormatValue(value: .floatingPoint(value)) }
    /// Text, for `%@` and `%s`.
    @inlinable
    public static func string(_ value: String) -> FormatValue { FormatValue(value: .text(value)) }
    /// A value formatted with a format style in the locale of the localizer that renders it, for `%@`:
    /// `.formatted(date, format: .dateTime.day().month())`, `.formatted(0.25, format: .percent)`.
    public static func formatted<Format: FormatStyle>(_ value: Format.FormatInput, format: Format) -> FormatValue
    where Format: Sendable, Format.FormatOutput == String, Format.FormatInput: Sendable {
        FormatValue(value: .localized(LocaleDependentText(value, format: format)))
    }
    /// The value's kind, to check it against the conversion that reads it.
    var category: FormatArgumentCategory {
        switch value {
        case .signed, .unsigned: .integer
        case .floatingPoint: .double
        case .text, .localized: .object
        }
    }

    /// The argument as `%@` prints it in `locale`.
    func text(in locale: Locale) -> String {
        if case .localized(let text) = value { return text.text(in: locale) }
        return description
    }

    /// The locale values are shown in when none is given.
    static let neutralLocale = Locale(identifier: "en_US_POSIX")

    /// The argument as `%@` prints it.
    public var description: String {
        switch value {
        case .signed(let number): String(number)
        case .unsigned(let number): String(number)
        case .floatingPoint(let number): String(number)
        case .text(let text): text
        case .localized(let text): text.text(in: Self.neutralLocale)
        }
    }
}

/// A type that can be interpolated into a `LocalizationKey` or passed to a lookup, with the format
/// specifier Apple's `String.LocalizationValue` uses for it (`Int` → `%lld`, `Double` → `%lf`, …).
public protocol FormatValueConvertible {
    /// The specifier, without `%`, that the key gets for an interpolated value of this type.
    static var formatSpecifier: String { get }
    var formatValue: FormatValue { get }
}

extension Int: FormatValueConvertible {
    public static var formatSpecifier: String { "lld" }
    public var formatValue: FormatValue { .int(self) }
}
extension Int64: FormatValueConvertible {
    public static var formatSpecifier: String { "lld" }
    public var formatValue: FormatValue { .int(self) }
}
extension Int32: FormatValueConvertible {
    public static var formatSpecifier: String { "d" }
    public var formatValue: FormatValue { .int(self) }
}
extension Int16: FormatValueConvertible {
    public static var formatSpecifier: String { "hd" }
    public var formatValue: FormatValue { .int(self) }
}
extension Int8: FormatValueConvertible {
    public static var formatSpecifier: String { "hhd" }
    public var formatValue: FormatValue { .int(self) }
}
extension UInt: FormatValueConvertible {
    public static var formatSpecifier: String { "llu" }
    public var formatValue: FormatValue { .uint(self) }
}
extension UInt64: FormatValueConvertible {
    public static var formatSpecifier: String { "llu" }
    public var formatValue: FormatValue { .uint(self) }
}
extension UInt32: FormatValueConvertible {
    public static var formatSpecifier: String { "u" }
    public var formatValue: FormatValue { .uint(self) }
}
extension UInt16: FormatValueConvertible {
    public static var formatSpecifier: String { "hu" }
    public var formatValue: FormatValue { .uint(self) }
}
extension UInt8: FormatValueConvertible {
    public static var formatSpecifier: String { "hhu" }
    public var formatValue: FormatValue { .uint(self) }
}
extension Double: FormatValueConvertible {
    public static var formatSpecifier: String { "lf" }
    public var formatValue: FormatValue { .double(self) }
}
extension Float: FormatValueConvertible {
    public static var formatSpecifier: String { "f" }
    public var formatValue: FormatValue { .double(Double(self)) }
}
extension String: FormatValueConvertible {
    public static var formatSpecifier: String { "@" }
    public var formatValue: FormatValue { .string(self) }
}
extension Substring: FormatValueConvertible {
    public static var formatSpecifier: String { "@" }
    public var formatValue: FormatValue { .string(String(self)) }
}
extension Date: FormatValueConvertible {
    /// A date is an object (`%@`), shown as Apple shows a date interpolated without a style: numeric date
    /// and short time, in the localizer's locale (`14.11.2023, 22:13` in Ukrainian).
    public static var formatSpecifier: String { "@" }
    public var formatValue: FormatValue { .formatted(self, format: Date.FormatStyle(date: .numeric, time: .shortened)) }
}
