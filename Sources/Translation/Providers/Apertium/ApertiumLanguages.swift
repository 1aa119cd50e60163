/// Apertium names languages with ISO 639-3 codes (`eng-spa`); catalogs use BCP 47 tags (`en`, `es-MX`).
enum ApertiumLanguages {
    /// The ISO 639-3 code Apertium uses for `tag`'s language (`es-MX` → `spa`); a three-letter tag as is.
    static func code(for tag: String) -> String {
        let language = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? tag.lowercased()
        return codes[language] ?? language
    }

    /// The mode translating `source` into `target` (`eng-spa`).
    static func mode(from source: String, to target: String) -> String {
        "\(code(for: source))-\(code(for: target))"
    }

    private static let codes: [String: String] = [
        "af": "afr", "an": "arg", "ar": "ara", "ast": "ast", "be": "bel", "bg": "bul", "br": "bre", "bs": "hbs", "ca": "cat",
        "cs": "ces", "cy": "cym", "da": "dan", "de": "deu", "el": "ell", "en": "eng", "eo": "epo", "es": "spa", "eu": "eus",
        "fa": "fas", "fi": "fin", "fr": "fra", "ga": "gle", "gl": "glg", "he": "heb", "hi": "hin", "hr": "hbs", "hu": "hun",
        "id": "ind", "is": "isl", "it": "ita", "ja": "jpn", "kk": "kaz", "ko": "kor", "mk": "mkd", "ms": "zlm", "mt": "mlt",
        "nb": "nob", "nl": "nld", "nn": "nno", "no": "nor", "oc": "oci", "pl": "pol", "pt": "por", "ro": "ron", "ru": "rus",
        "sc": "srd", "sk": "slk", "sl": "slv", "sq": "sqi", "sr": "hbs", "sv": "swe", "tr": "tur", "tt": "tat", "uk": "ukr",
        "ur": "urd", "zh": "zho",
    ]
}
