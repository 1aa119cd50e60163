import SwiftSyntax

/// Code written only for platforms its own declaration is unavailable on: an `#if os(watchOS)` branch
/// inside a type marked `@available(watchOS, unavailable)`. When the platforms built for are unknown,
/// such a branch is taken to be for another target's build, as in Apple's Backyard Birds sample: its
/// iOS catalog has no `Text("Unsupported")` from such a branch, while its watchOS target, which compiles
/// the same file, extracted it. Every other `#if` branch is extracted.
enum UnavailablePlatformBranch {
    /// Whether `node` lies in such a branch.
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        var branchPlatforms: Set<String>?
        var current = node.parent
        while let ancestor = current {
            if branchPlatforms == nil, let clause = ancestor.as(IfConfigClauseSyntax.self),
               let condition = clause.condition, let platforms = osPlatforms(condition) {
                // The innermost `#if`/`#elseif` on platforms alone decides; `#else` and other conditions
                // (`#if DEBUG`) inside it do not change which platforms compile the code.
                branchPlatforms = platforms
            }
            if let branchPlatforms, let attributes = ancestor.asProtocol(WithAttributesSyntax.self)?.attributes {
                let unavailable = unavailablePlatforms(attributes)
                if unavailable.contains("*") || branchPlatforms.isSubset(of: unavailable) { return true }
            }
            current = ancestor.parent
        }
        return false
    }

    /// `os(X)`, or `os(X) || os(Y) …`: the platforms named; `nil` for any other condition.
    private static func osPlatforms(_ condition: ExprSyntax) -> Set<String>? {
        if let platform = BuildConditions.platform(checkedBy: condition) { return [platform] }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return osPlatforms(inner.expression)
        }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        var platforms: Set<String> = []
        for (offset, element) in sequence.elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return nil }
            } else {
                guard let named = osPlatforms(element) else { return nil }
                platforms.formUnion(named)
            }
        }
        return platforms
    }

    /// The platforms `@available(X, unavailable)` attributes name (`*` for all).
    private static func unavailablePlatforms(_ attributes: AttributeListSyntax) -> Set<String> {
        var platforms: Set<String> = []
        for case .attribute(let attribute) in attributes where attribute.attributeName.compactText == "available" {
            guard case .availability(let arguments) = attribute.arguments,
                  arguments.contains(where: { argument in
                      if case .token(let token) = argument.argument { return token.text == "unavailable" }
                      return false
                  }),
                  case .token(let platform) = arguments.first?.argument
            else { continue }
            platforms.insert(BuildConditions.canonicalPlatform(platform.text))
        }
        return platforms
    }
}
