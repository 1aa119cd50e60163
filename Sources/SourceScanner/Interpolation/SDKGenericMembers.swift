import SwiftSyntax

/// Members of generic SDK types whose type names the type argument, which no declaration in the app
/// can tell: a Live Activity's `context.state` is its attributes' `ContentState`.
enum SDKGenericMembers {
    /// The type of member `name` of `typeName` (`ActivityViewContext<WorkoutAttributes>`), if known.
    static func type(of name: String, in typeName: String) -> String? {
        guard let (generic, argument) = genericParts(of: typeName) else { return nil }
        switch (generic, name) {
        case ("ActivityViewContext", "state"):
            return "\(argument).ContentState"
        case ("ActivityContent", "state"):
            return argument
        case ("ActivityViewContext", "attributes"), ("Activity", "attributes"):
            return argument
        case ("Activity", "content"):
            return "ActivityContent<\(argument).ContentState>"
        default:
            return nil
        }
    }

    /// The type of the first parameter of a closure passed to `call`, where the SDK declares it:
    /// `ActivityConfiguration(for: WorkoutAttributes.self) { context in … }` and its Dynamic Island closure.
    static func closureParameterType(of call: FunctionCallExprSyntax) -> String? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee == "ActivityConfiguration",
              let attributes = call.arguments.first(where: { $0.label?.text == "for" })?.expression
                  .as(MemberAccessExprSyntax.self),
              attributes.declName.baseName.tokenKind == .keyword(.self), let base = attributes.base
        else { return nil }
        return "ActivityViewContext<\(base.trimmedDescription)>"
    }

    /// `Generic<Argument>` split into its name and single type argument.
    private static func genericParts(of typeName: String) -> (String, String)? {
        guard typeName.hasSuffix(">"), let open = typeName.firstIndex(of: "<") else { return nil }
        let generic = TypeName.lastComponent(String(typeName[..<open]))
        let argument = typeName[typeName.index(after: open)..<typeName.index(before: typeName.endIndex)]
        return (generic, String(argument.trimmingWhitespace()))
    }
}
