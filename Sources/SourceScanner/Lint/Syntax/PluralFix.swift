import Foundation
import SwiftSyntax

/// Rewrites a manual plural into one interpolated key whose catalog entry varies by plural.
enum PluralFix {
    /// The fix for `ternary` (`count == 1 ? singular : plural`), when the count's value is shown in the
    /// same text and no other interpolation needs type inference to name its format specifier.
    static func make(
        ternary: SequenceExprSyntax, count: ExprSyntax, singular: StringLiteralExprSyntax,
        plural: StringLiteralExprSyntax, conditionStart: ExprSyntax, inference: InterpolationTypeInference
    ) -> LintFix? {
        guard conditionStart.id == ternary.elements.first?.id, !singular.isRaw, !plural.isRaw else { return nil }
        let countText = count.trimmedDescription
        // A count compared with the literal 1 is an integer unless inference knows better.
        let countSpecifier = inference.type(of: count).map { InterpolationFormatSpecifier.specifier(forTypeName: $0) } ?? "%lld"
        let keys = KeyBuilder(countText: countText, countSpecifier: countSpecifier, inference: inference)
        // Case 1: the ternary is one interpolation of an enclosing literal: "\(n) \(n == 1 ? "cent" : "cents")".
        if let segment = ternary.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(ExpressionSegmentSyntax.self),
           let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self) {
            guard !literal.isRaw, !singular.hasInterpolation, !plural.hasInterpolation else { return nil }
            return rewrite(literal, replacing: segment, keys: keys, singular: singular, plural: plural)
        }
        // Case 2: the ternary chooses between whole texts: n == 1 ? "1 story" : "\(n) stories".
        guard ternary.ternary?.condition.count == 3, ternary.elements.count == 5 else { return nil }
        guard let other = keys.keyAndSource(of: plural, replacing: nil, with: nil), other.showsCount else { return nil }
        let one = keys.keyAndSource(of: singular, replacing: nil, with: nil)?.key ?? singular.unescapedStaticText
        return LintFix(
            summary: "use one plural key",
            edits: [TextEdit(replacing: ternary, with: "String(localized: \(other.source))")],
            pluralEntry: PluralEntry(key: other.key, one: one, other: other.key))
    }

    private static func rewrite(
        _ literal: StringLiteralExprSyntax, replacing segment: ExpressionSegmentSyntax, keys: KeyBuilder,
        singular: StringLiteralExprSyntax, plural: StringLiteralExprSyntax
    ) -> LintFix? {
        guard let other = keys.keyAndSource(of: literal, replacing: segment, with: plural),
              let one = keys.keyAndSource(of: literal, replacing: segment, with: singular),
              other.showsCount
        else { return nil }
        let replacement = LocalizingPositions.isLocalizedDirectly(literal)
            ? other.source : "String(localized: \(other.source))"
        return LintFix(
            summary: "use one plural key",
            edits: [TextEdit(replacing: literal, with: replacement)],
            pluralEntry: PluralEntry(key: other.key, one: one.key, other: other.key))
    }
}

/// Builds the catalog key (with Apple's format specifiers) and new Swift source of a plural text.
private struct KeyBuilder {
    var countText: String
    var countSpecifier: String
    var inference: InterpolationTypeInference

    /// The key and the Swift source of `literal` with `segment` replaced by `branch`'s text; `nil` when an
    /// interpolation other than the count has a type inference can't name (its specifier would be a guess).
    func keyAndSource(
        of literal: StringLiteralExprSyntax, replacing segment: ExpressionSegmentSyntax?,
        with branch: StringLiteralExprSyntax?
    ) -> (key: String, source: String, showsCount: Bool)? {
        var key = ""
        var body = ""
        var showsCount = false
        for part in literal.segments {
            switch part {
            case .stringSegment(let text):
                body += text.content.text
                key += StringLiteralExprSyntax.unescape(text.content.text, raw: false)
                    .replacingOccurrences(of: "%", with: "%%")
            case .expressionSegment(let interpolation):
                if interpolation.id == segment?.id, let branch {
                    body += branch.staticText
                    key += branch.unescapedStaticText.replacingOccurrences(of: "%", with: "%%")
                } else if interpolation.expressions.count == 1,
                          interpolation.expressions.first?.expression.trimmedDescription == countText {
                    body += interpolation.trimmedDescription
                    key += countSpecifier
                    showsCount = true
                } else if let value = interpolation.expressions.first?.expression, inference.type(of: value) != nil {
                    body += interpolation.trimmedDescription
                    key += inference.formatSpecifier(for: interpolation)
                } else {
                    return nil
                }
            }
        }
        return (key, literal.openingQuote.text + body + literal.closingQuote.text, showsCount)
    }
}
