import SwiftSyntax

/// The second pass over one file: finds every string literal in a localizable position and records it.
///
/// Only subtrees that contain a `"` byte can hold a string literal, so the visitor skips all others.
final class ExtractionVisitor: SyntaxAnyVisitor {
    private let resolver: LocalizablePositionResolver
    private let renderer: LocalizableKeyRenderer
    private let source: SourceIndex
    private let file: String
    private(set) var strings: [ExtractedString] = []

    init(file: String, source: SourceIndex, resolver: LocalizablePositionResolver, renderer: LocalizableKeyRenderer) {
        self.file = file
        self.source = source
        self.resolver = resolver
        self.renderer = renderer
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        source.containsQuote(from: node.position.utf8Offset, to: node.endPosition.utf8Offset) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let position = resolver.position(of: node), !LocalizablePositionResolver.isInPreview(node) else {
            return .visitChildren
        }
        record(node, at: position)
        return .visitChildren
    }

    private func record(_ literal: StringLiteralExprSyntax, at position: LocalizablePosition) {
        guard let key = renderer.key(of: literal, kind: position.kind) else { return }
        let api = position.api
        var table = ExtractedString.defaultTable
        if let tableArgument = position.argument(api?.tableLabel) {
            // A table that is not a literal is unknown at compile time: the string stays in the default table.
            if let name = LocalizableKeyRenderer.constantValue(of: tableArgument.expression) { table = name }
        }
        // An empty comment is no comment, as in Xcode's catalogs.
        let comment = position.argument(api?.commentLabel)
            .flatMap { LocalizableKeyRenderer.constantValue(of: $0.expression) }
            .flatMap { $0.isEmpty ? nil : $0 }
        let defaultValue = position.argument(api?.defaultValueLabel)
            .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
            .flatMap { renderer.key(of: $0, kind: position.kind == .plainString ? .plainString : .localizationValue) }
        let location = source.location(ofOffset: literal.positionAfterSkippingLeadingTrivia.utf8Offset)
        strings.append(
            ExtractedString(
                key: key, table: table, comment: comment, defaultValue: defaultValue,
                position: SourcePosition(file: file, line: location.line, column: location.column),
                api: position.apiName))
    }
}
