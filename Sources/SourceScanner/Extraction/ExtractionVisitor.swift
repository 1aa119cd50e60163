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
    private(set) var strings: [ExtractedString] = []
    /// Localizable literals with interpolations, to render once every file's declarations are known
    /// (their names may be properties declared elsewhere), with the scope they were seen in.
    private(set) var pendingRenders: [(literal: StringLiteralExprSyntax, position: LocalizablePosition, scope: ScopeSnapshot)] = []
    /// Literal call arguments no known API takes: another file may declare the API.
    private(set) var unresolvedArguments: [(literal: StringLiteralExprSyntax, callee: String)] = []
    /// Whether interpolated literals wait for the project's declarations (the first, per-file pass).
    private let defersInterpolations: Bool

    /// Local scopes, innermost last, each with the node that opened it.
    private var scopes: [(owner: SyntaxIdentifier, names: [String: LocalBinding])] = []
    /// Enclosing type declarations, innermost last.
    private var types: [(owner: SyntaxIdentifier, name: String)] = []

    init(
        file: String, source: SourceIndex, resolver: LocalizablePositionResolver, renderer: LocalizableKeyRenderer,
        defersInterpolations: Bool = false
    ) {
        self.defersInterpolations = defersInterpolations
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
        let hasQuote = source.containsQuote(from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
        switch node.kind {
        case .stringLiteralExpr:
            guard let literal = node.as(StringLiteralExprSyntax.self) else { return .visitChildren }
            if let position = resolver.position(of: literal) {
                let defaultValue = position.argument(position.api?.defaultValueLabel)?.expression.as(StringLiteralExprSyntax.self)
                if defersInterpolations, Self.hasInterpolation(literal) || defaultValue.map(Self.hasInterpolation) == true {
                    pendingRenders.append((literal, position, ScopeSnapshot(self)))
                } else if let string = Self.extractedString(literal, at: position, renderer: renderer, scope: self, file: file, source: source) {
                    strings.append(string)
                }
            } else if defersInterpolations, let name = Self.calleeName(ofArgument: literal) {
                unresolvedArguments.append((literal, name))
            }
            return .visitChildren
        case .codeBlockItem:
            // Declarations without literals still bind names later interpolations use.
            if let item = node.as(CodeBlockItemSyntax.self) { declare(item.item, skippingLiterals: !hasQuote) }
            return hasQuote ? .visitChildren : .skipChildren
        default:
            break
        }
        guard hasQuote else { return .skipChildren }
        switch node.as(SyntaxEnum.self) {
        case .macroExpansionExpr(let macro) where macro.macroName.text == "Preview":
            return .skipChildren
        case .macroExpansionDecl(let macro) where macro.macroName.text == "Preview":
            return .skipChildren
        case .structDecl(let decl):
            if LocalizablePositionResolver.inheritsPreviewProvider(decl.inheritanceClause) { return .skipChildren }
            types.append((node.id, decl.name.text))
        case .classDecl(let decl): types.append((node.id, decl.name.text))
        case .enumDecl(let decl): types.append((node.id, decl.name.text))
        case .actorDecl(let decl): types.append((node.id, decl.name.text))
        case .extensionDecl(let decl):
            if LocalizablePositionResolver.inheritsPreviewProvider(decl.inheritanceClause) { return .skipChildren }
            types.append((node.id, TypeName.lastComponent(decl.extendedType.compactText)))
        case .functionDecl(let function):
            openScope(node, parameters: function.signature.parameterClause.parameters)
        case .initializerDecl(let initializer):
            openScope(node, parameters: initializer.signature.parameterClause.parameters)
        case .subscriptDecl(let subscriptDecl):
            openScope(node, parameters: subscriptDecl.parameterClause.parameters)
        case .closureExpr(let closure):
            openScope(node, names: closureParameters(closure))
        case .codeBlock, .accessorBlock:
            openScope(node, names: [:])
        case .forStmt(let forStmt):
            openScope(node, names: loopVariables(forStmt))
        case .ifExpr(let ifExpr):
            openScope(node, names: conditionBindings(ifExpr.conditions))
        case .whileStmt(let whileStmt):
            openScope(node, names: conditionBindings(whileStmt.conditions))
        default:
            break
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        if let last = scopes.last, last.owner == node.id { scopes.removeLast() }
        if let last = types.last, last.owner == node.id { types.removeLast() }
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

    /// The name of the call (or attribute) a literal is a direct argument of: `Row` in `Row(title: "…")`.
    private static func calleeName(ofArgument literal: StringLiteralExprSyntax) -> String? {
        guard let owner = literal.parent?.as(LabeledExprSyntax.self)?.parent?.parent else { return nil }
        if let call = owner.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        return owner.as(AttributeSyntax.self).map { TypeName.lastComponent($0.attributeName.compactText) }
    }

    private static func hasInterpolation(_ literal: StringLiteralExprSyntax) -> Bool {
        literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
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
            .flatMap { renderer.key(of: $0, kind: position.kind == .plainString ? .plainString : .localizationValue, in: scope) }
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
