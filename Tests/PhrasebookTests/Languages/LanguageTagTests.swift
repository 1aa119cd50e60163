import Foundation
import Phrasebook
import Testing
import TestSupport

@Suite("Language tags")
struct LanguageTagTests {
    private func tag(_ text: String) throws -> LanguageTag { try LanguageTag.parse(text) }

    @Test("POSIX spellings and any case become BCP 47 with canonical case")
    func canonicalCase() throws {
        #expect(try tag("pt_BR").identifier == "pt-BR")
        #expect(try tag("PT-br").identifier == "pt-BR")
        #expect(try tag("zh-hant-tw").identifier == "zh-Hant-TW")
        #expect(try tag("SR-LATN").identifier == "sr-Latn")
        #expect(try tag("es-419").identifier == "es-419")
        #expect(try tag("und").isUndetermined)
    }

    @Test("POSIX charsets and modifiers: de_DE.UTF-8@euro, sr_RS@latin, ca_ES@valencia")
    func posixLocaleNames() throws {
        #expect(try tag("de_DE.UTF-8@euro").identifier == "de-DE")
        #expect(try tag("sr_RS@latin").identifier == "sr-Latn-RS")
        #expect(try tag("ca_ES.UTF-8@valencia").identifier == "ca-ES-valencia")
        #expect(try tag("en_US.ISO8859-1").identifier == "en-US")
    }

    @Test("variants, extensions and private use are kept with canonical order and case")
    func extensionsKept() throws {
        let parsed = try tag("en-US-POSIX-x-Test-U-CA-Buddhist")
        #expect(parsed.variants == ["posix"])
        #expect(parsed.privateUse == "test-u-ca-buddhist")
        let sorted = try tag("de-u-co-phonebk-a-bcd")
        #expect(sorted.extensions == ["a-bcd", "u-co-phonebk"])
        #expect(sorted.identifier == "de-a-bcd-u-co-phonebk")
        #expect(try tag("x-whatever").privateUse == "whatever")
        #expect(try tag("ja-JP-u-ca-japanese").base.identifier == "ja-JP")
    }

    @Test("extended language subtags and grandfathered tags take their modern form")
    func legacyForms() throws {
        #expect(try tag("zh-yue").identifier == "yue")
        #expect(try tag("zh-yue-HK").identifier == "yue-HK")
        #expect(try tag("i-klingon").identifier == "tlh")
        #expect(try tag("zh-min-nan").identifier == "nan")
        #expect(try tag("en-GB-oed").identifier == "en-GB-oxendict")
        #expect(try tag("art-lojban").identifier == "jbo")
    }

    @Test("deprecated codes are replaced by canonicalization: iw → he, in → id, sh → sr-Latn")
    func aliases() throws {
        #expect(try tag("iw").canonicalized().identifier == "he")
        #expect(try tag("iw-IL").canonicalized().identifier == "he-IL")
        #expect(try tag("in").canonicalized().identifier == "id")
        #expect(try tag("sh").canonicalized().identifier == "sr-Latn")
        #expect(try tag("tl").canonicalized().identifier == "fil")
        #expect(try tag("deu-DD").canonicalized().identifier == "de-DE")
        #expect(try tag("hy-SU").canonicalized().identifier == "hy-AM")
        #expect(try tag("ru-SU").canonicalized().identifier == "ru-RU")
        #expect(try tag("zh-CN").canonicalized().identifier == "zh-CN")
    }

    @Test("text that is not a language tag is rejected with the offset and what was expected")
    func errors() {
        #expect(throws: LanguageTagError.self) { try LanguageTag.parse("") }
        #expect(throws: LanguageTagError.self) { try LanguageTag.parse("C") }
        #expect(throws: LanguageTagError.self) { try LanguageTag.parse("123") }
        #expect(LanguageTag("en--US") == nil)
        #expect(LanguageTag("en-US-") == nil)
        #expect(LanguageTag("Base") == nil)
        #expect(LanguageTag("en-u") == nil)
        #expect(LanguageTag("de-1901-1901") == nil)
        do {
            _ = try LanguageTag.parse("en-US-!!")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 6)
            #expect(error.description.contains("expected"))
        }
    }

    @Test("text longer than any tag is refused before it is read, and the error doesn't repeat it")
    func overlongText() throws {
        let longest = "en-US-u-ca-gregory-nu-latn-x-" + String(repeating: "abcdefgh-", count: 24) + "a"
        #expect(longest.utf8.count <= LanguageTag.maximumParsedLength)
        #expect(LanguageTag(longest) != nil)
        let hostile = String(repeating: "a", count: 100_000)
        let error = try #require(throws: LanguageTagError.self) { try LanguageTag.parse(hostile) }
        #expect(error.description.count < 200)
        #expect(error.expected.contains("at most \(LanguageTag.maximumParsedLength) characters"))
    }

    @Test("likely subtags: zh-TW → zh-Hant-TW, sr → sr-Cyrl-RS, und → en-Latn-US")
    func maximize() throws {
        #expect(try tag("zh-TW").maximized().identifier == "zh-Hant-TW")
        #expect(try tag("zh-CN").maximized().identifier == "zh-Hans-CN")
        #expect(try tag("zh-Hant").maximized().identifier == "zh-Hant-TW")
        #expect(try tag("sr").maximized().identifier == "sr-Cyrl-RS")
        #expect(try tag("und").maximized().identifier == "en-Latn-US")
        #expect(try tag("und-419").maximized().identifier == "es-Latn-419")
        #expect(try tag("pt").maximized().identifier == "pt-Latn-BR")
        #expect(try tag("en-u-ca-gregory").maximized().identifier == "en-Latn-US-u-ca-gregory")
    }

    @Test("removing likely subtags: zh-Hant-TW → zh-TW, en-Latn-US → en, sr-Latn-RS → sr-Latn")
    func minimize() throws {
        #expect(try tag("zh-Hant-TW").minimized().identifier == "zh-TW")
        #expect(try tag("zh-Hans-CN").minimized().identifier == "zh")
        #expect(try tag("en-Latn-US").minimized().identifier == "en")
        #expect(try tag("en-GB").minimized().identifier == "en-GB")
        #expect(try tag("sr-Latn-RS").minimized().identifier == "sr-Latn")
    }

    @Test("CLDR parent locales: en-IN → en-001 → en, es-MX → es-419 → es, zh-Hant → root")
    func parents() throws {
        #expect(try tag("en-IN").parentChain.map(\.identifier) == ["en-IN", "en-001", "en"])
        #expect(try tag("es-MX").parentChain.map(\.identifier) == ["es-MX", "es-419", "es"])
        #expect(try tag("pt-AO").parentChain.map(\.identifier) == ["pt-AO", "pt-PT", "pt"])
        #expect(try tag("zh-Hant-TW").parentChain.map(\.identifier) == ["zh-Hant-TW", "zh-Hant"])
        #expect(try tag("sr-Latn").parent == nil)
        #expect(try tag("sr-Cyrl").parent?.identifier == "sr")
        #expect(try tag("de-CH-1996").parent?.identifier == "de-CH")
        #expect(LanguageTag.undetermined.parent == nil)
        #expect(try tag("pt-BR").cldrIdentifier == "pt_BR")
        #expect(LanguageTag.undetermined.cldrIdentifier == "root")
    }

    @Test("tags encode and decode as their identifier")
    func codable() throws {
        let data = try JSONEncoder().encode([try tag("pt_br")])
        #expect(String(decoding: data, as: UTF8.self) == #"["pt-BR"]"#)
        #expect(try JSONDecoder().decode([LanguageTag].self, from: Data(#"["zh-hant"]"#.utf8)) == [try tag("zh-Hant")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LanguageTag].self, from: Data(#"["!"]"#.utf8)) }
    }
}

@Suite("Language tag properties")
struct LanguageTagPropertyTests {
    @Test("any text either fails to parse or parses to a tag whose identifier parses back to it")
    func parseRoundTrips() {
        var random = SeededGenerator(seed: 2026)
        let pieces = ["en", "zh", "Hant", "x", "u", "ca", "US", "419", "-", "-", "_", ".", "@", "1996", "valencia",
                      "i", "klingon", "a", "bcd", "Latn", "q", "", "toolongsubtag", "9", "ß"]
        var parsed = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 1...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            guard let tag = LanguageTag(text) else { continue }
            parsed += 1
            #expect(LanguageTag(tag.identifier) == tag, "\(text) → \(tag.identifier)")
            #expect(tag.canonicalized().maximized().minimized().parentChain.count < 16)
        }
        #expect(parsed > 100)
    }

    @Test("maximizing is idempotent and minimizing keeps the maximal form for every likely-subtags language")
    func likelySubtagsAreConsistent() {
        for language in ["en", "de", "zh", "sr", "pt", "es", "ar", "hi", "ja", "uz", "pa", "az", "mn", "ku"] {
            let tag = LanguageTag(language)!
            let maximal = tag.maximized()
            #expect(maximal.script != nil && maximal.region != nil, "\(language)")
            #expect(maximal.maximized() == maximal)
            #expect(maximal.minimized().maximized() == maximal)
            #expect(maximal.minimized() == tag)
        }
    }
}
