import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How engines' HTTP requests are sent: each bounded by a timeout, retried with exponential backoff on 429
/// and 5xx answers (honouring `Retry-After`) and on timeouts and dropped connections, cancellable, and never
/// saying a secret: every message has the keys it sent replaced by `•••`.
package struct HTTPClient: Sendable {
    package var provider: String
    package var timeout: Double
    package var retry: RetryPolicy
    /// Secrets the client sends (API keys), redacted from every message.
    package var secrets: [String]
    private let session: URLSession

    package init(provider: String, timeout: Double, retry: RetryPolicy, secrets: [String] = []) {
        self.provider = provider
        self.timeout = timeout
        self.retry = retry
        self.secrets = secrets.filter { !$0.isEmpty }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    /// What a server answered.
    package struct Response: Sendable {
        package var status: Int
        package var body: Data
        package var headers: [String: String]
    }

    /// Sends `request` until it succeeds (2xx), retrying transient failures; throws ``ProviderError`` otherwise.
    package func send(_ request: URLRequest) async throws -> Response {
        var request = request
        request.timeoutInterval = timeout
        var attempt = 1
        while true {
            try Task.checkCancellation()
            let failure: ProviderError
            var retryAfter: Double?
            do {
                let response = try await perform(request)
                if (200..<300).contains(response.status) { return response }
                let transient = response.status == 429 || (500...599).contains(response.status)
                failure = ProviderError(
                    provider: provider, message: redact("HTTP \(response.status) from \(Self.place(of: request)): \(Self.excerpt(response.body))"),
                    isTransient: transient)
                retryAfter = response.headers.first { $0.key.lowercased() == "retry-after" }.flatMap { Double($0.value.trimmingCharacters(in: .whitespaces)) }
            } catch let error as URLError {
                if error.code == .cancelled { throw CancellationError() }
                let transient = [.timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .dnsLookupFailed].contains(error.code)
                failure = ProviderError(provider: provider, message: redact("\(Self.place(of: request)): \(Self.describe(error))"), isTransient: transient)
            }
            guard failure.isTransient, attempt < retry.attempts else {
                if attempt > 1 { throw ProviderError(provider: provider, message: failure.message + " (after \(attempt) attempts)", isTransient: failure.isTransient) }
                throw failure
            }
            try await Task.sleep(nanoseconds: UInt64(retry.delay(afterAttempt: attempt, retryAfter: retryAfter) * 1_000_000_000))
            attempt += 1
        }
    }

    private func perform(_ request: URLRequest) async throws -> Response {
        let holder = DataTaskHolder()
        // URLSession's own timeout on Linux counts in whole seconds at best: the deadline is kept here.
        let timeout = self.timeout
        let deadline = Task {
            try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            holder.expire()
        }
        defer { deadline.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Response, any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        // The deadline below cancels the task: that is a timeout, not the caller's cancellation.
                        let failure = holder.didExpire ? URLError(.timedOut) : (error as? URLError) ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])
                        continuation.resume(throwing: failure)
                        return
                    }
                    let http = response as? HTTPURLResponse
                    var headers: [String: String] = [:]
                    for (name, value) in http?.allHeaderFields ?? [:] { headers["\(name)"] = "\(value)" }
                    continuation.resume(returning: Response(status: http?.statusCode ?? 0, body: data ?? Data(), headers: headers))
                }
                holder.start(task)
            }
        } onCancel: {
            holder.cancel()
        }
    }

    /// `text` with every secret replaced.
    package func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "•••") }
    }

    /// The host and path, without the query (which may carry a key).
    private static func place(of request: URLRequest) -> String {
        guard let url = request.url else { return "the server" }
        return "\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")\(url.path)"
    }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: return "no answer within the timeout"
        case .cannotConnectToHost: return "could not connect (is the server running?)"
        case .networkConnectionLost: return "the connection was lost"
        default: return error.localizedDescription
        }
    }

    /// The first few hundred characters of an error body.
    private static func excerpt(_ body: Data) -> String {
        let text = String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "(no body)" : text
    }
}

/// How often and how long to wait before trying a request again.
package struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included.
    package var attempts: Int
    /// The wait after the first failure; each further one doubles it.
    package var baseDelay: Double
    package var maximumDelay: Double

    package init(attempts: Int = 4, baseDelay: Double = 1, maximumDelay: Double = 30) {
        self.attempts = max(1, attempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// The wait after failed attempt `attempt` (1-based): the server's `Retry-After` when it gives one, else
    /// `baseDelay` doubled per attempt with up to a quarter added at random (so clients don't retry in step);
    /// never over `maximumDelay`.
    package func delay(afterAttempt attempt: Int, retryAfter: Double? = nil) -> Double {
        if let retryAfter, retryAfter >= 0 { return min(retryAfter, maximumDelay) }
        let exponential = baseDelay * Double(1 << min(attempt - 1, 16))
        return min(exponential * (1 + Double.random(in: 0...0.25)), maximumDelay)
    }
}

/// A data task started inside a continuation, cancelled from the task's cancellation handler or at its deadline.
private final class DataTaskHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false
    private var expired = false

    /// Whether the deadline passed before an answer came.
    var didExpire: Bool {
        lock.lock()
        defer { lock.unlock() }
        return expired
    }

    /// Ends the request at its deadline, unless it is done.
    func expire() {
        lock.lock()
        let task = task
        if task?.state == .running { expired = true }
        lock.unlock()
        if didExpire { task?.cancel() }
    }

    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = isCancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let task = task
        lock.unlock()
        task?.cancel()
    }
}
