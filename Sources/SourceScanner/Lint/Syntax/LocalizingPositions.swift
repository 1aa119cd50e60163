import SwiftSyntax

/// The SwiftUI positions that localize a literal (typed `LocalizedStringKey`) but show a `String` value
/// verbatim through their `StringProtocol` overload, answered from extraction's `LocalizableAPICatalog`.
///
/// Lint needs only these dual-overload positions: a `String` cannot reach a position typed only
/// `LocalizedStringKey`. The table is extraction's `LocalizableAPICatalog`.
enum LocalizingPositions {
    /// The SDK's localizable positions, shared with extraction.
    private static let resolver = LocalizablePositionResolver(catalog: .standard)

    /// The arguments of `call` shown to people through a localizing position.
    static func displayedArguments(of call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        // `LocalizedStringKey(x)` looks `x` up at run time: dynamic-localization-key's concern.
        guard call.calleeName != "LocalizedStringKey" else { return [] }
        return resolver.keyArguments(of: call, kind: .localizedStringKey)
    }

    /// Whether `call` looks its key up in a catalog: `String(localized:)`, `LocalizedStringResource(…)`,
    /// `NSLocalizedString(…)` and the rest of the catalog's Foundation APIs, or `Bundle.localizedString(forKey:)`.
    static func isLocalizationCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calleeName == "localizedString", call.arguments.first?.label?.text == "forKey" { return true }
        return !resolver.keyArguments(of: call, kinds: [.localizationValue, .plainString]).isEmpty
    }

    /// Whether `literal` is itself the argument at a localizing position (it becomes a catalog key).
    static func isLocalizedDirectly(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if call.isLocalizationCall, argument.id == call.arguments.first?.id { return true }
        return resolver.position(of: literal) != nil
    }
}
