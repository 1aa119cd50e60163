import Foundation

/// Keeps language preferences in memory: for tests, previews and servers that keep them elsewhere.
public final class InMemoryLanguagePreferencesStore: LanguagePreferencesStore, @unchecked Sendable {
    private let lock = NSLock()
    private var preferences: LanguagePreferences

    public init(_ preferences: LanguagePreferences = LanguagePreferences()) {
        self.preferences = preferences
    }

    public func loadPreferences() throws -> LanguagePreferences {
        lock.lock(); defer { lock.unlock() }
        return preferences
    }

    public func savePreferences(_ preferences: LanguagePreferences) throws {
        lock.lock(); defer { lock.unlock() }
        self.preferences = preferences
    }
}
