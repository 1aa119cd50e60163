import SwiftSyntax

/// The declared type of a name visible at a point of a function: a parameter or an earlier local.
///
/// Deliberately small: enough to tell a `String` key or a `Double` value from others in the common
/// cases. TODO(extraction #4): use the extraction's interpolation type inference once it lands.
enum LocalDeclarations {
    enum Kind: Equatable {
        case string
        case floatingPoint
        case other
    }

    /// The kind of `name` as seen from `node`, or `nil` when no declaration is found.
    static func kind(of name: String, at node: some SyntaxProtocol) -> Kind? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.position >= child.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return kind(type: binding.typeAnnotation?.type, value: binding.initializer?.value)
                    }
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return parameterKind(name, in: function.signature.parameterClause)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return parameterKind(name, in: initializer.signature.parameterClause)
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }

    private static func parameterKind(_ name: String, in clause: FunctionParameterClauseSyntax) -> Kind? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return kind(type: parameter.type, value: nil)
        }
        return nil
    }

    static let floatingPointTypes: Set<String> = [
        "Double", "Float", "CGFloat", "TimeInterval", "Float80", "Float16", "Double?", "Float?", "CGFloat?",
    ]

    static func kind(type: TypeSyntax?, value: ExprSyntax?) -> Kind {
        if let type {
            if type.isStringLike { return .string }
            return floatingPointTypes.contains(type.trimmedDescription) ? .floatingPoint : .other
        }
        guard let value = value?.unwrapped else { return .other }
        return kind(ofExpression: value) ?? .other
    }

    /// The kind of an expression whose type shows in its spelling: literals and `Double(…)`-style conversions.
    static func kind(ofExpression expression: ExprSyntax) -> Kind? {
        let value = expression.unwrapped
        if value.is(StringLiteralExprSyntax.self) { return .string }
        if value.is(FloatLiteralExprSyntax.self) { return .floatingPoint }
        if let call = value.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            if floatingPointTypes.contains(name) { return .floatingPoint }
            if name == "String" { return .string }
        }
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            return kind(of: reference.baseName.text, at: value)
        }
        return nil
    }
}
