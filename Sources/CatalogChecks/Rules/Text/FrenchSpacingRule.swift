import Diagnostics
import StringCatalog

/// French typography: a no-break space before `? ! ; :` (Canadian French: before `:` only).
public struct FrenchSpacingRule: CatalogRule {
    public static let description = RuleDescription(
        id: .frenchPunctuationSpacing,
        summary: "French high punctuation lacks its no-break space",
        rationale: """
            French puts a space before `?`, `!`, `;` and `:` (Canadian French before `:` only). It must be a \
            no-break space (U+202F narrow or U+00A0), or the line may wrap and leave the mark alone at the \
            start of the next line.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("no space before the question mark", [
                "Delete this story?": .texts(["fr": "Supprimer cette histoire?"]),
            ], expect: [("Delete this story?", "fr")]),
            CatalogExample("an ordinary space can wrap", [
                "Welcome back!": .texts(["fr": "Bon retour !"]),
            ], expect: [("Welcome back!", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("narrow and regular no-break spaces", [
                "Delete this story?": .texts(["fr": "Supprimer cette histoire\u{202F}?"]),
                "Welcome back!": .texts(["fr": "Bon retour\u{00A0}!"]),
            ]),
            CatalogExample("Canadian French and URLs, times and placeholders", [
                "Delete this story?": .texts(["fr-CA": "Supprimer cette histoire?"]),
                "Visit https://example.com at 10:30": .texts(["fr": "Visitez https://example.com à 10:30"]),
                "^[%lld story](inflect: true)": .texts(["fr": "^[%lld histoire](inflect: true)"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.language.baseLanguage == "fr" else { return }
        let canadian = translation.language.normalizedCode.hasSuffix("-ca")
        for unit in translation.units {
            guard let problem = Self.problem(in: unit.value, canadian: canadian) else { continue }
            findings.report("\(translation.language.displayName) text\(unit.placeText) \(problem)", in: translation)
            return
        }
    }

    /// Describes the first badly spaced mark, or `nil` when the text is fine.
    static func problem(in text: String, canadian: Bool) -> String? {
        // Fast path: most texts have none of the marks.
        guard text.utf8.contains(where: { $0 == 0x3F || $0 == 0x21 || $0 == 0x3B || $0 == 0x3A }) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var inLinkTarget = false
        for (index, scalar) in scalars.enumerated() {
            // Markdown link targets and attributes (`](https://…)`, `](inflect: true)`) are not prose.
            if scalar == "(" && index > 0 && scalars[index - 1] == "]" { inLinkTarget = true }
            if inLinkTarget { if scalar == ")" { inLinkTarget = false }; continue }
            guard scalar == "?" || scalar == "!" || scalar == ";" || scalar == ":", index > 0 else { continue }
            if canadian && scalar != ":" { continue }
            // Only punctuation that ends a clause: followed by the end, a space or a closing mark.
            if index + 1 < scalars.count {
                let next = scalars[index + 1]
                guard next.properties.isWhitespace || next == "»" || next == "\"" || next == "?" || next == "!" else { continue }
            }
            let previous = scalars[index - 1]
            if previous == "\u{202F}" || previous == "\u{00A0}" || previous == "?" || previous == "!" { continue }
            if previous == " " {
                return "has an ordinary space before '\(scalar)'; use a no-break space (U+202F or U+00A0) so it can't wrap"
            }
            if previous == "%" || previous == "@" || previous == "/" { continue } // placeholders and URLs
            return "needs a no-break space (U+202F) before '\(scalar)'"
        }
        return nil
    }
}

extension RuleID {
    public static let frenchPunctuationSpacing = RuleID("french-punctuation-spacing")
}
