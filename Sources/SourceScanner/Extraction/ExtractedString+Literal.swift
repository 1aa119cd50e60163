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

    /// The name of the call (or attribute) a literal is a direct argument of: `Row` in `Row(title: "…")`,
    /// and `Row` too in `Row(title: .init("…"))`, whose implicit `.init` takes `Row`'s parameter type.
    static func calleeName(ofArgument literal: some SyntaxProtocol) -> String? {
        guard let owner = literal.parent?.as(LabeledExprSyntax.self)?.parent?.parent else { return nil }
        if let call = owner.as(FunctionCallExprSyntax.self) {
            if LocalizablePositionResolver.isImplicitInitializer(call) { return calleeName(ofArgument: call) }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return name == "Self" ? LocalizablePositionResolver.selfTypeName(at: reference) : name
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            if member.declName.baseName.text == "init", let base = member.base {
                // `Row.init(…)`, `Self.init(…)`: the type's initializer.
                let name = TypeName.lastComponent(base.compactText)
                return name == "Self" ? LocalizablePositionResolver.selfTypeName(at: base) : name
            }
            return member.declName.baseName.text
        }
        return owner.as(AttributeSyntax.self).map { TypeName.lastComponent($0.attributeName.compactText) }
    }
}
