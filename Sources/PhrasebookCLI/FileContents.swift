import Foundation

/// The bytes of the file at `path`, also when it is a pipe (`<(git show HEAD~1:Localizable.xcstrings)`),
/// which `Data(contentsOf:)` cannot read on Linux.
func fileContents(_ path: String) throws -> Data {
    do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw error }
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}
