import CatalogEditor
import Foundation
import Testing
import TestSupport

/// Requests a stranger's script or a page on another site could send: none of them changes a file.
@Suite("The editor refuses hostile requests")
struct EditorHostileRequestTests {
    @Test("a save in a language the catalogs don't have (../../x, <b>x</b>) is refused and the file is unchanged",
          arguments: ["../../x", "<b>x</b>", "fr", String(repeating: "a", count: 100_000)])
    func unknownLanguage(_ language: String) throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let version = editor.unit("Cancel")["version"] as! String
        let response = editor.save("Cancel", language: language, version: version, localization: EditorFixture.plain("x"))
        #expect(response.status == 400, "\(response.json)")
        #expect(editor.fileText == EditorFixture.catalog)
        #expect(editor.request("GET", "/api/list?language=\(language.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)").status == 400)
    }

    @Test("a state that is not one of Xcode's is refused; the unit's own unknown state is kept")
    func bogusState() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let version = editor.unit("Cancel")["version"] as! String
        let refused = editor.save("Cancel", version: version, localization: EditorFixture.plain("x", state: "bogus_state"))
        #expect(refused.status == 400, "\(refused.json)")
        #expect(editor.fileText == EditorFixture.catalog)
        for state in ["new", "needs_review", "translated"] {
            let current = editor.unit("Cancel")["version"] as! String
            let saved = editor.save("Cancel", version: current, localization: EditorFixture.plain("Скасувати", state: state))
            #expect(saved.status == 200, "\(state): \(saved.json)")
        }
    }

    @Test("a save sent by a page on another origin is refused before it is read; the editor's own page may save")
    func foreignOrigin() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let version = editor.unit("Cancel")["version"] as! String
        let body: [String: Any] = [
            "catalog": editor.catalogPath, "key": "Cancel", "language": "uk", "version": version,
            "shouldTranslate": true, "localization": EditorFixture.plain("Відміна"),
        ]
        for origin in ["http://evil.example", "null", "http://127.0.0.1:8081"] {
            let refused = editor.request("PUT", "/api/unit", json: body, headers: ["Origin": origin])
            #expect(refused.status == 403, "\(origin)")
        }
        #expect(editor.fileText == EditorFixture.catalog)
        let head = HTTPRequest(method: "PUT", target: "/api/unit", headers: ["Host": "127.0.0.1:8080", "Origin": "http://evil.example"])
        #expect(editor.routes.admission(of: head)?.status == 403, "decided from the head alone")
        let own = editor.request("PUT", "/api/unit", json: body, headers: ["Origin": "http://127.0.0.1:8080"])
        #expect(own.status == 200, "\(own.json)")
    }

    @Test("on a network, a request without the token is refused from its head alone")
    func tokenFromHead() throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let routes = EditorRoutes(session: editor.session, access: .network(token: "secret"))
        let head = HTTPRequest(method: "PUT", target: "/api/unit", headers: ["Host": "example:8080", "Content-Length": "16777216"])
        #expect(routes.admission(of: head)?.status == 401)
        var withToken = head
        withToken.headers["x-phrasebook-token"] = "secret"
        #expect(routes.admission(of: withToken) == nil)
    }
}
