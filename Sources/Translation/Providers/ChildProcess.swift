import Dispatch
import Foundation

/// Runs an engine's executable with input on standard input, and collects what it prints — bounded by a
/// timeout, and stopped (by its own process id) when the task is cancelled. Input is written and both outputs
/// read on threads of their own, so a chatty child never blocks on a full pipe.
package enum ChildProcess {
    package struct Output: Sendable {
        package var standardOutput: Data
        package var standardError: Data
        package var status: Int32

        /// The first lines of standard error, for messages.
        package var errorExcerpt: String {
            String(decoding: standardError.prefix(400), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Runs `executable` (a path, or a name looked up in `PATH`) with `arguments`, in `directory` when given;
    /// `provider` names it in errors.
    package static func run(
        _ executable: String, arguments: [String], input: Data, timeout: Double, provider: String, directory: URL? = nil
    ) async throws -> Output {
        ignoreBrokenPipes
        guard let url = locate(executable) else {
            throw ProviderError(provider: provider, message: "no executable '\(executable)' found (looked in PATH)")
        }
        let child = RunningChild()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                child.start(url, arguments: arguments, directory: directory, input: input, timeout: timeout, provider: provider) {
                    continuation.resume(with: $0)
                }
            }
        } onCancel: {
            child.stop(because: .cancelled)
        }
    }

    /// The executable for `name`: a path as given, else the first match in `PATH`.
    package static func locate(_ name: String) -> URL? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// A child that exits before reading all its input must fail that write, not end this process.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}

/// One child process and what it printed, shared with the threads that feed and drain it and with cancellation.
private final class RunningChild: @unchecked Sendable {
    enum StopReason { case cancelled, timedOut }

    private let lock = NSLock()
    private var process: Process?
    private var stopReason: StopReason?
    private var output = Data()
    private var error = Data()

    func start(
        _ url: URL, arguments: [String], directory: URL?, input: Data, timeout: Double, provider: String,
        completion: @escaping @Sendable (Result<ChildProcess.Output, any Error>) -> Void
    ) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        lock.lock()
        if stopReason == .cancelled {
            lock.unlock()
            completion(.failure(CancellationError()))
            return
        }
        do {
            try process.run()
        } catch {
            lock.unlock()
            completion(.failure(ProviderError(provider: provider, message: "could not start \(url.path): \(error)")))
            return
        }
        self.process = process
        lock.unlock()

        // Threads of their own, not the shared dispatch pool: each of these blocks until the child is done.
        let drained = DispatchGroup()
        let writer = stdin.fileHandleForWriting, reader = stdout.fileHandleForReading, errors = stderr.fileHandleForReading
        Thread.detachNewThread {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }
        drained.enter()
        Thread.detachNewThread {
            let data = reader.readDataToEndOfFile()
            self.locked { self.output = data }
            drained.leave()
        }
        drained.enter()
        Thread.detachNewThread {
            let data = errors.readDataToEndOfFile()
            self.locked { self.error = data }
            drained.leave()
        }
        Thread.detachNewThread {
            let deadline = Date(timeIntervalSinceNow: timeout)
            var killAt: Date?
            while process.isRunning {
                if Date() >= deadline { self.stop(because: .timedOut) }
                // A child that ignores SIGTERM (or whose signal mask blocks it) is killed a second later.
                if killAt == nil, self.locked({ self.stopReason }) != nil { killAt = Date(timeIntervalSinceNow: 1) }
                if let killAt, Date() >= killAt { kill(process.processIdentifier, SIGKILL) }
                usleep(5_000)
            }
            process.waitUntilExit()
            // A stopped child's output is not used: don't wait for it past a moment, since another process
            // started meanwhile may have inherited the pipe's write end and hold it open for long.
            if self.locked({ self.stopReason }) == nil {
                drained.wait()
            } else {
                _ = drained.wait(timeout: .now() + 1)
            }
            let (reason, output, error) = self.locked { (self.stopReason, self.output, self.error) }
            switch reason {
            case .cancelled?:
                completion(.failure(CancellationError()))
            case .timedOut?:
                completion(.failure(ProviderError(provider: provider, message: "\(url.lastPathComponent) gave no answer within \(Int(timeout.rounded(.up))) s and was stopped", isTransient: true)))
            case nil:
                completion(.success(ChildProcess.Output(standardOutput: output, standardError: error, status: process.terminationStatus)))
            }
        }
    }

    /// Ends the child this run started, by its own process id, if it still runs.
    func stop(because reason: StopReason) {
        locked {
            guard stopReason == nil else { return }
            if let process {
                guard process.isRunning else { return }
                stopReason = reason
                process.terminate()
            } else if reason == .cancelled {
                stopReason = reason
            }
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
