import Diagnostics
import StringCatalog

/// Specifiers Foundation can't format: unknown conversions, bad positions, malformed substitutions.
public struct InvalidFormatSpecifierRule: CatalogRule {
    public static let description = RuleDescription(
        id: .invalidFormatSpecifier,
        summary: "A format specifier is malformed or risky",
        rationale: """
            Foundation prints a malformed specifier as it stands or reads the wrong argument: `%y` is no \
            conversion, `%0$@` no position, `%#@count` an unclosed substitution, and one argument formatted as \
            two types reads memory wrongly. Mixing positional (`%1$@`) and sequential (`%@`) specifiers numbers \
            them separately. The source language is checked too.
            """,
        defaultSeverity: .error,
        fixUrgency: .brokenFormat,
        triggeringExamples: [
            CatalogExample("an unknown conversion in a translation", [
                "%lld min read": .texts(["de": "%lld Min. %y gelesen"]),
            ], expect: [("%lld min read", "de")]),
            CatalogExample("a position mix in the source", [
                "%1$@ and %@": .texts(["de": "%1$@ und %2$@"]),
            ], expect: [("%1$@ and %@", "en")]),
            CatalogExample("an unclosed substitution", [
                "%#@stories@": .localized(["en": .text("%#@stories@"), "fr": .text("%#@histoires")]),
            ], expect: [("%#@stories@", "fr")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("valid specifiers of every kind", [
                "%lld min read": .texts(["de": "%lld Min. gelesen"]),
                "%1$@ and %2$@": .texts(["de": "%2$@ und %1$@"]),
                "Progress: %.1f%%": .texts(["fr": "Progression\u{202F}: %.1f\u{202F}%%"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        for index in translation.units.indices {
            let unformatted = !translation.isSource && translation.sourceIsUnformatted(for: index)
            guard let format = translation.formats[index],
                  let problem = format.problems.first(where: { !LonePercentRule.isPercentSign($0, unformatted: unformatted) })
            else { continue }
            let unit = translation.units[index]
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText): \(problem.message) (at character \(problem.characterOffset + 1))",
                in: translation)
            return
        }
    }
}

extension RuleID {
    public static let invalidFormatSpecifier = RuleID("invalid-format-specifier")
}
