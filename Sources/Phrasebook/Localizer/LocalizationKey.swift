/// A localizable string written with interpolation, as with Apple's `String.LocalizationValue`:
/// `"\(count) cents"` becomes the key `%lld cents` with `count` as its argument.
///
/// Each interpolated value gets the specifier Apple uses for its static type (`Int` → `%lld`,
/// `UInt` → `%llu`, `Int32` → `%d`, `Double` → `%lf`, `Float` → `%f`, `String` and any other type
/// → `%@`). Literal `%` signs are written `%%` when the key has arguments, so the key stays a valid format.
public struct LocalizationKey: ExpressibleByStringInterpolation, Sendable, Hashable, CustomStringConvertible {
    /// The catalog key (`%lld cents`).
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [FormatArgument]

    public init(key: String, arguments: [FormatArgument] = []) {
        self.key = key
        self.arguments = arguments
    }

    public init(stringLiteral value: String) {
        self.init(key: value)
    }

    public init(stringInterpolation: StringInterpolation) {
        if stringInterpolation.arguments.isEmpty {
            key = stringInterpolation.parts.map(\.text).joined()
        } else {
            key = stringInterpolation.parts.map { part in
                part.isLiteral ? part.text.replacingPercentSigns() : part.text
            }.joined()
        }
        arguments = stringInterpolation.arguments
    }

    public var description: String { key }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var parts: [(text: String, isLiteral: Bool)] = []
        fileprivate var arguments: [FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
            arguments.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            parts.append((literal, true))
        }

        /// Appends a number or string with the specifier Apple uses for its type.
        public mutating func appendInterpolation<Value: FormatArgumentConvertible>(_ value: Value) {
            parts.append(("%" + Value.formatSpecifier, false))
            arguments.append(value.formatArgument)
        }

        /// Appends a value with an explicit specifier, as SwiftUI's `Text("\(x, specifier: "%.1f")")`.
        public mutating func appendInterpolation<Value: FormatArgumentConvertible>(_ value: Value, specifier: String) {
            parts.append((specifier, false))
            arguments.append(value.formatArgument)
        }

        /// Appends any other value as an object (`%@`), by its description.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            parts.append(("%@", false))
            arguments.append(.string(String(describing: value)))
        }
    }
}

private extension String {
    func replacingPercentSigns() -> String {
        utf8.contains(UInt8(ascii: "%")) ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }
}
