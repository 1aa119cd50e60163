import SwiftSyntax

/// What a build compiles, for extracting only the `#if` branches Xcode's build would: the platforms a
/// target builds for and its active compilation conditions (Xcode's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
/// `DEBUG` in a Debug build). Unknown by default: then every branch is extracted, as Phrasebook cannot
/// tell which one a build takes. Conditions it cannot evaluate (`canImport`, `arch`, `swift(>=…)`) keep
/// their branches too.
public struct BuildConditions: Sendable, Equatable {
    /// The platforms built for (`iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`); `nil` when unknown.
    public var platforms: Set<String>?
    /// The compilation conditions set; `nil` when unknown. An empty set is a build with none (Release).
    public var activeConditions: Set<String>?

    public init(platforms: Set<String>? = nil, activeConditions: Set<String>? = nil) {
        self.platforms = platforms.map { Set($0.map(Self.canonicalPlatform)) }
        self.activeConditions = activeConditions
    }

    /// Whether anything is known, so that `#if` conditions are worth evaluating.
    public var isKnown: Bool { platforms != nil || activeConditions != nil }

    /// Whether the build compiles `node`: no enclosing `#if` branch is known to be inactive on every
    /// platform built for.
    public func compiles(_ node: some SyntaxProtocol) -> Bool {
        guard isKnown else { return true }
        let builds: [String?] = platforms.map { $0.sorted().map(Optional.some) } ?? [nil]
        return builds.contains { platform in compiles(node, on: platform) }
    }

    private func compiles(_ node: some SyntaxProtocol, on platform: String?) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), isInactive(clause, on: platform) { return false }
            child = parent
        }
        return true
    }

    /// Whether a clause is known not to be taken: its own condition is false, or an earlier clause of
    /// the same `#if` is known to be taken.
    private func isInactive(_ clause: IfConfigClauseSyntax, on platform: String?) -> Bool {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, evaluate(condition, on: platform) == true { return true }
        }
        guard let condition = clause.condition else { return false } // `#else`
        return evaluate(condition, on: platform) == false
    }

    /// The value of a condition on `platform`: `nil` when it cannot be told.
    private func evaluate(_ condition: ExprSyntax, on platform: String?) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return activeConditions.map { $0.contains(reference.baseName.text) }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression, on: platform)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, on: platform).map { !$0 }
        }
        if let checked = Self.platform(checkedBy: condition) { return platform.map { $0 == checked } }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(Array(sequence.elements), on: platform) }
        return nil
    }

    /// An unfolded `a && b || !c`: `||` splits first, as `&&` binds tighter.
    private func evaluate(_ elements: [ExprSyntax], on platform: String?) -> Bool? {
        func isOperator(_ element: ExprSyntax, _ text: String) -> Bool {
            element.as(BinaryOperatorExprSyntax.self)?.operator.text == text
        }
        if elements.contains(where: { isOperator($0, "||") }) {
            let operands = elements.split(whereSeparator: { isOperator($0, "||") }).map { evaluate(Array($0), on: platform) }
            if operands.contains(true) { return true }
            return operands.allSatisfy { $0 == false } ? false : nil
        }
        if elements.contains(where: { isOperator($0, "&&") }) {
            let operands = elements.split(whereSeparator: { isOperator($0, "&&") }).map { evaluate(Array($0), on: platform) }
            if operands.contains(false) { return false }
            return operands.allSatisfy { $0 == true } ? true : nil
        }
        return elements.count == 1 ? evaluate(elements[0], on: platform) : nil
    }

    /// The platform an `os(X)` check names (`OSX` as `macOS`); `nil` for any other condition.
    static func platform(checkedBy condition: ExprSyntax) -> String? {
        guard let call = condition.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os", call.arguments.count == 1,
              let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return canonicalPlatform(argument.baseName.text)
    }

    /// `OSX` is the compiler's other name for macOS.
    static func canonicalPlatform(_ name: String) -> String {
        name == "OSX" ? "macOS" : name
    }
}
