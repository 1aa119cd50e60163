import SwiftSyntax

extension SyntaxProtocol {
    /// The node's tokens without trivia, joined (`[String: Int]?`, `Foo.Bar`), with a space after a
    /// leading `some`/`any`. Unlike `trimmedDescription`, which builds a trimmed copy of the tree, this
    /// only reads tokens: cheap enough for every type annotation of a project.
    var compactText: String {
        // Most types are one plain name (`String`, `Int`): its text, without iterating tokens.
        if let identifier = Syntax(self).as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
           !identifier.hasError {
            return identifier.name.text
        }
        var text = ""
        for token in tokens(viewMode: .sourceAccurate) {
            text += token.text
            if token.tokenKind == .keyword(.some) || token.tokenKind == .keyword(.any) { text += " " }
        }
        return text
    }

    /// The node's source text without its leading and trailing trivia: what `trimmedDescription` returns,
    /// sliced from the node's bytes instead of built from a trimmed copy of the tree.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
