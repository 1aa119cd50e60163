import Foundation

/// A file that could not be read at all (missing, a folder, no permission), said plainly with its path
/// instead of Foundation's error dump.
public struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as shown to the user.
    public var path: String
    /// Why, in words (`no such file`, `permission denied`).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: error: can't read the file: reason`.
    public var description: String { "\(path): error: can't read the file: \(reason)" }

    /// Reads the whole file at `url`; `path` names it in the error.
    public static func contents(of url: URL, path: String) throws(FileReadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw FileReadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw FileReadError(path: path, reason: "it is a folder") }
        do {
            return try Data(contentsOf: url)
        } catch {
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
            throw FileReadError(path: path, reason: code.map { String(cString: strerror(Int32($0))).lowercased() } ?? "\(error.localizedDescription)")
        }
    }
}
