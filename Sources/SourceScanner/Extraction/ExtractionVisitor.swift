import SwiftSyntax

/// The second pass over one file: finds every string literal in a localizable position and records it.
///
/// Only subtrees that contain a `"` byte can hold a string literal, so the visitor skips all others.
/// Walking in source order, it records local declarations scope by scope as the compiler sees them,
/// so an interpolation's names resolve with a dictionary lookup instead of a search of the tree.
/// Previews are skipped whole: Xcode extracts nothing from them.
final class ExtractionVisitor: SyntaxAnyVisitor, NameScope {
    private let resolver: LocalizablePositionResolver
    private let renderer: LocalizableKeyRenderer
    private let source: SourceIndex
    private let file: String
    @exclusivity(unchecked) private(set) var strings: [ExtractedString] = []
    /// Localizable literals with interpolations, to render once every file's declarations are known
    /// (their names may be properties declared elsewhere), with the scope they were seen in.
    @exclusivity(unchecked) private(set) var pendingRenders: [(literal: StringLiteralExprSyntax, position: LocalizablePosition, scope: ScopeSnapshot)] = []
    /// Literal call arguments no known API takes: another file may declare the API.
    @exclusivity(unchecked) private(set) var unresolvedArguments: [(literal: StringLiteralExprSyntax, callee: String)] = []
    /// Whether interpolated literals wait for the project's declarations (the first, per-file pass).
    private let defersInterpolations: Bool
    /// Whether literal arguments of calls no known API takes are kept for APIs declared in other files.
    private let recordsUnresolvedArguments: Bool

    // The walk's state is only touched from this visitor's own single-threaded walk, one access at a
    // time: dynamic exclusivity checks on it cost more than any other part of visiting a node.

    /// Local scopes, innermost last, each with the node that opened it.
    @exclusivity(unchecked) private var scopes: [(owner: SyntaxIdentifier, names: [String: LocalBinding])] = []
    /// Enclosing type declarations, innermost last.
    @exclusivity(unchecked) private var types: [(owner: SyntaxIdentifier, name: String)] = []
    /// Function, accessor and closure bodies being walked, innermost last: declarations inside them are local.
    @exclusivity(unchecked) private var bodies: [SyntaxIdentifier] = []
    /// The preview type being walked for its declarations only.
    @exclusivity(unchecked) private var previewType: SyntaxIdentifier?
    /// The file's declarations, recorded in the same walk.
    @exclusivity(unchecked) private var recorder = DeclarationRecorder()
    var declarations: DeclarationIndex { recorder.index }

    init(
        file: String, source: SourceIndex, resolver: LocalizablePositionResolver, renderer: LocalizableKeyRenderer,
        defersInterpolations: Bool = false, recordsUnresolvedArguments: Bool = false
    ) {
        self.defersInterpolations = defersInterpolations
        self.recordsUnresolvedArguments = recordsUnresolvedArguments
        self.file = file
        self.source = source
        self.resolver = resolver
        self.renderer = renderer
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - NameScope

    func binding(of name: String) -> LocalBinding? {
        for scope in scopes.reversed() {
            if let binding = scope.names[name] { return binding }
        }
        return nil
    }

    var enclosingTypeName: String? { types.last?.name }

    /// The local scopes, innermost last.
    var visibleScopes: [[String: LocalBinding]] { scopes.map(\.names) }

    // MARK: - Walk

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        // The kind is read once and nodes are cast only for the few kinds that matter: this runs for
        // every node of every subtree that holds a quote, and for declarations outside bodies.
        let kind = node.kind
        if kind == .stringLiteralExpr {
            if previewType == nil { visitLiteral(node.cast(StringLiteralExprSyntax.self)) }
            return .visitChildren
        }
        let isOutsideBodies = bodies.isEmpty
        let isMember = isOutsideBodies && recordDeclaration(node, kind: kind)
        let hasQuote = previewType == nil
            && source.containsQuote(from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
        if kind == .codeBlockItem {
            // Declarations without literals still bind names later interpolations use.
            declare(node.cast(CodeBlockItemSyntax.self).item, skippingLiterals: !hasQuote)
            return hasQuote || isOutsideBodies ? .visitChildren : .skipChildren
        }
        guard hasQuote else {
            // Outside bodies, declarations may lie below even without literals (as `DeclarationCollector` walks).
            return isOutsideBodies && !isMember && !Self.isBody(kind) ? .visitChildren : .skipChildren
        }
        switch kind {
        case .macroExpansionExpr:
            if node.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview" { return .skipChildren }
        case .macroExpansionDecl:
            if node.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview" { return .skipChildren }
        case .structDecl:
            let decl = node.cast(StructDeclSyntax.self)
            if LocalizablePositionResolver.inheritsPreviewProvider(decl.inheritanceClause) { return enterPreview(node) }
            types.append((node.id, decl.name.text))
        case .classDecl: types.append((node.id, node.cast(ClassDeclSyntax.self).name.text))
        case .enumDecl: types.append((node.id, node.cast(EnumDeclSyntax.self).name.text))
        case .actorDecl: types.append((node.id, node.cast(ActorDeclSyntax.self).name.text))
        case .extensionDecl:
            let decl = node.cast(ExtensionDeclSyntax.self)
            if LocalizablePositionResolver.inheritsPreviewProvider(decl.inheritanceClause) { return enterPreview(node) }
            types.append((node.id, TypeName.lastComponent(decl.extendedType.compactText)))
        case .functionDecl:
            openScope(node, parameters: node.cast(FunctionDeclSyntax.self).signature.parameterClause.parameters)
        case .initializerDecl:
            openScope(node, parameters: node.cast(InitializerDeclSyntax.self).signature.parameterClause.parameters)
        case .subscriptDecl:
            openScope(node, parameters: node.cast(SubscriptDeclSyntax.self).parameterClause.parameters)
        case .closureExpr:
            bodies.append(node.id)
            openScope(node, names: closureParameters(node.cast(ClosureExprSyntax.self)))
        case .codeBlock, .accessorBlock:
            bodies.append(node.id)
            openScope(node, names: [:])
        case .forStmt:
            openScope(node, names: loopVariables(node.cast(ForStmtSyntax.self)))
        case .ifExpr:
            openScope(node, names: conditionBindings(node.cast(IfExprSyntax.self).conditions))
        case .whileStmt:
            openScope(node, names: conditionBindings(node.cast(WhileStmtSyntax.self).conditions))
        case .switchCase:
            openScope(node, names: CasePatternBindings.names(in: node.cast(SwitchCaseSyntax.self)))
        default:
            break
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        if let last = scopes.last, last.owner == node.id { scopes.removeLast() }
        if let last = types.last, last.owner == node.id { types.removeLast() }
        if let last = bodies.last, last == node.id { bodies.removeLast() }
        if previewType == node.id { previewType = nil }
        recorder.exitType(ifOpenedBy: node.id)
    }

    // MARK: - Declarations

    /// Records the app's declarations outside bodies, as `DeclarationCollector` reads them. Returns whether
    /// the node is a member (property, function, initializer, enum case): nothing below it is a declaration.
    private func recordDeclaration(_ node: Syntax, kind: SyntaxKind) -> Bool {
        switch kind {
        case .structDecl: recorder.enterType(node.cast(StructDeclSyntax.self).name.text, isStruct: true, id: node.id)
        case .classDecl: recorder.enterType(node.cast(ClassDeclSyntax.self).name.text, isStruct: false, id: node.id)
        case .actorDecl: recorder.enterType(node.cast(ActorDeclSyntax.self).name.text, isStruct: false, id: node.id)
        case .enumDecl: recorder.enterType(node.cast(EnumDeclSyntax.self).name.text, isStruct: false, id: node.id)
        case .protocolDecl: recorder.enterType(node.cast(ProtocolDeclSyntax.self).name.text, isStruct: false, id: node.id)
        case .extensionDecl:
            let name = TypeName.lastComponent(node.cast(ExtensionDeclSyntax.self).extendedType.compactText)
            recorder.enterType(name, isStruct: false, id: node.id, isExtension: true)
        case .variableDecl: recorder.record(node.cast(VariableDeclSyntax.self))
        case .functionDecl: recorder.record(node.cast(FunctionDeclSyntax.self))
        case .initializerDecl: recorder.record(node.cast(InitializerDeclSyntax.self))
        case .enumCaseDecl: recorder.record(node.cast(EnumCaseDeclSyntax.self))
        default: return false
        }
        return kind == .variableDecl || kind == .functionDecl || kind == .initializerDecl || kind == .enumCaseDecl
    }

    /// Inside a preview type nothing is extracted, but its declarations are still the app's.
    private func enterPreview(_ node: Syntax) -> SyntaxVisitorContinueKind {
        previewType = node.id
        return .visitChildren
    }

    private static func isBody(_ kind: SyntaxKind) -> Bool {
        kind == .codeBlock || kind == .accessorBlock || kind == .closureExpr
    }

    /// Records a literal in a localizable position, or remembers it for the project's own APIs.
    private func visitLiteral(_ literal: StringLiteralExprSyntax) {
        if let position = resolver.position(of: literal) {
            let defaultValue = position.argument(position.api?.defaultValueLabel)?.expression.as(StringLiteralExprSyntax.self)
            if defersInterpolations, literal.hasInterpolation || defaultValue?.hasInterpolation == true {
                pendingRenders.append((literal, position, ScopeSnapshot(self)))
            } else if let string = Self.extractedString(literal, at: position, renderer: renderer, scope: self, file: file, source: source) {
                strings.append(string)
            }
        } else if recordsUnresolvedArguments, let name = Self.calleeName(ofArgument: literal) {
            unresolvedArguments.append((literal, name))
        }
    }

    // MARK: - Scopes

    private func openScope(_ node: Syntax, names: [String: LocalBinding]) {
        scopes.append((node.id, names))
    }

    private func openScope(_ node: Syntax, parameters: FunctionParameterListSyntax) {
        var names: [String: LocalBinding] = [:]
        for parameter in parameters {
            names[(parameter.secondName ?? parameter.firstName).text] = .declared(type: parameter.type.compactText)
        }
        openScope(node, names: names)
    }

    /// Records what a statement declares in the current scope (`let`, `var`, `guard let`).
    private func declare(_ item: CodeBlockItemSyntax.Item, skippingLiterals: Bool) {
        guard !scopes.isEmpty else { return }
        switch item {
        case .decl(let decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else { return }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let annotation = binding.typeAnnotation {
                    scopes[scopes.count - 1].names[name] = .declared(type: annotation.type.compactText)
                } else if let value = binding.initializer?.value {
                    scopes[scopes.count - 1].names[name] = .value(value)
                } else {
                    scopes[scopes.count - 1].names[name] = .unknown
                }
            }
        case .stmt(let stmt):
            guard let guardStmt = stmt.as(GuardStmtSyntax.self) else { return }
            scopes[scopes.count - 1].names.merge(conditionBindings(guardStmt.conditions)) { _, new in new }
        case .expr:
            return
        }
    }

    private func conditionBindings(_ conditions: ConditionElementListSyntax) -> [String: LocalBinding] {
        var names: [String: LocalBinding] = [:]
        for condition in conditions {
            guard case .optionalBinding(let optional) = condition.condition,
                  let name = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            if let annotation = optional.typeAnnotation {
                names[name] = .declared(type: annotation.type.compactText)
            } else if let value = optional.initializer?.value {
                names[name] = .unwrapped(value)
            } else if let outer = binding(of: name) {
                // `if let name`: the outer binding, unwrapped.
                switch outer {
                case .declared(let type): names[name] = .declared(type: TypeName.normalized(type))
                default: names[name] = outer
                }
            } else {
                names[name] = .unwrapped(ExprSyntax(DeclReferenceExprSyntax(baseName: optional.pattern.as(IdentifierPatternSyntax.self)!.identifier)))
            }
        }
        return names
    }

    private func loopVariables(_ forStmt: ForStmtSyntax) -> [String: LocalBinding] {
        if let name = forStmt.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return [name: .element(of: forStmt.sequence)]
        }
        guard let tuple = forStmt.pattern.as(TuplePatternSyntax.self) else { return [:] }
        var names: [String: LocalBinding] = [:]
        let isEnumerated = forStmt.sequence.as(FunctionCallExprSyntax.self)?
            .calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "enumerated"
        for (offset, element) in tuple.elements.enumerated() {
            guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            names[name] = isEnumerated && offset == 0 ? .offset : .unknown
        }
        return names
    }

    /// A closure's parameters: typed ones by their type; the first untyped one of a closure passed to a
    /// call over data (`ForEach(0..<n) { i in }`, `List(items) { item in }`) as an element of that data.
    private func closureParameters(_ closure: ClosureExprSyntax) -> [String: LocalBinding] {
        guard let parameterClause = closure.signature?.parameterClause else { return [:] }
        var ordered: [(String, LocalBinding)] = []
        switch parameterClause {
        case .simpleInput(let parameters):
            ordered = parameters.map { ($0.name.text, .unknown) }
        case .parameterClause(let clause):
            ordered = clause.parameters.map { parameter in
                ((parameter.secondName ?? parameter.firstName).text,
                 parameter.type.map { .declared(type: $0.compactText) } ?? .unknown)
            }
        }
        if case .unknown = ordered.first?.1 ?? .offset,
           let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
           let data = call.arguments.first, data.label == nil {
            ordered[0].1 = .element(of: data.expression)
        }
        return Dictionary(ordered, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Recording

    /// The name of the call (or attribute) a literal is a direct argument of: `Row` in `Row(title: "…")`,
    /// and `Row` too in `Row(title: .init("…"))`, whose implicit `.init` takes `Row`'s parameter type.
    private static func calleeName(ofArgument literal: some SyntaxProtocol) -> String? {
        guard let owner = literal.parent?.as(LabeledExprSyntax.self)?.parent?.parent else { return nil }
        if let call = owner.as(FunctionCallExprSyntax.self) {
            if LocalizablePositionResolver.isImplicitInitializer(call) { return calleeName(ofArgument: call) }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        return owner.as(AttributeSyntax.self).map { TypeName.lastComponent($0.attributeName.compactText) }
    }

    /// The extracted string for a literal at a localizable position; `nil` if it cannot be a key.
    static func extractedString(
        _ literal: StringLiteralExprSyntax, at position: LocalizablePosition, renderer: LocalizableKeyRenderer,
        scope: NameScope?, file: String, source: SourceIndex
    ) -> ExtractedString? {
        guard let key = renderer.key(of: literal, kind: position.kind, in: scope) else { return nil }
        let api = position.api
        var table = ExtractedString.defaultTable
        if let tableArgument = position.argument(api?.tableLabel) {
            // A table that is not a literal is unknown at compile time: the string stays in the default table.
            if let name = LocalizableKeyRenderer.constantValue(of: tableArgument.expression) { table = name }
        }
        // An empty comment is no comment, as in Xcode's catalogs.
        let comment = position.argument(api?.commentLabel)
            .flatMap { LocalizableKeyRenderer.constantValue(of: $0.expression) }
            .flatMap { $0.isEmpty ? nil : $0 }
        let defaultValue = position.argument(api?.defaultValueLabel)
            .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
            .flatMap { literal in
                let kind = api?.defaultValueKind ?? (position.kind == .plainString ? .plainString : .localizationValue)
                return renderer.key(of: literal, kind: kind, in: scope)
            }
        let location = source.location(ofOffset: literal.positionAfterSkippingLeadingTrivia.utf8Offset)
        return ExtractedString(
            key: key, table: table, comment: comment, defaultValue: defaultValue,
            position: SourcePosition(file: file, line: location.line, column: location.column),
            api: position.apiName)
    }
}

/// The names visible at one point of the walk, kept to render an interpolated literal later.
final class ScopeSnapshot: NameScope {
    private let scopes: [[String: LocalBinding]]
    let enclosingTypeName: String?

    init(_ visitor: ExtractionVisitor) {
        scopes = visitor.visibleScopes
        enclosingTypeName = visitor.enclosingTypeName
    }

    func binding(of name: String) -> LocalBinding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }
}
