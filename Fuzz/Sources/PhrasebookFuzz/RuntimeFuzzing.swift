import Foundation
import Phrasebook
import Plurals
import StringCatalog
import TranslationExchange

enum RuntimeFuzzing {
    /// Format strings: parsed as text and as a substitution's variation, and rendered by the runtime as a
    /// source string and as a translation, with arguments taken from the input's first bytes.
    static func format(_ data: Data) {
        let split = data.firstIndex(of: 0) ?? data.startIndex
        let seed = data[data.startIndex..<split]
        let text = String(decoding: data[(split == data.endIndex ? split : data.index(after: split))...], as: UTF8.self)
        _ = FormatString.parse(text)
        _ = FormatString.parse(text, isSubstitutionVariation: true).withPositionalSpecifiers

        var numbers = seed.map { Int64(Int8(bitPattern: $0)) &* 0x0101_0101_0101_0101 }
        if numbers.isEmpty { numbers = [3] }
        let arguments: [FormatValue] = numbers.prefix(4).enumerated().map { index, value in
            switch index % 4 {
            case 0: .int(value)
            case 1: .double(Double(value) / 7)
            case 2: .string("s\(value)")
            default: .uint(UInt64(bitPattern: value))
            }
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            text: CatalogEntry(localizations: [
                "en": .text(text),
                "de": .text(String(text.reversed())),
                "fr": Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@ " + text), substitutions: [
                    "n": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
                        .one: .text(text), .other: .text("%arg " + text),
                    ])),
                ]),
            ]),
        ])
        let table = LocalizationTable(catalog: catalog)
        for language in ["en", "de", "fr"] {
            let localizer = Localizer(tables: [table], languages: [language], reportIssue: { _ in })
            _ = localizer.string(forKey: text, arguments: arguments)
            _ = localizer.string(forKey: text, arguments: [])
        }
        _ = PseudoLocalizer(language: .bidi).localize(catalog)
    }

    /// Plural operands as written (`1.50`, `1.2c3`), categorized in languages with every kind of rule.
    static func pluralOperands(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        guard let operands = PluralOperands(text) else { return }
        for language in ["en", "fr", "ru", "ar", "pl", "cy", "lt", "he", "gv", "br"] {
            _ = PluralRules.cardinal(for: language).category(for: operands)
            _ = PluralRules.ordinal(for: language).category(for: operands)
        }
    }
}
