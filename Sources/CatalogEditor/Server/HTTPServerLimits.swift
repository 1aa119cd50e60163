/// What one client may cost `LocalHTTPServer`, so that clients on a network can't exhaust it: a connection
/// that sends its head or body too slowly is closed at an absolute deadline (never one that restarts with each
/// byte), each connection's bytes are capped, and so is the number of connections.
public struct HTTPServerLimits: Sendable {
    /// Connections open at once; past it, the oldest one still sending its head is dropped for the newcomer.
    public var maximumConnections: Int
    /// The request line and headers, in bytes (a browser sends about one kilobyte).
    public var maximumHeadBytes: Int
    /// A body, in bytes: a save carries one key's localization. Larger ones get 413 without being read.
    public var maximumBodyBytes: Int
    /// From accepting a connection to the end of its head.
    public var headDeadline: Duration
    /// From the end of the head to the end of the body.
    public var bodyDeadline: Duration
    /// From the response being ready to its last byte sent.
    public var responseDeadline: Duration

    public init(
        maximumConnections: Int = 256, maximumHeadBytes: Int = 16 << 10, maximumBodyBytes: Int = 2 << 20,
        headDeadline: Duration = .seconds(10), bodyDeadline: Duration = .seconds(30), responseDeadline: Duration = .seconds(30)
    ) {
        self.maximumConnections = maximumConnections
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.headDeadline = headDeadline
        self.bodyDeadline = bodyDeadline
        self.responseDeadline = responseDeadline
    }
}
