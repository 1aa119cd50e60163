import SwiftSyntax

/// The declared types of the names a walk is inside the scope of: the enclosing types' properties
/// (`@State var searchType: SearchType`), function parameters (`option: SortOption`), and the element of a
/// `ForEach(Filter.allCases) { filter in … }` or `for filter in Filter.allCases`.
///
/// Knowing that `option` in `Text(option.rawValue)` is a `BrewSortOption` keeps that display from making
/// every other type whose name shares a word (`PackageSortOption`) look displayed.
struct DeclaredValueTypes {
    private var scopes: [[String: String]] = []

    mutating func push(_ types: [String: String]) { scopes.append(types) }
    mutating func pop() { scopes.removeLast() }

    /// The type `name` was declared with in the innermost scope declaring it.
    func type(of name: String) -> String? {
        for scope in scopes.reversed() {
            if let type = scope[name] { return type }
        }
        return nil
    }

    /// A nominal type's name (`Filter`, `Settings.Filter`, `Filter?`), or `nil` for generic, function,
    /// tuple, array and existential types, which say nothing about which declaration a member reads.
    static func nominalName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return nominalName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return nominalName(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return member.name.text }
        return nil
    }

    /// The instance and static properties of a type's members that declare a nominal type.
    static func propertyTypes(_ members: MemberBlockSyntax) -> [String: String] {
        var types: [String: String] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let type = binding.typeAnnotation.flatMap({ nominalName($0.type) }) {
                    types[name] = type
                }
            }
        }
        return types
    }

    /// The parameters of a function or initializer that declare a nominal type, by internal name.
    static func parameterTypes(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var types: [String: String] = [:]
        for parameter in clause.parameters {
            guard let type = nominalName(parameter.type) else { continue }
            types[(parameter.secondName ?? parameter.firstName).text] = type
        }
        return types
    }

    /// `Filter` for `Filter.allCases`: the element type of a sequence of every case of an enum.
    static func allCasesElement(_ sequence: ExprSyntax) -> String? {
        guard let member = sequence.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
              let base = member.base?.unwrapped
        else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let qualified = base.as(MemberAccessExprSyntax.self) { return qualified.declName.baseName.text }
        return nil
    }

    /// The element parameter of a closure iterating every case of an enum: `ForEach(Filter.allCases) { f in }`,
    /// `Filter.allCases.map { f in }`.
    static func closureParameterTypes(_ closure: ClosureExprSyntax) -> [String: String] {
        guard let name = singleParameterName(closure), let sequence = iteratedSequence(of: closure),
              let type = allCasesElement(sequence)
        else { return [:] }
        return [name: type]
    }

    /// The enum whose cases a closure is called with (`Filter.allCases.map { $0.title }`), if any.
    static func iteratedCasesElement(of closure: ClosureExprSyntax) -> String? {
        iteratedSequence(of: closure).flatMap(allCasesElement)
    }

    private static func singleParameterName(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names) where names.count == 1: names.first?.name.text
        case .parameterClause(let clause) where clause.parameters.count == 1: clause.parameters.first?.firstName.text
        default: nil
        }
    }

    /// The sequence a closure is called with an element of: the first argument of the call it trails or is
    /// passed to (`ForEach(seq) { }`), or the base of `seq.map { }`.
    private static func iteratedSequence(of closure: ClosureExprSyntax) -> ExprSyntax? {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["map", "forEach", "compactMap", "flatMap", "filter"].contains(member.declName.baseName.text) {
            return base
        }
        return call.arguments.first?.expression
    }
}
