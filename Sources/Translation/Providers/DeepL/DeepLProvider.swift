import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// DeepL's v2 HTTP API: `POST /v2/translate` with the texts as XML (`tag_handling=xml`, protected parts as
/// ``InlineMarkup`` tags, `<x>` listed in `ignore_tags`), the language's glossary id and the formality
/// configured, and each key's comment as `context` (which DeepL reads but neither translates nor bills).
package struct DeepLProvider: TranslationProvider {
    package let name = "deepl"
    package let url: URL
    /// Glossary ids by target language tag (DeepL glossaries are made in DeepL; their id is configured).
    package var glossaries: [String: String]
    /// `default`, `more`, `less`, `prefer_more` or `prefer_less`.
    package var formality: String?
    private let client: HTTPClient
    private let key: String

    /// DeepL's formality settings.
    package static let formalities = ["default", "more", "less", "prefer_more", "prefer_less"]

    /// `url` defaults to DeepL's free API for keys ending in `:fx`, else the paid one.
    package init(key: String, url: URL? = nil, glossaries: [String: String] = [:], formality: String? = nil, timeout: Double = 60, retry: RetryPolicy = RetryPolicy()) {
        self.key = key
        self.url = url ?? URL(string: key.hasSuffix(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com")!
        self.glossaries = glossaries
        self.formality = formality
        client = HTTPClient(provider: "deepl", timeout: timeout, retry: retry, secrets: [key])
    }

    // DeepL takes up to 50 texts and 128 KiB per request.
    package let limits = BatchLimits(segments: 50, bytes: 100_000)
    package var readsContext: Bool { true }

    private var authorization: [String: String] { ["Authorization": "DeepL-Auth-Key \(key)"] }

    package func unsupportedReason(from source: String, to target: String) async throws -> String? {
        struct Language: Decodable { var language: String }
        let endpoint = HTTPRequests.endpoint(url, "v2/languages?type=target")
        let response = try await client.send(HTTPRequests.get(endpoint, headers: authorization))
        let languages = try HTTPRequests.decode([Language].self, from: response, provider: name).map { $0.language.uppercased() }
        let code = Self.targetCode(target)
        if languages.contains(code) || languages.contains(Self.sourceCode(target)) { return nil }
        return "DeepL does not translate into \(code) (it offers \(languages.joined(separator: ", ")))"
    }

    /// What `POST /v2/translate` takes.
    struct TranslateRequest: Encodable {
        var text: [String]
        var sourceLanguage: String
        var targetLanguage: String
        var tagHandling = "xml"
        var ignoreTags = ["x"]
        var preserveFormatting = true
        var glossaryID: String?
        var formality: String?
        var context: String?

        enum CodingKeys: String, CodingKey {
            case text, formality, context
            case sourceLanguage = "source_lang", targetLanguage = "target_lang", tagHandling = "tag_handling"
            case ignoreTags = "ignore_tags", preserveFormatting = "preserve_formatting", glossaryID = "glossary_id"
        }
    }

    package func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        struct Answer: Decodable {
            struct Translation: Decodable { var text: String }
            var translations: [Translation]
        }
        // `context` applies to a whole request: segments are sent together only when they share it.
        var results = [SegmentResult?](repeating: nil, count: batch.segments.count)
        var groups: [String?: [Int]] = [:]
        var order: [String?] = []
        for (index, segment) in batch.segments.enumerated() {
            let context = Self.context(segment.context)
            if groups[context] == nil { order.append(context) }
            groups[context, default: []].append(index)
        }
        for context in order {
            let indices = groups[context]!
            let request = TranslateRequest(
                text: indices.map { batch.segments[$0].markup }, sourceLanguage: Self.sourceCode(batch.sourceLanguage),
                targetLanguage: Self.targetCode(batch.targetLanguage), glossaryID: glossaries[batch.targetLanguage]
                    ?? glossaries[String(batch.targetLanguage.split(separator: "-").first ?? "")],
                formality: formality, context: context)
            let response = try await client.send(try HTTPRequests.json(HTTPRequests.endpoint(url, "v2/translate"), request, headers: authorization))
            let translations = try HTTPRequests.decode(Answer.self, from: response, provider: name).translations
            guard translations.count == indices.count else {
                throw ProviderError(provider: name, message: "sent \(indices.count) texts, got \(translations.count) back")
            }
            for (index, translation) in zip(indices, translations) { results[index] = .translated(translation.text) }
        }
        return results.map { $0! }
    }

    /// What DeepL reads as context: the key's comment and, for a plural case, which one.
    static func context(_ context: SegmentContext?) -> String? {
        guard let context else { return nil }
        let parts = [context.comment, context.pluralCase.map { "Plural case: \($0)." }].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// DeepL's source codes: the base language (`EN`, `PT`, `ZH`).
    static func sourceCode(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(tag)).uppercased()
    }

    /// DeepL's target codes: `EN-US`/`EN-GB`, `PT-PT`/`PT-BR`, `ZH-HANS`/`ZH-HANT`, else the base language.
    static func targetCode(_ tag: String) -> String {
        let upper = tag.uppercased().replacingOccurrences(of: "_", with: "-")
        switch upper {
        case "EN": return "EN-US"
        case "PT": return "PT-PT"
        case "ZH", "ZH-CN": return "ZH-HANS"
        case "ZH-TW", "ZH-HK": return "ZH-HANT"
        case "EN-GB", "EN-US", "PT-BR", "PT-PT", "ZH-HANS", "ZH-HANT": return upper
        default: return sourceCode(tag)
        }
    }
}
