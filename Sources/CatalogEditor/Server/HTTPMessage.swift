import Foundation

/// One HTTP request as the editor's routes see it: method, path, decoded query, headers and body.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The path without the query (`/api/unit`).
    public var path: String
    /// Query parameters, percent-decoded (`+` is a space); the last of repeated names wins.
    public var query: [String: String]
    /// Header values by lowercased name.
    public var headers: [String: String]
    public var body: Data

    public init(method: String, target: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = parts.first.map { String($0).removingPercentEncoding ?? String($0) } ?? "/"
        query = parts.count > 1 ? Self.decodeQuery(parts[1]) : [:]
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    static func decodeQuery(_ text: Substring) -> [String: String] {
        var query: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            query[decode(nameAndValue[0])] = nameAndValue.count > 1 ? decode(nameAndValue[1]) : ""
        }
        return query
    }
}

/// An HTTP response: status, headers and body. Every response is sent with `Connection: close`.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A body of `contentType`, never cached (the editor's data changes under it).
    public static func content(_ body: Data, type contentType: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", contentType), ("Cache-Control", "no-store")], body: body)
    }

    /// A plain-text message, for errors.
    public static func text(_ message: String, status: Int) -> HTTPResponse {
        content(Data((message + "\n").utf8), type: "text/plain; charset=utf-8", status: status)
    }

    /// The status line's reason phrase.
    var reason: String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    /// The bytes sent on the wire.
    func serialized() -> Data {
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
        head += "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n\r\n"
        return Data(head.utf8) + body
    }
}
