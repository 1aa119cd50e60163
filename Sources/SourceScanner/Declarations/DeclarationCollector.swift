import SwiftSyntax

/// Reads declarations (not bodies) of one file into a `DeclarationIndex`, as extraction does: lint's
/// project index uses it.
enum DeclarationCollector {
    static func collect(_ tree: SourceFileSyntax) -> DeclarationIndex {
        let scan = RawTreeScan(tree, literalsIn: nil, keyLabels: nil)
        return SyntaxPathWalk(tree, targets: scan.targets).recorder.index
    }
}

/// Records declarations as a walk meets them: the enclosing types, properties, function results and
/// the localizable parameters of functions, initializers, memberwise initializers and enum cases.
struct DeclarationRecorder {
    private(set) var index = DeclarationIndex()
    /// Enclosing type names, innermost last, with whether each is a struct (memberwise initializer).
    private var owners: [(name: String, isStruct: Bool)] = []

    /// Opens a type declaration, or with `isExtension` an extension (which declares no type).
    mutating func enterType(_ name: String, isStruct: Bool, isExtension: Bool = false) {
        owners.append((name, isStruct))
        if !isExtension { index.addType(name) }
    }

    /// Records that the sources declare type `name` (one without members is never entered).
    mutating func declareType(_ name: String) {
        index.addType(name)
    }

    mutating func exitType() { owners.removeLast() }

    mutating func record(_ node: VariableDeclSyntax) {
        let owner = owners.last
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declaredType = binding.typeAnnotation?.type.compactText
            if let type = declaredType ?? binding.initializer.flatMap({ LiteralTypes.type(of: $0.value) }) {
                index.addProperty(name, type: type, in: owner?.name)
            }
            if let type = binding.typeAnnotation?.type { addClosureParameter(type, callee: name) }
            // A struct's stored, uninitialized instance properties are its memberwise initializer's parameters.
            guard let owner, owner.isStruct, let declaredType,
                  let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: declaredType),
                  binding.accessorBlock == nil, !Self.isStatic(node),
                  !(node.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil)
            else { continue }
            index.localizableAPIs.append(LocalizableAPI(.type(owner.name), keys: [name], kind: kind, keyIsArray: isArray))
        }
    }

    /// A variable or parameter holding a closure (`let showToast: (LocalizedStringKey) -> Void`) is called like a
    /// function, by its name alone and with unlabeled arguments: when its first parameter is localizable, a literal
    /// passed there is a key. One whose first parameter is a `String` (`handler: (String) -> Void`) makes a literal
    /// passed to that name a `String` again, as a shadowing local or parameter would.
    private mutating func addClosureParameter(_ declared: TypeSyntax, callee name: String) {
        var type = declared
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let parenthesized = type.as(TupleTypeSyntax.self), parenthesized.elements.count == 1, let only = parenthesized.elements.first {
                type = only.type
            } else {
                break
            }
        }
        guard let function = type.as(FunctionTypeSyntax.self), let first = function.parameters.first else { return }
        let typeName = first.type.compactText
        if typeName == "String" || typeName == "String?" {
            index.addPlainStringParameter(of: .function(name), label: LocalizableAPI.unlabeled)
        } else if let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: typeName) {
            index.localizableAPIs.append(LocalizableAPI(.function(name), keys: [LocalizableAPI.unlabeled], kind: kind, keyIsArray: isArray))
        }
    }

    private static func isStatic(_ node: VariableDeclSyntax) -> Bool {
        node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    mutating func record(_ node: FunctionDeclSyntax) {
        let name = node.name.text
        if let returnType = node.signature.returnClause?.type.compactText {
            index.addFunction(name, returnType: returnType)
        }
        addParameters(node.signature.parameterClause.parameters, callee: .memberOrFunction(name), attributes: node.attributes)
    }

    mutating func record(_ node: TypeAliasDeclSyntax) {
        index.addTypeAlias(node.name.text, type: node.initializer.value.compactText)
    }

    mutating func record(_ node: InitializerDeclSyntax) {
        if let owner = owners.last {
            addParameters(node.signature.parameterClause.parameters, callee: .type(owner.name), attributes: node.attributes)
        }
    }

    mutating func record(_ node: EnumCaseDeclSyntax) {
        for element in node.elements {
            guard let parameters = element.parameterClause?.parameters else { continue }
            let callee = element.name.text
            var unlabeledSeen = false
            var signature = DeclarationIndex.Signature()
            defer { index.addParameters(of: .memberOrFunction(callee), signature) }
            for (offset, parameter) in parameters.enumerated() {
                let label = parameter.firstName.map { $0.text == "_" ? LocalizableAPI.unlabeled : $0.text } ?? LocalizableAPI.unlabeled
                defer { if label == LocalizableAPI.unlabeled { unlabeledSeen = true } }
                let typeName = parameter.type.compactText
                // Patterns bind payloads by position as often as by label.
                signature.append("#\(offset)", typeName)
                // Only the first unlabeled argument can be addressed as `_`.
                if label == LocalizableAPI.unlabeled, unlabeledSeen { continue }
                signature.append(label, typeName)
                guard let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: typeName) else { continue }
                index.localizableAPIs.append(LocalizableAPI(.member(callee), keys: [label], kind: kind, keyIsArray: isArray))
            }
        }
    }

    /// Records the parameters' types, and those taking localizable values as the callee's APIs (and
    /// those taking a `String`, which a literal prefers, unless the overload is `@_disfavoredOverload`).
    private mutating func addParameters(
        _ parameters: FunctionParameterListSyntax, callee: LocalizableAPI.Callee, attributes: AttributeListSyntax
    ) {
        var unlabeledSeen = false
        var signature = DeclarationIndex.Signature()
        defer { index.addParameters(of: callee, signature) }
        lazy var isDisfavored = attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.compactText == "_disfavoredOverload"
        }
        for parameter in parameters {
            addClosureParameter(parameter.type, callee: (parameter.secondName ?? parameter.firstName).text)
            let label = parameter.firstName.text == "_" ? LocalizableAPI.unlabeled : parameter.firstName.text
            defer { if label == LocalizableAPI.unlabeled { unlabeledSeen = true } }
            // Only the first unlabeled argument can be addressed as `_`.
            if label == LocalizableAPI.unlabeled, unlabeledSeen { continue }
            let typeName = parameter.type.compactText
            signature.append(label, typeName)
            if typeName == "String" || typeName == "String?", !isDisfavored {
                index.addPlainStringParameter(of: callee, label: label)
            }
            guard let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: typeName)
            else { continue }
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
