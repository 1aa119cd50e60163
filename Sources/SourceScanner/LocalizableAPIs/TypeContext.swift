import SwiftSyntax

/// What gives an expression its type from the outside: a localizable API's argument, or a type the
/// code declares (a variable's, a parameter's, a result's, an enum's raw values, the other side of `??`).
enum TypeContext {
    case position(LocalizablePosition)
    case type(String)
}

extension LocalizablePositionResolver {
    /// What types `expression`, found by walking outwards through parentheses, ternaries, `??`,
    /// assignments, arrays, dictionary values and implicit or explicit returns to the call or declaration
    /// that decides. `asArrayElement`: the expression is an element of an array literal, so the context
    /// must be an array's. `resolvingType`: a declared type is wanted even where no localizable API takes
    /// the expression (for an implicit `.init(…)` or a dictionary), so the app's parameter types are
    /// looked up; a literal argument needs none, as every localizable parameter is an API already.
    func context(of expression: Syntax, asArrayElement: Bool = false, resolvingType: Bool = false) -> TypeContext? {
        var node = expression
        while let parent = node.parent {
            switch parent.as(SyntaxEnum.self) {
            case .labeledExpr(let argument):
                guard let list = argument.parent?.as(LabeledExprListSyntax.self), let owner = list.parent else { return nil }
                if let tuple = owner.as(TupleExprSyntax.self) {
                    if list.count == 1 {
                        node = Syntax(tuple)
                        continue
                    }
                    // An element of a tuple of values: `(on: "Mute", off: "Unmute")` passed as a declared tuple.
                    guard case .type(let type)? = context(of: Syntax(tuple), resolvingType: true),
                          let offset = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) }),
                          let elementType = structure(of: type, { TypeName.tupleElement($0, label: argument.label?.text, offset: offset) })
                    else { return nil }
                    return element(.type(elementType), asArrayElement)
                }
                if let position = callPosition(argument, in: list, owner: owner, isArrayElement: asArrayElement) {
                    return .position(position)
                }
                guard resolvingType, let call = owner.as(FunctionCallExprSyntax.self) else { return nil }
                return element(parameterType(of: argument, in: list, call: call).map(TypeContext.type), asArrayElement)
            case .exprList:
                guard let sequence = parent.parent?.as(SequenceExprSyntax.self) else { return nil }
                return operandContext(node, in: sequence, asArrayElement: asArrayElement, resolvingType: resolvingType)
            case .unresolvedTernaryExpr(let ternary) where node.id == ternary.thenExpression.id:
                guard let sequence = parent.parent?.parent?.as(SequenceExprSyntax.self), let last = sequence.elements.last
                else { return nil }
                return branchContext(other: last, of: sequence, asArrayElement: asArrayElement, resolvingType: resolvingType)
            case .ternaryExpr(let ternary) where node.id != ternary.condition.id:
                node = parent
            case .arrayElement:
                guard !asArrayElement, let array = parent.parent?.parent?.as(ArrayExprSyntax.self) else { return nil }
                return context(of: Syntax(array), asArrayElement: true, resolvingType: resolvingType)
            case .dictionaryElement(let entry):
                guard node.id == entry.value.id, let dictionary = parent.parent?.parent?.as(DictionaryExprSyntax.self),
                      case .type(let type)? = context(of: Syntax(dictionary), resolvingType: true),
                      let value = structure(of: type, TypeName.dictionaryValue)
                else { return nil }
                return element(.type(value), asArrayElement)
            case .initializerClause(let clause):
                return element(initializerContext(clause), asArrayElement)
            case .returnStmt:
                return element(resultContext(ofReturn: parent), asArrayElement)
            case .codeBlockItem:
                guard let resultOwner = implicitResultOwner(of: parent) else { return nil }
                if let expression = resultOwner.as(ExprSyntax.self), expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                    node = resultOwner
                    continue
                }
                return element(declaredResultContext(of: resultOwner), asArrayElement)
            case .expressionStmt:
                node = parent
            default:
                return nil
            }
        }
        return nil
    }

    /// A localizable position for a declared type (`LocalizedStringKey`, `IntentDialog?`), or `nil`.
    func declaredTypePosition(_ typeName: String) -> LocalizablePosition? {
        guard let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: typeName), !isArray else { return nil }
        return LocalizablePosition(kind: kind, api: nil, apiName: TypeName.normalized(typeName), arguments: nil)
    }

    /// The context of an array's element, given the array's: the element type of a declared array.
    private func element(_ context: TypeContext?, _ asArrayElement: Bool) -> TypeContext? {
        guard asArrayElement, case .type(let type)? = context else { return context }
        return structure(of: type, TypeName.arrayElement).map(TypeContext.type)
    }

    /// A part of a structured type (an element, a value, a tuple member) read by `part`, looking through
    /// a type alias the app declares when `type` is not spelled structurally (`typealias Titles = (…)`).
    private func structure(of type: String, _ part: (String) -> String?) -> String? {
        if let found = part(type) { return found }
        guard let first = type.utf8.first, first != UInt8(ascii: "["), first != UInt8(ascii: "("),
              let aliased = types?.aliasedType(type)
        else { return nil }
        return part(aliased)
    }

    // MARK: - Calls

    /// The type the app declares for `argument`'s parameter of `call` (an implicit `.init(…)`'s callee is
    /// the type its own context gives).
    private func parameterType(of argument: LabeledExprSyntax, in list: LabeledExprListSyntax, call: FunctionCallExprSyntax) -> String? {
        guard let label = Self.addressedLabel(of: argument, in: list) else { return nil }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           LocalizableAPICatalog.textParameters[callee]?.contains(label) == true, types?.declaresType(callee) != true {
            return "Text"
        }
        guard let types else { return nil }
        let callees: [(LocalizableAPI.Callee, receiver: ExprSyntax?)]
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
           let elementType = collectionElementParameter(member.declName.baseName.text, label: label, receiver: receiver) {
            return elementType
        }
        if Self.isImplicitInitializer(call) {
            guard case .type(let type)? = context(of: Syntax(call), resolvingType: true) else { return nil }
            callees = [(.type(TypeName.lastComponent(TypeName.normalized(type))), nil)]
        } else {
            callees = Self.callees(of: call.calledExpression)
        }
        // The labels the call uses, its first unlabeled argument as `_` (later unlabeled ones can't be told apart).
        var arguments: [String] = []
        for (offset, element) in list.enumerated() {
            if let text = element.label?.text { arguments.append(text) } else if offset == 0 || !arguments.contains(LocalizableAPI.unlabeled) {
                arguments.append(LocalizableAPI.unlabeled)
            }
        }
        for (callee, _) in callees {
            if let type = types.parameterType(of: callee, label: label, arguments: arguments) { return type }
        }
        return nil
    }

    /// What an array's (or set's) adding method takes: `items.append(x)`, `items.insert(x, at: 0)`
    /// take an element, `append(contentsOf:)` an array of them.
    private func collectionElementParameter(_ method: String, label: String, receiver: ExprSyntax) -> String? {
        guard method == "append" || method == "insert", let types, let collection = types.type(of: receiver) else { return nil }
        if label == "contentsOf" { return collection }
        guard label == LocalizableAPI.unlabeled else { return nil }
        return structure(of: collection, TypeName.arrayElement)
    }

    // MARK: - Operators

    /// The context of an operand of an unfolded operator sequence: `"…" as T`, either branch of `?:`,
    /// the default of `??`, or the value of an assignment.
    private func operandContext(
        _ operand: Syntax, in sequence: SequenceExprSyntax, asArrayElement: Bool, resolvingType: Bool
    ) -> TypeContext? {
        // One pass for the operand's neighbours: no array of the elements.
        var first: ExprSyntax?, beforePrevious: ExprSyntax?, previous: ExprSyntax?
        var index = 0
        var found = false
        var iterator = sequence.elements.makeIterator()
        while let element = iterator.next() {
            if first == nil { first = element }
            if element.id == operand.id {
                found = true
                break
            }
            (beforePrevious, previous) = (previous, element)
            index += 1
        }
        guard found else { return nil }
        let next = iterator.next(), afterNext = iterator.next()
        if next?.is(UnresolvedAsExprSyntax.self) == true, let type = afterNext?.as(TypeExprSyntax.self) {
            return element(.type(type.type.compactText), asArrayElement)
        }
        guard let previous else {
            // The optional before `??` has the default's type: `mode.map { "Mode: \($0)" } ?? "Select mode"`.
            // Only in `x ?? "…"` alone: with other operators, precedence decides what `??` joins.
            guard sequence.elements.count == 3, next?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                  let afterNext, Self.isLiteralBranch(afterNext)
            else { return nil }
            return sequenceContext(sequence, asArrayElement: asArrayElement, resolvingType: resolvingType)
        }
        if next == nil, let ternary = previous.as(UnresolvedTernaryExprSyntax.self) {
            return branchContext(other: ternary.thenExpression, of: sequence, asArrayElement: asArrayElement, resolvingType: resolvingType)
        }
        guard let beforePrevious else { return nil }
        if let op = previous.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "??" {
                return branchContext(
                    other: beforePrevious, of: sequence, isDefault: true, asArrayElement: asArrayElement,
                    resolvingType: resolvingType)
            }
            // `text += .init(localized: "…")`, `a + .init(localized: "…")`: the other operand's type.
            if op == "+=" || op == "+" {
                return element(assignedType(beforePrevious).map(TypeContext.type), asArrayElement)
            }
        }
        if index == 2, previous.is(AssignmentExprSyntax.self), let first {
            return element(assignedType(first).map(TypeContext.type), asArrayElement)
        }
        return nil
    }

    /// The context of a branch of `?:` or the default of `??`, whose `other` side must have the same type.
    /// A branch beside a literal takes the whole expression's context. Otherwise that context decides when
    /// it has one type (a declared type, or a `LocalizedStringResource` parameter); a SwiftUI title also
    /// takes a `String`, so there the other side's type decides (`isDefault`: unwrapped, as `??` does).
    private func branchContext(
        other: ExprSyntax, of sequence: SequenceExprSyntax, isDefault: Bool = false, asArrayElement: Bool, resolvingType: Bool
    ) -> TypeContext? {
        let outer = sequenceContext(sequence, asArrayElement: asArrayElement, resolvingType: resolvingType)
        // `flag ? nil : "…"` is the context's optional; `flag ? .init() : "…"` picks a `String` overload, as
        // no localizable type has an initializer without arguments.
        if other.is(NilLiteralExprSyntax.self) { return outer }
        if case .position? = outer, let call = other.as(FunctionCallExprSyntax.self), Self.isImplicitInitializer(call),
           call.arguments.isEmpty, call.trailingClosure == nil {
            return nil
        }
        if !isDefault, Self.isLiteralBranch(other) { return outer }
        if sequence.elements.count == 3, Self.isMappedLiteral(other) { return outer }
        if case .type? = outer { return outer }
        // The other side's type, when known, is the literal's: a `String` there picks a `String` overload.
        if var otherType = types?.type(of: other) {
            if isDefault { otherType = TypeName.normalized(otherType) }
            if let outer, LocalizableAPICatalog.localizableKind(ofTypeName: otherType) != nil { return outer }
            return element(.type(otherType), asArrayElement)
        }
        if case .position(let position)? = outer, position.kind != .localizedStringKey { return outer }
        return nil
    }

    /// Whether `expression` maps a value to a literal (`mode.map { "Mode: \($0)" }`), whose type then
    /// comes from where the result goes, not from the literal.
    private static func isMappedLiteral(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "map",
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let result = closure.statements.first?.item.as(ExprSyntax.self)
        else { return false }
        return isLiteralBranch(result)
    }

    /// The context of a whole operator sequence; in `x = a ?? "…"` the assigned value's is `x`'s type.
    private func sequenceContext(_ sequence: SequenceExprSyntax, asArrayElement: Bool, resolvingType: Bool) -> TypeContext? {
        let elements = sequence.elements
        if elements.count >= 3, elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            return element(assignedType(elements.first!).map(TypeContext.type), asArrayElement)
        }
        return context(of: Syntax(sequence), asArrayElement: asArrayElement, resolvingType: resolvingType)
    }

    /// The declared type of what an assignment writes (`self.title`, `title`, `model.title`).
    private func assignedType(_ target: ExprSyntax) -> String? {
        types?.type(of: target)
    }

    // MARK: - Declarations

    /// `let title: LocalizedStringKey = …`, `func f(title: T = …)`, `case a(T = …)`, and an enum case's
    /// raw value, typed by the enum's raw type (`enum Label: LocalizedStringKey { case done = "Done" }`).
    private func initializerContext(_ clause: InitializerClauseSyntax) -> TypeContext? {
        guard let owner = clause.parent else { return nil }
        switch owner.as(SyntaxEnum.self) {
        case .patternBinding(let binding):
            if let annotation = binding.typeAnnotation { return .type(annotation.type.compactText) }
            return Self.isIntentDescription(binding) ? .type("IntentDescription") : nil
        case .functionParameter(let parameter):
            return .type(parameter.type.compactText)
        case .enumCaseParameter(let parameter):
            return .type(parameter.type.compactText)
        case .enumCaseElement:
            return Self.enumRawType(of: owner).map(TypeContext.type)
        default:
            return nil
        }
    }

    /// Whether `binding` is an intent's `static var description = "…"` with a plain literal: Swift types it
    /// `String`, but App Intents read it as the intent's description and Xcode extracts it. An intent is a type
    /// that declares one of App Intents' intent protocols.
    static func isIntentDescription(_ binding: PatternBindingSyntax) -> Bool {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "description",
              let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
              !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { return false }
        var current = declaration.parent
        while let node = current, !node.isProtocol(DeclGroupSyntax.self) { current = node.parent }
        guard let inherited = current?.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes else { return false }
        return inherited.contains { Self.intentProtocols.contains(TypeName.lastComponent($0.type.compactText)) }
    }

    /// App Intents' protocols whose conformers are intents, with an optional `description`.
    private static let intentProtocols: Set<String> = [
        "AppIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "CameraCaptureIntent", "ControlConfigurationIntent",
        "DeleteIntent", "ForegroundContinuableIntent", "LiveActivityIntent", "OpenIntent", "PlayVideoIntent",
        "ProgressReportingIntent", "PushToTalkTransmissionIntent", "SetValueIntent", "ShowInAppSearchResultsIntent",
        "SnippetIntent", "SystemIntent", "URLRepresentableIntent", "WidgetConfigurationIntent",
    ]

    /// The raw type an enum case element's enum declares first in its inheritance clause.
    static func enumRawType(of element: Syntax) -> String? {
        var current = element.parent
        while let node = current, !node.is(EnumDeclSyntax.self) { current = node.parent }
        return current?.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.compactText
    }

    // MARK: - Results

    /// A `return` statement: the result type of the innermost function, accessor, closure or subscript.
    private func resultContext(ofReturn returnStatement: Syntax) -> TypeContext? {
        var current = returnStatement.parent
        while let node = current {
            if Self.isResultOwner(node) { return declaredResultContext(of: node) }
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

    /// The context of what a `map` transform returns, from the context of the `map` call's result: an
    /// optional's (`mode.map { "Mode: \($0)" } ?? "Select mode"` in a title) or an array's elements.
    private func mappedResultContext(of closure: ClosureExprSyntax) -> TypeContext? {
        var owner = Syntax(closure).parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        guard let call = owner?.as(FunctionCallExprSyntax.self),
              call.trailingClosure?.id == closure.id || call.arguments.count == 1,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "map"
        else { return nil }
        switch context(of: Syntax(call)) {
        case .position(let position)?:
            return .position(position)
        case .type(let type)?:
            return .type(structure(of: type, TypeName.arrayElement) ?? TypeName.normalized(type))
        case nil:
            return nil
        }
    }

    /// The result type declared by a function, property getter or subscript, or a closure's: its
    /// signature's, or for a closure called where it is written (`let title: T = { … }()`), the call's context.
    private func declaredResultContext(of owner: Syntax) -> TypeContext? {
        switch owner.as(SyntaxEnum.self) {
        case .functionDecl(let function):
            return function.signature.returnClause.map { .type($0.type.compactText) }
        case .subscriptDecl(let subscriptDecl):
            return .type(subscriptDecl.returnClause.type.compactText)
        case .closureExpr(let closure):
            if let type = closure.signature?.returnClause?.type { return .type(type.compactText) }
            if let mapped = mappedResultContext(of: closure) { return mapped }
            guard let call = owner.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == owner.id,
                  call.arguments.isEmpty
            else { return nil }
            return context(of: Syntax(call), resolvingType: true)
        case .accessorDecl(let accessor):
            guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return accessor.parent?.parent.flatMap { declaredResultContext(of: $0) }
        case .accessorBlock(let block):
            if let binding = block.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { .type($0.type.compactText) }
            }
            if let subscriptDecl = block.parent?.as(SubscriptDeclSyntax.self) {
                return .type(subscriptDecl.returnClause.type.compactText)
            }
            return nil
        default:
            return nil
        }
    }
}
