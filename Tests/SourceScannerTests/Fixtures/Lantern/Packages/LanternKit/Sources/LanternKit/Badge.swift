import SwiftUI

/// Declared in the package, used by the app: the app's `.init("…", symbol:)` passed where a
/// `BadgeLabel` is expected calls this initializer, which takes a `LocalizedStringResource`.
public struct BadgeLabel: Sendable {
    public init(_ title: LocalizedStringResource, symbol: String) {}
    public init(verbatim title: String, symbol: String) {}
}

public struct Badge: View {
    public init(label: BadgeLabel, count: Int) {}
    public init(title: LocalizedStringKey) {}

    public var body: some View {
        // The package's own string: in the package's catalog, not the app's.
        Text("Package badge")
    }
}
