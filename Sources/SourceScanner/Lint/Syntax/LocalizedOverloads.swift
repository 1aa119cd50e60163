import SwiftSyntax

/// The app's own APIs that take a localizable value (`LocalizedStringResource`, `LocalizedStringKey`) where
/// another overload of the same name and label takes a `String`: a literal argument type-checks to the
/// localizable one when the `String` overload is `@_disfavoredOverload`, or is the only other choice
/// (a view whose explicit `init(title: LocalizedStringResource)` replaces the memberwise `title: String`).
struct LocalizedOverloads {
    /// `callee\0label` of every parameter a literal reaches as a localizable value.
    private let slots: Set<String>

    init(_ declarations: DeclarationIndex) {
        var slots: Set<String> = []
        for api in declarations.literalLocalizableAPIs {
            for label in api.keyLabels { slots.insert(api.callee.name + "\u{0}" + label) }
        }
        self.slots = slots
    }

    /// Whether `argument` of `call`, when it is a literal (or a ternary of literals), reaches a localizable
    /// parameter the app declares for the call's name and the argument's label.
    func localizesLiteral(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        guard !slots.isEmpty, let callee = call.calleeName, Self.isLiteralChoice(argument.expression) else { return false }
        let label: String
        if let name = argument.label?.text {
            label = name
        } else {
            // Only the first unlabeled argument is addressed as `_`.
            guard call.arguments.prefix(while: { $0.id != argument.id }).allSatisfy({ $0.label != nil }) else { return false }
            label = LocalizableAPI.unlabeled
        }
        return slots.contains(callee + "\u{0}" + label)
    }

    /// A literal, or a ternary choosing between literals: both type-check to a localizable parameter.
    private static func isLiteralChoice(_ expression: ExprSyntax) -> Bool {
        let value = expression.unwrapped
        if value.is(StringLiteralExprSyntax.self) { return true }
        guard let ternary = value.as(SequenceExprSyntax.self)?.ternary, let otherwise = ternary.elseExpression else { return false }
        return ternary.thenExpression.unwrapped.is(StringLiteralExprSyntax.self)
            && otherwise.unwrapped.is(StringLiteralExprSyntax.self)
    }
}
