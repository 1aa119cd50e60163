import Diagnostics
import StringCatalog

/// A `%` meant as a percent sign but read as the start of a specifier.
public struct LonePercentRule: CatalogRule {
    public static let description = RuleDescription(
        id: .lonePercent,
        summary: "A lone `%` that Foundation reads as a specifier",
        rationale: """
            In a formatted string a percent sign is written `%%`. A lone `%` at the end prints nothing, and \
            `50% off` is read as `% o`, an octal conversion with a space flag that consumes an argument.
            """,
        defaultSeverity: .warning,
        fixUrgency: .languageQuality,
        triggeringExamples: [
            CatalogExample("a percent sign before a word", [
                "%lld%% done": .texts(["fr": "%lld% terminé"]),
            ], expect: [("%lld%% done", "fr")]),
            CatalogExample("a percent sign at the end", [
                "Battery at %lld%%": .texts(["de": "Akku bei %lld%"]),
            ], expect: [("Battery at %lld%%", "de")]),
            CatalogExample("percent signs in a text whose source isn't formatted either", [
                "About 70% faster": .texts(["ru": "Примерно на 70%быстрее", "de": "Etwa 70 % schneller"]),
            ], expect: [("About 70% faster", "en"), ("About 70% faster", "ru"), ("About 70% faster", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("escaped percent signs", [
                "%lld%% done": .texts(["fr": "%lld\u{202F}%% terminé"]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    /// Whether `problem` is a percent sign written alone.
    static func isLonePercent(_ problem: FormatProblem) -> Bool {
        switch problem.kind {
        case .incompleteSpecifier, .spaceFlagConversion: true
        default: false
        }
    }

    /// Whether `problem` is a percent sign in a text that isn't formatted, where `%з`, `%,` or `%(` is just text.
    static func isPercentSign(_ problem: FormatProblem, unformatted: Bool) -> Bool {
        if isLonePercent(problem) { return true }
        switch problem.kind {
        case .unknownConversion, .malformedPlaceholderName: return unformatted
        default: return false
        }
    }

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        for index in translation.units.indices {
            let unformatted = !translation.isSource && translation.sourceIsUnformatted(for: index)
            guard let format = translation.formats[index],
                  let problem = format.problems.first(where: { Self.isPercentSign($0, unformatted: unformatted) }) else { continue }
            let unit = translation.units[index]
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText) has a lone '%' at character \(problem.characterOffset + 1); write '%%' for a percent sign",
                in: translation)
            return
        }
    }
}

extension RuleID {
    public static let lonePercent = RuleID("lone-percent")
}
