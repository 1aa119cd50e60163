import Foundation
import TestSupport

/// What a tool printed and how it exited.
struct ToolResult: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var description: String { "exit \(status)\n\(standardOutput)\n\(standardError)" }
}

/// The real tools of each ecosystem, installed by Scripts/install-interchange-tools.sh. A test that needs one
/// asks for it and skips, with the printed reason, when it is not there.
enum ExternalTool {
    /// The executable's path on `PATH`, or `nil` after printing why the test is skipped.
    static func find(_ name: String, package: String, purpose: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        print("note: skipped \(purpose): \(name) is not installed (\(package); run Scripts/install-interchange-tools.sh)")
        return nil
    }

    /// Debian's python3, with python3-icu, or `nil` with the reason printed.
    static func pythonWithICU(purpose: String) -> String? {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
              (try? run(python, ["-c", "import icu"]).status) == 0 else {
            print("note: skipped \(purpose): /usr/bin/python3 cannot import icu (Debian's python3-icu; run Scripts/install-interchange-tools.sh)")
            return nil
        }
        return python
    }

    /// A python3 that imports translate-toolkit, or `nil` with the reason printed.
    static func pythonWithTranslateToolkit(purpose: String) -> String? {
        for python in ["python3", "/usr/bin/python3"] {
            guard let path = python.hasPrefix("/") ? python : find(python, package: "python3", purpose: purpose) else { continue }
            if (try? run(path, ["-c", "import translate.storage.aresource, translate.storage.tmx"]).status) == 0 { return path }
        }
        print("note: skipped \(purpose): translate-toolkit is not installed (pip install -r Scripts/interchange-requirements.txt)")
        return nil
    }

    /// Debian's node with its i18next module, or `nil` with the reason printed.
    static func nodeWithI18next(purpose: String) -> String? {
        guard let node = find("node", package: "nodejs", purpose: purpose) else { return nil }
        guard FileManager.default.fileExists(atPath: "/usr/share/nodejs/i18next") else {
            print("note: skipped \(purpose): node-i18next is not installed (Debian's node-i18next; run Scripts/install-interchange-tools.sh)")
            return nil
        }
        return node
    }

    /// Runs an executable; standard output and error are collected.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> ToolResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(input)
            try? standardInput.fileHandleForWriting.close()
        }
        // Standard error is drained on another thread, so neither pipe can fill and block the tool.
        let errorData = ErrorBox()
        let reading = Thread { errorData.data = error.fileHandleForReading.readDataToEndOfFile() }
        reading.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return ToolResult(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                             standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    private final class ErrorBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Data?
        var data: Data {
            get { lock.lock(); defer { lock.unlock() }; return stored ?? Data() }
            set { lock.lock(); stored = newValue; lock.unlock() }
        }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return stored != nil }
    }

    /// The folder of the package's scripts.
    static let scripts = Corpus.packageRoot.appendingPathComponent("Scripts")
}
