@_spi(RawSyntax) import SwiftSyntax

/// Reaches the nodes a `RawTreeScan` found, materializing only the nodes on the way to them: the file's
/// candidate literals, and its declarations recorded (with their enclosing types) as
/// `DeclarationCollector` records them. Paths count children as `children(viewMode: .all)` does.
struct SyntaxPathWalk {
    private(set) var literals: [StringLiteralExprSyntax] = []
    private(set) var recorder = DeclarationRecorder()
    /// Cases without a raw value of enums whose raw type is localizable (`enum Filter: LocalizedStringKey
    /// { case all }`): the compiler writes their names as string literals of that type, so they are keys.
    private(set) var implicitRawValues: [(name: TokenSyntax, rawType: LocalizableRawType)] = []
    private let targets: [RawTreeScan.Target]
    /// For each type entered, innermost last: the localizable raw type of an enum, if it has one.
    private var localizableRawTypes: [LocalizableRawType?] = []

    /// An enum's raw type that makes its raw values keys: how they become keys, and the type's name.
    struct LocalizableRawType {
        var kind: LocalizableValueKind
        var typeName: String
    }

    init(_ tree: SourceFileSyntax, targets: [RawTreeScan.Target]) {
        self.targets = targets
        literals.reserveCapacity(targets.count)
        if !targets.isEmpty { descend(Syntax(tree), depth: 0, targets: 0..<targets.count) }
    }

    /// Visits `node`, reached by every target in `range` (all share the path up to `depth`).
    private mutating func descend(_ node: Syntax, depth: Int, targets range: Range<Int>) {
        var range = range
        let type = Self.typeDeclaration(node)
        // A target ending here is this node; a type declaration is recorded as declared even if nothing
        // below it is reached.
        if targets[range.lowerBound].path.count == depth {
            if let type {
                if !type.isExtension { recorder.declareType(type.name) }
            } else {
                reached(node, as: targets[range.lowerBound].kind)
            }
            range = (range.lowerBound + 1)..<range.upperBound
            if range.isEmpty { return }
        }
        // Declarations below a type are its members.
        if let type {
            recorder.enterType(type.name, isStruct: type.isStruct, isExtension: type.isExtension)
            localizableRawTypes.append(Self.localizableRawType(of: node))
        }
        defer {
            if type != nil {
                recorder.exitType()
                localizableRawTypes.removeLast()
            }
        }
        let children = node.children(viewMode: .all)
        var index = children.startIndex
        var position = 0
        var start = range.lowerBound
        while start < range.upperBound {
            let wanted = targets[start].path[depth]
            var end = start + 1
            while end < range.upperBound, targets[end].path[depth] == wanted { end += 1 }
            index = children.index(index, offsetBy: wanted - position)
            position = wanted
            descend(children[index], depth: depth + 1, targets: start..<end)
            start = end
        }
    }

    private mutating func reached(_ node: Syntax, as kind: RawTreeScan.TargetKind) {
        switch kind {
        case .literal:
            literals.append(node.cast(StringLiteralExprSyntax.self))
        case .declaration:
            if let variable = node.as(VariableDeclSyntax.self) {
                recorder.record(variable)
            } else if let function = node.as(FunctionDeclSyntax.self) {
                recorder.record(function)
            } else if let initializer = node.as(InitializerDeclSyntax.self) {
                recorder.record(initializer)
            } else if let alias = node.as(TypeAliasDeclSyntax.self) {
                recorder.record(alias)
            } else if let enumCase = node.as(EnumCaseDeclSyntax.self) {
                recorder.record(enumCase)
                if let rawType = localizableRawTypes.last ?? nil {
                    for element in enumCase.elements where element.rawValue == nil && element.parameterClause == nil {
                        implicitRawValues.append((element.name, rawType))
                    }
                }
            }
        }
    }

    /// How an enum's raw values become keys, when its raw type is localizable.
    private static func localizableRawType(of node: Syntax) -> LocalizableRawType? {
        // Most types are not enums, and most enums' raw types (`String`, `Int`) can't be localizable:
        // read the name from the raw tree before materializing anything.
        guard node.kind == .enumDecl,
              let first = RawEnumDeclSyntax(node.raw)?.inheritanceClause?.inheritedTypes.elements.first?.type,
              let name = RawTreeScan.typeNameToken(first),
              LocalizableAPICatalog.mayNameLocalizableType(String(syntaxText: name)),
              let rawType = node.cast(EnumDeclSyntax.self).inheritanceClause?.inheritedTypes.first?.type.compactText,
              let (kind, isArray) = LocalizableAPICatalog.localizableKind(ofTypeName: rawType), !isArray
        else { return nil }
        return LocalizableRawType(kind: kind, typeName: TypeName.normalized(rawType))
    }

    /// The type a declaration declares or extends (`Foo.Bar` extended is `Bar`).
    private static func typeDeclaration(_ node: Syntax) -> (name: String, isStruct: Bool, isExtension: Bool)? {
        switch node.kind {
        case .structDecl: (node.cast(StructDeclSyntax.self).name.text, true, false)
        case .classDecl: (node.cast(ClassDeclSyntax.self).name.text, false, false)
        case .actorDecl: (node.cast(ActorDeclSyntax.self).name.text, false, false)
        case .enumDecl: (node.cast(EnumDeclSyntax.self).name.text, false, false)
        case .protocolDecl: (node.cast(ProtocolDeclSyntax.self).name.text, false, false)
        case .extensionDecl:
            (TypeName.lastComponent(node.cast(ExtensionDeclSyntax.self).extendedType.compactText), false, true)
        default: nil
        }
    }
}
