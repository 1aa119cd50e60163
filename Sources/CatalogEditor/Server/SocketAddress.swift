import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
enum Glue {
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
    /// flag, and the connection loop sets SO_NOSIGPIPE once on each socket instead.
    static var noSignal: Int32 {
        #if canImport(Glibc) || canImport(Musl)
        Int32(MSG_NOSIGNAL)
        #else
        0
        #endif
    }
}
