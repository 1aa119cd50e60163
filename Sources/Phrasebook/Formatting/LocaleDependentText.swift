import Foundation

/// A value shown as text that depends on the language it is shown in — a date, a number with a format
/// style, a list — formatted only when a localizer renders it, with that localizer's locale.
public struct LocaleDependentText: Sendable, Hashable {
    /// The value and its style in one allocation (two closures would copy the style, a large struct for
    /// dates, into two contexts at every interpolation).
    private let styled: any StyledValue

    /// `value` formatted by `format` in whichever locale renders it.
    public init<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
    where Format: Sendable, Format.FormatOutput == String, Format.FormatInput: Sendable {
        styled = Styled(value, format: format)
    }

    /// The text in `locale`.
    public func text(in locale: Locale) -> String { styled.text(in: locale) }

    /// Two texts are equal when their value and style are. Described only when compared: describing a
    /// date costs far more than the lookup that shows it.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.styled.identity == rhs.styled.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(styled.identity) }
}

/// A value with its format style, type-erased: a class, so the text holds one reference.
private protocol StyledValue: AnyObject, Sendable {
    func text(in locale: Locale) -> String
    var identity: String { get }
}

private final class Styled<Format: FormatStyle>: StyledValue
where Format: Sendable, Format.FormatOutput == String, Format.FormatInput: Sendable {
    let value: Format.FormatInput
    let format: Format

    init(_ value: Format.FormatInput, format: Format) {
        self.value = value
        self.format = format
    }

    func text(in locale: Locale) -> String { format.locale(locale).format(value) }
    var identity: String { "\(Format.self)|\(format)|\(value)" }
}
