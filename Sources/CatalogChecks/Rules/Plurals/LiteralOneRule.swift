import Diagnostics
import StringCatalog

/// A `one` case that writes the number 1 where the language's `one` also covers other numbers.
public struct LiteralOneRule: CatalogRule {
    public static let description = RuleDescription(
        id: .pluralLiteralOne,
        summary: "The `one` case says \"1\" but the language uses it for other numbers too",
        rationale: """
            In English `one` means exactly 1, so \"1 story\" is fine. In Ukrainian and Russian `one` also covers \
            21, 31, 101…, and in French 0: a `one` text with a literal \"1\" shows \"1 історія\" for 21 stories. \
            Use the count specifier (`%lld`) instead.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("Ukrainian one with a literal 1", [
                "%lld stories": .localized(["uk": .plural([
                    .one: "1 історія", .few: "%lld історії", .many: "%lld історій", .other: "%lld історії",
                ])]),
            ], expect: [("%lld stories", "uk")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("the count specifier, or a language whose one is exactly 1", [
                "%lld stories": .localized([
                    "uk": .plural([.one: "%lld історія", .few: "%lld історії", .many: "%lld історій", .other: "%lld історії"]),
                    "de": .plural([.one: "1 Geschichte", .other: "%lld Geschichten"]),
                ]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        let facts = translation.language.plurals
        guard !facts.oneAlsoMatches.isEmpty else { return }
        for unit in translation.units where unit.plural == .one && Self.hasLiteralOne(unit.value) {
            findings.report(
                "\(translation.language.displayName) \"one\" case\(unit.substitution.map { " of substitution \"\($0)\"" } ?? "") says \"1\" but is also used for \(facts.oneAlsoMatches.map(String.init).joined(separator: ", "))…; use the count specifier",
                in: translation)
            return
        }
    }

    /// Whether the text has the digit 1 standing alone (not part of `21`, `%1$@` or `1.5`).
    static func hasLiteralOne(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "1") {
            let before = index > 0 ? bytes[index - 1] : 0x20
            let after = index + 1 < bytes.count ? bytes[index + 1] : 0x20
            func isNumberPart(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") }
            if isNumberPart(before) || isNumberPart(after) || after == UInt8(ascii: "$") || before == UInt8(ascii: "%") { continue }
            return true
        }
        return false
    }
}

extension RuleID {
    public static let pluralLiteralOne = RuleID("plural-literal-one")
}
