/// Why a string is not a language tag: the text, the offset of the offending subtag and what was expected.
public struct LanguageTagError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that was parsed.
    public var text: String
    /// The character offset where the problem starts.
    public var offset: Int
    /// What the parser expected there.
    public var expected: String

    public var description: String {
        "'\(text)' is not a language tag: at offset \(offset), expected \(expected)"
    }
}

extension LanguageTag {
    /// The longest text `parse` reads. Real tags, extensions and POSIX spellings included, stay far below it;
    /// a longer one (from a stranger's catalog or an HTTP header) fails at once rather than costing its length
    /// in every parse.
    public static let maximumParsedLength = 255

    /// Parses a BCP 47 tag, accepting POSIX spellings and any case.
    ///
    /// - `pt_BR`, `PT-br` → `pt-BR`; `de_DE.UTF-8@euro` → `de-DE` (charset and `@euro` dropped);
    ///   `sr_RS@latin` → `sr-Latn-RS`; `ca_ES@valencia` → `ca-ES-valencia`.
    /// - Extended language subtags become the language (`zh-yue` → `yue`); grandfathered tags with a
    ///   preferred value are replaced (`i-klingon` → `tlh`, `zh-min-nan` → `nan`).
    /// - Extensions and private use are kept (`en-US-u-ca-gregory`, `de-x-formal`).
    public static func parse(_ text: String) throws(LanguageTagError) -> LanguageTag {
        guard text.utf8.count <= maximumParsedLength else {
            throw LanguageTagError(text: String(text.prefix(32)) + "…", offset: 0,
                                   expected: "a tag of at most \(maximumParsedLength) characters, not \(text.utf8.count)")
        }
        var body = Substring(text.filter { !$0.isWhitespace })
        var modifier: Substring?
        if let at = body.firstIndex(of: "@") {
            modifier = body[body.index(after: at)...]
            body = body[..<at]
        }
        if let dot = body.firstIndex(of: ".") { body = body[..<dot] } // POSIX charset
        let normalized = String(body.map { $0 == "_" ? "-" : $0 }).lowercased()
        if normalized == "root" { return .undetermined } // CLDR's name for the root locale
        if let replacement = grandfathered[normalized] {
            return try parse(replacement)
        }
        var tag = try parseSubtags(normalized, original: text)
        switch modifier?.lowercased() {
        case "latin": tag.script = tag.script ?? "Latn"
        case "cyrillic": tag.script = tag.script ?? "Cyrl"
        case "devanagari": tag.script = tag.script ?? "Deva"
        case "valencia": tag.variants.append("valencia")
        default: break // @euro and other POSIX modifiers don't name a language
        }
        return tag
    }

    private static func parseSubtags(_ text: String, original: String) throws(LanguageTagError) -> LanguageTag {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        var offsets: [Int] = []
        var position = 0
        for subtag in subtags {
            offsets.append(position)
            position += subtag.count + 1
        }
        func fail(_ index: Int, _ expected: String) -> LanguageTagError {
            LanguageTagError(text: original, offset: offsets[min(index, offsets.count - 1)], expected: expected)
        }
        var index = 0
        var tag = LanguageTag(language: "und")
        let first = subtags[0]
        if first == "x" {
            // A private use tag only: `x-whatever`.
            let rest = subtags.dropFirst()
            guard !rest.isEmpty, rest.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }) else {
                throw fail(1, "private use subtags of 1 to 8 letters or digits")
            }
            tag.privateUse = rest.joined(separator: "-")
            return tag
        }
        guard first.allSatisfy(isLetter), (2...3).contains(first.count) || (5...8).contains(first.count) else {
            throw fail(0, "a language subtag of 2, 3 or 5 to 8 letters")
        }
        tag.language = String(first)
        index = 1
        // Extended language subtags: `zh-yue` means `yue`, `sgn-ase` means `ase`.
        if first.count <= 3, index < subtags.count, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) {
            tag.language = String(subtags[index])
            index += 1
            while index < subtags.count, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) { index += 1 }
        }
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) {
            tag.script = titlecased(String(subtags[index]))
            index += 1
        }
        if index < subtags.count,
           (subtags[index].count == 2 && subtags[index].allSatisfy(isLetter))
            || (subtags[index].count == 3 && subtags[index].allSatisfy(isDigit)) {
            tag.region = subtags[index].uppercased()
            index += 1
        }
        while index < subtags.count, isVariant(subtags[index]) {
            let variant = String(subtags[index])
            guard !tag.variants.contains(variant) else { throw fail(index, "no repeated variant") }
            tag.variants.append(variant)
            index += 1
        }
        var seenSingletons: Set<Substring> = []
        while index < subtags.count {
            let singleton = subtags[index]
            guard singleton.count == 1, singleton.allSatisfy(isAlphanumeric) else {
                throw fail(index, "a script, region, variant, extension or private use subtag")
            }
            if singleton == "x" {
                let rest = subtags[(index + 1)...]
                guard !rest.isEmpty, rest.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }) else {
                    throw fail(index + 1, "private use subtags of 1 to 8 letters or digits")
                }
                tag.privateUse = rest.joined(separator: "-")
                break
            }
            guard seenSingletons.insert(singleton).inserted else { throw fail(index, "no repeated extension") }
            var end = index + 1
            while end < subtags.count, subtags[end].count >= 2, subtags[end].count <= 8,
                  subtags[end].allSatisfy(isAlphanumeric) {
                end += 1
            }
            guard end > index + 1 else { throw fail(index + 1, "extension subtags of 2 to 8 letters or digits") }
            tag.extensions.append(subtags[index..<end].joined(separator: "-"))
            index = end
        }
        tag.extensions.sort()
        return tag
    }

    private static func isVariant(_ subtag: Substring) -> Bool {
        guard subtag.allSatisfy(isAlphanumeric) else { return false }
        return (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first.map(isDigit) == true)
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        isLetter(character) || isDigit(character)
    }

    /// RFC 5646 grandfathered and redundant tags with a preferred value (from the IANA registry), plus the
    /// ones without one mapped to their nearest modern meaning.
    static let grandfathered: [String: String] = [
        "art-lojban": "jbo", "cel-gaulish": "xtg", "en-gb-oed": "en-GB-oxendict", "i-ami": "ami", "i-bnn": "bnn",
        "i-default": "und", "i-hak": "hak", "i-klingon": "tlh", "i-lux": "lb", "i-navajo": "nv", "i-pwn": "pwn",
        "i-tao": "tao", "i-tay": "tay", "i-tsu": "tsu", "no-bok": "nb", "no-nyn": "nn", "sgn-be-fr": "sfb",
        "sgn-be-nl": "vgt", "sgn-ch-de": "sgg", "zh-guoyu": "zh", "zh-hakka": "hak", "zh-min": "nan",
        "zh-min-nan": "nan", "zh-xiang": "hsn", "zh-cmn": "zh", "zh-cmn-hans": "zh-Hans", "zh-cmn-hant": "zh-Hant",
        "zh-gan": "gan", "zh-wuu": "wuu", "zh-yue": "yue",
    ]
}
