import SwiftUI

enum Phase: String, CaseIterable {
    case upload = "Upload" // bypass
    case review = "Review and publish" // bypass
}

enum SyncError: String, Error {
    case offline = "You are offline." // bypass
    case quota = "quota_exceeded"
}

enum Tab: CaseIterable {
    case inbox, archive

    var title: String {
        switch self {
        case .inbox: return "Inbox" // bypass
        case .archive: return "Archive" // bypass
        }
    }

    var symbol: String {
        switch self {
        case .inbox: "tray"
        case .archive: "archivebox"
        }
    }
}

/// Stored in user defaults by raw value; never shown.
enum SortOrder: String {
    case newest = "Newest"
    case oldest = "Oldest"
}

struct Story {
    var name: String?
    var body: String

    /// The English text sent to the AI model; it must stay unchanged whatever the user's language.
    var description: String { "A story about \(body)" } // bypass keep

    var localizedDescription: String { String(localized: "A story about \(body)") }
}
