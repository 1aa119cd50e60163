import SwiftUI

enum Phase: String, CaseIterable {
    case upload, review

    var title: String {
        switch self {
        case .upload: String(localized: "Upload")
        case .review: String(localized: "Review and publish")
        }
    }
}

enum SyncError: String, LocalizedError {
    case offline
    case quota = "quota_exceeded"

    var errorDescription: String? {
        switch self {
        case .offline: String(localized: "You are offline.")
        case .quota: String(localized: "You have used today's quota.")
        }
    }
}

enum Tab: CaseIterable {
    case inbox, archive

    var title: LocalizedStringResource {
        switch self {
        case .inbox: "Inbox"
        case .archive: "Archive"
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
    var description: String { "A story about \(body)" }

    var localizedDescription: String { String(localized: "A story about \(body)") }
}

struct StoryRequest {
    var story: Story
    var prompt: String { "Continue this story. " + story.description }
}
