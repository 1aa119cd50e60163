import Foundation
import StringCatalog

/// The development region an Xcode or Tuist project declares (`developmentRegion = ja;` in
/// `project.pbxproj`, `developmentRegion: "zh-Hans"` in Tuist's `Project.swift`): the source language
/// of a project whose text lives in legacy `.strings` tables, which don't declare one.
enum DevelopmentRegion {
    /// The region every project file in the top levels of `root` declares, as a language tag; `nil` when
    /// none declares one or they disagree. Dependencies' projects (`Pods`) are not the app's.
    static func language(in root: URL) -> String? {
        var found: Set<String> = []
        for file in projectFiles(in: root, depth: 4) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for pattern in [#"developmentRegion = "?([A-Za-z][A-Za-z_-]*)"?;"#, #"developmentRegion: "([A-Za-z][A-Za-z_-]*)""#] {
                guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { found.insert(tag(String(text[range]))) }
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// Xcode's old English names for regions (`English`), as language tags.
    private static func tag(_ region: String) -> String {
        ["English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
         "Dutch": "nl", "Chinese": "zh-Hans"][region] ?? region.replacingOccurrences(of: "_", with: "-")
    }

    /// `*.xcodeproj/project.pbxproj` and Tuist's `Project.swift` at most `depth` folders below `root`.
    private static func projectFiles(in root: URL, depth: Int) -> [URL] {
        var files: [URL] = []
        let manager = FileManager.default
        let tuist = root.appendingPathComponent("Project.swift")
        if manager.fileExists(atPath: tuist.path) { files.append(tuist) }
        var level = [root]
        for _ in 0..<depth {
            var next: [URL] = []
            for folder in level {
                for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                    guard !name.hasPrefix("."), !FileSearch.skippedFolderNames.contains(name) else { continue }
                    let url = folder.appendingPathComponent(name)
                    if name.hasSuffix(".xcodeproj") {
                        files.append(url.appendingPathComponent("project.pbxproj"))
                    } else if name.hasSuffix(".xcworkspace") || name.hasSuffix(".lproj") {
                        continue
                    } else {
                        var isDirectory: ObjCBool = false
                        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { next.append(url) }
                    }
                }
            }
            level = next
        }
        return files
    }
}
