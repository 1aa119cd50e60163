import Diagnostics
import SourceScanner
import StringCatalog

/// A localized string joined to an interpolation with `+`, while its text in some language has a
/// placeholder: the value is outside the key, so the placeholder shows nothing.
public struct ConcatenatedArgumentRule: KeyUsageRule {
    public static let description = RuleDescription(
        id: .concatenatedArgument,
        summary: "A localized string is joined to an interpolation its catalog text expects as an argument",
        rationale: """
            `String(localized: "points") + " \\(count)"` looks up a key without arguments, so a translation \
            written `%lld Punkte` shows its placeholder with no value, and word order can't change. Put the \
            value in the key: `String(localized: "\\(count) points")`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ProjectExample(
                "a key joined to an interpolation, its translation with a placeholder",
                sources: [#"let label = String(localized: "points") + " \(count)""#],
                catalog: ["points": .texts(["en": "points", "de": "%lld Punkte"])],
                expect: ["points"]),
        ],
        nonTriggeringExamples: [
            ProjectExample(
                "the value in the key, or a catalog text without placeholders",
                sources: [#"""
                    let a = String(localized: "\(count) points")
                    let b = String(localized: "Total:") + " \(count)"
                    let c = Text("Score") + Text(" \(count)")
                    """#],
                catalog: ["Total:": .texts(["en": "Total:", "de": "Summe:"])]),
        ])

    public init() {}

    public func findings(in usage: KeyUsage) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let catalogs = Dictionary(usage.catalogs.map { ($0.table, $0.catalog) }, uniquingKeysWith: { first, _ in first })
        for string in usage.concatenations {
            guard let entry = catalogs[string.table]?.strings[string.key],
                  FormatString.parse(string.key).arguments.isEmpty,
                  let (language, text) = Self.textWithPlaceholder(entry)
            else { continue }
            result.append(Diagnostic(
                ruleID: Self.id, severity: Self.description.defaultSeverity,
                message: "\(string.key.jsonQuoted) is joined to an interpolation, but its \(language) text \(text.jsonQuoted) has a placeholder, which shows no value; put the value in the key",
                file: string.position.file, line: string.position.line, column: string.position.column, key: string.key))
        }
        return result
    }

    /// The first language (in order) whose text has a format placeholder, with that text.
    private static func textWithPlaceholder(_ entry: CatalogEntry) -> (String, String)? {
        for (language, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
            if let value = localization.stringUnit?.value, !FormatString.parse(value).arguments.isEmpty {
                return (language, value)
            }
        }
        return nil
    }
}

extension RuleID {
    public static let concatenatedArgument = RuleID("concatenated-argument")
}
