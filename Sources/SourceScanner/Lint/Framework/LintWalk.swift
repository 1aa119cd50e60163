import SwiftSyntax

/// One walk of a file's tree that hands every node to each rule's visitor: every rule's findings for the
/// price of one traversal (and the same findings, in the same order, as each visitor walking alone).
///
/// A visitor that returns `.skipChildren` for a node stops receiving nodes until the walk leaves that
/// node, as its own walk would; the others carry on.
final class LintWalk: SyntaxVisitor {
    private let visitors: [LintRuleVisitor]
    /// For each visitor, the node whose children it skips, while the walk is inside it.
    private var skipping: [SyntaxIdentifier?]

    /// Walks `tree` once for all `visitors`; read each visitor's `findings` afterwards.
    static func walk(_ tree: SourceFileSyntax, with visitors: [LintRuleVisitor]) {
        guard !visitors.isEmpty else { return }
        LintWalk(visitors).walk(tree)
    }

    private init(_ visitors: [LintRuleVisitor]) {
        self.visitors = visitors
        skipping = Array(repeating: nil, count: visitors.count)
        super.init(viewMode: .sourceAccurate)
    }

    private func dispatch<Node: SyntaxProtocol>(
        _ node: Node, _ visit: (LintRuleVisitor, Node) -> SyntaxVisitorContinueKind
    ) -> SyntaxVisitorContinueKind {
        for position in visitors.indices where skipping[position] == nil {
            if visit(visitors[position], node) == .skipChildren { skipping[position] = node.id }
        }
        return .visitChildren
    }

    private func leave(_ node: some SyntaxProtocol) {
        for position in skipping.indices where skipping[position] == node.id { skipping[position] = nil }
    }

    // The kinds rules' visitors look at.

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: FunctionCallExprSyntax) { leave(node) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: SequenceExprSyntax) { leave(node) }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: StringLiteralExprSyntax) { leave(node) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: IfExprSyntax) { leave(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node) }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: PatternBindingSyntax) { leave(node) }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { dispatch(node) { $0.visit($1) } }
    override func visitPost(_ node: EnumCaseElementSyntax) { leave(node) }
}
