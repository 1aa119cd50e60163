import Foundation
import StringCatalog

/// Keeps language selection in a small JSON file, written with `SafeFile` (atomically, through links,
/// keeping mode and owner, under a lock), so a crash mid-write never leaves a truncated file.
public struct JSONFileLanguageSelectionStore: LanguageSelectionStore {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func loadSelection() throws -> LanguageSelection {
        guard FileManager.default.fileExists(atPath: url.path) else { return LanguageSelection() }
        let data = try SafeFile.read(url)
        do {
            return try JSONDecoder().decode(LanguageSelection.self, from: data)
        } catch {
            throw LanguageSelectionStoreError.unreadable(path: url.path, reason: "expected a JSON object with uiLanguage and contentLanguage strings")
        }
    }

    public func saveSelection(_ selection: LanguageSelection) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(selection)
        try SafeFile.createFolder(url.deletingLastPathComponent())
        try SafeFile.write(data, to: url)
    }
}

/// Why stored selection could not be read.
public enum LanguageSelectionStoreError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the language selection: \(reason)"
        }
    }
}
