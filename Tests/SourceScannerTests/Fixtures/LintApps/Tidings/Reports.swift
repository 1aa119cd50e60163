import Foundation
import SwiftUI

struct ReportBuilder {
    var title: String?
    var entries: [String]

    func shareText() -> String {
        var lines: [String] = []
        lines.append("Підсумок") // bypass
        lines.append(title ?? "Без назви") // bypass
        for entry in entries { lines.append("• " + entry) }
        return lines.joined(separator: "\n")
    }

    func reportPrompt(language: String) -> String {
        "Склади гороскоп для користувача українською мовою." // bypass
    }

    func requestBody(for user: String) -> [String: String] {
        ["user": user, "format": "json", "source": "Phrasebook"] // keep
    }

    func log(_ count: Int) {
        print("Зібрано \(count) записів") // keep
    }
}

struct StoryCard: View {
    var story: Story
    var body: some View {
        VStack {
            Text(story.description)
            Text(story.name ?? "Untitled") // bypass
        }
    }
}

struct ReportHeader: View {
    var subtitle: String?
    var headline: String { "Your weekly report" } // bypass
    var body: some View {
        VStack {
            Text(headline)
            Text(subtitle ?? "No entries yet") // bypass
        }
    }
}

struct ReportHeader_Previews: PreviewProvider {
    static var previews: some View {
        Text("Попередній перегляд")
    }
}
