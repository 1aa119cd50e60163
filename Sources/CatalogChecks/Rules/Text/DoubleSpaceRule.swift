import Diagnostics
import StringCatalog

/// Two spaces in a row in a translation whose source has none.
public struct DoubleSpaceRule: CatalogRule {
    public static let description = RuleDescription(
        id: .doubleSpace,
        summary: "A translation contains two spaces in a row that the source doesn't",
        rationale: """
            Double spaces are almost always editing leftovers (a word deleted, two sentences joined). They \
            show as visible gaps and make line wrapping uneven.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("a double space between words", [
                "Save Hero": .texts(["de": "Held  speichern"]),
            ], expect: [("Save Hero", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("single spaces", ["Save Hero": .texts(["de": "Held speichern"])]),
            CatalogExample("the source has a double space too", ["Name:  %@": .texts(["fr": "Nom :  %@"])]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard translation.comparesWithSource else { return }
        for index in translation.units.indices {
            let unit = translation.units[index]
            guard let offset = Self.doubleSpaceOffset(unit.value),
                  Self.doubleSpaceOffset(translation.sourceUnit(for: index).value) == nil else { continue }
            findings.report(
                "\(translation.language.displayName) text\(unit.placeText) has two spaces in a row after \(quoted(String(unit.value.utf8.prefix(offset))!.suffixWords(3)))",
                in: translation)
            return
        }
    }

    /// The UTF-8 offset of the first of two consecutive ASCII spaces, if any.
    static func doubleSpaceOffset(_ text: String) -> Int? {
        var previousWasSpace = false
        var offset = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                if previousWasSpace { return offset - 1 }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
            offset += 1
        }
        return nil
    }
}

extension String {
    /// The last `count` words, for showing where in a text something is.
    func suffixWords(_ count: Int) -> String {
        split(separator: " ").suffix(count).joined(separator: " ")
    }
}

extension RuleID {
    public static let doubleSpace = RuleID("double-space")
}
