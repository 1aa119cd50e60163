import Diagnostics
import Foundation

/// The editor's HTTP interface: the page and its assets, and a JSON API over an ``EditorSession``.
///
/// - `GET /api/summary`: catalogs, languages with progress, rules
/// - `GET /api/list?language=L`: every key as the work list shows it in L
/// - `GET /api/unit?catalog=PATH&key=K&language=L`: one key in one language, with its version
/// - `POST /api/check`: the findings an edit would have
/// - `PUT /api/unit`: saves an edit made from a version (409 with the unit as it is now when it changed)
/// - `GET /api/suggestions?catalog=PATH&key=K&language=L`: the memory's and the engine's translations to offer
public struct EditorRoutes: Sendable {
    public let session: EditorSession
    public let access: EditorAccess

    public init(session: EditorSession, access: EditorAccess) {
        self.session = session
        self.access = access
    }

    /// Whether the request may go on, from its head alone (`LocalHTTPServer`'s admission, before the body
    /// is read): the response refusing it, else `nil`.
    public func admission(of head: HTTPRequest) -> HTTPResponse? {
        access.refusal(of: head, isAPI: head.path.hasPrefix("/api/"))
    }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let isAPI = request.path.hasPrefix("/api/")
        if let refusal = admission(of: request) { return refusal }
        if !isAPI { return EditorAssets.response(for: request) }
        do throws(EditorFailure) {
            switch (request.method, request.path) {
            case ("GET", "/api/summary"):
                return json(session.summary())
            case ("GET", "/api/list"):
                return .content(try session.workList(language: try parameter("language", of: request)), type: "application/json; charset=utf-8")
            case ("GET", "/api/unit"):
                return json(try session.unit(
                    catalog: try parameter("catalog", of: request), key: try parameter("key", of: request),
                    language: try parameter("language", of: request)))
            case ("GET", "/api/suggestions"):
                return json(try session.suggestions(
                    catalog: try parameter("catalog", of: request), key: try parameter("key", of: request),
                    language: try parameter("language", of: request)))
            case ("POST", "/api/check"):
                try requireJSON(request)
                return json(try session.check(request.body))
            case ("PUT", "/api/unit"):
                try requireJSON(request)
                return json(try session.save(request.body))
            default:
                throw .notFound("no route \(request.method) \(request.path)")
            }
        } catch {
            return json(error.body, status: error.status)
        }
    }

    private func parameter(_ name: String, of request: HTTPRequest) throws(EditorFailure) -> String {
        guard let value = request.query[name] else { throw .badRequest("the request lacks its \(name) parameter") }
        return value
    }

    /// Writes carry JSON: a form on another site can't send that without the browser asking first.
    private func requireJSON(_ request: HTTPRequest) throws(EditorFailure) {
        guard request.headers["content-type"]?.hasPrefix("application/json") == true else {
            throw .badRequest("edits are sent as application/json")
        }
    }

    private func json(_ value: JSONText, status: Int = 200) -> HTTPResponse {
        .content(Data(value.compact().utf8), type: "application/json; charset=utf-8", status: status)
    }
}
