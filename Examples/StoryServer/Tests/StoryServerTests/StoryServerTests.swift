import Foundation
import Testing

@Suite("The story server on a loopback port")
struct StoryServerTests {
    @Test("a French browser gets French pages, with Content-Language and Vary")
    func frenchBrowser() async throws {
        try await withStoryServer { server in
            let response = try await server.send("/api/home?heroes=1", headers: ["Accept-Language": "fr-CH, fr;q=0.9"])
            #expect(response.status == 200)
            #expect(response.header("Content-Language") == "fr")
            #expect(response.header("Vary") == "Accept-Language")
            let page = try response.json()
            #expect(page["decidedBy"] as? String == "Accept-Language")
            #expect(page["title"] as? String == "Tes héros")
            #expect(page["waiting"] as? String == "1 héros attend une nouvelle aventure")
            #expect(page["prompt"] as? String == "Écris une douce histoire du soir sur Luna qui se lit en 10 minutes.")
        }
    }

    @Test("Ukrainian is in the catalog but not released: English, however it is asked for")
    func keptLanguage() async throws {
        try await withStoryServer { server in
            for headers in [["Accept-Language": "uk-UA, uk;q=0.9"], ["Cookie": "lang=uk"]] {
                let response = try await server.send("/api/home?lang=uk", headers: headers)
                #expect(response.header("Content-Language") == "en")
                #expect(try response.json()["title"] as? String == "Your Heroes")
            }
        }
    }

    @Test("releasing Ukrainian serves its translations with no other change")
    func releasedLanguage() async throws {
        try await withStoryServer({ $0.languages.releasedLanguages.append("uk") }) { server in
            let response = try await server.send("/api/home?heroes=5", headers: ["Accept-Language": "uk-UA, uk;q=0.9"])
            #expect(response.header("Content-Language") == "uk")
            #expect(try response.json()["title"] as? String == "Твої герої")
        }
    }

    @Test("a user's saved UI and story languages beat the browser's; the query parameter beats them all")
    func userSettings() async throws {
        try await withStoryServer { server in
            let saved = try await server.send("/api/settings", method: "PUT", headers: ["X-User": "ana", "Accept-Language": "fr"],
                                              body: #"{"uiLanguage": "de", "storyLanguage": "fr"}"#)
            #expect(saved.status == 200)
            #expect(try saved.json()["effect"] as? String == "appliedNow")
            let home = try await server.send("/api/home", headers: ["X-User": "ana", "Accept-Language": "fr-CH, fr;q=0.9"])
            let page = try home.json()
            #expect(page["decidedBy"] as? String == "user setting")
            #expect(page["title"] as? String == "Deine Helden")
            #expect(page["storyLanguage"] as? String == "fr")
            #expect(page["prompt"] as? String == "Écris une douce histoire du soir sur Luna qui se lit en 10 minutes.")
            let linked = try await server.send("/api/home?lang=es", headers: ["X-User": "ana"])
            #expect(try linked.json()["decidedBy"] as? String == "query parameter")
            #expect(linked.header("Content-Language") == "es")
        }
    }

    @Test("the rollback switch shows the UI in English and keeps each user's story language")
    func rollback() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("story-rollback-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withStoryServer({ $0.preferencesFolder = folder }) { server in
            _ = try await server.send("/api/settings", method: "PUT", headers: ["X-User": "ana"], body: #"{"storyLanguage": "fr"}"#)
        }
        try await withStoryServer({ $0.preferencesFolder = folder; $0.languages.forcesSourceLanguage = true }) { server in
            let page = try await server.send("/api/home", headers: ["X-User": "ana", "Accept-Language": "de"]).json()
            #expect(page["decidedBy"] as? String == "rollback")
            #expect(page["title"] as? String == "Your Heroes")
            #expect(page["storyLanguage"] as? String == "fr")
        }
    }

    @Test("errors answer in the request's language: an unreleased choice, a missing sign-in, an unknown page")
    func localizedErrors() async throws {
        try await withStoryServer { server in
            let refused = try await server.send("/api/settings", method: "PUT", headers: ["X-User": "ana", "Accept-Language": "fr"],
                                                body: #"{"uiLanguage": "uk"}"#)
            #expect(refused.status == 400)
            #expect(refused.header("Content-Language") == "fr")
            #expect(try (refused.json()["error"] as? [String: Any])?["message"] as? String == "Ukrainien n’est pas encore disponible.")
            let anonymous = try await server.send("/api/settings", method: "PUT", headers: ["Cookie": "lang=de"], body: "{}")
            #expect(anonymous.status == 401)
            #expect(try (anonymous.json()["error"] as? [String: Any])?["message"] as? String
                == "Melde dich an, um deine Sprachen zu speichern.")
            let missing = try await server.send("/no-such-page", headers: ["Accept-Language": "es"])
            #expect(missing.status == 404)
            #expect(missing.header("Content-Language") == "es")
            #expect(try (missing.json()["error"] as? [String: Any])?["message"] as? String == "No encontrado")
        }
    }

    @Test("the HTML page is rendered from Mustache templates in the request's language, escaped")
    func htmlPage() async throws {
        try await withStoryServer { server in
            let page = try await server.send("/?heroes=2", headers: ["Cookie": "theme=dark; lang=de"])
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.body.contains(#"<html lang="de">"#))
            #expect(page.body.contains("<h1>Deine Helden</h1>"))
            #expect(page.body.contains("<title>Die Geschichte für heute Nacht</title>"))
            #expect(page.body.contains("<li>Französisch (Français)</li>"))
            let french = try await server.send("/", headers: ["Accept-Language": "fr"])
            #expect(french.body.contains("<title>L&#39;histoire de ce soir</title>"))
        }
    }

    @Test("concurrent visitors in four languages each get their own page")
    func concurrentVisitors() async throws {
        let titles = ["fr": "Tes héros", "de": "Deine Helden", "es": "Tus héroes", "en": "Your Heroes"]
        let asked = ["fr-CH, fr;q=0.9", "de-AT", "es-419", "uk, en;q=0.5"]
        try await withStoryServer { server in
            try await withThrowingTaskGroup(of: (String, String?, String?).self) { group in
                for index in 0..<120 {
                    group.addTask {
                        let response = try await server.send("/api/home", headers: ["Accept-Language": asked[index % 4]])
                        return (asked[index % 4], response.header("Content-Language"), try response.json()["title"] as? String)
                    }
                }
                for try await (header, language, title) in group {
                    #expect(language.flatMap { titles[$0] } == title, "\(header)")
                    #expect(language == ["fr-CH, fr;q=0.9": "fr", "de-AT": "de", "es-419": "es", "uk, en;q=0.5": "en"][header])
                }
            }
        }
    }
}
