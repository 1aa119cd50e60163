import Foundation

/// What a command run printed and how it ended.
public struct CommandResult: Sendable, CustomStringConvertible {
    /// The exit status (`0` for success).
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    public var description: String {
        "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
}

/// Runs the built `phrasebook` executable, for end-to-end tests of the CLI.
///
/// The executable is found next to the test bundle in the build products folder (`.build/debug`),
/// where `swift build --build-tests` / `swift test` put it.
public enum PhrasebookExecutable {
    /// Where the built `phrasebook` executable is, or `nil` when it has not been built.
    public static var url: URL? {
        productFolders.map { $0.appendingPathComponent("phrasebook") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `phrasebook` with `arguments` in `directory` (the current directory when `nil`) and
    /// waits for it to finish.
    ///
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the executable has not been built.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> CommandResult {
        guard let url else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "phrasebook"]) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Files rather than pipes: a chatty command cannot block on a full pipe buffer.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Candidate build products folders: the test bundle's folder on macOS, the test executable's on Linux.
    public static var productFolders: [URL] {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders
    }
}

/// Runs shell command lines, for tests of documented examples.
public enum Shell {
    /// Runs `command` with `/bin/sh -c` in `directory`, with `path` first on `PATH`.
    public static func run(_ command: String, in directory: URL, path: String) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a chatty command can't block on a full pipe.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
