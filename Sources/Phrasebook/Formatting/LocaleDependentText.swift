import Foundation

/// A value shown as text that depends on the language it is shown in — a date, a number with a format
/// style, a list — formatted only when a localizer renders it, with that localizer's locale.
public struct LocaleDependentText: Sendable, Hashable {
    /// What the value and its style are, for equality (two texts are equal when both are). Described only
    /// when compared: describing a date costs far more than the lookup that shows it.
    let identity: @Sendable () -> String
    let render: @Sendable (Locale) -> String

    /// `value` formatted by `format` in whichever locale renders it.
    public init<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
    where Format: Sendable, Format.FormatOutput == String, Format.FormatInput: Sendable {
        identity = { "\(Format.self)|\(format)|\(value)" }
        render = { locale in format.locale(locale).format(value) }
    }

    /// The text in `locale`.
    public func text(in locale: Locale) -> String { render(locale) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity() == rhs.identity() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity()) }
}
