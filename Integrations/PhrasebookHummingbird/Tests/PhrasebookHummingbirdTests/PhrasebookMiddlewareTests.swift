import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Phrasebook
import PhrasebookHummingbird
import Testing

/// Every test runs the shop on a loopback port and calls it with AsyncHTTPClient (a pool of connections).
@Suite("PhrasebookMiddleware on a live Hummingbird server")
struct PhrasebookMiddlewareTests {
    @Test("the language comes from the query, then the cookie, then the user's setting, then Accept-Language")
    func documentedOrder() async throws {
        let app = ShopServer.application(try ShopServer.localization())
        try await app.test(.ahc(.http)) { client in
            let cases: [(HTTPFields, String, String)] = [
                ([.acceptLanguage: "de", .cookie: "lang=de", HTTPField.Name("X-User-Language")!: "de"], "?lang=fr", "fr"),
                ([.acceptLanguage: "fr", .cookie: "theme=dark; lang=de", HTTPField.Name("X-User-Language")!: "fr"], "", "de"),
                ([.acceptLanguage: "fr", HTTPField.Name("X-User-Language")!: "de"], "", "de"),
                ([.acceptLanguage: "fr-CH, fr;q=0.9, de;q=0.8"], "", "fr"),
                ([:], "", "en"),
            ]
            for (headers, query, expected) in cases {
                let response = try await client.execute(uri: "/cart\(query)", method: .get, headers: headers)
                #expect(response.headers[.contentLanguage] == expected, "\(headers) \(query)")
            }
        }
    }

    @Test("Accept-Language is read by q-value among released languages: a kept language is never chosen")
    func qualityValuesAndKeptLanguages() async throws {
        let app = ShopServer.application(try ShopServer.localization())
        try await app.test(.ahc(.http)) { client in
            let byQuality = try await client.execute(uri: "/cart?items=1", method: .get, headers: [.acceptLanguage: "fr;q=0.4, de;q=0.9"])
            #expect(byQuality.headers[.contentLanguage] == "de")
            #expect(String(buffer: byQuality.body) == "Ihr Warenkorb: 1 Artikel")
            let kept = try await client.execute(uri: "/cart?items=2&lang=uk", method: .get, headers: [.acceptLanguage: "uk, fr;q=0.1"])
            #expect(kept.headers[.contentLanguage] == "fr")
            #expect(String(buffer: kept.body) == "Votre panier: 2 articles")
            let onlyKept = try await client.execute(uri: "/cart?items=1", method: .get, headers: [.acceptLanguage: "uk-UA, uk;q=0.9"])
            #expect(onlyKept.headers[.contentLanguage] == "en")
            #expect(String(buffer: onlyKept.body) == "Your cart: 1 item")
        }
    }

    @Test("responses say Vary: Accept-Language, added to what a route already varies on")
    func varyHeader() async throws {
        let app = ShopServer.application(try ShopServer.localization())
        try await app.test(.ahc(.http)) { client in
            let plain = try await client.execute(uri: "/cart", method: .get)
            #expect(plain.headers[.vary] == "Accept-Language")
            let varies = try await client.execute(uri: "/varies", method: .get)
            #expect(varies.headers[.vary] == "Origin, Accept-Language")
        }
    }

    @Test("errors answer in the request's language, with the language headers")
    func localizedErrors() async throws {
        let app = ShopServer.application(try ShopServer.localization())
        try await app.test(.ahc(.http)) { client in
            let product = try await client.execute(uri: "/products/42", method: .get, headers: [.acceptLanguage: "fr"])
            #expect(product.status == .notFound)
            #expect(product.headers[.contentLanguage] == "fr" && product.headers[.vary] == "Accept-Language")
            #expect(try errorMessage(product) == "Aucun produit portant le numéro 42.")
            let missing = try await client.execute(uri: "/no-such-page", method: .get, headers: [.cookie: "lang=de"])
            #expect(missing.status == .notFound)
            #expect(try errorMessage(missing) == "Nicht gefunden")
            let failure = try await client.execute(uri: "/failure", method: .get, headers: [.acceptLanguage: "de"])
            #expect(failure.status == .internalServerError)
            #expect(try errorMessage(failure) == "Interner Serverfehler")
            let english = try await client.execute(uri: "/products/7", method: .get)
            #expect(try errorMessage(english) == "No product with number 7.")
        }
    }

    @Test("the rollback switch answers in English whatever the request asks")
    func rollback() async throws {
        var configuration = ShopServer.languages
        configuration.forcesSourceLanguage = true
        let app = ShopServer.application(try ShopServer.localization(configuration: configuration))
        try await app.test(.ahc(.http)) { client in
            let response = try await client.execute(uri: "/cart?lang=fr", method: .get, headers: [.acceptLanguage: "de"])
            #expect(response.headers[.contentLanguage] == "en")
            #expect(String(buffer: response.body) == "Your cart: 0 items")
        }
    }

    @Test("concurrent requests in different languages each get their own, from one shared LocalizerCache")
    func concurrentRequests() async throws {
        let localization = try ShopServer.localization()
        let app = ShopServer.application(localization)
        try await app.test(.ahc(.http)) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<300 {
                    group.addTask {
                        let (headers, query, body) = ShopRequests.request(index)
                        let response = try await client.execute(uri: "/cart?items=\(index % 3)\(query)", method: .get, headers: headers)
                        #expect(response.status == .ok)
                        #expect(String(buffer: response.body) == body, "request \(index)")
                    }
                }
                try await group.waitForAll()
            }
        }
        // One localizer per chain (fr, de, en), however many requests asked.
        #expect(localization.localizers.count == 3)
    }
}

/// The concurrent test's requests: each names its language a different way, and the body it must get.
enum ShopRequests {
    static func request(_ index: Int) -> (HTTPFields, String, String) {
        let items = index % 3
        let (language, headers, query): (String, HTTPFields, String) = switch index % 6 {
        case 0: ("fr", [.acceptLanguage: "fr-CH, fr;q=0.9"], "")
        case 1: ("de", [.cookie: "lang=de"], "")
        case 2: ("en", [.acceptLanguage: "uk"], "")
        case 3: ("de", [HTTPField.Name("X-User-Language")!: "de", .acceptLanguage: "fr"], "")
        case 4: ("fr", [.acceptLanguage: "de"], "&lang=fr")
        default: ("en", [:], "")
        }
        let expected = [
            "fr": ["Votre panier: 0 article", "Votre panier: 1 article", "Votre panier: 2 articles"],
            "de": ["Ihr Warenkorb: 0 Artikel", "Ihr Warenkorb: 1 Artikel", "Ihr Warenkorb: 2 Artikel"],
            "en": ["Your cart: 0 items", "Your cart: 1 item", "Your cart: 2 items"],
        ]
        return (headers, query, expected[language]![items])
    }
}

/// Hummingbird's JSON error body: `{"error":{"message":"…"}}`.
func errorMessage(_ response: TestResponse) throws -> String? {
    let object = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
    return (object?["error"] as? [String: Any])?["message"] as? String
}
