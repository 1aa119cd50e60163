import Foundation

/// Runs `git`, for the few commands driver installation needs.
enum Git {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `git arguments` in `directory` and waits for it.
    static func run(_ arguments: [String], in directory: URL) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GitSetupError.gitUnavailable
        }
        // Read both pipes before waiting: git's output is small, but a full pipe would block it.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A plain line diff of two files, for files the diff driver cannot read as catalogs.
public enum TextDiff {
    /// `git diff --no-index` of the two files (without external drivers), or `nil` when git cannot run.
    public static func lines(old: String, new: String) -> String? {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try? Git.run(["diff", "--no-index", "--no-ext-diff", "--", old, new], in: directory).standardOutput
    }
}

/// Why the drivers could not be installed or removed.
public enum GitSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `git` could not be started.
    case gitUnavailable
    /// The folder is not inside a git work tree.
    case notARepository(String)
    /// A git command failed.
    case gitFailed(command: String, message: String)

    public var description: String {
        switch self {
        case .gitUnavailable: "error: git is not installed or not on PATH"
        case .notARepository(let path): "\(path): error: not inside a git work tree"
        case .gitFailed(let command, let message): "error: git \(command) failed: \(message)"
        }
    }
}
