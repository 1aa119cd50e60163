import SwiftSyntax

/// Where a string literal sits when Xcode's compiler would extract it: the API or declared type that
/// makes it localizable, and the call's arguments (for `table:`, `comment:`, `defaultValue:`).
public struct LocalizablePosition {
    /// How the literal becomes a key.
    public var kind: LocalizableValueKind
    /// The SDK or app API the literal is an argument of; `nil` for declared types (`let x: LocalizedStringKey = "…"`).
    public var api: LocalizableAPI?
    /// A readable name of what made the literal localizable (`Text`, `.navigationTitle`, `LocalizedStringKey`).
    public var apiName: String
    /// The arguments of the call the literal is an argument of, if any.
    public var arguments: LabeledExprListSyntax?

    /// The argument labelled `label`, if the call has it.
    public func argument(_ label: String?) -> LabeledExprSyntax? {
        guard let label, let arguments else { return nil }
        return arguments.first { $0.label?.text == label }
    }
}

/// Decides whether a string literal is in a localizable position, walking outwards from the literal
/// through parentheses, ternaries, `??`, arrays and implicit returns to the call, declaration or
/// result type that gives it its type. Shared by extraction and lint.
public struct LocalizablePositionResolver: Sendable {
    public var catalog: LocalizableAPICatalog

    public init(catalog: LocalizableAPICatalog = .standard) {
        self.catalog = catalog
    }

    /// The localizable position of `literal`, or `nil` when the compiler would type it as a plain string.
    /// Literals in previews are reported too; use `isInPreview(_:)` to leave them out as Xcode does.
    public func position(of literal: StringLiteralExprSyntax) -> LocalizablePosition? {
        position(ofContextTyped: Syntax(literal))
    }

    /// The position of an expression that takes its type from its context, as a string literal or an
    /// implicit member (`.init("…", table: "T")`) does, found by walking outwards to what types it.
    private func position(ofContextTyped expression: Syntax) -> LocalizablePosition? {
        var node = expression
        var isArrayElement = false
        while let parent = node.parent {
            switch parent.as(SyntaxEnum.self) {
            case .labeledExpr(let argument):
                guard let list = argument.parent?.as(LabeledExprListSyntax.self), let owner = list.parent else { return nil }
                if let tuple = owner.as(TupleExprSyntax.self), list.count == 1 {
                    node = Syntax(tuple)
                    continue
                }
                return callPosition(argument, in: list, owner: owner, isArrayElement: isArrayElement)
            case .exprList:
                // An operand of an unfolded operator sequence: the else branch of `?:`, or
                // `"…" as LocalizedStringKey`. (`optional ?? "…"` is a `String`: not localizable.)
                // Only the neighbours matter: looking them up by index keeps a literal in a long
                // `"a" + "b" + …` sequence from copying the whole sequence (quadratic extraction).
                guard let sequence = parent.parent?.as(SequenceExprSyntax.self) else { return nil }
                let elements = sequence.elements
                guard let operand = node.as(ExprSyntax.self), let index = elements.index(of: operand) else { return nil }
                let next = elements.index(after: index)
                if next != elements.endIndex, elements[next].is(UnresolvedAsExprSyntax.self) {
                    let afterNext = elements.index(after: next)
                    if afterNext != elements.endIndex, let type = elements[afterNext].as(TypeExprSyntax.self) {
                        return declaredTypePosition(type.type.compactText)
                    }
                }
                guard index != elements.startIndex, next == elements.endIndex,
                      let ternary = elements[elements.index(before: index)].as(UnresolvedTernaryExprSyntax.self),
                      Self.isLiteralBranch(ternary.thenExpression)
                else { return nil }
                node = Syntax(sequence)
            case .unresolvedTernaryExpr:
                // The then branch: both branches must be literals for the ternary to be a key.
                guard let sequence = parent.parent?.parent?.as(SequenceExprSyntax.self),
                      let last = sequence.elements.last, Self.isLiteralBranch(last)
                else { return nil }
                node = Syntax(sequence)
            case .ternaryExpr(let ternary) where node.id != ternary.condition.id:
                node = parent
            case .arrayElement:
                guard let array = parent.parent?.parent?.as(ArrayExprSyntax.self) else { return nil }
                isArrayElement = true
                node = Syntax(array)
            case .initializerClause(let clause):
                return initializerPosition(clause, isArrayElement: isArrayElement)
            case .returnStmt:
                return resultPosition(of: parent, isArrayElement: isArrayElement)
            case .codeBlockItem:
                guard let resultOwner = implicitResultOwner(of: parent) else { return nil }
                if let expression = resultOwner.as(ExprSyntax.self), expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                    node = resultOwner
                    continue
                }
                return declaredResultPosition(of: resultOwner, isArrayElement: isArrayElement)
            case .expressionStmt:
                node = parent
            default:
                return nil
            }
        }
        return nil
    }

    /// A ternary branch that keeps the ternary typed by its context: a string literal, an implicit
    /// `.init(…)`, or a nested ternary of them.
    private static func isLiteralBranch(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self), isImplicitInitializer(call) { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return isLiteralBranch(inner.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
           let ternary = sequence.elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self) {
            return isLiteralBranch(ternary.thenExpression) && isLiteralBranch(last)
        }
        return false
    }

    // MARK: - Calls

    /// The arguments of `call` at key positions of the catalog's APIs whose values are of `kind`
    /// (`Text("…")`'s title, `.searchable(prompt:)`, …), whatever those arguments are: lint uses it to
    /// find a `String` passed where a literal would have been localized.
    public func keyArguments(of call: FunctionCallExprSyntax, kind: LocalizableValueKind) -> [LabeledExprSyntax] {
        keyArguments(of: call, kinds: [kind])
    }

    /// The arguments of `call` at key positions of the catalog's APIs whose values are of any of `kinds`.
    public func keyArguments(of call: FunctionCallExprSyntax, kinds: Set<LocalizableValueKind>) -> [LabeledExprSyntax] {
        let arguments = call.arguments
        let firstUnlabeled = arguments.first { $0.label == nil }
        var result: [LabeledExprSyntax] = []
        for (callee, receiver) in Self.callees(of: call.calledExpression) {
            for api in catalog.apis(named: callee.name) where kinds.contains(api.kind) && Self.matches(api.callee, callee) {
                guard arguments.count >= api.minimumArgumentCount,
                      api.requiredLabels.allSatisfy({ required in arguments.contains { $0.label?.text == required } }),
                      !api.excludedLabels.contains(where: { excluded in arguments.contains { $0.label?.text == excluded } })
                else { continue }
                if let hint = api.receiverHint {
                    guard let receiver, receiver.compactText.lowercased().contains(hint) else { continue }
                }
                for argument in arguments where !result.contains(where: { $0.id == argument.id }) {
                    let label = argument.label?.text ?? (argument.id == firstUnlabeled?.id ? LocalizableAPI.unlabeled : nil)
                    if let label, api.keyLabels.contains(label) { result.append(argument) }
                }
            }
        }
        return result
    }

    private func callPosition(
        _ argument: LabeledExprSyntax, in list: LabeledExprListSyntax, owner: Syntax, isArrayElement: Bool
    ) -> LocalizablePosition? {
        let label: String
        if let text = argument.label?.text {
            label = text
        } else {
            // Only the first unlabelled argument is addressed (`Text("…")`, `.value("Day", day)`).
            guard list.first(where: { $0.label == nil })?.id == argument.id else { return nil }
            label = LocalizableAPI.unlabeled
        }
        let candidates: [(LocalizableAPI.Callee, receiver: ExprSyntax?)]
        if let call = owner.as(FunctionCallExprSyntax.self), Self.isImplicitInitializer(call) {
            // `.init("…", table: "T")` where a localizable value is expected builds a `LocalizedStringResource`.
            guard let context = position(ofContextTyped: Syntax(call)), context.kind != .plainString else { return nil }
            candidates = [(.type(Self.implicitlyInitializedType), nil)]
        } else if let call = owner.as(FunctionCallExprSyntax.self) {
            candidates = Self.callees(of: call.calledExpression)
        } else if let attribute = owner.as(AttributeSyntax.self) {
            candidates = [(.type(TypeName.lastComponent(attribute.attributeName.compactText)), nil)]
        } else {
            return nil
        }
        for (callee, receiver) in candidates {
            for api in catalog.apis(named: callee.name)
            where Self.matches(api.callee, callee) && api.keyLabels.contains(label) && api.keyIsArray == isArrayElement {
                guard list.count >= api.minimumArgumentCount else { continue }
                guard api.requiredLabels.allSatisfy({ required in list.contains { $0.label?.text == required } }),
                      !api.excludedLabels.contains(where: { excluded in list.contains { $0.label?.text == excluded } })
                else { continue }
                if let hint = api.receiverHint {
                    guard let receiver, receiver.compactText.lowercased().contains(hint) else { continue }
                }
                return LocalizablePosition(kind: api.kind, api: api, apiName: api.displayName, arguments: list)
            }
        }
        return nil
    }

    /// The type an implicit `.init(…)` builds in a localizable position: SwiftUI's titles, modifiers and
    /// the app's own parameters taking a `LocalizedStringKey` have `LocalizedStringResource` overloads.
    static let implicitlyInitializedType = "LocalizedStringResource"

    /// Whether `call` is an implicit member initializer, `.init(…)`, typed by its context.
    static func isImplicitInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }

    /// What a call's callee may be: `Text(…)` is a type or free function, `x.help(…)` a member,
    /// `SwiftUI.Text(…)` and `Text.init(…)` a type.
    static func callees(of calledExpression: ExprSyntax) -> [(LocalizableAPI.Callee, receiver: ExprSyntax?)] {
        var expression = calledExpression
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { expression = generic.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return [(.type(selfTypeName(at: reference)), nil)] }
            return [(.type(name), nil), (.function(name), nil)]
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return [] }
        let name = member.declName.baseName.text
        if name == "init", let base = member.base {
            let typeName = TypeName.lastComponent(base.compactText)
            return [(.type(typeName == "Self" ? selfTypeName(at: base) : typeName), nil)]
        }
        var result: [(LocalizableAPI.Callee, receiver: ExprSyntax?)] = [(.member(name), member.base)]
        if let base = member.base, let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            // `SwiftUI.Text(…)` or `String.LocalizationValue(…)`.
            let qualified = "\(base.compactText).\(name)"
            result.append((.type(qualified), nil))
            result.append((.type(name), nil))
        }
        return result
    }

    /// The type `Self` names where `node` is: the enclosing type or extended type (`Self(term:)` in
    /// `extension Definition` calls `Definition`'s initializer).
    static func selfTypeName(at node: some SyntaxProtocol) -> String {
        InterpolationTypeInference.enclosingTypeName(of: Syntax(node)) ?? "Self"
    }

    private static func matches(_ declared: LocalizableAPI.Callee, _ used: LocalizableAPI.Callee) -> Bool {
        switch (declared, used) {
        case (.type(let a), .type(let b)), (.member(let a), .member(let b)), (.function(let a), .function(let b)):
            return a == b
        case (.memberOrFunction(let a), .member(let b)), (.memberOrFunction(let a), .function(let b)):
            return a == b
        default:
            return false
        }
    }

    // MARK: - Declared types

    private func declaredTypePosition(_ typeName: String, isArrayElement: Bool = false) -> LocalizablePosition? {
        guard let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: typeName), isArray == isArrayElement
        else { return nil }
        return LocalizablePosition(kind: kind, api: nil, apiName: TypeName.normalized(typeName), arguments: nil)
    }

    /// `let title: LocalizedStringKey = "…"`, `func f(title: LocalizedStringKey = "…")`.
    private func initializerPosition(_ clause: InitializerClauseSyntax, isArrayElement: Bool) -> LocalizablePosition? {
        if let binding = clause.parent?.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type {
            return declaredTypePosition(type.compactText, isArrayElement: isArrayElement)
        }
        if let parameter = clause.parent?.as(FunctionParameterSyntax.self) {
            return declaredTypePosition(parameter.type.compactText, isArrayElement: isArrayElement)
        }
        if let parameter = clause.parent?.as(EnumCaseParameterSyntax.self) {
            return declaredTypePosition(parameter.type.compactText, isArrayElement: isArrayElement)
        }
        return nil
    }

    /// A `return` statement: the result type of the innermost function, accessor, closure or subscript.
    private func resultPosition(of returnStatement: Syntax, isArrayElement: Bool) -> LocalizablePosition? {
        var current = returnStatement.parent
        while let node = current {
            if Self.isResultOwner(node) { return declaredResultPosition(of: node, isArrayElement: isArrayElement) }
            current = node.parent
        }
        return nil
    }

    /// The declaration, closure or `if`/`switch` expression whose single-expression body is `item`.
    private func implicitResultOwner(of item: Syntax) -> Syntax? {
        guard let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1, let holder = items.parent
        else { return nil }
        switch holder.as(SyntaxEnum.self) {
        case .codeBlock:
            guard let owner = holder.parent else { return nil }
            if owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self) { return owner }
            if let ifExpr = owner.as(IfExprSyntax.self) { return Self.outermostIf(ifExpr) }
            return nil
        case .accessorBlock, .closureExpr:
            return holder
        case .switchCase:
            return holder.parent?.parent
        default:
            return nil
        }
    }

    private static func outermostIf(_ ifExpr: IfExprSyntax) -> Syntax {
        var node = Syntax(ifExpr)
        while let parent = node.parent, let elseIf = parent.as(IfExprSyntax.self), elseIf.elseBody?.id == node.id {
            node = parent
        }
        return node
    }

    private static func isResultOwner(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(ClosureExprSyntax.self)
            || node.is(AccessorBlockSyntax.self) || node.is(SubscriptDeclSyntax.self)
    }

    /// The localizable result type declared by a function, property getter, subscript or closure.
    private func declaredResultPosition(of owner: Syntax, isArrayElement: Bool) -> LocalizablePosition? {
        switch owner.as(SyntaxEnum.self) {
        case .functionDecl(let function):
            guard let type = function.signature.returnClause?.type else { return nil }
            return declaredTypePosition(type.compactText, isArrayElement: isArrayElement)
        case .subscriptDecl(let subscriptDecl):
            return declaredTypePosition(subscriptDecl.returnClause.type.compactText, isArrayElement: isArrayElement)
        case .closureExpr(let closure):
            guard let type = closure.signature?.returnClause?.type else { return nil }
            return declaredTypePosition(type.compactText, isArrayElement: isArrayElement)
        case .accessorDecl(let accessor):
            guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return accessor.parent?.parent.flatMap { declaredResultPosition(of: $0, isArrayElement: isArrayElement) }
        case .accessorBlock(let block):
            if let binding = block.parent?.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type {
                return declaredTypePosition(type.compactText, isArrayElement: isArrayElement)
            }
            if let subscriptDecl = block.parent?.as(SubscriptDeclSyntax.self) {
                return declaredTypePosition(subscriptDecl.returnClause.type.compactText, isArrayElement: isArrayElement)
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: - Previews

    /// Whether `node` is inside `#Preview { … }` or a `PreviewProvider`, whose strings Xcode does not extract.
    public static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            switch candidate.as(SyntaxEnum.self) {
            case .macroExpansionExpr(let macro) where macro.macroName.text == "Preview":
                return true
            case .macroExpansionDecl(let macro) where macro.macroName.text == "Preview":
                return true
            case .structDecl(let decl):
                if inheritsPreviewProvider(decl.inheritanceClause) { return true }
            case .extensionDecl(let decl):
                if inheritsPreviewProvider(decl.inheritanceClause) { return true }
            case .enumDecl(let decl):
                if inheritsPreviewProvider(decl.inheritanceClause) { return true }
            default:
                break
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether a type declaration conforms to `PreviewProvider`.
    static func inheritsPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            if let identifier = inherited.type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "PreviewProvider" }
            return inherited.type.as(MemberTypeSyntax.self)?.name.text == "PreviewProvider"
        } ?? false
    }
}
