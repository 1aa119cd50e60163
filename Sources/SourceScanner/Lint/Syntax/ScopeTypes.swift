import SwiftSyntax

/// The declared type of a name where it is used, read from the declarations around the use: a closure's
/// element of `T.allCases` (`$0` too), a `for` loop over one, a function's or initializer's parameter, a
/// local declared before the use, a property of the enclosing type, and the project's declarations last.
enum ScopeTypes {
    static func type(of name: String, at node: some SyntaxProtocol, declarations: DeclarationIndex) -> String? {
        var current = node.parent
        while let parent = current {
            switch parent.as(SyntaxEnum.self) {
            case .closureExpr(let closure):
                if let type = DeclaredValueTypes.closureParameterTypes(closure)[name] { return type }
                if name == "$0", closure.signature == nil, let type = DeclaredValueTypes.iteratedCasesElement(of: closure) { return type }
            case .forStmt(let loop):
                if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return DeclaredValueTypes.allCasesElement(loop.sequence)
                }
            case .functionDecl(let function):
                if let type = DeclaredValueTypes.parameterTypes(function.signature.parameterClause)[name] { return type }
            case .initializerDecl(let initializer):
                if let type = DeclaredValueTypes.parameterTypes(initializer.signature.parameterClause)[name] { return type }
            case .codeBlockItemList:
                if let type = TextReceiver.localType(of: name, before: node, in: parent.cast(CodeBlockItemListSyntax.self)) {
                    return type
                }
            case .memberBlock(let members):
                if let type = DeclaredValueTypes.propertyTypes(members)[name] { return type }
            default:
                break
            }
            current = parent.parent
        }
        return declarations.propertyType(name, in: TypeNameMatch.enclosingTypeName(of: node))
    }
}
