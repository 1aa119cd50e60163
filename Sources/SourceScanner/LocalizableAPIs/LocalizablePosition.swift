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
/// through parentheses, ternaries, `??`, arrays, dictionaries and implicit returns to the call,
/// declaration or result type that gives it its type (see `TypeContext`). Shared by extraction and lint.
public struct LocalizablePositionResolver: Sendable {
    public var catalog: LocalizableAPICatalog
    /// The app's declarations, for what only they can tell: the type an implicit `.init(…)` builds for
    /// one of the app's parameters, the type of the other side of `??` or `=`, a receiver declared as a
    /// `Localizer`. Without them (as lint resolves), positions are decided from the syntax alone.
    var types: InterpolationTypeInference?

    public init(catalog: LocalizableAPICatalog = .standard) {
        self.catalog = catalog
    }

    /// This resolver, answering from `types`' declarations too.
    func resolving(with types: InterpolationTypeInference) -> LocalizablePositionResolver {
        var copy = self
        copy.types = types
        return copy
    }

    /// The localizable position of `literal`, or `nil` when the compiler would type it as a plain string.
    /// Literals in previews are reported too; use `isInPreview(_:)` to leave them out as Xcode does.
    public func position(of literal: StringLiteralExprSyntax) -> LocalizablePosition? {
        switch context(of: Syntax(literal)) {
        case .position(let position): position
        case .type(let type): declaredTypePosition(type)
        case nil: nil
        }
    }

    /// A ternary branch that keeps the ternary typed by its context: a string literal, an implicit
    /// `.init(…)`, or a nested ternary of them.
    static func isLiteralBranch(_ expression: ExprSyntax) -> Bool {
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
        // The APIs the call may be, each looked up once; most calls are none, and need no more.
        let applicable = Self.callees(of: call.calledExpression).flatMap { callee, receiver in
            catalog.apis(named: callee.name).filter { kinds.contains($0.kind) && Self.matches($0.callee, callee) }
                .map { (api: $0, receiver: receiver) }
        }
        guard !applicable.isEmpty else { return [] }
        let arguments = Array(call.arguments)
        // Each label read once: a token's text is a new String every time it is read.
        let labels = arguments.map { $0.label?.text }
        let firstUnlabeled = labels.firstIndex { $0 == nil }
        var taken = [Bool](repeating: false, count: arguments.count)
        var result: [LabeledExprSyntax] = []
        for (api, receiver) in applicable {
            guard arguments.count >= api.minimumArgumentCount,
                  api.requiredLabels.allSatisfy({ labels.contains($0) }),
                  !api.excludedLabels.contains(where: { labels.contains($0) })
            else { continue }
            if let hint = api.receiverHint {
                guard let receiver, receiver.compactText.lowercased().contains(hint) else { continue }
            }
            for position in arguments.indices where !taken[position] {
                let label = labels[position] ?? (position == firstUnlabeled ? LocalizableAPI.unlabeled : nil)
                if let label, api.keyLabels.contains(label) {
                    taken[position] = true
                    result.append(arguments[position])
                }
            }
        }
        return result
    }

    func callPosition(
        _ argument: LabeledExprSyntax, in list: LabeledExprListSyntax, owner: Syntax, isArrayElement: Bool
    ) -> LocalizablePosition? {
        guard let label = Self.addressedLabel(of: argument, in: list) else { return nil }
        let candidates: [(LocalizableAPI.Callee, receiver: ExprSyntax?)]
        if let call = owner.as(FunctionCallExprSyntax.self), Self.isImplicitInitializer(call) {
            guard let type = implicitlyInitializedType(call) else { return nil }
            candidates = [(.type(type), nil)]
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
                    guard let receiver, receiverMatches(receiver, hint: hint) else { continue }
                }
                // `Summary` is a common name: only App Intents' is built in an intent's `parameterSummary`.
                if api.kind == .parameterSummary, !Self.isInParameterSummary(owner) { continue }
                return LocalizablePosition(kind: api.kind, api: api, apiName: api.displayName, arguments: list)
            }
        }
        return nil
    }

    /// Whether `node` is inside the declaration of an intent's `parameterSummary`.
    private static func isInParameterSummary(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let variable = candidate.as(VariableDeclSyntax.self) {
                return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "parameterSummary"
            }
            current = candidate.parent
        }
        return false
    }

    /// The label an API addresses `argument` by: its own, or `_` for the first unlabelled argument
    /// (`Text("…")`, `.value("Day", day)`); later unlabelled arguments are not addressed.
    static func addressedLabel(of argument: LabeledExprSyntax, in list: LabeledExprListSyntax) -> String? {
        if let text = argument.label?.text { return text }
        return list.first(where: { $0.label == nil })?.id == argument.id ? LocalizableAPI.unlabeled : nil
    }

    /// The type an implicit `.init(…)` builds in a localizable position: SwiftUI's titles, modifiers and
    /// the app's own parameters taking a `LocalizedStringKey` have `LocalizedStringResource` overloads.
    static let implicitlyInitializedType = "LocalizedStringResource"

    /// The type whose initializer an implicit `.init(…)` calls: `LocalizedStringResource` in a localizable
    /// position, else the type its context declares (`String` for `.init(localized:)` returned as a
    /// `String`, the app's `BadgeLabel` passed to a parameter of that type), optionals unwrapped.
    private func implicitlyInitializedType(_ call: FunctionCallExprSyntax) -> String? {
        switch context(of: Syntax(call), resolvingType: true) {
        case .position(let position):
            return position.kind == .plainString ? nil : Self.implicitlyInitializedType
        case .type(var type):
            // An array built by a result builder (`static var appShortcuts: [AppShortcut] { .init(…) }`)
            // is built from elements: the initializer is the element type's.
            if let element = TypeName.arrayElement(type) { type = element }
            let name = TypeName.lastComponent(TypeName.normalized(type))
            // `String.LocalizationValue` is named by its qualified name (`LocalizationValue` alone is ambiguous).
            if name == "LocalizationValue" { return "String.LocalizationValue" }
            return name == "Self" ? Self.selfTypeName(at: call) : name
        case nil:
            return nil
        }
    }

    /// Whether a call's receiver is what `hint` names: a name containing it (`localizer.string(…)`), or a
    /// value the app declares of that type (`let texts: Localizer`, `env.texts`).
    private func receiverMatches(_ receiver: ExprSyntax, hint: String) -> Bool {
        if receiver.compactText.lowercased().contains(hint) { return true }
        guard let type = types?.type(of: receiver) else { return false }
        return TypeName.lastComponent(TypeName.normalized(type)).lowercased() == hint
    }

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
        // `onError?("…")`, `handler!("…")`: an optional closure called.
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
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
