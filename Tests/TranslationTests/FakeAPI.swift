import CatalogEditor
import Foundation

/// A server on 127.0.0.1 implementing an engine's documented request and response shapes, recording every
/// request so tests can assert what was sent. `respond` gets each request and its number (1-based).
final class FakeAPI: Sendable {
    private let server: LocalHTTPServer
    private let log: RequestLog

    init(respond: @escaping @Sendable (HTTPRequest, Int) -> HTTPResponse) throws {
        let log = RequestLog()
        self.log = log
        server = try LocalHTTPServer(host: "127.0.0.1", port: 0) { request in respond(request, log.append(request)) }
        server.start()
    }

    var url: URL { URL(string: "http://127.0.0.1:\(server.port)")! }
    var requests: [HTTPRequest] { log.requests }

    func stop() { server.stop() }

    /// A JSON answer.
    static func json(_ object: Any, status: Int = 200, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let body = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: body)
    }

    /// A request's JSON body.
    static func body(_ request: HTTPRequest) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
    }
}

private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [HTTPRequest] = []

    func append(_ request: HTTPRequest) -> Int {
        lock.lock()
        defer { lock.unlock() }
        received.append(request)
        return received.count
    }

    var requests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}
