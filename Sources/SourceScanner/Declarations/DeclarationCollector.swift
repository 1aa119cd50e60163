import SwiftSyntax

/// The first pass: reads declarations (not bodies) of one file into a `DeclarationIndex`.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var index = DeclarationIndex()
    /// Enclosing type names, innermost last, with whether each is a struct (memberwise initializer).
    private var owners: [(name: String, isStruct: Bool)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func collect(_ tree: SourceFileSyntax) -> DeclarationIndex {
        let collector = DeclarationCollector()
        collector.walk(tree)
        return collector.index
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, isStruct: true) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(TypeName.lastComponent(node.extendedType.compactText))
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    private func push(_ name: String, isStruct: Bool = false) -> SyntaxVisitorContinueKind {
        owners.append((name, isStruct))
        return .visitChildren
    }

    // MARK: Bodies are not declarations

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = owners.last
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declaredType = binding.typeAnnotation?.type.compactText
            if let type = declaredType ?? binding.initializer.flatMap({ LiteralTypes.type(of: $0.value) }) {
                index.addProperty(name, type: type, in: owner?.name)
            }
            // A struct's stored properties are its memberwise initializer's parameters.
            let isStored = binding.accessorBlock == nil
            let isInitialized = node.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
            if let owner, owner.isStruct, isStored, !isStatic, !isInitialized, let declaredType,
               let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: declaredType)
            {
                index.localizableAPIs.append(
                    LocalizableAPI(.type(owner.name), keys: [name], kind: kind, keyIsArray: isArray))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if let returnType = node.signature.returnClause?.type.compactText {
            index.addFunction(name, returnType: returnType)
        }
        addLocalizableParameters(node.signature.parameterClause.parameters, callee: .memberOrFunction(name))
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.last {
            addLocalizableParameters(node.signature.parameterClause.parameters, callee: .type(owner.name))
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            guard let parameters = element.parameterClause?.parameters else { continue }
            var unlabeledSeen = false
            for parameter in parameters {
                guard let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: parameter.type.compactText)
                else {
                    if parameter.firstName == nil { unlabeledSeen = true }
                    continue
                }
                let label = parameter.firstName.map { $0.text == "_" ? LocalizableAPI.unlabeled : $0.text }
                    ?? LocalizableAPI.unlabeled
                if label == LocalizableAPI.unlabeled, unlabeledSeen { continue }
                index.localizableAPIs.append(
                    LocalizableAPI(.member(element.name.text), keys: [label], kind: kind, keyIsArray: isArray))
            }
        }
        return .skipChildren
    }

    private func addLocalizableParameters(_ parameters: FunctionParameterListSyntax, callee: LocalizableAPI.Callee) {
        var unlabeledSeen = false
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? LocalizableAPI.unlabeled : parameter.firstName.text
            defer { if label == LocalizableAPI.unlabeled { unlabeledSeen = true } }
            guard let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: parameter.type.compactText)
            else { continue }
            // Only the first unlabeled argument can be addressed as `_`.
            if label == LocalizableAPI.unlabeled, unlabeledSeen { continue }
            // Wrappers of `Text(_:tableName:comment:)` pass their `comment:`/`tableName:` through.
            let labels = Set(parameters.map(\.firstName.text))
            index.localizableAPIs.append(
                LocalizableAPI(
                    callee, keys: [label], kind: kind,
                    table: ["tableName", "table"].first(where: labels.contains),
                    comment: labels.contains("comment") ? "comment" : nil, keyIsArray: isArray))
        }
    }
}

extension TypeName {
    /// `Foo.Bar` → `Bar`, `Foo<T>` → `Foo`.
    static func lastComponent(_ typeName: String) -> String {
        var name = Substring(typeName)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }
}
