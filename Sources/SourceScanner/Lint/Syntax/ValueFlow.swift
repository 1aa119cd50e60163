import SwiftSyntax

/// A name an expression takes its value from: `title` in `title`, `self.title`, `vm.title`, `title(for:)`.
struct SourceName: Hashable {
    var name: String
    /// `title` or `self.title` (may be a parameter or the enclosing type's property), not `other.title`.
    var isUnqualified: Bool
    /// What the member is looked up on, as a hint of its type: `trait` in `hero.trait.summary`, `Self` or a
    /// type name for statics, `*` when unknown (`$0.title`, `items[0].title`); `nil` when unqualified.
    var base: String? = nil
}

/// How string values flow: which names an expression reads, and which literals end up as its value.
enum ValueFlow {
    /// The declarations `expression` takes its whole value from, looking through ternaries, `??`, `+`,
    /// parentheses and case transforms. Localized calls contribute nothing.
    static func sourceNames(of expression: ExprSyntax) -> [SourceName] {
        var names: [SourceName] = []
        collectSourceNames(expression.unwrapped, into: &names)
        return names
    }

    /// The names interpolated into a literal (`title` in `"\\(n). \\(title)"`), or into the literals it is
    /// concatenated from.
    static func interpolatedSourceNames(of expression: ExprSyntax) -> [SourceName] {
        let value = expression.unwrapped
        if let literal = value.as(StringLiteralExprSyntax.self) {
            var names: [SourceName] = []
            for case .expressionSegment(let segment) in literal.segments {
                for argument in segment.expressions { names += sourceNames(of: argument.expression) }
            }
            return names
        }
        if let operands = value.as(SequenceExprSyntax.self)?.concatenationOperands {
            return operands.flatMap { sourceNames(of: $0) + interpolatedSourceNames(of: $0) }
        }
        return []
    }

    private static let transparentMembers: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase",
        "localizedCapitalized", "trimmingCharacters",
    ]

    private static func collectSourceNames(_ expression: ExprSyntax, into names: inout [SourceName]) {
        if expression.isLocalizedValue { return }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            names.append(SourceName(name: reference.baseName.text, isUnqualified: true))
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            // `.headline`, `.secondary`: implicit members are styles and cases, not text.
            guard member.base != nil else { return }
            let name = member.declName.baseName.text
            if let base = member.base, transparentMembers.contains(name) {
                collectSourceNames(base.unwrapped, into: &names)
            } else {
                let isSelf = member.base.map { $0.trimmedText == "self" } ?? true
                names.append(SourceName(name: name, isUnqualified: isSelf, base: isSelf ? nil : baseHint(member.base)))
            }
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               transparentMembers.contains(member.declName.baseName.text) {
                collectSourceNames(base.unwrapped, into: &names)
            } else if call.calleeName == "String", call.arguments.count == 1,
                      [nil, "describing"].contains(call.arguments.first?.label?.text),
                      let argument = call.arguments.first?.expression {
                collectSourceNames(argument.unwrapped, into: &names)
            } else if let name = call.calleeName, name != "String" {
                let isUnqualified = call.calledExpression.is(DeclReferenceExprSyntax.self)
                    || (call.calleeBase.map { $0.trimmedText == "self" } ?? false)
                names.append(SourceName(
                    name: name, isUnqualified: isUnqualified, base: isUnqualified ? nil : baseHint(call.calleeBase)))
            }
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            if let ternary = sequence.ternary {
                collectSourceNames(ternary.thenExpression.unwrapped, into: &names)
                if let otherwise = ternary.elseExpression { collectSourceNames(otherwise.unwrapped, into: &names) }
            } else if let operands = sequence.operands(joinedBy: "??") ?? sequence.concatenationOperands {
                for operand in operands { collectSourceNames(operand.unwrapped, into: &names) }
            }
        }
    }

    /// The last identifier of a member's base (`trait` in `hero.trait`), `Self`, or `*` when it says nothing.
    static func baseHint(_ base: ExprSyntax?) -> String {
        guard let base = base?.unwrapped else { return "*" }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.hasPrefix("$") ? "*" : name
        }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = base.as(FunctionCallExprSyntax.self), let name = call.calleeName { return name }
        return "*"
    }

    /// The string literals that become `expression`'s value, and whether a non-literal part can too
    /// (`name ?? "Unknown"`). Concatenations and calls are not looked into: other rules own them.
    static func literalLeaves(of expression: ExprSyntax) -> (literals: [StringLiteralExprSyntax], mixed: Bool) {
        var literals: [StringLiteralExprSyntax] = []
        var mixed = false
        collectLeaves(expression.unwrapped, literals: &literals, mixed: &mixed)
        return (literals, mixed)
    }

    private static func collectLeaves(_ expression: ExprSyntax, literals: inout [StringLiteralExprSyntax], mixed: inout Bool) {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            literals.append(literal)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            if let ternary = sequence.ternary {
                collectLeaves(ternary.thenExpression.unwrapped, literals: &literals, mixed: &mixed)
                if let otherwise = ternary.elseExpression {
                    collectLeaves(otherwise.unwrapped, literals: &literals, mixed: &mixed)
                } else {
                    mixed = true
                }
            } else if let operands = sequence.operands(joinedBy: "??") {
                mixed = true
                for operand in operands.dropFirst() { collectLeaves(operand.unwrapped, literals: &literals, mixed: &mixed) }
            } else {
                mixed = true
            }
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            for block in branches(of: ifExpression) {
                if let last = block.statements.last?.valueExpression {
                    collectLeaves(last.unwrapped, literals: &literals, mixed: &mixed)
                }
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for case .switchCase(let switchCase) in switchExpression.cases {
                if let last = switchCase.statements.last?.valueExpression {
                    collectLeaves(last.unwrapped, literals: &literals, mixed: &mixed)
                }
            }
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            // `let label: String = { switch … { case …: return "Unspecified" } }()`: what the closure returns.
            for value in returnedExpressions(of: closure.statements) {
                collectLeaves(value.unwrapped, literals: &literals, mixed: &mixed)
            }
        } else {
            mixed = true
        }
    }

    /// The expressions that become `expression`'s value: both branches of a ternary, the operands of `??`,
    /// the last expression of each branch of `if` and `switch`, what an immediately called closure returns.
    static func leafExpressions(of expression: ExprSyntax) -> [ExprSyntax] {
        var leaves: [ExprSyntax] = []
        collectLeafExpressions(expression.unwrapped, into: &leaves)
        return leaves
    }

    private static func collectLeafExpressions(_ expression: ExprSyntax, into leaves: inout [ExprSyntax]) {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            if let ternary = sequence.ternary, let otherwise = ternary.elseExpression {
                collectLeafExpressions(ternary.thenExpression.unwrapped, into: &leaves)
                collectLeafExpressions(otherwise.unwrapped, into: &leaves)
            } else if let operands = sequence.operands(joinedBy: "??") {
                for operand in operands { collectLeafExpressions(operand.unwrapped, into: &leaves) }
            } else {
                leaves.append(expression)
            }
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            for block in branches(of: ifExpression) {
                if let last = block.statements.last?.valueExpression { collectLeafExpressions(last.unwrapped, into: &leaves) }
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for case .switchCase(let switchCase) in switchExpression.cases {
                if let last = switchCase.statements.last?.valueExpression { collectLeafExpressions(last.unwrapped, into: &leaves) }
            }
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            for value in returnedExpressions(of: closure.statements) { collectLeafExpressions(value.unwrapped, into: &leaves) }
        } else {
            leaves.append(expression)
        }
    }

    private static func branches(of ifExpression: IfExprSyntax) -> [CodeBlockSyntax] {
        var blocks = [ifExpression.body]
        switch ifExpression.elseBody {
        case .codeBlock(let block): blocks.append(block)
        case .ifExpr(let nested): blocks += branches(of: nested)
        case nil: break
        }
        return blocks
    }

    /// The values a function body or getter returns: `return` statements (not in nested closures or
    /// functions) and the implicit return of a single-expression body.
    static func returnedExpressions(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(statements)
        // A single-expression body returns its value implicitly; an `if` or `switch` one may also `return`.
        if statements.count == 1, let only = statements.first?.valueExpression {
            return [only] + collector.returned
        }
        return collector.returned
    }
}

/// Collects `return` values of one body, not descending into closures or nested declarations.
private final class ReturnCollector: SyntaxVisitor {
    var returned: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { returned.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension CodeBlockItemSyntax {
    /// The value this item produces as the last item of a body or branch: an expression (also when
    /// wrapped as a statement, like `if` and `switch`) or a `return`'s expression.
    var valueExpression: ExprSyntax? {
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let wrapped = statement.as(ExpressionStmtSyntax.self) { return wrapped.expression }
            return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
