import Diagnostics

/// Why the editor refused a request, as the page is told: a status and a message, for a conflict the unit
/// as it is now, so the translator sees both versions, and for a refused text its findings.
public enum EditorFailure: Error, Sendable {
    /// The request is not one the editor understands (400).
    case badRequest(String)
    /// No such catalog, key or route (404).
    case notFound(String)
    /// The unit changed since the page read it, in another tab or on disk (409).
    case conflict(String, current: JSONText)
    /// The catalog can't be read or written (500): the message says why, the file is as it was.
    case failed(String)
    /// The text has error findings, and the save asked for such text to be refused (422): nothing was written.
    case refused(String, findings: JSONText)

    var status: Int {
        switch self {
        case .badRequest: 400
        case .notFound: 404
        case .conflict: 409
        case .failed: 500
        case .refused: 422
        }
    }

    /// What went wrong, for a person or an agent to read.
    public var message: String {
        switch self {
        case let .badRequest(message), let .notFound(message), let .failed(message), let .conflict(message, _), let .refused(message, _):
            message
        }
    }

    /// For a conflict, the unit as it is now; for refused text, its findings.
    public var details: JSONText? {
        switch self {
        case let .conflict(_, current): current
        case let .refused(_, findings): findings
        default: nil
        }
    }

    var body: JSONText {
        switch self {
        case let .badRequest(message), let .notFound(message), let .failed(message):
            .object([("error", .string(message))])
        case let .conflict(message, current):
            .object([("error", .string(message)), ("conflict", .bool(true)), ("current", current)])
        case let .refused(message, findings):
            .object([("error", .string(message)), ("findings", findings)])
        }
    }
}
