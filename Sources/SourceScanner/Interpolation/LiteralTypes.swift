import SwiftSyntax

/// Types that an expression shows on its face, without any context: literals and initializer calls.
enum LiteralTypes {
    static func type(of expr: ExprSyntax) -> String? {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .stringLiteralExpr: return "String"
        case .booleanLiteralExpr: return "Bool"
        case .prefixOperatorExpr(let prefix) where prefix.operator.text == "-": return type(of: prefix.expression)
        case .functionCallExpr(let call):
            return initializedType(call)
        case .sequenceExpr(let sequence):
            // `0 as Double`
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
               let type = elements[2].as(TypeExprSyntax.self) {
                return type.type.compactText
            }
            return nil
        default: return nil
        }
    }

    /// `Foo(...)` and `Foo.init(...)` create a `Foo` when `Foo` is spelled like a type; `[Foo]()` and
    /// `[Key: Value]()` an empty collection.
    static func initializedType(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) { return callee.compactText }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base {
            callee = base
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return name
    }
}
