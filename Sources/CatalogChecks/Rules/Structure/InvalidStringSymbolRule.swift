import Diagnostics
import StringCatalog

/// A manual key whose Swift symbol, as Xcode 26 generates it ("Generate String Catalog Symbols"), would not
/// build: two keys of a table whose symbols differ only in case, or a symbol that is a keyword or starts
/// with a digit.
public struct InvalidStringSymbolRule: CatalogRule {
    public static let description = RuleDescription(
        id: .invalidStringSymbol,
        summary: "A manual key's generated string symbol would not build",
        rationale: """
            With `STRING_CATALOG_GENERATE_SYMBOLS` (on in Xcode 26's new projects and in packages), every \
            manual key becomes a member of `LocalizedStringResource` named after its words (`settings.title` → \
            `.settingsTitle`), which `phrasebook generate --symbols xcode` writes the same way. Keys whose names \
            differ only in case (`Adults`, `adults`) collide, and a name that is a keyword, a name Swift reserves \
            (`init`, `self`) or starts with a digit or `$` is no member name Xcode can write: Xcode finds out only when the build fails. Rename one of the keys, or set its \
            `generatesSymbol` to `false`.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            CatalogExample("keys whose symbols differ only in case", [
                "Adults": .localized(["en": .text("Adults")], extractionState: .manual),
                "adults": .localized(["en": .text("adults")], extractionState: .manual),
                "role.admin": .localized(["en": .text("Admin")], extractionState: .manual),
                "role_Admin": .localized(["en": .text("Administrator")], extractionState: .manual),
            ], expect: [("adults", nil), ("role_Admin", nil)]),
            CatalogExample("a keyword, a leading digit, a name Swift reserves and a leading $", [
                "default": .localized(["en": .text("Default")], extractionState: .manual),
                "2fa.title": .localized(["en": .text("Two-factor")], extractionState: .manual),
                "init": .localized(["en": .text("Start")], extractionState: .manual),
                "$9.99 plan": .localized(["en": .text("Basic")], extractionState: .manual),
            ], expect: [("$9.99 plan", nil), ("2fa.title", nil), ("default", nil), ("init", nil)]),
        ],
        nonTriggeringExamples: [
            CatalogExample("a property and functions of one name told apart by their types, as in Xcode's own output", [
                "starred.unstar": .localized(["en": .text("Unstar")], extractionState: .manual),
                "starred.unstar %lld": .localized(["en": .text("Unstar %lld")], extractionState: .manual),
                "starred_unstar": .localized(["en": .text("Unstar %d")], extractionState: .manual),
            ]),
            CatalogExample("a storyboard's keys, for which Xcode generates no symbols", [
                "1tx-W0-xDw.title": .localized(["en": .text("Quit")], extractionState: .manual),
            ]),
            CatalogExample("extracted keys, and keys that generate no symbol", [
                "Adults": .texts(["en": "Adults"]), "adults": .texts(["en": "adults"]),
                "default": .localized(["en": .text("Default")], extractionState: .manual, generatesSymbol: false),
                "role.admin": .localized(["en": .text("Admin")], extractionState: .manual),
            ]),
        ])

    public init(parameters: CheckParameters) {}

    public func check(catalog: CatalogContext, findings: inout FindingCollector) {
        // Each key named once: naming is most of this rule's work.
        let symbols = catalog.entries.filter { $0.entry.generatesXcodeSymbol && !XcodeSymbolName.isInterfaceBuilderKey($0.key) }
            .map { (key: $0.key, name: XcodeSymbolName.name(forKey: $0.key),
                    signature: XcodeSymbolName.signature(of: XcodeSymbolName.parameters(ofText: $0.entry.xcodeSymbolText(key: $0.key, sourceLanguage: catalog.catalog.sourceLanguage)))) }
        for symbol in symbols {
            if let problem = XcodeSymbolName.problem(forName: symbol.name) {
                findings.report("manual key \(quoted(symbol.key)): \(problem); Xcode's generated symbols will not build", key: symbol.key, language: nil)
            }
        }
        for (key, first) in XcodeSymbolName.collisions(among: symbols) {
            findings.report(
                "manual key \(quoted(key)) becomes the string symbol .\(XcodeSymbolName.name(forKey: key)), which \(quoted(first)) already names (Xcode compares symbols ignoring case); Xcode's generated symbols will not build",
                key: key, language: nil)
        }
    }
}

extension RuleID {
    public static let invalidStringSymbol = RuleID("invalid-string-symbol")
}
