import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server over POSIX sockets for one person's editor: a thread per connection, one
/// request per connection, a handler that turns a request into a response.
///
/// Phrasebook keeps server frameworks out of its package (DESIGN.md: an app importing `Phrasebook`
/// never pulls one, and CI builds stay short); an editor serving one translator needs no more than this.
public final class LocalHTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The port it listens on (the one the system chose when asked for port 0).
    public let port: Int
    /// The address it is bound to, as given.
    public let host: String
    private let socket: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var stopped = false

    /// Binds `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any free port) and listens.
    /// - Throws: `ServerError` when the address is not one or the port can't be bound.
    public init(host: String, port: Int, handler: @escaping Handler) throws {
        self.host = host
        self.handler = handler
        let address = try SocketAddress(host: host, port: port)
        let fd = Glue.socket(address.family)
        guard fd >= 0 else { throw ServerError(message: "can't open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSockaddr { bind(fd, $0, $1) }
        guard bound == 0, listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            let advice = code == EADDRINUSE ? "; choose another port with --port" : ""
            throw ServerError(message: "can't listen on \(host):\(port): \(String(cString: strerror(code)))\(advice)")
        }
        socket = fd
        self.port = SocketAddress.boundPort(of: fd) ?? port
    }

    /// Accepts connections on a background thread until ``stop()``.
    public func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "phrasebook-serve"
        thread.start()
    }

    /// Accepts connections on the calling thread until ``stop()``.
    public func run() { acceptLoop() }

    /// Stops accepting connections; requests under way finish.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 {
                if isStopped { return }
                if errno == EINTR || errno == ECONNABORTED || errno == EMFILE { continue }
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    /// Reads one request, answers it and closes the connection. A client that sends nothing for 30
    /// seconds is dropped.
    private func serve(_ client: Int32) {
        defer { close(client) }
        Glue.preventingSIGPIPE(client)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var reader = HTTPRequestReader()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var response: HTTPResponse
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            do throws(HTTPRequestReader.Failure) {
                guard let request = try reader.append(Data(chunk[..<count])) else { continue }
                response = handler(request)
            } catch {
                switch error {
                case .tooLarge: response = .text("the request is too large", status: 413)
                case let .malformed(reason): response = .text("bad request: \(reason)", status: 400)
                }
            }
            break
        }
        let bytes = response.serialized()
        bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(client, buffer.baseAddress! + sent, buffer.count - sent, Glue.noSignal)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                sent += count
            }
        }
    }
}

/// Why the server can't start.
public struct ServerError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { "error: \(message)" }
}

/// An IPv4 or IPv6 address with a port, ready for `bind`.
struct SocketAddress {
    private enum Storage {
        case v4(sockaddr_in)
        case v6(sockaddr_in6)
    }

    private let storage: Storage

    init(host: String, port: Int) throws {
        guard (0...65535).contains(port) else { throw ServerError(message: "the port \(port) is not between 0 and 65535") }
        let name = host == "localhost" ? "127.0.0.1" : host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        var v4 = sockaddr_in()
        if inet_pton(AF_INET, name, &v4.sin_addr) == 1 {
            #if canImport(Darwin)
            v4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size) // BSD sockets carry their length
            #endif
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
            storage = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET6, name, &v6.sin6_addr) == 1 {
            #if canImport(Darwin)
            v6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(port).bigEndian)
            storage = .v6(v6)
            return
        }
        throw ServerError(message: "--host expects an IP address (127.0.0.1, 0.0.0.0, ::) or localhost, not \(host)")
    }

    var family: Int32 {
        switch storage {
        case .v4: AF_INET
        case .v6: AF_INET6
        }
    }

    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        switch storage {
        case var .v4(address):
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        case var .v6(address):
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        }
    }

    /// The port a bound socket listens on.
    static func boundPort(of fd: Int32) -> Int? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard found == 0 else { return nil }
        let family = Int32(address.ss_family)
        return withUnsafePointer(to: &address) { pointer -> Int in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }
}

/// What differs between the C libraries.
private enum Glue {
    static func socket(_ family: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #elseif canImport(Musl)
        Musl.socket(family, SOCK_STREAM, 0)
        #else
        Darwin.socket(family, SOCK_STREAM, 0)
        #endif
    }

    /// `send` without SIGPIPE when the browser has gone: a flag of each `send` on Linux; Darwin has no such
    /// flag and sets it once on the socket instead (`preventingSIGPIPE`).
    static var noSignal: Int32 {
        #if canImport(Glibc) || canImport(Musl)
        Int32(MSG_NOSIGNAL)
        #else
        0
        #endif
    }

    /// On Darwin, makes writes to `client` after the peer has gone fail with EPIPE instead of killing the
    /// process with SIGPIPE; elsewhere `noSignal` does that per `send`.
    static func preventingSIGPIPE(_ client: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
