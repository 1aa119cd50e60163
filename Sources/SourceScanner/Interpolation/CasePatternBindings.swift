import SwiftSyntax

/// The names a `switch` case's patterns bind, each matched against the part of the subject it takes:
/// in `switch (action, currentIndex) { case (.find, .some(let index)): … }`, `index` is `currentIndex`
/// unwrapped. Names bound inside an enum payload (`case .found(let count)`) take the payload's declared type.
enum CasePatternBindings {
    static func names(in switchCase: SwitchCaseSyntax) -> [String: LocalBinding] {
        guard case .case(let label) = switchCase.label else { return [:] }
        let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
        var names: [String: LocalBinding] = [:]
        for item in label.caseItems {
            bind(item.pattern, to: subject, isUnwrapped: false, binds: false, into: &names)
        }
        return names
    }

    private static func bind(
        _ pattern: PatternSyntax, to subject: ExprSyntax?, isUnwrapped: Bool, binds: Bool,
        payload: LocalBinding? = nil, into names: inout [String: LocalBinding]
    ) {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let identifier):
            names[identifier.identifier.text] = payload ?? binding(subject, isUnwrapped: isUnwrapped)
        case .valueBindingPattern(let binding):
            bind(binding.pattern, to: subject, isUnwrapped: isUnwrapped, binds: true, payload: payload, into: &names)
        case .expressionPattern(let expression):
            bind(expression.expression, to: subject, isUnwrapped: isUnwrapped, binds: binds, payload: payload, into: &names)
        case .tuplePattern(let tuple):
            let parts = subjectElements(subject, count: tuple.elements.count)
            for (element, part) in zip(tuple.elements, parts) {
                bind(element.pattern, to: part, isUnwrapped: isUnwrapped, binds: binds, into: &names)
            }
        default:
            break
        }
    }

    private static func bind(
        _ expression: ExprSyntax, to subject: ExprSyntax?, isUnwrapped: Bool, binds: Bool,
        payload: LocalBinding? = nil, into names: inout [String: LocalBinding]
    ) {
        switch expression.as(ExprSyntaxEnum.self) {
        case .patternExpr(let pattern):
            bind(pattern.pattern, to: subject, isUnwrapped: isUnwrapped, binds: binds, payload: payload, into: &names)
        case .declReferenceExpr(let reference) where binds:
            // `case let (a, b)`: the names are bindings, not values to compare with.
            names[reference.baseName.text] = payload ?? binding(subject, isUnwrapped: isUnwrapped)
        case .tupleExpr(let tuple):
            let parts = subjectElements(subject, count: tuple.elements.count)
            for (element, part) in zip(tuple.elements, parts) {
                bind(element.expression, to: part, isUnwrapped: isUnwrapped, binds: binds, into: &names)
            }
        case .optionalChainingExpr(let optional):
            // `let x?` matches the subject's wrapped value.
            bind(optional.expression, to: subject, isUnwrapped: true, binds: binds, into: &names)
        case .functionCallExpr(let call):
            // `.some(let x)` unwraps the subject; another case's payload has the type its declaration gives.
            let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let isSome = caseName == "some" && call.arguments.count == 1
            for (offset, argument) in call.arguments.enumerated() {
                let payload = isSome ? nil : caseName.map { LocalBinding.payload(caseName: $0, label: argument.label?.text ?? "#\(offset)") }
                bind(argument.expression, to: isSome ? subject : nil, isUnwrapped: true, binds: binds, payload: payload, into: &names)
            }
        default:
            break
        }
    }

    /// The subject's parts when it is a tuple literal of `count` elements; unknown parts otherwise.
    private static func subjectElements(_ subject: ExprSyntax?, count: Int) -> [ExprSyntax?] {
        if let tuple = subject?.as(TupleExprSyntax.self), tuple.elements.count == count {
            return tuple.elements.map(\.expression)
        }
        return Array(repeating: nil, count: count)
    }

    private static func binding(_ subject: ExprSyntax?, isUnwrapped: Bool) -> LocalBinding {
        guard let subject else { return .unknown }
        return isUnwrapped ? .unwrapped(subject) : .value(subject)
    }
}
