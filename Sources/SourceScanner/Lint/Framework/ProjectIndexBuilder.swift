import SwiftSyntax

/// Walks one file and records the ``ProjectIndex`` facts it contributes.
final class ProjectIndexBuilder: SyntaxVisitor {
    var index = ProjectIndex()
    /// Each call's arguments shown through a localizing position, for the rules to reuse.
    var displayedArguments: [SyntaxIdentifier: [LabeledExprSyntax]] = [:]
    /// The file walked, for display sites' locations.
    private let file: SourceFile
    /// How many enclosing declarations build a prompt: names interpolated there reach a model.
    private var promptDepth = 0

    init(file: SourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    /// String parameters of the enclosing functions, innermost last: internal name → slot.
    private var parameterScopes: [[String: CallSlot]] = []
    /// Enclosing types, innermost last, with their stored String properties.
    private var typeScopes: [(name: String, stringProperties: Set<String>)] = []
    /// The declared types of the names in scope, to tell which type a displayed member is read from.
    private var valueTypes = DeclaredValueTypes()

    // MARK: Types

    // `visitPost` runs even for skipped children, so a preview's scope is pushed too, to be popped there.

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeScopes.append((node.name.text, Self.storedStringProperties(node.memberBlock)))
        valueTypes.push(DeclaredValueTypes.propertyTypes(node.memberBlock))
        return LocalizablePositionResolver.isInPreview(node.name) ? .skipChildren : .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { popTypeScope() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeScopes.append((node.name.text, Self.storedStringProperties(node.memberBlock)))
        valueTypes.push(DeclaredValueTypes.propertyTypes(node.memberBlock))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { popTypeScope() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeScopes.append((node.name.text, []))
        valueTypes.push(DeclaredValueTypes.propertyTypes(node.memberBlock))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { popTypeScope() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeScopes.append((node.name.text, []))
        valueTypes.push(DeclaredValueTypes.propertyTypes(node.memberBlock))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { popTypeScope() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeScopes.append((TypeName.lastComponent(node.extendedType.compactText), []))
        valueTypes.push(DeclaredValueTypes.propertyTypes(node.memberBlock))
        return LocalizablePositionResolver.isInPreview(node.extendedType) ? .skipChildren : .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popTypeScope() }

    private func popTypeScope() {
        typeScopes.removeLast()
        valueTypes.pop()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        index.protocolNames.insert(node.name.text)
        return .visitChildren
    }

    /// `ForEach(Filter.allCases) { filter in … }`: `filter` is a `Filter`.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        valueTypes.push(DeclaredValueTypes.closureParameterTypes(node))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { valueTypes.pop() }

    /// `for filter in Filter.allCases`: `filter` is a `Filter`.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let type = DeclaredValueTypes.allCasesElement(node.sequence)
        valueTypes.push(name.flatMap { name in type.map { [name: $0] } } ?? [:])
        return .visitChildren
    }
    override func visitPost(_ node: ForStmtSyntax) { valueTypes.pop() }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    private static func storedStringProperties(_ members: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if binding.typeAnnotation?.type.isStringLike == true,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    names.insert(name)
                }
            }
        }
        return names
    }

    // MARK: Functions and their String parameters

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        parameterScopes.append(Self.stringParameters(node.signature.parameterClause, callee: node.name.text))
        valueTypes.push(DeclaredValueTypes.parameterTypes(node.signature.parameterClause))
        if EnclosingDeclarations.isPromptName(node.name.text) { promptDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        parameterScopes.removeLast()
        valueTypes.pop()
        if EnclosingDeclarations.isPromptName(node.name.text) { promptDepth -= 1 }
    }

    /// Values interpolated into a prompt reach a language model.
    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        guard promptDepth > 0 else { return .visitChildren }
        for argument in node.expressions {
            for source in ValueFlow.sourceNames(of: argument.expression) { index.nonUISinkNames.insert(source.name) }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let typeName = typeScopes.last?.name ?? "init"
        parameterScopes.append(Self.stringParameters(node.signature.parameterClause, callee: typeName))
        valueTypes.push(DeclaredValueTypes.parameterTypes(node.signature.parameterClause))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        parameterScopes.removeLast()
        valueTypes.pop()
    }

    private static func stringParameters(_ clause: FunctionParameterClauseSyntax, callee: String) -> [String: CallSlot] {
        var slots: [String: CallSlot] = [:]
        for (position, parameter) in clause.parameters.enumerated() where parameter.type.isStringLike {
            let external = parameter.firstName.text
            let label = external == "_" ? "_\(position)" : external
            let internalName = parameter.secondName?.text ?? external
            slots[internalName] = CallSlot(callee: callee, label: label)
        }
        return slots
    }

    // MARK: Declarations' types

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if EnclosingDeclarations.isPromptName(name) { promptDepth += 1 }
        if let type = node.typeAnnotation?.type {
            if type.isStringLike { index.stringNames.insert(name) } else { index.otherTypedNames.insert(name) }
        } else if node.initializer?.value.unwrapped.is(StringLiteralExprSyntax.self) == true {
            index.stringNames.insert(name)
        }
        if let value = node.initializer?.value { recordAssignment(to: name, from: value) }
        return .visitChildren
    }

    /// `message = error.rawValue`, `content.body = phase.rawValue`: what a variable or a notification's or
    /// alert's text is assigned from.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
              let (name, _) = DisplayFlow.assignmentTarget(items[0])
        else { return .visitChildren }
        if let member = items[0].unwrapped.as(MemberAccessExprSyntax.self), Self.displayedMembers.contains(name),
           let base = member.base?.trimmedText.lowercased(),
           ["content", "notification", "alert"].contains(where: base.contains) {
            for source in ValueFlow.sourceNames(of: items[2]) {
                index.recordDisplayed(source.name, hint: hint(for: source))
                recordSite(of: source, "\(member.trimmedText)", at: node)
            }
        }
        recordAssignment(to: name, from: items[2])
        return .visitChildren
    }

    /// Members of notification contents and alerts that people read.
    private static let displayedMembers: Set<String> = ["title", "subtitle", "body", "messageText", "informativeText"]

    private func recordAssignment(to name: String, from value: ExprSyntax) {
        for source in ValueFlow.sourceNames(of: value) where source.name != name {
            index.assignedSources[name, default: [:]][source.name, default: []].insert(hint(for: source))
        }
    }

    override func visitPost(_ node: PatternBindingSyntax) {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           EnclosingDeclarations.isPromptName(name) {
            promptDepth -= 1
        }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let displayed = LocalizingPositions.displayedArguments(of: node)
        displayedArguments[node.id] = displayed
        for argument in displayed {
            for source in ValueFlow.sourceNames(of: argument.expression) { recordDisplayed(source, by: node) }
        }
        if UserFacingContext.isExcludedCall(node) || LiteralSink.isStoringCall(node) {
            for argument in node.arguments {
                for source in ValueFlow.sourceNames(of: argument.expression) { index.nonUISinkNames.insert(source.name) }
            }
        }
        if let callee = node.calleeName {
            for (position, argument) in node.arguments.enumerated() {
                let slot = CallSlot(callee: callee, label: argument.slotLabel(at: position))
                for source in ValueFlow.sourceNames(of: argument.expression) {
                    if source.isUnqualified, let forwarded = resolveParameter(source.name) {
                        index.forwardings[slot, default: []].insert(forwarded)
                    } else {
                        index.argumentSources[slot, default: [:]][source.name, default: []].insert(hint(for: source))
                    }
                }
            }
        }
        return .visitChildren
    }

    /// Records that `source`'s value is shown: a parameter makes its slot displaying, anything else its name.
    private func recordDisplayed(_ source: SourceName, by call: FunctionCallExprSyntax) {
        if source.isUnqualified, let slot = resolveParameter(source.name) {
            index.displayingSlots.insert(slot)
            if slot.callee == typeScopes.last?.name { index.recordDisplayed(source.name, hint: hint(for: source)) }
        } else {
            index.recordDisplayed(source.name, hint: hint(for: source))
        }
        recordSite(of: source, call.calleeName ?? "a view", at: call)
    }

    /// Remembers the first place `source` is shown: `Text in SettingsView.swift:12`.
    private func recordSite(of source: SourceName, _ shownBy: String, at node: some SyntaxProtocol) {
        let hint = hint(for: source)
        guard index.displaySites[source.name]?[hint] == nil else { return }
        let line = file.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset).line
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        index.displaySites[source.name, default: [:]][hint] = "\(shownBy) in \(fileName):\(line)"
    }

    /// The type hint of a source: its base (with the base's declared type when one is in scope), the
    /// enclosing type for unqualified names and `Self`, or `*`.
    private func hint(for source: SourceName) -> String {
        guard let base = source.base, base != "Self" else { return typeScopes.last?.name ?? "*" }
        guard let type = valueTypes.type(of: base) else { return base }
        return TypeNameMatch.typedHint(type: type, name: base)
    }

    /// The slot of an enclosing function's String parameter, or of a stored String property of the
    /// enclosing type (set through the memberwise initializer), named `name`.
    private func resolveParameter(_ name: String) -> CallSlot? {
        if let slot = parameterScopes.last?[name] { return slot }
        if let type = typeScopes.last, type.stringProperties.contains(name) {
            return CallSlot(callee: type.name, label: name)
        }
        return nil
    }
}
