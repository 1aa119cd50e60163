import SwiftSyntax

/// The SwiftUI positions that localize a literal (typed `LocalizedStringKey`) but show a `String` value
/// verbatim through their `StringProtocol` overload, answered from extraction's `LocalizableAPICatalog`.
///
/// Lint needs only these: a `String` can't reach a position typed only `LocalizedStringKey`, so asking
/// the whole catalog is safe.
enum LocalizingPositions {
    /// The arguments of `call` shown to people through a localizing position.
    static func displayedArguments(of call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        var result: [LabeledExprSyntax] = []
        for (callee, _) in LocalizablePositionResolver.callees(of: call.calledExpression) {
            // `LocalizedStringKey(x)` looks `x` up at run time: dynamic-localization-key's concern.
            guard callee.name != "LocalizedStringKey" else { continue }
            for api in LocalizableAPICatalog.standard.apis(named: callee.name)
            where api.kind == .localizedStringKey && api.callee == callee && !api.keyIsArray
                && call.arguments.count >= api.minimumArgumentCount {
                for label in api.keyLabels {
                    let argument = label == LocalizableAPI.unlabeled
                        ? call.firstUnlabeledArgument : call.argument(labelled: label)
                    if let argument, !result.contains(where: { $0.id == argument.id }) { result.append(argument) }
                }
            }
        }
        return result
    }

    /// Whether `literal` is itself the argument at a localizing position (it becomes a catalog key).
    static func isLocalizedDirectly(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if call.isLocalizationCall, argument.id == call.arguments.first?.id { return true }
        return displayedArguments(of: call).contains { $0.id == argument.id }
    }
}
