import SwiftSyntax

/// Whether an expression's value ends up on screen, by following it up to where it is used.
enum DisplayFlow {
    /// Whether `node`'s value is shown to people: it is (part of) an argument at a localizing position or
    /// a displaying parameter, or the value of a function, property or variable whose value is displayed.
    static func isDisplayed(_ node: some SyntaxProtocol, index: ProjectIndex) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .labeledExpr:
                guard let argument = parent.as(LabeledExprSyntax.self) else { return false }
                // An interpolated value becomes part of the enclosing string.
                if argument.parent?.parent?.is(ExpressionSegmentSyntax.self) == true { break }
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                if call.isLocalizationCall { return true }
                if LocalizingPositions.displayedArguments(of: call).contains(where: { $0.id == argument.id }) {
                    return true
                }
                guard let callee = call.calleeName,
                      let position = call.arguments.firstIndex(where: { $0.id == argument.id })
                else { return false }
                let offset = call.arguments.distance(from: call.arguments.startIndex, to: position)
                let label = argument.slotLabel(at: offset)
                if index.isDisplayingSlot(callee: callee, label: label) { return true }
                if PlatformTextAPIs.parameter(of: call, argument: argument, at: offset) != nil { return true }
                // `String(x)`, `Text(verbatim:)`-free wrappers keep the value; anything else consumes it.
                guard callee == "String" || callee == "format" else { return false }
            case .exprList:
                let items = Array(parent.cast(ExprListSyntax.self))
                if let position = items.firstIndex(where: { $0.id == child.id }),
                   let assignment = items[..<position].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }),
                   assignment >= 1 {
                    if TextReceiver.isTextProperty(items[assignment - 1], receiverType: { receiverType($0, index: index) }) {
                        return true
                    }
                    guard let (name, typeHint) = assignmentTarget(items[assignment - 1]) else { return false }
                    return index.isDisplayed(name, in: typeHint) && index.isStringVariable(name)
                }
            case .returnStmt:
                return isDisplayedDeclaration(enclosing: parent, index: index)
            case .patternBinding:
                let binding = parent.cast(PatternBindingSyntax.self)
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
                return index.isDisplayed(name, in: TypeNameMatch.enclosingTypeName(of: binding))
                    && (binding.typeAnnotation.map { $0.type.isStringLike } ?? true)
            case .functionDecl:
                let function = parent.cast(FunctionDeclSyntax.self)
                return index.isDisplayed(function.name.text, in: TypeNameMatch.enclosingTypeName(of: function))
                    && function.signature.returnClause?.type.isStringLike == true
            case .closureExpr, .memberBlock, .sourceFile, .subscriptCallExpr, .dictionaryElement, .arrayElement,
                 .conditionElement, .guardStmt, .whileStmt, .forStmt:
                return false
            case .codeBlockItemList:
                // Only the single expression of an implicit-return body carries the value.
                if parent.as(CodeBlockItemListSyntax.self)?.count != 1 { return false }
            default:
                break
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    private static func isDisplayedDeclaration(enclosing node: Syntax, index: ProjectIndex) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return false }
            if let function = parent.as(FunctionDeclSyntax.self) {
                if PlatformTextAPIs.isDisplayingMethod(function) { return true }
                return index.isDisplayed(function.name.text, in: TypeNameMatch.enclosingTypeName(of: function))
                    && function.signature.returnClause?.type.isStringLike == true
            }
            if let binding = parent.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return index.isDisplayed(name, in: TypeNameMatch.enclosingTypeName(of: binding))
                    && (binding.typeAnnotation.map { $0.type.isStringLike } ?? true)
            }
            current = parent.parent
        }
        return false
    }

    /// The declared type of a receiver (`panel` in `panel.title = …`): a local's, or a property's of the
    /// enclosing type.
    static func receiverType(_ base: ExprSyntax, index: ProjectIndex) -> String? {
        guard let reference = base.unwrapped.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        return TextReceiver.localType(of: name, before: reference)
            ?? index.declarations.propertyType(name, in: TypeNameMatch.enclosingTypeName(of: reference))
    }

    /// The assigned name and a hint of its type: the enclosing type for `x = …` and `self.x = …`, the
    /// base for `other.x = …`.
    static func assignmentTarget(_ target: ExprSyntax) -> (name: String, typeHint: String?)? {
        let target = target.unwrapped
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, TypeNameMatch.enclosingTypeName(of: reference))
        }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return nil }
        if member.base?.trimmedText == "self" {
            return (member.declName.baseName.text, TypeNameMatch.enclosingTypeName(of: member))
        }
        let hint = ValueFlow.baseHint(member.base)
        return (member.declName.baseName.text, hint == "*" ? nil : hint)
    }
}
