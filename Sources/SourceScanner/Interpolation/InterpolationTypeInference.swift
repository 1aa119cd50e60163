import SwiftSyntax

/// Infers the static type of an interpolated expression well enough to choose Apple's format specifier,
/// from literals, annotations, local declarations, parameters, properties (via the `DeclarationIndex`)
/// and the results of common APIs. Returns `nil` when it cannot know; callers then use `%@` as the
/// value most interpolations are (strings, dates, formatted values).
public struct InterpolationTypeInference: Sendable {
    public var index: DeclarationIndex
    /// Set when `index` holds one file's declarations: notes each answer other files could change.
    let fileOnlyLookups: FileOnlyLookups?
    /// How deep expression inference follows declarations before giving up (guards cycles).
    private static let maximumDepth = 12

    public init(index: DeclarationIndex = DeclarationIndex()) {
        self.index = index
        fileOnlyLookups = nil
    }

    /// Inference from one file's declarations alone, noting in `lookups` whenever an answer depends on
    /// declarations other files may hold (so the caller can wait for the whole project's).
    init(fileIndex: DeclarationIndex, lookups: FileOnlyLookups) {
        index = fileIndex
        fileOnlyLookups = lookups
    }

    /// The specifier one interpolation segment of a localizable literal becomes. Names are resolved by
    /// walking outwards through the syntax tree from the use.
    public func formatSpecifier(for segment: ExpressionSegmentSyntax) -> String {
        let arguments = segment.expressions
        guard let value = arguments.first else { return InterpolationFormatSpecifier.object }
        for argument in arguments.dropFirst() {
            switch argument.label?.text {
            case "specifier":
                if let literal = argument.expression.as(StringLiteralExprSyntax.self),
                   let specifier = literal.representedLiteralValue {
                    return specifier
                }
                return InterpolationFormatSpecifier.object
            default:
                // `format:`, `style:`, `formatter:` and other labelled forms produce text.
                return InterpolationFormatSpecifier.object
            }
        }
        if value.label != nil { return InterpolationFormatSpecifier.object }
        return InterpolationFormatSpecifier.specifier(forTypeName: type(of: value.expression, depth: 0))
    }

    /// The type of `expr`, or `nil` when unknown.
    public func type(of expr: ExprSyntax) -> String? {
        type(of: expr, depth: 0)
    }

    /// The type `name` stands for when it is a type alias the app declares (a miss from one file's
    /// declarations may be an alias another file declares).
    func aliasedType(_ name: String) -> String? {
        let found = index.aliasedType(TypeName.normalized(name))
        if found == nil { fileOnlyLookups?.dependsOnOtherFiles = true }
        return found
    }

    /// The declared type of the parameter labelled `label` of a call of `callee` with arguments labelled
    /// `arguments`, from the app's declarations. From one file's declarations, a miss may be a callee another file declares.
    func parameterType(of callee: LocalizableAPI.Callee, label: String, arguments: [String]) -> String? {
        let found = index.parameterType(of: callee, label: label, arguments: arguments)
        if found == nil { fileOnlyLookups?.dependsOnOtherFiles = true }
        return found
    }

    // MARK: - Expressions

    private func type(of expr: ExprSyntax, depth: Int) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        if let literal = LiteralTypes.type(of: expr) { return literal }
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            return resolve(reference.baseName.text, from: Syntax(reference), depth: depth + 1)
        case .memberAccessExpr(let member):
            return memberType(member, depth: depth + 1)
        case .functionCallExpr(let call):
            return callResultType(call, depth: depth + 1)
        case .forceUnwrapExpr(let unwrap):
            return type(of: unwrap.expression, depth: depth + 1).map(TypeName.normalized)
        case .optionalChainingExpr(let chain):
            return type(of: chain.expression, depth: depth + 1)
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return type(of: tuple.elements.first!.expression, depth: depth + 1)
        case .asExpr(let cast):
            return cast.type.compactText
        case .ternaryExpr(let ternary):
            return type(of: ternary.thenExpression, depth: depth + 1)
                ?? type(of: ternary.elseExpression, depth: depth + 1)
        case .sequenceExpr(let sequence):
            return sequenceType(Array(sequence.elements), depth: depth + 1)
        case .infixOperatorExpr(let infix):
            return operatorResult(
                infix.operator.compactText, infix.leftOperand, infix.rightOperand, depth: depth + 1)
        case .subscriptCallExpr(let subscriptCall):
            return type(of: subscriptCall.calledExpression, depth: depth + 1).flatMap(TypeName.arrayElement)
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text == "!" ? "Bool" : type(of: prefix.expression, depth: depth + 1)
        case .postfixOperatorExpr(let postfix):
            return type(of: postfix.expression, depth: depth + 1)
        case .awaitExpr(let awaitExpr):
            return type(of: awaitExpr.expression, depth: depth + 1)
        case .tryExpr(let tryExpr):
            return type(of: tryExpr.expression, depth: depth + 1)
        case .arrayExpr(let array):
            return array.elements.first.flatMap { type(of: $0.expression, depth: depth + 1) }.map { "[\($0)]" }
        default:
            return nil
        }
    }

    /// Properties whose type is the same whatever they are called on.
    private static let wellKnownProperties: [String: String] = [
        "count": "Int", "underestimatedCount": "Int", "startIndex": "Int", "endIndex": "Int",
        "isEmpty": "Bool", "description": "String", "debugDescription": "String",
        "localizedDescription": "String", "capitalized": "String", "localizedCapitalized": "String",
        "localizedUppercase": "String", "localizedLowercase": "String", "absoluteString": "String",
        "lastPathComponent": "String", "pathExtension": "String", "path": "String", "rawValue": "String",
        "utf8CString": "String", "nanoseconds": "Int", "year": "Int", "month": "Int", "day": "Int",
        "hour": "Int", "minute": "Int", "second": "Int", "weekday": "Int", "timeIntervalSinceNow": "Double",
        "timeIntervalSince1970": "Double", "timeIntervalSinceReferenceDate": "Double",
        "width": "CGFloat", "height": "CGFloat", "pi": "Double", "fileSize": "Int", "byteCount": "Int",
        "length": "Int", "bitWidth": "Int", "nonzeroBitCount": "Int", "leadingZeroBitCount": "Int",
        "processorCount": "Int", "activeProcessorCount": "Int", "messageText": "String", "informativeText": "String",
    ]

    private func memberType(_ member: MemberAccessExprSyntax, depth: Int) -> String? {
        let name = member.declName.baseName.text
        guard let base = member.base else { return nil }
        // `self.name` and `Self.name` read the enclosing type's property.
        if let reference = base.as(DeclReferenceExprSyntax.self),
           reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self) {
            let owner = Self.enclosingTypeName(of: Syntax(member))
            return propertyType(name, preferring: owner) ?? wellKnownProperty(name, ofExtended: owner)
        }
        let baseType = type(of: base, depth: depth + 1)
        // `stat.avg` of a `(name: String, avg: Int)` (or of an alias of one), `pair.1`: a member of a tuple.
        if let baseType {
            let normalized = TypeName.normalized(baseType)
            let tuple = normalized.hasPrefix("(") ? normalized : index.aliasedType(normalized).map(TypeName.normalized)
            if let tuple, tuple.hasPrefix("("), let element = TypeName.tupleElement(tuple, label: name, offset: Int(name) ?? .max) {
                return element
            }
        }
        if let baseType, let declared = propertyType(name, of: TypeName.lastComponent(TypeName.normalized(baseType))) {
            return declared
        }
        if let baseType, let member = SDKGenericMembers.type(of: name, in: TypeName.normalized(baseType)) { return member }
        if let known = Self.wellKnownProperties[name] {
            // `rawValue` is only known to be a string for string-backed enums; trust it loosely.
            return known
        }
        if let baseType, ["magnitude", "rounded"].contains(name) { return baseType }
        if let baseType, ["first", "last"].contains(name), let element = TypeName.arrayElement(baseType) { return element }
        // `Int.max`, `Double.pi`: static members of numeric types are that type.
        if let reference = base.as(DeclReferenceExprSyntax.self), InterpolationFormatSpecifier.isNumeric(reference.baseName.text) {
            return reference.baseName.text
        }
        // A member of an SDK type (`button.title` of an `NSButton`) is never an app property that happens to
        // share its name; the app's own types may still inherit it from a declaration not indexed here.
        if let baseType, isSDKType(baseType, at: Syntax(member)) { return Self.conventionalType(ofProperty: name) }
        return propertyType(name, preferring: nil) ?? Self.conventionalType(ofProperty: name)
    }

    /// Whether `typeName`, read where `use` is, names a type no source declares (the SDK's or a package's),
    /// rather than a generic parameter, an alias or `Any`: a project-wide question.
    private func isSDKType(_ typeName: String, at use: Syntax) -> Bool {
        let name = TypeName.lastComponent(TypeName.normalized(typeName))
        guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
              name != "Any", name != "AnyObject", !Self.isGenericParameter(name, at: use)
        else { return false }
        fileOnlyLookups?.dependsOnOtherFiles = true
        return !index.declaresType(name) && index.aliasedType(name) == nil
    }

    /// Whether `name` is a generic parameter of a declaration enclosing `use` (`M` in `struct Row<M: Scored>`).
    private static func isGenericParameter(_ name: String, at use: Syntax) -> Bool {
        var current = use.parent
        while let node = current {
            let clause: GenericParameterClauseSyntax? = switch node.as(SyntaxEnum.self) {
            case .structDecl(let decl): decl.genericParameterClause
            case .classDecl(let decl): decl.genericParameterClause
            case .enumDecl(let decl): decl.genericParameterClause
            case .actorDecl(let decl): decl.genericParameterClause
            case .functionDecl(let decl): decl.genericParameterClause
            case .initializerDecl(let decl): decl.genericParameterClause
            default: nil
            }
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = node.parent
        }
        return false
    }

    /// Whether any source declares a type named `name`: a project-wide question.
    func declaresType(_ name: String) -> Bool {
        fileOnlyLookups?.dependsOnOtherFiles = true
        return index.declaresType(name)
    }

    /// What a property no declaration answers is by Swift's naming conventions: `unreadCount` and
    /// `currentMatchIndex` count and index with `Int`.
    private static func conventionalType(ofProperty name: String) -> String? {
        for suffix in ["Count", "Index"] where name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count {
            let before = name.utf8[name.utf8.index(name.utf8.endIndex, offsetBy: -suffix.utf8.count - 1)]
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(before) { return "Int" }
        }
        return nil
    }

    /// Methods whose result type is the same whatever they are called on.
    private static let wellKnownMethods: [String: String] = [
        "formatted": "String", "lowercased": "String", "uppercased": "String", "joined": "String",
        "trimmingCharacters": "String", "replacingOccurrences": "String", "appending": "String",
        "appendingPathComponent": "String", "padding": "String", "prefix": "String", "suffix": "String",
        "string": "String", "localizedString": "String", "distance": "Int", "firstIndex": "Int",
        "lastIndex": "Int", "timeIntervalSince": "Double", "components": "[String]", "count": "Int",
        "reduce": "", "contains": "Bool", "hasPrefix": "Bool", "hasSuffix": "Bool",
    ]

    private func callResultType(_ call: FunctionCallExprSyntax, depth: Int) -> String? {
        if let initialized = LiteralTypes.initializedType(call) { return initialized }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "map" || name == "flatMap" || name == "compactMap", let base = member.base,
               let transformed = transformResultType(call, depth: depth + 1) {
                // `title.map(String.init(localized:))`: an optional's map is optional, an array's an array.
                let isArray = type(of: base, depth: depth + 1).flatMap(TypeName.arrayElement) != nil
                return isArray ? "[\(transformed)]" : "\(transformed)?"
            }
            if let known = Self.wellKnownMethods[name], !known.isEmpty { return known }
            if let base = member.base {
                // `Int.random(in:)`, `x.rounded()`, `a.reduce(0, +)` keep their base's or seed's type.
                if let reference = base.as(DeclReferenceExprSyntax.self),
                   InterpolationFormatSpecifier.isNumeric(reference.baseName.text) {
                    return reference.baseName.text
                }
                if ["rounded", "magnitude", "squareRoot", "clamped"].contains(name) {
                    return type(of: base, depth: depth + 1)
                }
                if name == "reduce", let seed = call.arguments.first {
                    return type(of: seed.expression, depth: depth + 1)
                }
                if ["min", "max", "first", "last", "randomElement"].contains(name) {
                    return type(of: base, depth: depth + 1).flatMap(TypeName.arrayElement)
                }
            }
            return returnType(ofFunction: name)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch name {
            case "min", "max", "abs", "round", "floor", "ceil", "sqrt":
                for argument in call.arguments {
                    if let argumentType = type(of: argument.expression, depth: depth + 1) { return argumentType }
                }
                return nil
            default:
                return returnType(ofFunction: name)
            }
        }
        return nil
    }

    /// What the transform of `map` returns: `T.init` (`String.init(localized:)`) makes a `T`; a closure of
    /// one expression, that expression's type.
    private func transformResultType(_ call: FunctionCallExprSyntax, depth: Int) -> String? {
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let item = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            return type(of: item, depth: depth + 1)
        }
        guard call.arguments.count == 1, let initializer = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              initializer.declName.baseName.tokenKind == .keyword(.`init`),
              let typeName = initializer.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return typeName
    }

    // MARK: - Operators

    private static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]

    /// The type of an unfolded operator sequence (`a + b * 2`, `x ?? 0`, `c ? a : b`, `x as Int`).
    private func sequenceType(_ elements: [ExprSyntax], depth: Int) -> String? {
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)!.thenExpression
            return type(of: then, depth: depth + 1)
                ?? sequenceType(Array(elements[(ternary + 1)...]), depth: depth + 1)
        }
        if let cast = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }),
           cast + 1 < elements.count, let castType = elements[cast + 1].as(TypeExprSyntax.self) {
            return castType.type.compactText
        }
        var operandTypes: [String] = []
        var sawLiteralDouble = false
        for (offset, element) in elements.enumerated() {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                if Self.comparisonOperators.contains(text) { return "Bool" }
                if text == "??" {
                    // The default's type is the result's type; fall back to the optional's.
                    let rest = Array(elements[(offset + 1)...])
                    return sequenceType(rest, depth: depth + 1)
                        ?? sequenceType(Array(elements[..<offset]), depth: depth + 1).map(TypeName.normalized)
                }
                if text == "..<" || text == "..." { return nil }
                continue
            }
            if element.is(FloatLiteralExprSyntax.self) { sawLiteralDouble = true; continue }
            if element.is(IntegerLiteralExprSyntax.self) { continue }
            if let operandType = type(of: element, depth: depth + 1) { operandTypes.append(operandType) }
        }
        if let declared = operandTypes.first { return declared }
        if sawLiteralDouble { return "Double" }
        return elements.contains(where: { $0.is(IntegerLiteralExprSyntax.self) }) ? "Int" : nil
    }

    private func operatorResult(_ op: String, _ lhs: ExprSyntax, _ rhs: ExprSyntax, depth: Int) -> String? {
        if Self.comparisonOperators.contains(op) { return "Bool" }
        if op == "??" { return type(of: rhs, depth: depth) ?? type(of: lhs, depth: depth).map(TypeName.normalized) }
        return type(of: lhs, depth: depth) ?? type(of: rhs, depth: depth)
    }

    // MARK: - Declarations

    /// The declared type of property `name` of `owner`. From one file's declarations, a miss may be a
    /// property declared in another file (an extension, or the type itself).
    private func propertyType(_ name: String, of owner: String) -> String? {
        // Arrays, dictionaries and tuples have no declared properties.
        guard let first = owner.first, first != "[", first != "(" else { return nil }
        let found = index.propertyTypes[owner]?[name]
        if found == nil { fileOnlyLookups?.dependsOnOtherFiles = true }
        return found
    }

    /// The type of property `name` of `owner` if declared, else of any property so named when all agree:
    /// the latter is a project-wide question.
    private func propertyType(_ name: String, preferring owner: String?) -> String? {
        if let owner, let found = index.propertyTypes[TypeName.normalized(owner)]?[name] { return found }
        fileOnlyLookups?.dependsOnOtherFiles = true
        return index.propertyType(name, in: nil)
    }

    /// The declared result type of functions named `name`, when all agree: a project-wide question.
    private func returnType(ofFunction name: String) -> String? {
        fileOnlyLookups?.dependsOnOtherFiles = true
        return index.returnType(ofFunction: name)
    }

    // MARK: - Names

    /// Resolves an identifier by walking outwards from where it is used: earlier statements of each
    /// enclosing block, `if let`/`guard let`/`for`/`case` bindings, closure and function parameters, then the
    /// enclosing type's properties, any unambiguous property of that name, and finally well-known ones.
    private func resolve(_ name: String, from use: Syntax, depth: Int) -> String? {
        var child = use
        var current = use.parent
        while let node = current {
            switch node.as(SyntaxEnum.self) {
            case .codeBlockItemList(let items):
                for item in items.reversed() where item.position < child.position {
                    if let found = declaredType(of: name, in: item.item, depth: depth) { return found }
                }
            case .ifExpr(let ifExpr) where child.id == ifExpr.body.id:
                if let found = conditionBinding(name, in: ifExpr.conditions, depth: depth) { return found }
            case .whileStmt(let whileStmt) where child.id == whileStmt.body.id:
                if let found = conditionBinding(name, in: whileStmt.conditions, depth: depth) { return found }
            case .forStmt(let forStmt) where child.id == forStmt.body.id:
                if let found = loopVariableType(name, pattern: forStmt.pattern, sequence: forStmt.sequence, depth: depth) {
                    return found
                }
            case .switchCase(let switchCase):
                if let binding = CasePatternBindings.names(in: switchCase)[name] {
                    return type(of: binding, depth: depth)
                }
            case .closureExpr(let closure):
                if let found = closureParameterType(name, closure, depth: depth) { return found }
            case .functionDecl(let function):
                if let found = parameterType(name, function.signature.parameterClause.parameters) { return found }
            case .initializerDecl(let initializer):
                if let found = parameterType(name, initializer.signature.parameterClause.parameters) { return found }
            case .subscriptDecl(let subscriptDecl):
                if let found = parameterType(name, subscriptDecl.parameterClause.parameters) { return found }
            case .accessorDecl(let accessor):
                if name == "newValue" || name == "oldValue" || accessor.parameters?.name.text == name {
                    return enclosingPropertyType(of: accessor)
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                if let owner = Self.typeName(of: node), let found = propertyType(name, of: owner) { return found }
            default:
                break
            }
            child = node
            current = node.parent
        }
        return propertyType(name, preferring: nil) ?? wellKnownProperty(name, ofExtended: Self.enclosingTypeName(of: use))
    }

    /// A well-known or conventionally named property (`count`, `matchCount`) read inside an extension of
    /// a type the sources don't declare (a package's or the SDK's), where no declaration can tell its
    /// type. Whether any file declares the type is a project-wide question.
    private func wellKnownProperty(_ name: String, ofExtended owner: String?) -> String? {
        guard let owner, let known = Self.wellKnownProperties[name] ?? Self.conventionalType(ofProperty: name) else { return nil }
        fileOnlyLookups?.dependsOnOtherFiles = true
        return index.declaresType(owner) ? nil : known
    }

    /// The type a `case` pattern binding gives its name.
    private func type(of binding: LocalBinding, depth: Int) -> String? {
        switch binding {
        case .value(let expression): self.type(of: expression, depth: depth + 1)
        case .unwrapped(let expression): self.type(of: expression, depth: depth + 1).map(TypeName.normalized)
        case .payload(let caseName, let label): parameterType(of: .memberOrFunction(caseName), label: label, arguments: [])
        case .unknown: nil
        }
    }

    /// The type `name` gets from a statement that declares it (`let name: T`, `let name = expr`, `guard let`).
    private func declaredType(of name: String, in item: CodeBlockItemSyntax.Item, depth: Int) -> String? {
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return bindingType(name, in: variable, depth: depth) }
            return nil
        case .stmt(let stmt):
            if let guardStmt = stmt.as(GuardStmtSyntax.self) {
                return conditionBinding(name, in: guardStmt.conditions, depth: depth)
            }
            return nil
        case .expr:
            return nil
        }
    }

    private func bindingType(_ name: String, in variable: VariableDeclSyntax, depth: Int) -> String? {
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == name
            else { continue }
            if let annotation = binding.typeAnnotation { return annotation.type.compactText }
            if let value = binding.initializer?.value { return type(of: value, depth: depth + 1) }
            return nil
        }
        return nil
    }

    private func conditionBinding(_ name: String, in conditions: ConditionElementListSyntax, depth: Int) -> String? {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let annotation = binding.typeAnnotation { return annotation.type.compactText }
            if let value = binding.initializer?.value {
                return type(of: value, depth: depth + 1).map(TypeName.normalized)
            }
            // `if let name` shorthand: the outer `name`, unwrapped.
            return resolve(name, from: Syntax(condition), depth: depth + 1).map(TypeName.normalized)
        }
        return nil
    }

    private func loopVariableType(_ name: String, pattern: PatternSyntax, sequence: ExprSyntax, depth: Int) -> String? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == name {
            return elementType(of: sequence, depth: depth)
        }
        // `for (index, item) in items.enumerated()`: the offset is an Int.
        if let tuple = pattern.as(TuplePatternSyntax.self), let first = tuple.elements.first,
           first.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
           let call = sequence.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "enumerated" {
            return "Int"
        }
        return nil
    }

    /// The element type of a sequence: ranges of integers, `indices`, arrays of known element type.
    private func elementType(of sequence: ExprSyntax, depth: Int) -> String? {
        if let elements = sequence.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
           let op = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
           op.operator.text == "..<" || op.operator.text == "..." {
            return type(of: elements.first!, depth: depth + 1) ?? "Int"
        }
        if let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices" {
            return "Int"
        }
        if let call = sequence.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride",
           let from = call.arguments.first {
            return type(of: from.expression, depth: depth + 1) ?? "Int"
        }
        return type(of: sequence, depth: depth + 1).flatMap(TypeName.arrayElement)
    }

    private func closureParameterType(_ name: String, _ closure: ClosureExprSyntax, depth: Int) -> String? {
        guard let parameterClause = closure.signature?.parameterClause else { return nil }
        var position: Int?
        switch parameterClause {
        case .simpleInput(let names):
            position = names.firstIndex { $0.name.text == name }.map { names.distance(from: names.startIndex, to: $0) }
        case .parameterClause(let clause):
            for (offset, parameter) in clause.parameters.enumerated()
            where (parameter.secondName ?? parameter.firstName).text == name {
                if let type = parameter.type { return type.compactText }
                position = offset
            }
        }
        // `ForEach(0..<count) { index in … }` and friends: the closure's parameter is the element.
        guard position == 0, let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let data = call.arguments.first?.expression
        else { return nil }
        if let context = SDKGenericMembers.closureParameterType(of: call) { return context }
        return elementType(of: data, depth: depth)
    }

    private func parameterType(_ name: String, _ parameters: FunctionParameterListSyntax) -> String? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return parameter.type.compactText
        }
        return nil
    }

    private func enclosingPropertyType(of accessor: AccessorDeclSyntax) -> String? {
        var current = accessor.parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.compactText }
            current = node.parent
        }
        return nil
    }

    // MARK: - Enclosing types

    static func typeName(of node: Syntax) -> String? {
        switch node.as(SyntaxEnum.self) {
        case .structDecl(let decl): decl.name.text
        case .classDecl(let decl): decl.name.text
        case .enumDecl(let decl): decl.name.text
        case .actorDecl(let decl): decl.name.text
        case .protocolDecl(let decl): decl.name.text
        case .extensionDecl(let decl): TypeName.lastComponent(decl.extendedType.compactText)
        default: nil
        }
    }

    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let candidate = current {
            if let name = typeName(of: candidate) { return name }
            current = candidate.parent
        }
        return nil
    }
}

/// What inference from one file's declarations learned about its answers: whether any of them could
/// change once every file's declarations are known. Used from one thread at a time.
final class FileOnlyLookups: @unchecked Sendable {
    var dependsOnOtherFiles = false
}
