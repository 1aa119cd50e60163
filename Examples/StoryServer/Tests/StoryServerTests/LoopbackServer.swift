import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import ServiceLifecycle
import StoryServerApp

/// A response as the tests read it.
struct LoopbackResponse {
    var status: Int
    var headers: [String: String]
    var body: String

    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    func json() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] ?? [:]
    }
}

/// Calls a server on 127.0.0.1 over real sockets.
struct LoopbackClient {
    let port: Int

    func send(_ path: String, method: String = "GET", headers: [String: String] = [:], body: String? = nil) async throws -> LoopbackResponse {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        // Every request says its languages, so the client's own defaults never decide.
        request.setValue("", forHTTPHeaderField: "Accept-Language")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields["\(name)"] = "\(value)" }
        return LoopbackResponse(status: http.statusCode, headers: fields, body: String(decoding: data, as: UTF8.self))
    }
}

/// Starts the story server on a free loopback port, runs `body` against it, then stops it.
func withStoryServer(_ configure: (inout StoryServerOptions) -> Void = { _ in },
                     _ body: (LoopbackClient) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("story-server-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = StoryServerOptions(preferencesFolder: folder)
    options.port = 0
    options.reportIssue = { _ in } // the catalog's deliberate mistakes are tested in the core package
    configure(&options)
    let (ports, announce) = AsyncStream.makeStream(of: Int.self)
    let application = try StoryServer.application(options) { port in announce.yield(port) }
    let services = ServiceGroup(configuration: .init(services: [application], logger: Logger(label: "StoryServerTests")))
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        var announced = ports.makeAsyncIterator()
        guard let port = await announced.next() else { return }
        do {
            try await body(LoopbackClient(port: port))
        } catch {
            await services.triggerGracefulShutdown()
            throw error
        }
        await services.triggerGracefulShutdown()
    }
}
