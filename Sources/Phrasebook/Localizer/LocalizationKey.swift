import Foundation

/// A localizable string written with interpolation, as with Apple's `String.LocalizationValue`:
/// `"\(count) cents"` becomes the key `%lld cents` with `count` as its argument.
///
/// Each interpolated value gets the specifier Apple uses for its static type (`Int` → `%lld`,
/// `UInt` → `%llu`, `Int32` → `%d`, `Int16` → `%hd`, `Double` → `%lf`, `Float` → `%f`, `String`, `Date`
/// and any other type → `%@`). A value with a format style (`"\(date, format: .dateTime.day().month())"`,
/// `"\(share, format: .percent)"`, `"\(names, format: .list(type: .and))"`) is `%@` in the key and is
/// formatted with the localizer's locale when shown, as are dates without a style; `specifier:` gives the
/// specifier itself. Literal `%` signs are written `%%` when the key has arguments, so the key stays a
/// valid format.
public struct LocalizationKey: ExpressibleByStringInterpolation, Sendable, Hashable, CustomStringConvertible {
    /// The catalog key (`%lld cents`).
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [FormatValue]

    public init(key: String, arguments: [FormatValue] = []) {
        self.key = key
        self.arguments = arguments
    }

    public init(stringLiteral value: String) {
        self.init(key: value)
    }

    public init(stringInterpolation: StringInterpolation) {
        // Literal `%` signs are escaped only when the key has arguments (it is then a format).
        key = stringInterpolation.arguments.isEmpty && stringInterpolation.hasPercentLiteral
            ? stringInterpolation.rawLiterals : stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public var description: String { key }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var key = ""
        fileprivate var arguments: [FormatValue] = []
        fileprivate var hasPercentLiteral = false
        /// The literals as written, kept only from the first `%` literal while no value is interpolated:
        /// the key is then the literals unescaped. Most keys never need this second string.
        fileprivate var rawLiterals = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
            arguments.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            // Empty literals (the compiler passes one where an interpolation ends the string) add nothing.
            guard !literal.isEmpty else { return }
            let needsRawLiterals = arguments.isEmpty
            guard literal.containsPercentSign else {
                if hasPercentLiteral && needsRawLiterals { rawLiterals += literal }
                key += literal
                return
            }
            if needsRawLiterals {
                // Before the first `%` literal and any value, the key is the literals as written.
                if !hasPercentLiteral { rawLiterals = key }
                rawLiterals += literal
            }
            hasPercentLiteral = true
            key += literal.replacingPercentSigns()
        }

        /// Appends a number or string with the specifier Apple uses for its type.
        public mutating func appendInterpolation<Value: FormatValueConvertible>(_ value: Value) {
            key += "%"
            key += Value.formatSpecifier
            arguments.append(value.formatValue)
        }

        /// Appends a value with an explicit specifier, as SwiftUI's `Text("\(x, specifier: "%.1f")")`.
        public mutating func appendInterpolation<Value: FormatValueConvertible>(_ value: Value, specifier: String) {
            key += specifier
            arguments.append(value.formatValue)
        }

        /// Appends a value formatted by `format` in the locale of the localizer that shows the string, as
        /// `String(localized: "Generated on \(date, format: .dateTime)")` does: `%@` in the key.
        public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
        where Format: Sendable, Format.FormatOutput == String, Format.FormatInput: Sendable {
            key += "%@"
            arguments.append(.formatted(value, format: format))
        }

        #if !canImport(Darwin)
        /// Foundation on Linux cannot format measurements in a language: interpolating one would show its
        /// English description to every user, so it doesn't compile.
        @available(*, unavailable, message: "Foundation on Linux can't format a Measurement for a language; convert it to a number and interpolate it with a unit in the key (\"\\(kilometers, format: .number) km\")")
        public mutating func appendInterpolation<Unit: Dimension>(_ value: Measurement<Unit>) {}
        #endif

        /// Appends any other value as an object (`%@`), by its description.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            key += "%@"
            arguments.append(.string(String(describing: value)))
        }
    }
}

private extension String {
    func replacingPercentSigns() -> String {
        split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
    }
}
