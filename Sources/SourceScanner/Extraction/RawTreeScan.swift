@_spi(RawSyntax) import SwiftSyntax

/// One pass over a file's raw syntax tree that finds what extraction must look at: the string literals
/// that may be localizable, and the declarations outside bodies (the file's properties, functions and
/// the app's own localizable APIs). Reading raw nodes creates no `Syntax` nodes, so it costs a few
/// nanoseconds a node where a `SyntaxVisitor` costs tens; `SyntaxPathWalk` then reaches just the nodes
/// found, and everything else of the tree is never materialized.
///
/// Only subtrees holding a `"` byte can hold a literal. Literals in previews (`#Preview`,
/// `PreviewProvider` types) are left out, as Xcode extracts nothing from them, but their declarations
/// are the app's. A literal is otherwise skipped only when its context proves no API could take it
/// as a key (see `mayBeKey`); the position resolver decides the rest.
struct RawTreeScan {
    enum TargetKind {
        case literal
        case declaration
    }

    /// A node to reach, by its position among the non-nil layout slots of each node on the way from the
    /// root: what `children(viewMode: .all)` counts (missing tokens included), which `SyntaxPathWalk` uses.
    struct Target {
        var kind: TargetKind
        var path: [Int]
    }

    /// The nodes found, in source order.
    private(set) var targets: [Target] = []

    /// The file's quotes and lines; without it only declarations are found.
    private let source: SourceIndex?
    /// The first quote not before the node being looked at: children are looked at in source order,
    /// so it only moves forward.
    private var quoteCursor = 0
    private let keyLabels: LocalizableAPICatalog.KeyLabels?
    /// The ancestors of the node being visited, root first.
    private var ancestors: [RawSyntax] = []
    private var path: [Int] = []

    /// Scans `tree` for its declarations and, given its `source`, its candidate literals. With `keyLabels`,
    /// literal arguments of calls no API could take as a key are left out; without, every call argument
    /// is kept (the app may declare APIs in files not scanned yet).
    init(_ tree: SourceFileSyntax, literalsIn source: SourceIndex?, keyLabels: LocalizableAPICatalog.KeyLabels?) {
        self.source = source
        self.keyLabels = keyLabels
        ancestors.reserveCapacity(64)
        path.reserveCapacity(64)
        visit(tree.raw, offset: 0, inBody: false, inPreview: false)
    }

    private mutating func visit(_ node: RawSyntax, offset: Int, inBody: Bool, inPreview: Bool) {
        guard let layout = node.layoutView else { return }
        ancestors.append(node)
        defer { ancestors.removeLast() }
        let childrenInBody = inBody || Self.isBody(node.kind)
        let inPreview = inPreview || Self.isPreview(node)
        var childOffset = offset
        var slot = 0
        for case let child? in layout.children {
            let length = child.byteLength
            defer {
                childOffset += length
                slot += 1
            }
            let hasQuote = containsQuote(from: childOffset, to: childOffset + length)
            let kind = child.kind
            if kind == .stringLiteralExpr {
                guard hasQuote else { continue }
                if !inPreview, mayBeKey(child) { targets.append(Target(kind: .literal, path: path + [slot])) }
                // Interpolations may hold literals of their own: `Text("Agree to \(Text("Terms"))")`.
                path.append(slot)
                visit(child, offset: childOffset, inBody: true, inPreview: inPreview)
                path.removeLast()
                continue
            }
            let isMember = !childrenInBody && Self.isMemberDeclaration(kind)
            if !childrenInBody, Self.isTypeDeclaration(kind) {
                // Recorded as declared even without members (`final class Cache: NSCache<…> {}`).
                targets.append(Target(kind: .declaration, path: path + [slot]))
            }
            guard hasQuote || (!childrenInBody && !isMember && !child.isToken) else {
                if isMember { targets.append(Target(kind: .declaration, path: path + [slot])) }
                continue
            }
            path.append(slot)
            if isMember {
                targets.append(Target(kind: .declaration, path: path))
                // Nothing below a member is another member: only its literals matter.
                visit(child, offset: childOffset, inBody: true, inPreview: inPreview)
            } else {
                visit(child, offset: childOffset, inBody: childrenInBody, inPreview: inPreview)
            }
            path.removeLast()
        }
    }

    /// Whether a `"` lies in `[start, end)`; `start` never decreases from one call to the next.
    private mutating func containsQuote(from start: Int, to end: Int) -> Bool {
        guard let quotes = source?.quoteOffsets else { return false }
        while quoteCursor < quotes.count, quotes[quoteCursor] < start { quoteCursor += 1 }
        return quoteCursor < quotes.count && quotes[quoteCursor] < end
    }

    /// Whether the literal `node` (a child of the last ancestor) could be a key: false only for
    /// arguments of calls that no known API takes with that label, interpolated values, enum raw
    /// values and initial values of variables declared without a type (but `description`, as intents write it).
    private func mayBeKey(_ node: RawSyntax) -> Bool {
        guard let parent = ancestors.last else { return true }
        switch parent.kind {
        case .labeledExpr:
            guard ancestors.count >= 3 else { return true }
            let owner = ancestors[ancestors.count - 3]
            switch owner.kind {
            case .expressionSegment:
                return false
            case .functionCallExpr:
                guard let keyLabels, let call = RawFunctionCallExprSyntax(owner),
                      let callee = Self.calleeName(call.calledExpression)
                else { return true }
                let label = RawLabeledExprSyntax(parent)?.label.map { String(syntaxText: $0.tokenText) }
                return keyLabels.mayTakeKey(callee: callee, label: label ?? LocalizableAPI.unlabeled)
            default:
                return true
            }
        case .initializerClause:
            guard ancestors.count >= 2 else { return true }
            let owner = ancestors[ancestors.count - 2]
            if owner.kind == .enumCaseElement { return enclosingEnumMayHaveLocalizableRawType() }
            if let binding = RawPatternBindingSyntax(owner) {
                // An intent's `static var description = "…"` is a key without a type (TypeContext decides).
                return binding.typeAnnotation != nil
                    || RawIdentifierPatternSyntax(binding.pattern)?.identifier.tokenText == "description"
            }
            return true
        default:
            return true
        }
    }

    /// Whether the innermost enum being visited may have a localizable raw type
    /// (`enum Label: LocalizedStringKey { case done = "Done" }`), whose raw values are keys.
    private func enclosingEnumMayHaveLocalizableRawType() -> Bool {
        guard let node = ancestors.last(where: { $0.kind == .enumDecl }),
              let rawType = RawEnumDeclSyntax(node)?.inheritanceClause?.inheritedTypes.elements.first?.type
        else { return false }
        return Self.typeNameToken(rawType).map { LocalizableAPICatalog.mayNameLocalizableType(String(syntaxText: $0)) } ?? false
    }

    /// The last name of a plain or qualified type (`LocalizedStringKey`, `SwiftUI.LocalizedStringKey`).
    static func typeNameToken(_ type: RawTypeSyntax) -> SyntaxText? {
        if let identifier = RawIdentifierTypeSyntax(type) { return identifier.name.tokenText }
        return RawMemberTypeSyntax(type)?.name.tokenText
    }

    /// The name a call spells (`Text`, `navigationTitle`, `init`), if it is a plain or member reference.
    private static func calleeName(_ expression: RawExprSyntax) -> String? {
        var expression = expression
        if let generic = RawGenericSpecializationExprSyntax(expression) { expression = generic.expression }
        if let reference = RawDeclReferenceExprSyntax(expression) { return String(syntaxText: reference.baseName.tokenText) }
        if let member = RawMemberAccessExprSyntax(expression) { return String(syntaxText: member.declName.baseName.tokenText) }
        return nil
    }

    /// `#Preview { … }`, or a type conforming to `PreviewProvider` (as `LocalizablePositionResolver.isInPreview`).
    private static func isPreview(_ node: RawSyntax) -> Bool {
        switch node.kind {
        case .macroExpansionExpr: return RawMacroExpansionExprSyntax(node)?.macroName.tokenText == "Preview"
        case .macroExpansionDecl: return RawMacroExpansionDeclSyntax(node)?.macroName.tokenText == "Preview"
        case .structDecl: return inheritsPreviewProvider(RawStructDeclSyntax(node)?.inheritanceClause)
        case .extensionDecl: return inheritsPreviewProvider(RawExtensionDeclSyntax(node)?.inheritanceClause)
        case .enumDecl: return inheritsPreviewProvider(RawEnumDeclSyntax(node)?.inheritanceClause)
        default: return false
        }
    }

    private static func inheritsPreviewProvider(_ clause: RawInheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.elements.contains { inherited in
            if let identifier = RawIdentifierTypeSyntax(inherited.type) { return identifier.name.tokenText == "PreviewProvider" }
            return RawMemberTypeSyntax(inherited.type)?.name.tokenText == "PreviewProvider"
        } ?? false
    }

    private static func isBody(_ kind: SyntaxKind) -> Bool {
        kind == .codeBlock || kind == .accessorBlock || kind == .closureExpr
    }

    private static func isTypeDeclaration(_ kind: SyntaxKind) -> Bool {
        kind == .structDecl || kind == .classDecl || kind == .actorDecl || kind == .enumDecl || kind == .protocolDecl
    }

    /// The declarations `DeclarationRecorder` reads (as `DeclarationCollector` visits them).
    private static func isMemberDeclaration(_ kind: SyntaxKind) -> Bool {
        kind == .variableDecl || kind == .functionDecl || kind == .initializerDecl || kind == .enumCaseDecl
            || kind == .typeAliasDecl
    }
}
