/// A JSON value kept exactly as read, used for catalog fields Phrasebook does not model.
///
/// Unknown fields must survive a read/write round trip untouched, so numbers keep their
/// original text rather than being converted to `Double`.
public indirect enum JSONValue: Sendable, Hashable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// The number's literal text as it appeared in the file (`1`, `1.0`, `-2e3`).
    case number(String)
    case bool(Bool)
    case null
}
