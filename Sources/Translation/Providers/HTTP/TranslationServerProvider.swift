import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A translation server on the network: Apertium's APY (Debian's `apertium-apy`) or a LibreTranslate-compatible
/// one. Both take HTML, so protected parts travel as ``InlineMarkup`` tags.
package struct TranslationServerProvider: TranslationProvider {
    /// The two HTTP APIs this client speaks.
    package enum API: String, Sendable, CaseIterable {
        /// `POST /translate` with `q`, `langpair=eng|spa`, `format=html`; `GET /listPairs`.
        case apertiumAPY = "apertium-apy"
        /// `POST /translate` with JSON `{q: [...], source, target, format: "html"}`; `GET /languages`.
        case libreTranslate = "libretranslate"
    }

    package let api: API
    package var name: String { api.rawValue }
    package let url: URL
    private let client: HTTPClient
    private let apiKey: String?

    package init(api: API, url: URL, apiKey: String? = nil, timeout: Double = 60, retry: RetryPolicy = RetryPolicy()) {
        self.api = api
        self.url = url
        self.apiKey = apiKey
        client = HTTPClient(provider: api.rawValue, timeout: timeout, retry: retry, secrets: apiKey.map { [$0] } ?? [])
    }

    package var limits: BatchLimits {
        switch api {
        // APY cuts a request into pieces of at most 4 KiB (PIPE_BUF) at a space, and only ten of them: one
        // request stays in one piece.
        case .apertiumAPY: BatchLimits(segments: 60, bytes: 3_500)
        case .libreTranslate: BatchLimits(segments: 50, bytes: 20_000)
        }
    }

    package var readsContext: Bool { false }

    package func unsupportedReason(from source: String, to target: String) async throws -> String? {
        switch api {
        case .apertiumAPY:
            struct Pairs: Decodable {
                struct Pair: Decodable { var sourceLanguage: String; var targetLanguage: String }
                var responseData: [Pair]
            }
            let response = try await client.send(HTTPRequests.get(HTTPRequests.endpoint(url, "listPairs")))
            let pairs = try HTTPRequests.decode(Pairs.self, from: response, provider: name).responseData
            let wanted = (ApertiumLanguages.code(for: source), ApertiumLanguages.code(for: target))
            if pairs.contains(where: { ($0.sourceLanguage, $0.targetLanguage) == wanted }) { return nil }
            return "the APY server at \(url.absoluteString) has no \(wanted.0)-\(wanted.1) pair (it has \(pairs.map { "\($0.sourceLanguage)-\($0.targetLanguage)" }.joined(separator: ", ")))"
        case .libreTranslate:
            struct Language: Decodable { var code: String; var targets: [String]? }
            let response = try await client.send(HTTPRequests.get(HTTPRequests.endpoint(url, "languages")))
            let languages = try HTTPRequests.decode([Language].self, from: response, provider: name)
            let (from, to) = (Self.libreCode(source), Self.libreCode(target))
            guard let entry = languages.first(where: { $0.code == from }) else {
                return "the LibreTranslate server at \(url.absoluteString) does not translate from \(from)"
            }
            if entry.targets.map({ $0.contains(to) }) ?? languages.contains(where: { $0.code == to }) { return nil }
            return "the LibreTranslate server at \(url.absoluteString) does not translate \(from) into \(to)"
        }
    }

    package func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        switch api {
        case .apertiumAPY:
            struct Answer: Decodable {
                struct Data: Decodable { var translatedText: String }
                var responseData: Data
            }
            let document = ApertiumDocument(segments: batch.segments)
            let pair = "\(ApertiumLanguages.code(for: batch.sourceLanguage))|\(ApertiumLanguages.code(for: batch.targetLanguage))"
            var fields = [("langpair", pair), ("q", document.text), ("markUnknown", "no"), ("format", "html")]
            if let apiKey { fields.append(("key", apiKey)) }
            let response = try await client.send(HTTPRequests.form(HTTPRequests.endpoint(url, "translate"), fields))
            let text = try HTTPRequests.decode(Answer.self, from: response, provider: name).responseData.translatedText
            return document.results(from: text)
        case .libreTranslate:
            struct Request: Encodable {
                var q: [String]
                var source: String
                var target: String
                var format = "html"
                var apiKey: String?

                enum CodingKeys: String, CodingKey {
                    case q, source, target, format
                    case apiKey = "api_key"
                }
            }
            struct Answer: Decodable { var translatedText: [String] }
            let request = Request(
                q: batch.segments.map(\.markup), source: Self.libreCode(batch.sourceLanguage), target: Self.libreCode(batch.targetLanguage),
                apiKey: apiKey)
            let response = try await client.send(try HTTPRequests.json(HTTPRequests.endpoint(url, "translate"), request))
            let texts = try HTTPRequests.decode(Answer.self, from: response, provider: name).translatedText
            guard texts.count == batch.segments.count else {
                throw ProviderError(provider: name, message: "sent \(batch.segments.count) texts, got \(texts.count) back")
            }
            return texts.map(SegmentResult.translated)
        }
    }

    /// LibreTranslate's codes: the base language, `zt` for Traditional Chinese.
    static func libreCode(_ tag: String) -> String {
        let lowered = tag.lowercased()
        if lowered.hasPrefix("zh-hant") || lowered == "zh-tw" || lowered == "zh-hk" { return "zt" }
        return String(lowered.split(separator: "-").first ?? Substring(lowered))
    }
}
