import Phrasebook
import PhrasebookVapor
import Testing
import Vapor

/// Every test runs the shop on a loopback port and calls it over real sockets.
@Suite("PhrasebookMiddleware on a live Vapor server")
struct PhrasebookMiddlewareTests {
    @Test("the language comes from the query, then the cookie, then the user's setting, then Accept-Language")
    func documentedOrder() async throws {
        try await ShopServer.withServer(try ShopServer.localization()) { shop in
            let cases: [(HTTPHeaders, String, String)] = [
                (["Accept-Language": "de", "Cookie": "lang=de", "X-User-Language": "de"], "?lang=fr", "fr"),
                (["Accept-Language": "fr", "Cookie": "theme=dark; lang=de", "X-User-Language": "fr"], "", "de"),
                (["Accept-Language": "fr", "X-User-Language": "de"], "", "de"),
                (["Accept-Language": "fr-CH, fr;q=0.9, de;q=0.8"], "", "fr"),
                ([:], "", "en"),
            ]
            for (headers, query, expected) in cases {
                let response = try await shop.get("/cart\(query)", headers)
                #expect(response.headers.first(name: .contentLanguage) == expected, "\(headers) \(query)")
            }
        }
    }

    @Test("Accept-Language is read by q-value among released languages: a kept language is never chosen")
    func qualityValuesAndKeptLanguages() async throws {
        try await ShopServer.withServer(try ShopServer.localization()) { shop in
            let byQuality = try await shop.get("/cart?items=1", ["Accept-Language": "fr;q=0.4, de;q=0.9"])
            #expect(byQuality.headers.first(name: .contentLanguage) == "de")
            #expect(byQuality.text == "Ihr Warenkorb: 1 Artikel")
            let kept = try await shop.get("/cart?items=2&lang=uk", ["Accept-Language": "uk, fr;q=0.1"])
            #expect(kept.headers.first(name: .contentLanguage) == "fr")
            #expect(kept.text == "Votre panier: 2 articles")
            let onlyKept = try await shop.get("/cart?items=1", ["Accept-Language": "uk-UA, uk;q=0.9"])
            #expect(onlyKept.headers.first(name: .contentLanguage) == "en")
            #expect(onlyKept.text == "Your cart: 1 item")
        }
    }

    @Test("responses say Vary: Accept-Language, added to what a route already varies on")
    func varyHeader() async throws {
        try await ShopServer.withServer(try ShopServer.localization()) { shop in
            let plain = try await shop.get("/cart")
            #expect(plain.headers[.vary] == ["Accept-Language"])
            let varies = try await shop.get("/varies")
            #expect(varies.headers[.vary] == ["Origin, Accept-Language"])
        }
    }

    @Test("errors answer in the request's language, with the language headers")
    func localizedErrors() async throws {
        try await ShopServer.withServer(try ShopServer.localization()) { shop in
            let product = try await shop.get("/products/42", ["Accept-Language": "fr"])
            #expect(product.status == .notFound)
            #expect(product.headers.first(name: .contentLanguage) == "fr" && product.headers[.vary] == ["Accept-Language"])
            #expect(product.errorReason == "Aucun produit portant le numéro 42.")
            let missing = try await shop.get("/no-such-page", ["Cookie": "lang=de"])
            #expect(missing.status == .notFound)
            #expect(missing.errorReason == "Nicht gefunden")
            let failure = try await shop.get("/failure", ["Accept-Language": "de"])
            #expect(failure.status == .internalServerError)
            #expect(failure.errorReason == "Interner Serverfehler")
            let english = try await shop.get("/products/7")
            #expect(english.errorReason == "No product with number 7.")
        }
    }

    @Test("the rollback switch answers in English whatever the request asks")
    func rollback() async throws {
        var configuration = ShopServer.languages
        configuration.forcesSourceLanguage = true
        try await ShopServer.withServer(try ShopServer.localization(configuration: configuration)) { shop in
            let response = try await shop.get("/cart?lang=fr", ["Accept-Language": "de"])
            #expect(response.headers.first(name: .contentLanguage) == "en")
            #expect(response.text == "Your cart: 0 items")
        }
    }

    @Test("concurrent requests in different languages each get their own, from one shared LocalizerCache")
    func concurrentRequests() async throws {
        let localization = try ShopServer.localization()
        try await ShopServer.withServer(localization) { shop in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<300 {
                    group.addTask {
                        let (language, headers, query) = Self.asking(index)
                        let response = try await shop.get("/cart?items=\(index % 3)\(query)", headers)
                        #expect(response.status == .ok)
                        #expect(response.text == Self.cart(in: language, items: index % 3), "request \(index)")
                    }
                }
                try await group.waitForAll()
            }
        }
        // One localizer per chain (fr, de, en), however many requests asked.
        #expect(localization.localizers.count == 3)
    }

    /// Request `index` names its language one of six ways; the language it must get.
    static func asking(_ index: Int) -> (String, HTTPHeaders, String) {
        switch index % 6 {
        case 0: ("fr", ["Accept-Language": "fr-CH, fr;q=0.9"], "")
        case 1: ("de", ["Cookie": "lang=de"], "")
        case 2: ("en", ["Accept-Language": "uk"], "")
        case 3: ("de", ["X-User-Language": "de", "Accept-Language": "fr"], "")
        case 4: ("fr", ["Accept-Language": "de"], "&lang=fr")
        default: ("en", [:], "")
        }
    }

    static func cart(in language: String, items: Int) -> String {
        switch language {
        case "fr": "Votre panier: \(items) article\(items > 1 ? "s" : "")"
        case "de": "Ihr Warenkorb: \(items) Artikel"
        default: "Your cart: \(items) item\(items == 1 ? "" : "s")"
        }
    }
}
