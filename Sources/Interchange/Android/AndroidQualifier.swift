/// Android's resource folder qualifiers for language tags, both ways.
///
/// A language alone is `values-de`; with a two-letter region, `values-pt-rBR`; anything else (a script, a
/// numeric region, a variant) uses the BCP 47 form `values-b+zh+Hant+TW`, which aapt (and Compose
/// Multiplatform since it read scripts) understands. The source language is the default folder `values`.
package enum AndroidQualifier {
    /// The folder name for `language` (`values-b+sr+Latn`), `values` for the source language.
    package static func folder(for language: String, sourceLanguage: String) -> String {
        language == sourceLanguage ? "values" : "values-" + qualifier(for: language)
    }

    /// `de`, `pt-rBR`, `b+zh+Hant+TW`.
    package static func qualifier(for language: String) -> String {
        let subtags = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first else { return language }
        let lowered = primary.lowercased()
        if subtags.count == 1 { return lowered }
        if subtags.count == 2, subtags[1].count == 2, subtags[1].allSatisfy(\.isLetter) {
            return lowered + "-r" + subtags[1].uppercased()
        }
        return "b+" + ([lowered] + subtags.dropFirst().map(canonicalCase)).joined(separator: "+")
    }

    /// The language tag a `values…` folder holds: `nil` for `values` (the source language) and for folders
    /// with qualifiers that are not a locale (`values-night`, `values-de-land`, `values-v21`).
    package static func language(ofFolder folder: String) -> (isDefault: Bool, language: String?) {
        guard folder == "values" || folder.hasPrefix("values-") else { return (false, nil) }
        if folder == "values" { return (true, nil) }
        let qualifiers = folder.dropFirst("values-".count)
        if qualifiers.hasPrefix("b+") {
            let subtags = qualifiers.dropFirst(2).split(separator: "+").map(String.init)
            guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return (false, nil) }
            return (false, ([first.lowercased()] + subtags.dropFirst().map(canonicalCase)).joined(separator: "-"))
        }
        let parts = qualifiers.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return (false, nil)
        }
        if parts.count == 1 { return (false, first.lowercased()) }
        if parts.count == 2, parts[1].count == 3, parts[1].hasPrefix("r"), parts[1].dropFirst().allSatisfy({ $0.isASCII && $0.isLetter }) {
            return (false, first.lowercased() + "-" + parts[1].dropFirst().uppercased())
        }
        if parts.count == 2, parts[1].count == 4, parts[1].hasPrefix("r"), parts[1].dropFirst().allSatisfy(\.isNumber) {
            return (false, first.lowercased() + "-" + parts[1].dropFirst())
        }
        return (false, nil)
    }

    /// Scripts title-cased (`Hant`), regions upper-cased (`TW`), numeric regions and variants as written.
    private static func canonicalCase(_ subtag: String) -> String {
        if subtag.count == 4, subtag.allSatisfy(\.isLetter) { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
        if subtag.count == 2, subtag.allSatisfy(\.isLetter) { return subtag.uppercased() }
        return subtag
    }
}
