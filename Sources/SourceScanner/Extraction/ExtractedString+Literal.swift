import SwiftSyntax

extension ExtractedString {
    /// The string a literal at a localizable position becomes; `nil` if it cannot be a key. Names in
    /// interpolations are resolved from the tree around the literal and `renderer`'s declarations.
    init?(
        _ literal: StringLiteralExprSyntax, at position: LocalizablePosition, renderer: LocalizableKeyRenderer,
        file: String, source: SourceIndex
    ) {
        guard let key = renderer.key(of: literal, kind: position.kind) else { return nil }
        let api = position.api
        var table = position.kind.fixedTable ?? ExtractedString.defaultTable
        if position.kind.fixedTable == nil, let tableArgument = position.argument(api?.tableLabel) {
            // A table that is not a literal is unknown at compile time: the string stays in the default table.
            if let name = LocalizableKeyRenderer.constantValue(of: tableArgument.expression) { table = name }
        }
        // An empty comment is no comment, as in Xcode's catalogs.
        let comment = position.argument(api?.commentLabel)
            .flatMap { LocalizableKeyRenderer.constantValue(of: $0.expression) }
            .flatMap { $0.isEmpty ? nil : $0 }
        let defaultValue = position.argument(api?.defaultValueLabel)
            .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
            .flatMap { literal in
                let kind = api?.defaultValueKind ?? (position.kind == .plainString ? .plainString : .localizationValue)
                return renderer.key(of: literal, kind: kind)
            }
        let location = source.location(ofOffset: literal.positionAfterSkippingLeadingTrivia.utf8Offset)
        self.init(
            key: key, table: table, comment: comment, defaultValue: defaultValue,
            position: SourcePosition(file: file, line: location.line, column: location.column),
            api: position.apiName)
    }
}
