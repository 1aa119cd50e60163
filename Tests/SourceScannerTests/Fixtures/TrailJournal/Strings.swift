import Foundation
import SwiftUI

enum JournalStrings {
    static let welcome = String(localized: "Welcome back!")
    static let greeting: LocalizedStringKey = "Hello, hiker"
    static let resource: LocalizedStringResource = "Resource literal"
    static let value: String.LocalizationValue = "Localization value literal"
    static let tabs: [LocalizedStringKey] = ["Map", "Journal"]
    static let notLocalized = "Plain string"

    static func summary(for trail: Trail) -> String {
        String(
            localized: "summary.trail",
            defaultValue: "\(trail.name) is \(trail.lengthKilometers) km long",
            table: "Summaries",
            comment: "A one-line summary of a trail")
    }

    static func checkpointTitle(_ checkpoint: Checkpoint) -> String {
        let altitude = checkpoint.altitude
        return String(localized: "Checkpoint \(checkpoint.label) at \(altitude) m", comment: "Checkpoint header")
    }

    static let saved = LocalizedStringResource("Saved", table: "Status", comment: "Shown after saving")
    static let attributed = AttributedString(localized: "**Bold** step ahead", comment: "Onboarding")
    static let legacy = NSLocalizedString("legacy.offline", tableName: "Legacy", value: "You are offline", comment: "Network status")
    static let legacyPlain = NSLocalizedString("Sync failed", comment: "")
    static let dynamic = NSLocalizedString("Hello \(notLocalized)", comment: "Not a constant: not extracted")

    static func greeting(for name: String) -> LocalizedStringKey {
        "Good morning, \(name)"
    }
}
