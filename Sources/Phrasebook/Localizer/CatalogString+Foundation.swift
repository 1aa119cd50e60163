#if canImport(Darwin)
import Foundation

extension CatalogString {
    /// The same string as Foundation's `LocalizedStringResource`, with the key, table, default value and
    /// bundle Xcode's generated symbols have: `Text(L10n.welcome.resource)`, `String(localized: L10n.welcome.resource)`.
    public var resource: LocalizedStringResource {
        LocalizedStringResource(staticKey, defaultValue: localizationValue, table: table,
                                bundle: bundleURL.map { .atURL($0) } ?? .main)
    }

    /// The default value with the arguments interpolated in argument order, so that Foundation formats the
    /// catalog's text with them as the key's specifiers number them.
    private var localizationValue: String.LocalizationValue {
        var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: arguments.count)
        if arguments.isEmpty { interpolation.appendLiteral(defaultValue ?? key) }
        for argument in arguments {
            switch argument.value {
            case .signed(let number): interpolation.appendInterpolation(Int(number))
            case .unsigned(let number): interpolation.appendInterpolation(UInt(number))
            case .floatingPoint(let number): interpolation.appendInterpolation(number)
            case .text(let text): interpolation.appendInterpolation(text)
            case .localized(let text): interpolation.appendInterpolation(text.text(in: .current))
            }
        }
        return String.LocalizationValue(stringInterpolation: interpolation)
    }
}
#endif
