import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called function's base name: `Text` in `Text(…)`, `navigationTitle` in `.navigationTitle(…)`,
    /// `formatMean` in `Self.formatMean(…)`.
    var calleeName: String? {
        let callee = calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
           let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }

    /// The base of a member call (`logger` in `logger.info(…)`), if any.
    var calleeBase: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Whether the call's argument labels (`_` for none) can call a declaration with `parameterLabels`: they
    /// are its labels in order, and the parameters left out have defaults.
    func argumentLabels(fit parameterLabels: [String]) -> Bool {
        var remaining = parameterLabels[...]
        return arguments.allSatisfy { argument in
            guard let found = remaining.firstIndex(of: argument.label?.text ?? "_") else { return false }
            remaining = remaining[(found + 1)...]
            return true
        }
    }

    /// The argument labelled `label`, if any.
    func argument(labelled label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The first argument when it has no label.
    var firstUnlabeledArgument: LabeledExprSyntax? {
        guard let first = arguments.first, first.label == nil else { return nil }
        return first
    }

    /// `String(localized:)`, `NSLocalizedString(…)`, `LocalizedStringResource(…)`, `AttributedString(localized:)`,
    /// `Bundle.localizedString(forKey:…)`: calls that look text up in a catalog.
    var isLocalizationCall: Bool { LocalizingPositions.isLocalizationCall(self) }
}

extension ExprSyntax {
    /// The expression inside redundant parentheses, `try`, `await`, `!` and `?`.
    var unwrapped: ExprSyntax {
        var expression = self
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
               tuple.elements.first?.label == nil, let inner = tuple.elements.first?.expression {
                expression = inner
            } else if let tryExpr = expression.as(TryExprSyntax.self) {
                expression = tryExpr.expression
            } else if let awaitExpr = expression.as(AwaitExprSyntax.self) {
                expression = awaitExpr.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else {
                return expression
            }
        }
    }

    /// Whether this expression looks text up in a catalog (`String(localized:)`, `NSLocalizedString`, or a
    /// project helper such as `"key".localized` / `.localized()`).
    var isLocalizedValue: Bool {
        let expression = unwrapped
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if call.isLocalizationCall { return true }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), Self.isLocalizingName(member.declName.baseName.text) {
                return true
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
           Self.isLocalizingName(member.declName.baseName.text) {
            return true
        }
        return false
    }

    /// `localized`, `localizedTitle`, `LocalizedName`: a name starting with "localiz" in any case (read
    /// byte by byte: lowercasing a copy of every member name cost more than the rest of the check).
    private static func isLocalizingName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        for expected in "localiz".utf8 {
            // Setting bit 5 lowercases an ASCII capital; no other byte becomes a lowercase letter.
            guard let byte = bytes.next(), byte | 0x20 == expected else { return false }
        }
        return true
    }
}

/// `condition ? then : else` as the parser leaves it inside an unfolded operator sequence.
struct TernaryShape {
    /// The elements before `?` (after any assignment).
    var condition: [ExprSyntax]
    var thenExpression: ExprSyntax
    /// The elements after `:`; one element unless the else branch is itself an operator sequence.
    var elseElements: [ExprSyntax]
    var elseExpression: ExprSyntax? { elseElements.count == 1 ? elseElements[0] : nil }
}

extension SequenceExprSyntax {
    /// The ternary this sequence forms, if its lowest-precedence operator is `?:`.
    var ternary: TernaryShape? {
        let items = Array(elements)
        guard let questionIndex = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let marker = items[questionIndex].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        var conditionStart = 0
        if let assignment = items[..<questionIndex].lastIndex(where: { $0.isAssignmentOperator }) {
            conditionStart = assignment + 1
        }
        let condition = Array(items[conditionStart..<questionIndex])
        guard !condition.isEmpty else { return nil }
        return TernaryShape(
            condition: condition, thenExpression: marker.thenExpression,
            elseElements: Array(items[(questionIndex + 1)...]))
    }

    /// The operands of `a + b + c` when every operator is `+`.
    var concatenationOperands: [ExprSyntax]? {
        operands(joinedBy: "+")
    }

    /// The operands when every operator of the sequence is `op`.
    func operands(joinedBy op: String) -> [ExprSyntax]? {
        var operands: [ExprSyntax] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == op else { return nil }
            } else {
                operands.append(element)
            }
        }
        return operands.count >= 2 ? operands : nil
    }
}

extension ExprSyntax {
    var isAssignmentOperator: Bool {
        if self.is(AssignmentExprSyntax.self) { return true }
        guard let op = self.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op == "=" || op == "+=" || op == "-="
    }
}

/// A comparison of a count with 1: `n == 1`, `count != 1`, `x > 1`, `1 == n`.
struct CountComparison {
    /// The compared count expression.
    var count: ExprSyntax
    /// Whether the `then` branch of the ternary it guards is the singular.
    var thenIsSingular: Bool

    init?(_ condition: [ExprSyntax]) {
        guard condition.count == 3, let written = condition[1].as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return nil
        }
        var count = condition[0].unwrapped
        var bound = condition[2].unwrapped
        var op = written
        if count.is(IntegerLiteralExprSyntax.self) {
            swap(&count, &bound)
            op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
        }
        guard let literal = bound.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text) else {
            return nil
        }
        switch (op, value) {
        case ("==", 1), ("<=", 1), ("<", 2): thenIsSingular = true
        case ("!=", 1), (">", 1), (">=", 2): thenIsSingular = false
        default: return nil
        }
        self.count = count
    }
}
