import Foundation

/// Keeps language preferences in a small JSON file, written atomically (temporary file, then rename),
/// so a crash mid-write never leaves a truncated file.
public struct JSONFileLanguagePreferencesStore: LanguagePreferencesStore {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func loadPreferences() throws -> LanguagePreferences {
        guard FileManager.default.fileExists(atPath: url.path) else { return LanguagePreferences() }
        let data = try Data(contentsOf: url)
        do {
            return try JSONDecoder().decode(LanguagePreferences.self, from: data)
        } catch {
            throw LanguagePreferencesStoreError.unreadable(path: url.path, reason: "expected a JSON object with uiLanguage and contentLanguage strings")
        }
    }

    public func savePreferences(_ preferences: LanguagePreferences) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(preferences)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

/// Why stored preferences could not be read.
public enum LanguagePreferencesStoreError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read language preferences: \(reason)"
        }
    }
}
