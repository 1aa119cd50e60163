import Diagnostics
import StringCatalog

/// A localization that holds two forms side by side: plural and device cases in one `variations`, or a plain
/// text beside variations. Xcode writes one form per level (device cases may hold plural cases, not sit beside
/// them); a merge of two branches that each changed the form differently can leave both.
public struct MixedVariationsRule: CatalogRule {
    public static let description = RuleDescription(
        id: .mixedVariations,
        summary: "A string holds plural and device cases, or a text and variations, side by side",
        rationale: """
            At run time one form wins (the device cases, or the variations over the text) and the other never \
            shows, however it is edited; Xcode deletes one of them when it opens the catalog. Keep the one \
            that is meant, moving its texts into it: device cases may each hold plural cases.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            CatalogExample("German plural cases beside device cases, after a merge", [
                "%lld files": .localized(["de": Localization(variations: Variations(
                    plural: [.one: .text("%lld Datei"), .other: .text("%lld Dokumente")],
                    device: [.mac: .text("%lld Dateien (Mac)"), .other: .text("%lld Dateien")]))]),
            ], expect: [("%lld files", "de")]),
            CatalogExample("plural and device cases side by side inside a substitution", [
                "%#@files@": .localized(["de": Localization(
                    stringUnit: StringUnit(state: .translated, value: "%#@files@"),
                    substitutions: ["files": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(
                        plural: [.other: .text("%arg Dateien")],
                        device: [.other: .text("%arg Dateien")]))])]),
            ], expect: [("%#@files@", "de")]),
        ],
        nonTriggeringExamples: [
            CatalogExample("device cases each holding plural cases, as Xcode nests them", [
                "%lld files": .localized(["de": Localization(variations: Variations(device: [
                    .mac: .plural([.one: "%lld Datei (Mac)", .other: "%lld Dateien (Mac)"]),
                    .other: .plural([.one: "%lld Datei", .other: "%lld Dateien"]),
                ]))]),
            ]),
            CatalogExample("a text with substitutions", [
                "%#@files@": .localized(["de": .substituting("%#@files@", ["files": (1, "lld", [.one: "%arg Datei", .other: "%arg Dateien"])])]),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(translation: TranslationContext, findings: inout FindingCollector) {
        guard let localization = translation.localization, let place = Self.sideBySide(in: localization) else { return }
        findings.report("\(quoted(translation.entry.key)) holds \(place) side by side; only one of them shows", in: translation)
    }

    /// Where two forms sit side by side (`plural and device cases`), searching nested cases; `nil` when nowhere.
    static func sideBySide(in localization: Localization) -> String? {
        if let variations = localization.variations {
            if localization.stringUnit != nil { return "a text and variations" }
            if let found = sideBySide(in: variations) { return found }
        }
        for name in (localization.substitutions ?? [:]).keys.sorted() {
            if let variations = localization.substitutions?[name]?.variations, let found = sideBySide(in: variations) {
                return "\(found) in substitution '\(name)'"
            }
        }
        return nil
    }

    private static func sideBySide(in variations: Variations) -> String? {
        if variations.plural != nil, variations.device != nil { return "plural and device cases" }
        let cases = Array((variations.plural ?? [:]).values) + Array((variations.device ?? [:]).values)
        return cases.lazy.compactMap(sideBySide(in:)).first
    }
}

extension RuleID {
    public static let mixedVariations = RuleID("mixed-variations")
}
