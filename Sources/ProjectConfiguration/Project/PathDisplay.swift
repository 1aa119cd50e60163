import Foundation

/// How paths are shown in messages: relative to the folder the command runs in when the file is inside
/// it (as the compiler shows them, so editors and CI can open them), else absolute.
public struct PathDisplay: Sendable, Equatable {
    /// The folder paths are shown relative to.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    }

    /// Relative to the process's current folder.
    public static var current: PathDisplay {
        PathDisplay(currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// `url` as shown in messages: `Sources/App/View.swift`, `.` for the current folder itself, or an
    /// absolute path outside it.
    public func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == currentDirectory { return "." }
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` as the user wrote it on the command line: relative to the current folder.
    public func url(forArgument path: String) -> URL {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : currentDirectory + "/" + path).standardizedFileURL
    }
}
