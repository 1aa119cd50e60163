import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths a command writes that are built from names found in data (a catalog's language, a table name): each
/// name must be one plain path component, and the path, symbolic links resolved, must lie inside the folder the
/// command writes into. A catalog from a stranger's pull request then can't make `compile` write elsewhere.
package enum ContainedPath {
    /// `folder/components[0]/components[1]…`, proven to lie inside `folder`.
    /// - Throws: `FileAccessError` (a write refused) when a name is empty, `.` or `..`, holds `/` or NUL, or
    ///   when the path resolves, through symbolic links, outside `folder`.
    package static func url(_ components: [String], inside folder: URL) throws(FileAccessError) -> URL {
        var url = folder
        for name in components {
            guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(UInt8(ascii: "/")), !name.utf8.contains(0) else {
                throw FileAccessError(path: folder.appendingPathComponent(name).relativePath, operation: .write,
                                      reason: "'\(name.prefix(64))' is not a file name: the file would not lie inside \(folder.relativePath)")
            }
            url = url.appendingPathComponent(name)
        }
        let root = resolved(folder.path)
        let path = resolved(url.path)
        guard path.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw FileAccessError(path: url.relativePath, operation: .write,
                                  reason: "it resolves to \(path), outside \(folder.relativePath) (\(root))")
        }
        return url
    }

    /// `path` with its longest existing ancestor's symbolic links resolved (`realpath`) and the rest, which
    /// doesn't exist yet, appended as written.
    static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.reversed().reduce(base) { ($0 as NSString).appendingPathComponent($1) }
            }
            let parent = (existing as NSString).deletingLastPathComponent
            guard parent != existing, !parent.isEmpty else { return path }
            rest.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }
}
