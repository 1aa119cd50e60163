import Foundation

/// `phrasebook serve`'s server: a session's routes behind `LocalHTTPServer`, with the access rules its
/// address calls for (the loopback address: `Host` checked; any other: the token).
public final class EditorServer: Sendable {
    public let server: LocalHTTPServer
    public let access: EditorAccess

    /// Binds `host` and `port` (0: any free port) for `session`.
    /// - Throws: `ServerError` when the address is not one or the port can't be bound.
    public init(session: EditorSession, host: String, port: Int, limits: HTTPServerLimits = HTTPServerLimits()) throws {
        // The access rules name the port, which is known once bound: the server reaches them through a box.
        let box = RoutesBox()
        server = try LocalHTTPServer(host: host, port: port, limits: limits, admit: { box.admission(of: $0) }) { box.handle($0) }
        access = Self.isLoopback(host) ? .loopback(port: server.port) : .network()
        box.routes = EditorRoutes(session: session, access: access)
    }

    /// Whether `host` names this machine only, where the editor needs no token.
    public static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
    }
}

/// Lets the server's handler reach routes made after the server (which decides the port) is bound.
private final class RoutesBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: EditorRoutes?

    var routes: EditorRoutes? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        routes?.handle(request) ?? .text("starting", status: 503)
    }

    func admission(of head: HTTPRequest) -> HTTPResponse? {
        routes.map { $0.admission(of: head) } ?? .text("starting", status: 503)
    }
}
