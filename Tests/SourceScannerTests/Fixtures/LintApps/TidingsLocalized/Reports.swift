import Foundation
import SwiftUI

struct ReportBuilder {
    var title: String?
    var entries: [String]

    func shareText() -> String {
        var lines: [String] = []
        lines.append(String(localized: "Summary"))
        lines.append(title ?? String(localized: "Untitled"))
        for entry in entries { lines.append("• " + entry) }
        return lines.joined(separator: "\n")
    }

    func reportPrompt(language: String) -> String {
        "Write a horoscope for the user. Answer in the language with code \(language)."
    }

    func requestBody(for user: String) -> [String: String] {
        ["user": user, "format": "json", "source": "Phrasebook"]
    }

    func log(_ count: Int) {
        print("Зібрано \(count) записів")
    }
}

struct StoryCard: View {
    var story: Story
    var body: some View {
        VStack {
            Text(story.localizedDescription)
            Text(story.name ?? String(localized: "Untitled"))
        }
    }
}

struct ReportHeader: View {
    var subtitle: String?
    var headline: String { String(localized: "Your weekly report") }
    var body: some View {
        VStack {
            Text(headline)
            Text(subtitle ?? String(localized: "No entries yet"))
        }
    }
}

struct ReportHeader_Previews: PreviewProvider {
    static var previews: some View {
        Text("Попередній перегляд")
    }
}
