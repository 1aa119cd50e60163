import SwiftSyntax

/// One pass over a file's ``RuleNodes`` (recorded by the project index's walk) that hands every node to
/// each rule's visitor: every rule's findings without walking the tree again (and the same findings, in
/// the same order, as each visitor walking alone).
///
/// A visitor that returns `.skipChildren` for a node receives nothing more until the pass leaves that
/// node's descendants, as its own walk would; the others carry on.
enum LintWalk {
    /// Hands `nodes` to all `visitors`; read each visitor's `findings` afterwards.
    static func walk(_ nodes: RuleNodes, with visitors: [SourceRuleVisitor]) {
        guard !visitors.isEmpty else { return }
        // For each visitor, the first node it is handed again after skipping a node's children.
        var resume = [Int](repeating: 0, count: visitors.count)
        for (position, node) in nodes.nodes.enumerated() {
            switch node.as(SyntaxEnum.self) {
            case .functionCallExpr(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            case .sequenceExpr(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            case .stringLiteralExpr(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            case .ifExpr(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            case .functionDecl(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            case .patternBinding(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            case .enumCaseElement(let node): dispatch(node, at: position, nodes, visitors, &resume) { $0.visit($1) }
            default: continue
            }
        }
    }

    private static func dispatch<Node: SyntaxProtocol>(
        _ node: Node, at position: Int, _ nodes: RuleNodes, _ visitors: [SourceRuleVisitor], _ resume: inout [Int],
        _ visit: (SourceRuleVisitor, Node) -> SyntaxVisitorContinueKind
    ) {
        for index in visitors.indices where resume[index] <= position {
            if visit(visitors[index], node) == .skipChildren { resume[index] = nodes.subtreeEnds[position] }
        }
    }
}
