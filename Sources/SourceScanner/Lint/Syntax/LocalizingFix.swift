import SwiftSyntax

/// The `String(localized:)` rewrite shared by rules that find literal-built Strings.
enum LocalizingFix {
    /// Wraps `literal` in `String(localized:)` when the result is certain to compile and mean the same:
    /// the literal is a plain `String` value with no `%` (which the catalog would treat as a format) and its
    /// interpolations are literals themselves (others need type inference to pick format specifiers).
    static func wrap(_ literal: StringLiteralExprSyntax) -> LintFix? {
        guard !literal.staticText.contains("%") else { return nil }
        for expression in literal.interpolatedExpressions {
            let value = expression.unwrapped
            guard value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) else { return nil }
        }
        return LintFix(
            summary: "wrap in String(localized:)",
            edits: [TextEdit(replacing: literal, with: "String(localized: \(literal.trimmedDescription))")])
    }
}
