import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server over POSIX sockets for one person's editor: one request per connection, a
/// handler that turns a request into a response.
///
/// One thread watches every connection (`poll`), so a client that holds a connection open costs a socket and
/// its few buffered bytes, not a thread. What reaches the handler is decided from the request line and
/// headers before any body is read (`admit`), and every phase of a connection has an absolute deadline and
/// a size limit (`HTTPServerLimits`). Handlers run on other threads; the watching thread sends their responses.
///
/// Phrasebook keeps server frameworks out of its package (ARCHITECTURE.md: an app importing `Phrasebook`
/// never pulls one, and CI builds stay short); the README's serve section says what moving to one measured.
public final class LocalHTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Decides from the head alone (the body is empty): a response refusing the request, or `nil` to read its body.
    public typealias Admission = @Sendable (HTTPRequest) -> HTTPResponse?

    /// The port it listens on (the one the system chose when asked for port 0).
    public let port: Int
    /// The address it is bound to, as given.
    public let host: String
    public let limits: HTTPServerLimits
    private let loop: ConnectionLoop

    /// Binds `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any free port) and listens.
    /// - Throws: `ServerError` when the address is not one or the port can't be bound.
    public init(
        host: String, port: Int, limits: HTTPServerLimits = HTTPServerLimits(),
        admit: @escaping Admission = { _ in nil }, handler: @escaping Handler
    ) throws {
        self.host = host
        self.limits = limits
        let address = try SocketAddress(host: host, port: port)
        let fd = Glue.socket(address.family)
        guard fd >= 0 else { throw ServerError(message: "can't open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSockaddr { bind(fd, $0, $1) }
        guard bound == 0, listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            let advice = code == EADDRINUSE ? "; choose another port with --port" : ""
            throw ServerError(message: "can't listen on \(host):\(port): \(String(cString: strerror(code)))\(advice)")
        }
        self.port = SocketAddress.boundPort(of: fd) ?? port
        loop = try ConnectionLoop(listening: fd, limits: limits, admit: admit, handler: handler)
    }

    /// Serves on a background thread until ``stop()``.
    public func start() {
        let thread = Thread { [loop] in loop.run() }
        thread.name = "phrasebook-serve"
        thread.start()
    }

    /// Serves on the calling thread until ``stop()``.
    public func run() { loop.run() }

    /// Stops serving: the listening socket and every connection are closed; handlers under way finish.
    public func stop() { loop.stop() }

    /// Connections open now, for tests and the probe.
    public var openConnections: Int { loop.openConnections }
}
