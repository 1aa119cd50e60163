import Foundation

/// Reads one HTTP/1.1 request from bytes as they arrive: the head up to its blank line, then
/// `Content-Length` bytes of body. Chunked bodies are refused (the editor's script never sends them).
struct HTTPRequestReader {
    /// Heads longer than this are refused.
    static let maximumHeadSize = 64 << 10
    /// Bodies longer than this are refused: a save carries one key's localization.
    static let maximumBodySize = 16 << 20

    enum Failure: Error, Equatable {
        case malformed(String)
        case tooLarge
    }

    private var buffer = Data()

    /// Adds bytes read from the connection; returns the request once it is complete, else `nil`.
    mutating func append(_ bytes: Data) throws(Failure) -> HTTPRequest? {
        buffer.append(bytes)
        guard let headEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else {
            if buffer.count > Self.maximumHeadSize { throw .tooLarge }
            return nil
        }
        guard let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8) else { throw .malformed("the request head is not UTF-8") }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { throw .malformed("expected METHOD TARGET HTTP/1.x") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line without a colon") }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["transfer-encoding"] != nil { throw .malformed("chunked bodies are not accepted") }
        let length = try headers["content-length"].map { text throws(Failure) -> Int in
            guard let length = Int(text), length >= 0 else { throw .malformed("a bad Content-Length") }
            return length
        } ?? 0
        guard length <= Self.maximumBodySize else { throw .tooLarge }
        let bodyStart = headEnd.upperBound
        guard buffer.count - (bodyStart - buffer.startIndex) >= length else { return nil }
        let body = buffer[bodyStart..<(bodyStart + length)]
        return HTTPRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: Data(body))
    }
}
