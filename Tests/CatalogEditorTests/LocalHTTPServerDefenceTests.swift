import CatalogEditor
import Foundation
import Testing

/// What one client on the network may cost the editor's server. Limits are short here so that deadlines
/// pass quickly; Scripts/probe-hostile-clients.sh runs the same attacks at scale against a release build.
@Suite("The editor's server against slow and greedy clients", .serialized)
struct LocalHTTPServerDefenceTests {
    static let shortLimits = HTTPServerLimits(
        maximumConnections: 8, maximumHeadBytes: 1024, maximumBodyBytes: 4096,
        headDeadline: .milliseconds(600), bodyDeadline: .milliseconds(600), responseDeadline: .seconds(2))

    /// A server whose API needs the token `secret` and answers `ok` with the body's length.
    private func server(limits: HTTPServerLimits = shortLimits) throws -> LocalHTTPServer {
        let editor = try EditorFixture()
        editor.folder.remove() // admission reads only the head: no catalog is touched
        let routes = EditorRoutes(session: editor.session, access: .network(token: "secret"))
        let server = try LocalHTTPServer(host: "127.0.0.1", port: 0, limits: limits, admit: { routes.admission(of: $0) }) { request in
            .text("ok \(request.body.count)", status: 200)
        }
        server.start()
        return server
    }

    private func head(_ method: String = "PUT", length: Int, token: String? = "secret", extra: String = "") -> String {
        "\(method) /api/unit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n"
            + (token.map { "X-Phrasebook-Token: \($0)\r\n" } ?? "") + extra + "\r\n"
    }

    @Test("a request without the token gets 401 from its head, before its 16 MB body is sent")
    func tokenBeforeBody() throws {
        let server = try server(limits: HTTPServerLimits())
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send(head(length: 16 << 20, token: nil))
        #expect(client.status(within: 2) == 401)
    }

    @Test("two Host headers are refused with 400, as RFC 9112 requires")
    func duplicateHost() throws {
        let server = try server()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n")
        #expect(client.status() == 400)
    }

    @Test("a head trickled a byte at a time is dropped at its deadline, however often bytes come")
    func trickledHead() throws {
        let server = try server()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        let started = ContinuousClock.now
        var sent = 0
        let line = "GET / HTTP/1.1\r\nX-Padding: " + String(repeating: "a", count: 500)
        for byte in line {
            guard client.send(String(byte)) else { break }
            sent += 1
            Thread.sleep(forTimeInterval: 0.05)
            if started.duration(to: .now) > .seconds(3) { break }
        }
        #expect(started.duration(to: .now) < .seconds(2), "the head deadline (0.6 s) is absolute; \(sent) bytes were taken")
        #expect(client.isClosedByServer || !client.send("x"))
    }

    @Test("a body trickled a byte at a time is dropped at its deadline")
    func trickledBody() throws {
        let server = try server()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send(head(length: 1000))
        let started = ContinuousClock.now
        while client.send("x"), started.duration(to: .now) < .seconds(3) { Thread.sleep(forTimeInterval: 0.05) }
        #expect(started.duration(to: .now) < .seconds(2))
    }

    @Test("a head over the limit gets 431 and a declared body over the limit 413, neither read")
    func sizes() throws {
        let server = try server()
        defer { server.stop() }
        let long = try RawHTTPClient(port: server.port)
        long.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: \(String(repeating: "a", count: 2000))\r\n\r\n")
        #expect(long.status() == 431)
        let large = try RawHTTPClient(port: server.port)
        large.send(head(length: 5000))
        #expect(large.status() == 413)
        let fits = try RawHTTPClient(port: server.port)
        fits.send(head(length: 3) + "abc")
        #expect(fits.response().hasSuffix("ok 3\n"))
    }

    @Test("with every connection held by slow heads, a new request is still answered")
    func connectionCap() throws {
        let server = try server(limits: HTTPServerLimits(maximumConnections: 8, headDeadline: .seconds(30)))
        defer { server.stop() }
        let holders = try (0..<20).map { _ in try RawHTTPClient(port: server.port) }
        for holder in holders { holder.send("GET / HT") }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(server.openConnections <= 8)
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /api/summary HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Phrasebook-Token: secret\r\n\r\n")
        #expect(client.status() == 200)
    }
}
