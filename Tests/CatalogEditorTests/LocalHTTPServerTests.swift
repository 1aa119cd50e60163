import CatalogEditor
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("The editor's HTTP server")
struct LocalHTTPServerTests {
    @Test("serves the page and the API over a real socket on a port the system chose")
    func realSocket() async throws {
        let editor = try EditorFixture()
        defer { editor.folder.remove() }
        let session = editor.session
        let box = RoutesHolder()
        let server = try LocalHTTPServer(host: "127.0.0.1", port: 0) { box.routes!.handle($0) }
        box.routes = EditorRoutes(session: session, access: .loopback(port: server.port))
        server.start()
        defer { server.stop() }
        #expect(server.port > 0)

        let page = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(server.port)/")!)
        #expect((page.1 as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page.0, as: UTF8.self).contains("<script src=\"/editor.js\""))

        let list = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(server.port)/api/list?language=uk")!)
        #expect((list.1 as? HTTPURLResponse)?.statusCode == 200)
        let rows = ((try JSONSerialization.jsonObject(with: list.0)) as? [String: Any])?["rows"] as? [Any]
        #expect(rows?.count == 4)

        var put = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/api/unit")!)
        put.httpMethod = "PUT"
        put.setValue("application/json", forHTTPHeaderField: "Content-Type")
        put.httpBody = Data(#"{"catalog":"x","key":"y","language":"uk","shouldTranslate":true,"version":"1"}"#.utf8)
        let refused = try await URLSession.shared.data(for: put)
        #expect((refused.1 as? HTTPURLResponse)?.statusCode == 404)
    }

    @Test("an address that is not one is refused before anything listens")
    func badHost() {
        #expect(throws: ServerError.self) { try LocalHTTPServer(host: "example.com", port: 0) { _ in .text("", status: 200) } }
        #expect(throws: ServerError.self) { try LocalHTTPServer(host: "127.0.0.1", port: 70000) { _ in .text("", status: 200) } }
    }

    @Test("query parameters are percent-decoded, with + as a space")
    func queryDecoding() {
        let request = HTTPRequest(method: "GET", target: "/api/unit?key=%25lld+files%20%C3%BC&language=uk")
        #expect(request.path == "/api/unit")
        #expect(request.query["key"] == "%lld files ü")
        #expect(request.query["language"] == "uk")
    }
}

/// Routes made after the server learns its port.
final class RoutesHolder: @unchecked Sendable {
    var routes: EditorRoutes?
}
