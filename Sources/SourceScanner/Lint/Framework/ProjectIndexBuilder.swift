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
    /// The members of `String` extensions being walked, innermost last.
    var stringMembers: [String] = []
    /// How many `String` extensions the walk is in.
    private var stringExtensionDepth = 0

    /// The innermost type (or extended type) the walk is in.
    var currentTypeName: String? { typeScopes.last?.name }

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
        recordRawValues(of: node)
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
        if Self.extendsString(node) { stringExtensionDepth += 1 }
        typeScopes.append((TypeName.lastComponent(node.extendedType.compactText), []))
        valueTypes.push(DeclaredValueTypes.propertyTypes(node.memberBlock))
        return LocalizablePositionResolver.isInPreview(node.extendedType) ? .skipChildren : .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if Self.extendsString(node) { stringExtensionDepth -= 1 }
        popTypeScope()
    }

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
        if isStringMember(node) {
            stringMembers.append(node.name.text)
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            index.keyFlow.stringMemberLabels[node.name.text, default: []].insert(labels)
        }
        let parameters = Self.stringParameters(node.signature.parameterClause, callee: node.name.text)
        if PlatformTextAPIs.isDisplayingMethod(node), let body = node.body {
            for value in ValueFlow.returnedExpressions(of: body.statements) {
                for source in ValueFlow.sourceNames(of: value) { recordDisplayed(source, shownBy: node.name.text, at: value) }
            }
        }
        if node.signature.returnClause?.type.isStringLike == true, let body = node.body {
            let returned = ValueFlow.returnedExpressions(of: body.statements)
            recordValues(of: node.name.text, returned)
            if !parameters.isEmpty { recordReturnedParameters(of: node.name.text, returned, parameters) }
        }
        parameterScopes.append(parameters)
        valueTypes.push(DeclaredValueTypes.parameterTypes(node.signature.parameterClause))
        if EnclosingDeclarations.isPromptName(node.name.text) { promptDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if isStringMember(node) { stringMembers.removeLast() }
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
        if LocalizableAPICatalog.swiftUIViewNames.contains(typeName) {
            index.swiftUIExtensionLabels[typeName, default: []].insert(node.signature.parameterClause.parameters.map(\.firstName.text))
        }
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
        if isStringMember(node) { stringMembers.append(name) }
        recordStoredType(node)
        var isString = false
        if let type = node.typeAnnotation?.type {
            isString = type.isStringLike
            if isString { index.stringNames.insert(name) } else { index.otherTypedNames.insert(name) }
        } else if node.initializer?.value.unwrapped.is(StringLiteralExprSyntax.self) == true {
            isString = true
            index.stringNames.insert(name)
        }
        if isString || node.initializer?.value.isLocalizedValue == true { recordValues(of: name, Self.values(of: node)) }
        if let value = node.initializer?.value { recordAssignment(to: name, from: value) }
        return .visitChildren
    }

    /// `message = error.rawValue`, `content.body = phase.rawValue`: what a variable or a notification's or
    /// alert's text is assigned from.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        recordComparedNames(items)
        guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
              let (name, _) = DisplayFlow.assignmentTarget(items[0])
        else { return .visitChildren }
        if TextReceiver.isTextProperty(items[0], receiverType: receiverType) {
            if items[2].lastToken(viewMode: .sourceAccurate)?.text == "localizedDescription" { index.showsErrors = true }
            for source in ValueFlow.sourceNames(of: items[2]) { recordDisplayed(source, shownBy: items[0].trimmedText, at: node) }
        }
        recordAssignment(to: name, from: items[2])
        return .visitChildren
    }

    /// The parameters among `parameters` that `returned` values are made of, alone or interpolated.
    private func recordReturnedParameters(of function: String, _ returned: [ExprSyntax], _ parameters: [String: CallSlot]) {
        for leaf in returned.flatMap(ValueFlow.leafExpressions) {
            for source in ValueFlow.sourceNames(of: leaf) + ValueFlow.interpolatedSourceNames(of: leaf) where source.isUnqualified {
                if let slot = parameters[source.name] { index.returnedParameters[function, default: []].insert(slot) }
            }
        }
    }

    /// `mode == Mode.dark.rawValue`: a value compared with others is an identifier too, which `--fix` leaves.
    private func recordComparedNames(_ items: [ExprSyntax]) {
        for (position, item) in items.enumerated() {
            guard let op = item.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
                  position >= 1, position + 1 < items.count
            else { continue }
            for (value, other) in [(items[position - 1], items[position + 1]), (items[position + 1], items[position - 1])]
            where Self.isIdentifierValue(other) {
                for source in ValueFlow.sourceNames(of: value) { index.nonUISinkNames.insert(source.name) }
            }
        }
    }

    /// A literal with text, or a raw value: what a value compared with it identifies.
    private static func isIdentifierValue(_ expression: ExprSyntax) -> Bool {
        let value = expression.unwrapped
        if let literal = value.as(StringLiteralExprSyntax.self) { return !literal.unescapedStaticText.isEmpty }
        return value.lastToken(viewMode: .sourceAccurate)?.text == "rawValue"
    }

    /// The declared type of a receiver named in scope (`let panel: NSOpenPanel`, a property, a parameter).
    private func receiverType(_ base: ExprSyntax) -> String? {
        guard let reference = base.unwrapped.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        return valueTypes.type(of: name) ?? TextReceiver.localType(of: name, before: reference)
    }

    private func recordAssignment(to name: String, from value: ExprSyntax) {
        for source in ValueFlow.sourceNames(of: value) where source.name != name {
            index.assignedSources[name, default: [:]][source.name, default: []].insert(hint(for: source))
        }
    }

    override func visitPost(_ node: PatternBindingSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if EnclosingDeclarations.isPromptName(name) { promptDepth -= 1 }
        if isStringMember(node) { stringMembers.removeLast() }
    }

    /// Whether `node` is a member (a method, or a property's binding) of a `String` extension.
    private func isStringMember(_ node: some SyntaxProtocol) -> Bool {
        guard stringExtensionDepth > 0 else { return false }
        let item = node.is(FunctionDeclSyntax.self) ? node.parent : node.parent?.parent?.parent
        return item?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
    }

    /// The values a binding gives: its initializer's, or what its getter returns.
    static func values(of binding: PatternBindingSyntax) -> [ExprSyntax] {
        if let value = binding.initializer?.value { return [value] }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements):
            return ValueFlow.returnedExpressions(of: statements)
        case .accessors(let accessors):
            return accessors.filter { $0.accessorSpecifier.text == "get" }
                .flatMap { $0.body.map { ValueFlow.returnedExpressions(of: $0.statements) } ?? [] }
        case nil:
            return []
        }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordKeyUses(in: node)
        recordRawValueInitializer(node)
        recordErrorDisplay(node)
        let displayed = LocalizingPositions.displayedArguments(of: node)
        displayedArguments[node.id] = displayed
        for argument in displayed {
            for source in ValueFlow.sourceNames(of: argument.expression) { recordDisplayed(source, shownBy: node.calleeName ?? "a view", at: node) }
        }
        if UserFacingContext.isExcludedCall(node) || LiteralSink.isStoringCall(node) {
            // `NSImage(systemSymbolName:accessibilityDescription:)`: its description is read aloud, its name is not.
            for (position, argument) in node.arguments.enumerated()
            where PlatformTextAPIs.parameter(of: node, argument: argument, at: position) == nil {
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
    private func recordDisplayed(_ source: SourceName, shownBy: String, at node: some SyntaxProtocol) {
        if source.isUnqualified, let slot = resolveParameter(source.name) {
            index.displayingSlots.insert(slot)
            if slot.callee == typeScopes.last?.name { index.recordDisplayed(source.name, hint: hint(for: source)) }
        } else {
            index.recordDisplayed(source.name, hint: hint(for: source))
        }
        recordSite(of: source, shownBy, at: node)
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
    func parameterSlot(named name: String) -> CallSlot? { resolveParameter(name) }

    private func resolveParameter(_ name: String) -> CallSlot? {
        if let slot = parameterScopes.last?[name] { return slot }
        if let type = typeScopes.last, type.stringProperties.contains(name) {
            return CallSlot(callee: type.name, label: name)
        }
        return nil
    }
}
