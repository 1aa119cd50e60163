import Foundation
import StringCatalog

/// Writes a generated file only when its content changes, so that a build does not recompile an
/// unchanged file; the write is atomic, so a failed run leaves the old file as it was.
public enum GeneratedFile {
    /// What happened to the file.
    public enum Outcome: Sendable, Equatable {
        case written
        case unchanged
    }

    /// Writes `text` to `url` unless the file already holds exactly it.
    public static func write(_ text: String, to url: URL) throws -> Outcome {
        let data = Data(text.utf8)
        if isCurrent(data, at: url) { return .unchanged }
        try SafeFile.createFolder(url.deletingLastPathComponent())
        try SafeFile.write(data, to: url)
        return .written
    }

    /// Whether the file at `url` holds exactly `text`.
    public static func isCurrent(_ text: String, at url: URL) -> Bool {
        isCurrent(Data(text.utf8), at: url)
    }

    private static func isCurrent(_ data: Data, at url: URL) -> Bool {
        FileManager.default.contents(atPath: url.path) == data
    }
}
