import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A model behind an OpenAI-compatible chat completions API — hosted, or local (llama.cpp's server, Ollama,
/// vLLM): `POST {url}/chat/completions` asking for a JSON answer, one message holding the batch's texts with
/// each key's comment, the code that uses it and its plural case, the glossary and the project's style guide.
package struct OpenAICompatibleProvider: TranslationProvider {
    package let name = "openai-compatible"
    package let url: URL
    package var model: String
    /// `json_schema` (structured output, the default) or `json_object` for servers that only take that.
    package var responseFormat: ResponseFormat
    private let client: HTTPClient
    private let key: String?

    package enum ResponseFormat: String, Sendable, CaseIterable {
        case jsonSchema = "json_schema"
        case jsonObject = "json_object"
    }

    package init(url: URL, model: String, key: String? = nil, responseFormat: ResponseFormat = .jsonSchema, timeout: Double = 120, retry: RetryPolicy = RetryPolicy()) {
        self.url = url
        self.model = model
        self.key = key
        self.responseFormat = responseFormat
        client = HTTPClient(provider: "openai-compatible", timeout: timeout, retry: retry, secrets: key.map { [$0] } ?? [])
    }

    package let limits = BatchLimits(segments: 25, bytes: 8_000)
    package var readsContext: Bool { true }

    package func unsupportedReason(from source: String, to target: String) async throws -> String? { nil }

    package func translate(_ batch: EngineBatch) async throws -> [SegmentResult] {
        let request = ChatRequest(model: model, batch: batch, responseFormat: responseFormat)
        let headers = key.map { ["Authorization": "Bearer \($0)"] } ?? [:]
        let response = try await client.send(try HTTPRequests.json(HTTPRequests.endpoint(url, "chat/completions"), request, headers: headers))
        let answer = try HTTPRequests.decode(ChatAnswer.self, from: response, provider: name)
        guard let content = answer.choices.first?.message.content else {
            throw ProviderError(provider: name, message: "the answer has no message")
        }
        let translations: TranslationList
        do {
            translations = try JSONDecoder().decode(TranslationList.self, from: Data(Self.jsonObject(in: content).utf8))
        } catch {
            throw ProviderError(provider: name, message: "the model's message is not the JSON asked for: \(content.prefix(200))")
        }
        var byID: [Int: String] = [:]
        for item in translations.translations where byID[item.id] == nil { byID[item.id] = item.text }
        return batch.segments.map { segment in
            byID[segment.id].map(SegmentResult.translated) ?? .failed("the model gave no translation for this text")
        }
    }

    /// The JSON object in a message, without the Markdown fence some models put around it.
    static func jsonObject(in content: String) -> String {
        guard let start = content.firstIndex(of: "{"), let end = content.lastIndex(of: "}") else { return content }
        return String(content[start...end])
    }

    /// What the model is asked to answer.
    struct TranslationList: Codable {
        struct Item: Codable {
            var id: Int
            var text: String
        }
        var translations: [Item]
    }

    /// The chat completions request.
    struct ChatRequest: Encodable {
        var model: String
        var temperature = 0.0
        var messages: [Message]
        var responseFormat: Format

        struct Message: Encodable {
            var role: String
            var content: String
        }

        struct Format: Encodable {
            var type: String
            var jsonSchema: Schema?

            enum CodingKeys: String, CodingKey {
                case type
                case jsonSchema = "json_schema"
            }
        }

        struct Schema: Encodable {
            var name = "translations"
            var strict = true
            var schema = JSONSchema.translations
        }

        enum CodingKeys: String, CodingKey {
            case model, temperature, messages
            case responseFormat = "response_format"
        }

        init(model: String, batch: EngineBatch, responseFormat: ResponseFormat) {
            self.model = model
            messages = [
                Message(role: "system", content: TranslationInstructions.system(for: batch)),
                Message(role: "user", content: TranslationInstructions.texts(of: batch)),
            ]
            self.responseFormat = Format(type: responseFormat.rawValue, jsonSchema: responseFormat == .jsonSchema ? Schema() : nil)
        }
    }

    /// The chat completions answer, as much of it as is read.
    struct ChatAnswer: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable { var content: String? }
            var message: Message
        }
        var choices: [Choice]
    }
}

/// The JSON schema of the answer: `{"translations": [{"id": 1, "text": "…"}]}`.
enum JSONSchema: Encodable {
    case translations

    func encode(to encoder: any Encoder) throws {
        struct Object<Properties: Encodable>: Encodable {
            var type = "object"
            var properties: Properties
            var required: [String]
            var additionalProperties = false
        }
        struct Item: Encodable {
            struct Property: Encodable { var type: String }
            var id = Property(type: "integer")
            var text = Property(type: "string")
        }
        struct List: Encodable {
            var type = "array"
            var items = Object(properties: Item(), required: ["id", "text"])
        }
        struct Top: Encodable { var translations = List() }
        try Object(properties: Top(), required: ["translations"]).encode(to: encoder)
    }
}
