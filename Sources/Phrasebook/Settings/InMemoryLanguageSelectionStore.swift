import Foundation

/// Keeps language selection in memory: for tests, previews and servers that keep them elsewhere.
public final class InMemoryLanguageSelectionStore: LanguageSelectionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var selection: LanguageSelection

    public init(_ selection: LanguageSelection = LanguageSelection()) {
        self.selection = selection
    }

    public func loadSelection() throws -> LanguageSelection {
        lock.lock(); defer { lock.unlock() }
        return selection
    }

    public func saveSelection(_ selection: LanguageSelection) throws {
        lock.lock(); defer { lock.unlock() }
        self.selection = selection
    }
}
