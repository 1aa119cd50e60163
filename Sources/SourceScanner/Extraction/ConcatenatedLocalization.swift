import SwiftSyntax

/// A localized string joined to an interpolation with `+`: `String(localized: "Points:") + " \(count)"`.
/// The value never reaches the key, so a translation written with a placeholder for it shows none.
enum ConcatenatedLocalization {
    /// Whether the call whose key `position` holds is an operand of `+` beside a string literal with
    /// interpolations. SwiftUI's `Text` values are joined with `+` by design, so only calls that return a
    /// `String` (`String(localized:)`, `NSLocalizedString`, a `Localizer`'s `string`) count.
    static func isConcatenatedWithInterpolation(_ position: LocalizablePosition) -> Bool {
        guard position.kind != .localizedStringKey, let call = position.arguments?.parent?.as(FunctionCallExprSyntax.self),
              let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self)
        else { return false }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == call.id }) else { return false }
        for (operatorIndex, operandIndex) in [(index + 1, index + 2), (index - 1, index - 2)]
        where operandIndex >= 0 && operandIndex < elements.count {
            if elements[operatorIndex].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
               elements[operandIndex].as(StringLiteralExprSyntax.self)?.hasInterpolation == true {
                return true
            }
        }
        return false
    }
}
