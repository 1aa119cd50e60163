import Foundation

/// Who may use the editor. Bound to the loopback address, only this machine can reach it, and the `Host`
/// header must name the loopback address (so a web page can't reach it through DNS rebinding). Shared on a
/// network (`--host`), every API request must carry the token printed at start-up. Requests that may change a
/// file are refused when the browser says another page sent them (`Origin`). All of it is decided from the
/// request line and headers, before the server reads a body.
public struct EditorAccess: Sendable {
    /// The token API requests must carry in `X-Phrasebook-Token`; `nil` on the loopback address.
    public let token: String?
    /// `Host` header values accepted; `nil` accepts any (the token guards a shared editor).
    let allowedHosts: Set<String>?

    /// Only this machine, at `port`.
    public static func loopback(port: Int) -> EditorAccess {
        EditorAccess(token: nil, allowedHosts: ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"])
    }

    /// Anyone who has the token.
    public static func network(token: String = EditorAccess.newToken()) -> EditorAccess {
        EditorAccess(token: token, allowedHosts: nil)
    }

    /// 32 random hexadecimal digits from the system's secure generator.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `request` may go on; the response refusing it otherwise.
    func refusal(of request: HTTPRequest, isAPI: Bool) -> HTTPResponse? {
        if let allowedHosts, !allowedHosts.contains(request.headers["host"]?.lowercased() ?? "") {
            return .text("this editor answers only at http://127.0.0.1 (it is bound to this machine)", status: 421)
        }
        if let token, isAPI, !Self.equalInConstantTime(request.headers["x-phrasebook-token"] ?? "", token) {
            return .text("the editor needs the token printed when `phrasebook serve` started", status: 401)
        }
        if Self.mayChangeFiles(request.method), let origin = request.headers["origin"],
           origin.lowercased() != "http://" + (request.headers["host"]?.lowercased() ?? "") {
            // A browser names the page that sent a write: only the editor's own page may change files.
            return .text("edits are accepted only from the editor's own page, not from \(origin.prefix(100))", status: 403)
        }
        return nil
    }

    /// Every method but the reading ones may save (the editor's `PUT /api/unit`).
    private static func mayChangeFiles(_ method: String) -> Bool {
        !["GET", "HEAD", "OPTIONS"].contains(method)
    }

    private static func equalInConstantTime(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
