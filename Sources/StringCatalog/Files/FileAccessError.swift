#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, in words a person can act on:
/// `Resources/Localizable.xcstrings: error: cannot write: the file is read-only`.
public struct FileAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done to the file.
    public enum Operation: String, Sendable, Hashable {
        case read, write
    }

    /// The file, as the user named it.
    public var path: String
    public var operation: Operation
    /// Why, without the path (`the folder is not writable`).
    public var reason: String

    public init(path: String, operation: Operation, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// An error for the `errno` a system call set, described for `operation`.
    init(path: String, operation: Operation, errno code: Int32, folder: Bool = false) {
        self.init(path: path, operation: operation, reason: Self.reason(for: code, folder: folder))
    }

    /// The compiler-style line: `path: error: cannot read: permission denied`.
    public var description: String {
        "\(Self.escaped(path)): error: cannot \(operation.rawValue): \(reason)"
    }

    /// The path with control characters escaped (`\n`, `\t`, `\u{1b}`), so a file name with a line break
    /// can't split the line in two. The same escaping as Diagnostics' `DisplayedPath`, which the tools'
    /// findings use: the runtime can't depend on Diagnostics, and a test checks the two agree.
    static func escaped(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return path }
        var escaped = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func reason(for code: Int32, folder: Bool) -> String {
        let subject = folder ? "the folder" : "the file"
        switch code {
        case EACCES, EPERM: return folder ? "the folder is not writable (permission denied)" : "permission denied"
        case EROFS: return "the file system is read-only"
        case ENOENT: return folder ? "the folder does not exist" : "no such file"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder, not a file"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is exceeded"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        case EMFILE, ENFILE: return "too many open files"
        case EIO: return "an input/output error on \(subject)"
        default: return String(cString: strerror(code))
        }
    }
}
