import CatalogEditor
import Foundation
import Testing
@testable import Translation

@Suite("DeepL, OpenAI-compatible and LibreTranslate clients, against loopback servers that implement their documented APIs")
struct HTTPProviderTests {
    static let quickRetry = RetryPolicy(attempts: 3, baseDelay: 0.01, maximumDelay: 0.05)

    static func batch(_ markups: [String], comment: String? = nil, target: String = "de") -> EngineBatch {
        EngineBatch(
            sourceLanguage: "en", targetLanguage: target,
            segments: markups.enumerated().map { EngineSegment(id: $0.offset + 1, markup: $0.element, context: SegmentContext(key: $0.element, comment: comment)) },
            glossary: [GlossaryHint(term: "story", translations: ["Geschichte"])], styleGuide: "Use the informal du.")
    }

    @Test("DeepL: POST /v2/translate with the key in the header, XML tag handling, <x> ignored, the glossary, formality and the comment as context")
    func deepL() async throws {
        let server = try FakeAPI { request, _ in
            if request.path == "/v2/languages" { return FakeAPI.json([["language": "DE", "name": "German"]]) }
            let texts = FakeAPI.body(request)["text"] as? [String] ?? []
            return FakeAPI.json(["translations": texts.map { ["detected_source_language": "EN", "text": $0.replacingOccurrences(of: "Delete", with: "Löschen")] }])
        }
        defer { server.stop() }
        let provider = DeepLProvider(key: "secret-key:fx", url: server.url, glossaries: ["de": "gloss-1"], formality: "prefer_less", retry: Self.quickRetry)
        #expect(try await provider.unsupportedReason(from: "en", to: "de") == nil)
        let results = try await provider.translate(Self.batch([#"Delete <x id="1"/>?"#], comment: "A confirmation."))
        #expect(results == [.translated(#"Löschen <x id="1"/>?"#)])
        let request = try #require(server.requests.last)
        #expect(request.method == "POST" && request.path == "/v2/translate")
        #expect(request.headers["authorization"] == "DeepL-Auth-Key secret-key:fx")
        let body = FakeAPI.body(request)
        #expect(body["tag_handling"] as? String == "xml")
        #expect(body["ignore_tags"] as? [String] == ["x"])
        #expect(body["glossary_id"] as? String == "gloss-1")
        #expect(body["formality"] as? String == "prefer_less")
        #expect(body["source_lang"] as? String == "EN" && body["target_lang"] as? String == "DE")
        #expect(body["context"] as? String == "A confirmation.")
        #expect(body["text"] as? [String] == [#"Delete <x id="1"/>?"#])
    }

    @Test("DeepL's context covers a whole request: texts with different comments go in requests of their own")
    func deepLContextGroups() async throws {
        let server = try FakeAPI { request, _ in
            let texts = FakeAPI.body(request)["text"] as? [String] ?? []
            return FakeAPI.json(["translations": texts.map { ["text": "DE " + $0] }])
        }
        defer { server.stop() }
        var batch = Self.batch(["One", "Two", "Three"])
        batch.segments[1].context?.comment = "Another place"
        let results = try await DeepLProvider(key: "k", url: server.url, retry: Self.quickRetry).translate(batch)
        #expect(results == [.translated("DE One"), .translated("DE Two"), .translated("DE Three")])
        #expect(server.requests.map { FakeAPI.body($0)["text"] as? [String] ?? [] } == [["One", "Three"], ["Two"]])
    }

    @Test("429 and 5xx are retried with backoff (Retry-After honoured); other errors are not, and never show the key")
    func retries() async throws {
        let server = try FakeAPI { request, number in
            switch number {
            case 1: return FakeAPI.json(["message": "Too many requests"], status: 429, headers: [("Retry-After", "0")])
            case 2: return FakeAPI.json(["message": "Internal error"], status: 503)
            default: return FakeAPI.json(["translations": [["text": "Hallo"]]])
            }
        }
        defer { server.stop() }
        let provider = DeepLProvider(key: "k:fx", url: server.url, retry: Self.quickRetry)
        #expect(try await provider.translate(Self.batch(["Hello"])) == [.translated("Hallo")])
        #expect(server.requests.count == 3)

        let forbidden = try FakeAPI { request, _ in
            FakeAPI.json(["message": "Wrong key: \(request.headers["authorization"] ?? "")"], status: 403)
        }
        defer { forbidden.stop() }
        let error = await #expect(throws: ProviderError.self) {
            try await DeepLProvider(key: "very-secret", url: forbidden.url, retry: Self.quickRetry).translate(Self.batch(["Hello"]))
        }
        #expect(forbidden.requests.count == 1)
        #expect(error?.message.contains("HTTP 403") == true)
        #expect(error?.message.contains("very-secret") == false)
        #expect(error?.message.contains("•••") == true)
    }

    @Test("a server that stops answering is given up on after the timeout, retried, then reported")
    func timeout() async throws {
        let server = try FakeAPI { _, _ in
            Thread.sleep(forTimeInterval: 3)
            return FakeAPI.json(["translations": []])
        }
        defer { server.stop() }
        let provider = DeepLProvider(key: "k", url: server.url, timeout: 0.3, retry: RetryPolicy(attempts: 2, baseDelay: 0.01))
        let error = await #expect(throws: ProviderError.self) { try await provider.translate(Self.batch(["Hello"])) }
        // The loopback server answers one connection at a time, so the retry's request may still wait behind the
        // first: the attempts are counted by the client's report.
        #expect(error?.message.contains("no answer within the timeout") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix("(after 2 attempts)") == true, "\(String(describing: error))")
    }

    @Test("a request under way is abandoned when its task is cancelled")
    func cancellation() async throws {
        // The server holds the request until the test lets it go, so the task can only end before an answer
        // was sent by abandoning the request (no clock involved: a loaded machine can't make it flaky).
        let held = HeldAnswer()
        let server = try FakeAPI { _, _ in
            held.waitForRelease()
            return FakeAPI.json(["translations": [["text": "Hola"]]])
        }
        defer {
            held.release()
            server.stop()
        }
        let provider = DeepLProvider(key: "k", url: server.url, timeout: 60, retry: Self.quickRetry)
        let task = Task { try await provider.translate(Self.batch(["Hello"])) }
        while server.requests.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!held.wasAnswered, "the task ended only after the server answered")
    }

    @Test("OpenAI-compatible: chat completions asking for JSON by schema, the texts with key, comment and plural case, the glossary and style guide")
    func openAI() async throws {
        let server = try FakeAPI { request, _ in
            let messages = FakeAPI.body(request)["messages"] as? [[String: Any]] ?? []
            let user = (messages.last?["content"] as? String).flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any]
            let texts = user?["texts"] as? [[String: Any]] ?? []
            let answer = ["translations": texts.map { ["id": $0["id"] as? Int ?? 0, "text": "DE " + ($0["text"] as? String ?? "")] }]
            let content = String(decoding: try! JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
            return FakeAPI.json(["id": "chatcmpl-1", "object": "chat.completion", "choices": [["index": 0, "finish_reason": "stop", "message": ["role": "assistant", "content": content]]]])
        }
        defer { server.stop() }
        let provider = OpenAICompatibleProvider(url: server.url.appendingPathComponent("v1"), model: "local-model", key: "tok", retry: Self.quickRetry)
        var batch = Self.batch([#"Delete <x id="1"/>?"#, "Save"], comment: "Shown in the toolbar.")
        batch.segments[0].context?.pluralCase = "few (the number 2 stands for the count)"
        let results = try await provider.translate(batch)
        #expect(results == [.translated(#"DE Delete <x id="1"/>?"#), .translated("DE Save")])
        let request = try #require(server.requests.last)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer tok")
        let body = FakeAPI.body(request)
        #expect(body["model"] as? String == "local-model")
        let format = body["response_format"] as? [String: Any]
        #expect(format?["type"] as? String == "json_schema")
        #expect((format?["json_schema"] as? [String: Any])?["strict"] as? Bool == true)
        let messages = body["messages"] as? [[String: Any]] ?? []
        let system = messages.first?["content"] as? String ?? ""
        #expect(system.contains("story → Geschichte") && system.contains("Use the informal du.") && system.contains("German (de)"))
        let user = messages.last?["content"] as? String ?? ""
        #expect(user.contains(#""comment":"Shown in the toolbar.""#) && user.contains(#""plural_case":"few (the number 2 stands for the count)""#))
    }

    @Test("OpenAI-compatible: a text the model left out fails alone; a message that is not the JSON asked for fails the batch")
    func openAIAnswers() async throws {
        let server = try FakeAPI { _, number in
            let content = number == 1 ? #"```json\n{"translations": [{"id": 2, "text": "Sichern"}]}\n```"# : "Sure! Here you go."
            return FakeAPI.json(["choices": [["message": ["role": "assistant", "content": content]]]])
        }
        defer { server.stop() }
        let provider = OpenAICompatibleProvider(url: server.url, model: "m", responseFormat: .jsonObject, retry: Self.quickRetry)
        let results = try await provider.translate(Self.batch(["Delete", "Save"]))
        #expect(results == [.failed("the model gave no translation for this text"), .translated("Sichern")])
        #expect((FakeAPI.body(server.requests[0])["response_format"] as? [String: Any])?["type"] as? String == "json_object")
        await #expect(throws: ProviderError.self) { try await provider.translate(Self.batch(["Delete"])) }
    }

    @Test("LibreTranslate: POST /translate with the texts as a list, format html, the key when configured")
    func libreTranslate() async throws {
        let server = try FakeAPI { request, _ in
            if request.path == "/languages" { return FakeAPI.json([["code": "en", "name": "English", "targets": ["de", "es"]]]) }
            let texts = FakeAPI.body(request)["q"] as? [String] ?? []
            return FakeAPI.json(["translatedText": texts.map { "DE " + $0 }])
        }
        defer { server.stop() }
        let provider = TranslationServerProvider(api: .libreTranslate, url: server.url, apiKey: "lt-key", retry: Self.quickRetry)
        #expect(try await provider.unsupportedReason(from: "en", to: "de") == nil)
        #expect(try await provider.unsupportedReason(from: "en", to: "uk") == "the LibreTranslate server at \(server.url.absoluteString) does not translate en into uk")
        #expect(try await provider.translate(Self.batch(["Save", #"<g id="1">Tap</g>"#])) == [.translated("DE Save"), .translated(#"DE <g id="1">Tap</g>"#)])
        let body = FakeAPI.body(server.requests.last!)
        #expect(body["format"] as? String == "html" && body["source"] as? String == "en" && body["target"] as? String == "de")
        #expect(body["api_key"] as? String == "lt-key")
    }
}

/// An answer the server holds back until the test releases it, recording whether it was ever sent.
private final class HeldAnswer: @unchecked Sendable {
    private let condition = NSCondition()
    private var released = false
    private var answered = false

    /// Blocks the server's handler until ``release()`` (at most a minute, so a failing test still ends).
    func waitForRelease() {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(60)
        while !released, condition.wait(until: deadline) {}
        answered = true
    }

    func release() {
        condition.lock()
        released = true
        condition.broadcast()
        condition.unlock()
    }

    var wasAnswered: Bool {
        condition.lock()
        defer { condition.unlock() }
        return answered
    }
}
