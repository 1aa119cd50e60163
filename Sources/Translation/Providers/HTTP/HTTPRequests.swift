import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Building engines' requests and reading their JSON answers.
enum HTTPRequests {
    /// A POST of `fields` as `application/x-www-form-urlencoded`.
    static func form(_ url: URL, _ fields: [(String, String)], headers: [String: String] = [:]) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = Data(fields.map { "\(formEncoded($0))=\(formEncoded($1))" }.joined(separator: "&").utf8)
        return request
    }

    /// A POST of `body` as JSON.
    static func json(_ url: URL, _ body: some Encodable, headers: [String: String] = [:]) throws -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        request.httpBody = try encoder.encode(body)
        return request
    }

    /// A GET with `headers`.
    static func get(_ url: URL, headers: [String: String] = [:]) -> URLRequest {
        var request = URLRequest(url: url)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    /// `response`'s body decoded as `type`, or a ``ProviderError`` saying what the server sent instead.
    static func decode<T: Decodable>(_ type: T.Type, from response: HTTPClient.Response, provider: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            let excerpt = String(decoding: response.body.prefix(200), as: UTF8.self)
            throw ProviderError(provider: provider, message: "the answer is not what the API documents (\(error)): \(excerpt)")
        }
    }

    /// `url` with `path` appended, whatever slashes either has.
    static func endpoint(_ url: URL, _ path: String) -> URL {
        var base = url.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + (path.hasPrefix("/") ? path : "/" + path)) ?? url
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
