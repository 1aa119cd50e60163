import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread behind `LocalHTTPServer`: accepts connections, reads each request's head and body without
/// blocking, judges the head before any body is read, hands complete requests to the handler on another
/// thread and sends the responses, closing every connection that misses a deadline.
final class ConnectionLoop: @unchecked Sendable {
    private let listening: Int32
    /// Handlers write a byte here when a response is ready, and `stop` does, to wake `poll`.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let limits: HTTPServerLimits
    private let admit: LocalHTTPServer.Admission
    private let handler: LocalHTTPServer.Handler

    private let lock = NSLock()
    private var stopped = false
    /// Responses handlers finished, by connection, for the loop to send.
    private var finished: [(id: UInt64, bytes: [UInt8])] = []
    private var connectionCount = 0

    // The loop thread's own.
    private var connections: [UInt64: Connection] = [:]
    private var nextID: UInt64 = 0
    /// When accepting failed for want of descriptors and no connection could make room: wait before trying again.
    private var acceptPausedUntil: ContinuousClock.Instant?

    init(listening: Int32, limits: HTTPServerLimits, admit: @escaping LocalHTTPServer.Admission, handler: @escaping LocalHTTPServer.Handler) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(listening)
            throw ServerError(message: "can't make a pipe: \(String(cString: strerror(errno)))")
        }
        self.listening = listening
        wakeRead = ends[0]
        wakeWrite = ends[1]
        self.limits = limits
        self.admit = admit
        self.handler = handler
        for fd in [listening, wakeRead, wakeWrite] { Self.setNonBlocking(fd) }
    }

    deinit {
        // Only here: a handler still running may wake the loop after it stopped, and must not write into a
        // descriptor number reused for something else.
        close(wakeRead)
        close(wakeWrite)
    }

    var openConnections: Int {
        lock.lock()
        defer { lock.unlock() }
        return connectionCount
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        wake()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1) // a full pipe already holds a wake-up
    }

    // MARK: The loop

    func run() {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var descriptors: [pollfd] = []
        var ids: [UInt64] = []
        while !isStopped {
            let now = ContinuousClock.now
            closeExpired(at: now)
            descriptors.removeAll(keepingCapacity: true)
            ids.removeAll(keepingCapacity: true)
            let accepting = acceptPausedUntil.map { now >= $0 } ?? true
            descriptors.append(pollfd(fd: accepting ? listening : -1, events: Int16(POLLIN), revents: 0))
            descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
            for (id, connection) in connections {
                guard let events = connection.events else { continue }
                descriptors.append(pollfd(fd: connection.fd, events: events, revents: 0))
                ids.append(id)
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(from: now))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if descriptors[1].revents != 0 { takeFinished() }
            for index in 2..<descriptors.count where descriptors[index].revents != 0 {
                service(ids[index - 2], &chunk)
            }
            if descriptors[0].revents != 0 { acceptAll() }
        }
        for id in Array(connections.keys) { closeConnection(id) }
        close(listening)
    }

    /// Milliseconds to the nearest deadline (at most a second, so a stop is never missed for long).
    private func timeout(from now: ContinuousClock.Instant) -> Int32 {
        var nearest = now + .seconds(1)
        for connection in connections.values { if let deadline = connection.deadline, deadline < nearest { nearest = deadline } }
        if let paused = acceptPausedUntil, paused > now, paused < nearest { nearest = paused }
        let wait = now.duration(to: nearest).components
        return Int32(max(0, wait.seconds * 1000 + wait.attoseconds / 1_000_000_000_000_000 + 1))
    }

    private func closeExpired(at now: ContinuousClock.Instant) {
        for (id, connection) in connections {
            if let deadline = connection.deadline, deadline <= now { closeConnection(id) }
        }
    }

    // MARK: Accepting

    private func acceptAll() {
        acceptPausedUntil = nil
        while true {
            let fd = accept(listening, nil, nil)
            if fd < 0 {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE:
                    // Out of descriptors: make room by dropping a connection still sending its head, else wait.
                    if !evictSlowestHead() { acceptPausedUntil = .now + .milliseconds(100); return }
                    continue
                default: return // EAGAIN: nothing more to accept
                }
            }
            Self.setNonBlocking(fd)
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            if connections.count >= limits.maximumConnections, !evictSlowestHead() {
                close(fd) // every slot holds a request that got past its head: the newcomer waits for none
                continue
            }
            nextID += 1
            connections[nextID] = Connection(fd: fd, deadline: .now + limits.headDeadline, maximumHeadBytes: limits.maximumHeadBytes)
            countConnections()
        }
    }

    /// Closes the connection that has been sending its head the longest: it has proven nothing yet, and a
    /// newcomer may be the editor's own page. Returns `false` when no connection is still sending a head.
    private func evictSlowestHead() -> Bool {
        let oldest = connections.filter { $0.value.phase == .head }.min { $0.key < $1.key }
        guard let oldest else { return false }
        closeConnection(oldest.key)
        return true
    }

    // MARK: Reading, handling, writing

    private func service(_ id: UInt64, _ chunk: inout [UInt8]) {
        guard let connection = connections[id] else { return }
        switch connection.phase {
        case .head, .body:
            let limit = connection.phase == .head ? min(chunk.count, limits.maximumHeadBytes + 4) : chunk.count
            let count = chunk.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, limit, 0) }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            guard count > 0 else { return closeConnection(id) }
            receive(chunk.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[..<count]) }, on: connection, id: id)
        case .writing:
            sendPending(connection, id: id)
        case .draining:
            let count = chunk.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
            connection.drained += max(count, 0)
            if count <= 0 || connection.drained > 1 << 20 { closeConnection(id) }
        case .handling:
            break
        }
    }

    private func receive(_ bytes: UnsafeRawBufferPointer, on connection: Connection, id: UInt64) {
        do throws(HTTPRequestReader.Failure) {
            if try connection.reader.append(bytes), let head = connection.reader.head {
                if let refusal = admit(head) { return respond(refusal, on: connection, id: id) }
                guard connection.reader.bodyLength <= limits.maximumBodyBytes else {
                    return respond(.text("the request body is over \(limits.maximumBodyBytes) bytes", status: 413), on: connection, id: id)
                }
                connection.reader.reserveBody()
                connection.phase = .body
                connection.deadline = .now + limits.bodyDeadline
            }
        } catch {
            switch error {
            case .tooLarge: return respond(.text("the request head is over \(limits.maximumHeadBytes) bytes", status: 431), on: connection, id: id)
            case let .malformed(reason): return respond(.text("bad request: \(reason)", status: 400), on: connection, id: id)
            }
        }
        guard let request = connection.reader.request else { return }
        connection.phase = .handling
        connection.deadline = nil
        connection.reader = HTTPRequestReader(maximumHeadBytes: 0) // the body's memory goes with the handler
        DispatchQueue.global().async { [self, handler] in
            let bytes = Array(handler(request).serialized())
            lock.lock()
            finished.append((id, bytes))
            lock.unlock()
            wake()
        }
    }

    private func takeFinished() {
        var byte = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &byte, byte.count) > 0 {}
        lock.lock()
        let ready = finished
        finished = []
        lock.unlock()
        for (id, bytes) in ready {
            guard let connection = connections[id], connection.phase == .handling else { continue }
            start(sending: bytes, on: connection, id: id)
        }
    }

    private func respond(_ response: HTTPResponse, on connection: Connection, id: UInt64) {
        start(sending: Array(response.serialized()), on: connection, id: id)
    }

    private func start(sending bytes: [UInt8], on connection: Connection, id: UInt64) {
        connection.reader = HTTPRequestReader(maximumHeadBytes: 0)
        connection.output = bytes
        connection.phase = .writing
        connection.deadline = .now + limits.responseDeadline
        sendPending(connection, id: id)
    }

    private func sendPending(_ connection: Connection, id: UInt64) {
        while connection.sent < connection.output.count {
            let count = connection.output.withUnsafeBytes {
                send(connection.fd, $0.baseAddress! + connection.sent, $0.count - connection.sent, Glue.noSignal)
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            guard count > 0 else { return closeConnection(id) }
            connection.sent += count
        }
        // Sent: read what the client still sends for a moment, so closing doesn't reset the connection before
        // it has read the response (a refused upload is still arriving).
        connection.output = []
        shutdown(connection.fd, Int32(SHUT_WR))
        connection.phase = .draining
        connection.deadline = .now + .seconds(1)
    }

    private func closeConnection(_ id: UInt64) {
        guard let connection = connections.removeValue(forKey: id) else { return }
        close(connection.fd)
        countConnections()
    }

    private func countConnections() {
        lock.lock()
        connectionCount = connections.count
        lock.unlock()
    }

    private static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
}

/// One client connection as the loop tracks it.
private final class Connection {
    enum Phase {
        /// Reading the request line and headers.
        case head
        /// The head was admitted; reading the body.
        case body
        /// The handler has the request.
        case handling
        /// Sending the response.
        case writing
        /// Response sent; reading what the client still sends until it closes, briefly.
        case draining
    }

    let fd: Int32
    var phase = Phase.head
    /// When the connection is closed unless its phase is over; none while the handler works.
    var deadline: ContinuousClock.Instant?
    var reader: HTTPRequestReader
    var output: [UInt8] = []
    var sent = 0
    var drained = 0

    init(fd: Int32, deadline: ContinuousClock.Instant, maximumHeadBytes: Int) {
        self.fd = fd
        self.deadline = deadline
        reader = HTTPRequestReader(maximumHeadBytes: maximumHeadBytes)
    }

    /// What `poll` waits for: bytes to read, room to write, or nothing while the handler works.
    var events: Int16? {
        switch phase {
        case .head, .body, .draining: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .handling: nil
        }
    }
}
