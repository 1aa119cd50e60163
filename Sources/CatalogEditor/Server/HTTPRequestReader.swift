import Foundation

/// Reads one HTTP/1.1 request from bytes as they arrive, in two steps: the head up to its blank line, which
/// the server judges (access, size) before it reads any body; then `Content-Length` bytes of body.
/// Chunked bodies are refused (the editor's script never sends them), and so are heads that repeat `Host` or
/// `Content-Length` (RFC 9112 §3.2: a server must answer 400 to more than one `Host`).
public struct HTTPRequestReader: Sendable {
    /// Why a request is refused as it is read.
    public enum Failure: Error, Equatable, Sendable {
        /// Not HTTP/1.x as the server reads it (400), with why.
        case malformed(String)
        /// The head is over its limit (431).
        case tooLarge
    }

    /// The request line and headers (an empty body), once the head is complete.
    public private(set) var head: HTTPRequest?
    /// The body's length as the head declares it.
    public private(set) var bodyLength = 0
    private let maximumHeadBytes: Int
    private var buffer: [UInt8] = []
    /// How far the head has been searched for its blank line: each byte is looked at once, however the
    /// head is cut into reads.
    private var searched = 0
    private var body: [UInt8] = []

    public init(maximumHeadBytes: Int) {
        self.maximumHeadBytes = maximumHeadBytes
    }

    /// Whether the head and the whole body have arrived.
    public var isComplete: Bool { head != nil && body.count == bodyLength }

    /// The whole request, once `isComplete`.
    public var request: HTTPRequest? {
        guard isComplete, var request = head else { return nil }
        request.body = Data(body)
        return request
    }

    /// Adds bytes read from the connection; returns `true` when they completed the head. Bytes past the
    /// declared body are ignored (one request per connection).
    public mutating func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> Bool {
        if head != nil {
            let wanted = min(bytes.count, bodyLength - body.count)
            body.append(contentsOf: bytes.prefix(wanted))
            return false
        }
        buffer.append(contentsOf: bytes)
        guard let end = blankLine() else {
            if buffer.count > maximumHeadBytes { throw .tooLarge }
            return false
        }
        guard end <= maximumHeadBytes else { throw .tooLarge }
        let parsed = try Self.parseHead(buffer[..<end])
        bodyLength = parsed.bodyLength
        head = parsed.request
        let rest = buffer[(end + 4)...]
        buffer = []
        if !rest.isEmpty {
            rest.withUnsafeBytes { body.append(contentsOf: $0.prefix(bodyLength)) }
        }
        return true
    }

    /// Keeps room for the body once the server has accepted the head and its size.
    public mutating func reserveBody() {
        body.reserveCapacity(bodyLength)
    }

    /// The offset of the `\r\n\r\n` ending the head, searching only bytes not searched before.
    private mutating func blankLine() -> Int? {
        var index = max(0, searched - 3)
        while index + 4 <= buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        searched = buffer.count
        return nil
    }

    private static func parseHead(_ bytes: ArraySlice<UInt8>) throws(Failure) -> (request: HTTPRequest, bodyLength: Int) {
        guard let head = String(validating: bytes, as: UTF8.self) else { throw .malformed("the request head is not UTF-8") }
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), !requestLine[0].isEmpty, requestLine[1].hasPrefix("/") else {
            throw .malformed("expected METHOD /TARGET HTTP/1.x")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line without a colon") }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" }) else { throw .malformed("a header name with a space") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if headers[name] != nil {
                guard !["host", "content-length", "transfer-encoding", "x-phrasebook-token", "origin"].contains(name) else {
                    throw .malformed("more than one \(name) header")
                }
                headers[name]! += ", " + value
            } else {
                headers[name] = value
            }
        }
        if requestLine[2] != "HTTP/1.0", headers["host"] == nil { throw .malformed("an HTTP/1.1 request without a Host header") }
        if headers["transfer-encoding"] != nil { throw .malformed("chunked bodies are not accepted") }
        var length = 0
        if let text = headers["content-length"] {
            guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text) else {
                throw .malformed("a bad Content-Length")
            }
            length = value
        }
        return (HTTPRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers), length)
    }
}
