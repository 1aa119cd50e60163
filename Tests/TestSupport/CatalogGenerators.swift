import PropertyBased
import StringCatalog

/// Generators of catalogs for property tests: texts with the characters writers must escape and the
/// format specifiers converters must keep, in plain, plural and device shapes, in several languages.
public enum CatalogGen {
    /// Pieces texts are made of: words, characters that need escaping in JSON, `.strings` and XML,
    /// non-ASCII text, and format specifiers.
    static let pieces = [
        "Hello", "cats", "über", "日本語", "😀", " ", "  ", "\"", "\\", "/", "\n", "\t", "<b>", "&amp;", "'", "{", "}",
        "%@", "%lld", "%d", "%.2f", "%1$@", "%2$lld", "%%", "%s", "…",
    ]

    /// A text of up to six pieces (possibly empty).
    public static let text = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }

    /// A non-empty text for keys.
    public static let key = Gen<String?>.element(of: pieces).map { $0 ?? "x" }.array(of: 1...4).map { $0.joined() }

    public static let state = Gen<TranslationState?>.element(of: [.translated, .needsReview, .new, .machineTranslated])
        .map { $0 ?? .translated }

    public static let unit = zip(state, text).map { state, value in Localization.text(value, state: state) }

    /// A plain text, plural cases (always with `other`) or device cases.
    public static let localization = Gen<Localization>.frequency(
        (3, unit),
        (1, zip(unit, unit, unit).map { one, few, other in
            Localization(variations: Variations(plural: [.one: one, .few: few, .other: other]))
        }),
        (1, zip(unit, unit).map { iphone, other in
            Localization(variations: Variations(device: [.iphone: iphone, .other: other]))
        }))

    public static let languages = ["en", "de", "fr", "uk"]

    public static let entry = zip(
        Gen<String?>.element(of: pieces).optional(valueRate: 0.3),
        localization.array(of: 0...4)
    ).map { comment, localizations in
        CatalogEntry(comment: comment ?? nil, localizations: Dictionary(
            zip(languages, localizations).map { ($0, $1) }, uniquingKeysWith: { first, _ in first }))
    }

    /// A catalog in English with up to eight keys.
    public static let catalog = zip(key, entry).array(of: 0...8).map { pairs in
        StringCatalog(sourceLanguage: "en", strings: Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
    }
}

extension CatalogGen {
    /// Every text of a localization with where it sits (`""`, `plural.one`, `device.iphone`, `…/plural.other`).
    public static func units(of localization: Localization?, path: String = "") -> [(path: String, unit: StringUnit)] {
        guard let localization else { return [] }
        var found: [(path: String, unit: StringUnit)] = []
        if let unit = localization.stringUnit { found.append((path, unit)) }
        let prefix = path.isEmpty ? "" : path + "/"
        for (category, nested) in localization.variations?.plural ?? [:] {
            found += units(of: nested, path: prefix + "plural.\(category.rawValue)")
        }
        for (device, nested) in localization.variations?.device ?? [:] {
            found += units(of: nested, path: prefix + "device.\(device.rawValue)")
        }
        for (name, substitution) in localization.substitutions ?? [:] {
            for (category, nested) in substitution.variations?.plural ?? [:] {
                found += units(of: nested, path: prefix + "substitutions.\(name).plural.\(category.rawValue)")
            }
        }
        return found
    }

    /// Every text of a catalog by key, language and place.
    public static func units(of catalog: StringCatalog) -> [String: StringUnit] {
        var found: [String: StringUnit] = [:]
        for (key, entry) in catalog.strings {
            for (language, localization) in entry.localizations {
                for (path, unit) in units(of: localization) { found["\(key)\u{0}\(language)\u{0}\(path)"] = unit }
            }
        }
        return found
    }

    /// What the specifiers of a text read, in order (`1:integer`, `2:object`, `%`): what converters must
    /// keep. Spelling may change where meaning doesn't (`%s` after `%2$lld` is `%1$s` either way).
    public static func specifiers(_ text: String) -> [String] {
        FormatString.parse(text).specifiers.map { specifier in
            guard let index = specifier.argumentIndex, let category = specifier.category else { return specifier.text }
            return "\(index):\(category)"
        }
    }
}
