import SwiftSyntax

/// The nodes of one file that rules' visitors look at, in the order a walk of the tree meets them:
/// recorded by the project index's walk, so the rules' pass (``LintWalk``) needs no second walk.
struct RuleNodes: Sendable {
    /// The nodes of the kinds ``LintWalk`` hands to rules, in pre-order.
    private(set) var nodes: [Syntax] = []
    /// For each node, the position in `nodes` just past its descendants: where a rule that skips the
    /// node's children is handed nodes again.
    private(set) var subtreeEnds: [Int] = []
    /// Calls' arguments shown through a localizing position, as the index worked them out.
    var displayedArguments: [SyntaxIdentifier: [LabeledExprSyntax]] = [:]
    /// The positions of the nodes entered and not yet left.
    private var open: [Int] = []

    mutating func enter(_ node: some SyntaxProtocol) {
        open.append(nodes.count)
        nodes.append(Syntax(node))
        subtreeEnds.append(0)
    }

    mutating func leave() {
        subtreeEnds[open.removeLast()] = nodes.count
    }
}

/// The project index's walk of one file: hands the ``ProjectIndexBuilder`` the nodes it would meet
/// walking alone (none inside a node it skips the children of, as a preview), and records every node
/// of the kinds rules look at, previews included, for the rules' pass.
final class IndexWalk: SyntaxVisitor {
    let builder: ProjectIndexBuilder
    private(set) var ruleNodes = RuleNodes()
    /// The node whose children the builder skips, while the walk is inside it.
    private var skipping: SyntaxIdentifier?

    init(file: SourceFile) {
        builder = ProjectIndexBuilder(file: file)
        super.init(viewMode: .sourceAccurate)
    }

    private func forward<Node: SyntaxProtocol>(_ node: Node, _ visit: (ProjectIndexBuilder, Node) -> SyntaxVisitorContinueKind) {
        if skipping == nil, visit(builder, node) == .skipChildren { skipping = node.id }
    }

    /// The builder's `visitPost`, which runs for the node it skipped the children of but for none inside it.
    private func forwardPost<Node: SyntaxProtocol>(_ node: Node, _ visitPost: (ProjectIndexBuilder, Node) -> Void) {
        guard skipping == nil || skipping == node.id else { return }
        visitPost(builder, node)
        skipping = nil
    }

    // The kinds the builder looks at.

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: MacroExpansionExprSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ExpressionSegmentSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { forwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { forward(node) { $0.visit($1) }; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { forwardPost(node) { $0.visitPost($1) } }

    // The kinds both look at.

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { recordAndForward(node) { $0.visit($1) } }
    override func visitPost(_ node: FunctionDeclSyntax) { closeAndForwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { recordAndForward(node) { $0.visit($1) } }
    override func visitPost(_ node: PatternBindingSyntax) { closeAndForwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { recordAndForward(node) { $0.visit($1) } }
    override func visitPost(_ node: SequenceExprSyntax) { closeAndForwardPost(node) { $0.visitPost($1) } }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { recordAndForward(node) { $0.visit($1) } }
    override func visitPost(_ node: FunctionCallExprSyntax) { closeAndForwardPost(node) { $0.visitPost($1) } }

    private func recordAndForward<Node: SyntaxProtocol>(
        _ node: Node, _ visit: (ProjectIndexBuilder, Node) -> SyntaxVisitorContinueKind
    ) -> SyntaxVisitorContinueKind {
        ruleNodes.enter(node)
        forward(node, visit)
        return .visitChildren
    }

    private func closeAndForwardPost<Node: SyntaxProtocol>(_ node: Node, _ visitPost: (ProjectIndexBuilder, Node) -> Void) {
        ruleNodes.leave()
        forwardPost(node, visitPost)
    }

    // The kinds only rules look at.

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { ruleNodes.enter(node); return .visitChildren }
    override func visitPost(_ node: StringLiteralExprSyntax) { ruleNodes.leave() }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { ruleNodes.enter(node); return .visitChildren }
    override func visitPost(_ node: IfExprSyntax) { ruleNodes.leave() }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { ruleNodes.enter(node); return .visitChildren }
    override func visitPost(_ node: EnumCaseElementSyntax) { ruleNodes.leave() }
}
