import SwiftSyntax

/// The `String(localized:)` rewrite shared by rules that find literal-built Strings.
enum LocalizingFix {
    /// Wraps `literal` in `String(localized:)` when it is certainly UI text (``FixSafety``) and the result
    /// is certain to compile and mean the same: the literal has no `%` (the catalog would read it as a
    /// format) and every interpolation is a value `String.LocalizationValue` interpolates (a string or a
    /// number, as extraction's inference sees it).
    ///
    /// Text in another script than the source language's is not wrapped as it is (see ``ForeignTextFix``), and
    /// the app's names are never wrapped. An app that deploys to systems without `String(localized:)` (before
    /// iOS 15 and macOS 12) gets `NSLocalizedString(_:comment:)`, and only for text without interpolations.
    static func wrap(_ literal: StringLiteralExprSyntax, inference: InterpolationTypeInference, index: ProjectIndex,
                     sourceLanguage: String = "en", foreignLanguages: ForeignLanguages = ForeignLanguages(), appNames: Set<String> = [],
                     hasStringLocalized: Bool = true) -> LintFix? {
        guard !literal.staticText.contains("%"), FixSafety.isCertainlyUIText(literal, index: index),
              !FixSafety.isName(literal, appNames: appNames)
        else { return nil }
        if let expected = Script.scripts(forLanguage: sourceLanguage),
           let script = Script.foreignScript(of: literal.unescapedStaticText, expected: expected) {
            return hasStringLocalized ? ForeignTextFix.make(literal, script: script, languages: foreignLanguages) : nil
        }
        // Before iOS 15 and macOS 12: `NSLocalizedString`, whose key can't hold an interpolation.
        if !hasStringLocalized {
            guard !literal.hasInterpolation else { return nil }
            return LintFix(
                summary: "wrap in NSLocalizedString",
                edits: [TextEdit(replacing: literal, with: "NSLocalizedString(\(literal.trimmedDescription), comment: \"\")")])
        }
        for segment in literal.segments {
            guard case .expressionSegment(let interpolation) = segment else { continue }
            guard interpolation.expressions.count == 1, let value = interpolation.expressions.first,
                  value.label == nil, isInterpolatable(inference.type(of: value.expression))
            else { return nil }
        }
        return LintFix(
            summary: "wrap in String(localized:)",
            edits: [TextEdit(replacing: literal, with: "String(localized: \(literal.trimmedDescription))")])
    }

    /// Strings and numbers keep their meaning inside `String.LocalizationValue`; other types may not
    /// interpolate at all there.
    static func isInterpolatable(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return InterpolationFormatSpecifier.isNumeric(typeName)
            || ["String", "Substring"].contains(TypeName.normalized(typeName))
    }
}
