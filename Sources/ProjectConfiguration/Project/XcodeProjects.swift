import Foundation
import StringCatalog

/// What the Xcode or Tuist projects in a project folder's top levels say: the development region
/// (`developmentRegion = ja;` in `project.pbxproj`, `developmentRegion: "zh-Hans"` in Tuist's
/// `Project.swift`), the source language of text in legacy `.strings` tables, which don't declare one;
/// and the projects' names, which are the app's name. Dependencies' projects (`Pods`) are not the app's.
package enum XcodeProjects {
    /// The region every project file in the project's top levels declares, as a language tag; `nil` when
    /// none declares one or they disagree.
    static func developmentRegion(in projectFiles: XcodeProjectFiles) -> String? {
        var found: Set<String> = []
        for file in projectFiles.projects() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for pattern in [#"developmentRegion = "?([A-Za-z][A-Za-z_-]*)"?;"#, #"developmentRegion: "([A-Za-z][A-Za-z_-]*)""#] {
                found.formUnion(captures(of: pattern, in: text).map(tag))
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The first capture group of each match of `pattern` in `text`.
    static func captures(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Xcode's old English names for regions (`English`), as language tags.
    private static func tag(_ region: String) -> String {
        ["English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
         "Dutch": "nl", "Chinese": "zh-Hans"][region] ?? region.replacingOccurrences(of: "_", with: "-")
    }

    /// The names of the Xcode projects in the project's top levels (`Clipy` for `Clipy.xcodeproj`), and of
    /// Tuist's project (`Project(name: "TypeSwitch", …)`).
    package static func names(in projectFiles: XcodeProjectFiles) -> [String] {
        var names: [String] = []
        for file in projectFiles.projects() {
            if file.lastPathComponent == "project.pbxproj" {
                names.append(file.deletingLastPathComponent().deletingPathExtension().lastPathComponent)
            } else if let text = try? String(contentsOf: file, encoding: .utf8) {
                names += captures(of: #"Project\(\s*name:\s*"([^"]+)""#, in: text)
            }
        }
        return names
    }

    /// A file the search found, and how many folders below the root it is (the root's own files are level 0).
    struct FoundFile: Sendable {
        var url: URL
        var level: Int
        var isInfoPlist: Bool { url.lastPathComponent == "Info.plist" }
    }

    /// `*.xcodeproj/project.pbxproj` and `Info.plist` files in the first `depth` levels of folders of `root`.
    /// Dependencies' folders, workspaces, `.lproj` and `.xcloc` folders are not searched.
    static func files(in root: URL, depth: Int) -> [FoundFile] {
        var files: [FoundFile] = []
        let manager = FileManager.default
        var level = [root]
        for depthReached in 0..<depth {
            var next: [URL] = []
            for folder in level {
                for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                    guard !name.hasPrefix("."), !FileSearch.skippedFolderNames.contains(name) else { continue }
                    let url = folder.appendingPathComponent(name)
                    if name.hasSuffix(".xcodeproj") {
                        files.append(FoundFile(url: url.appendingPathComponent("project.pbxproj"), level: depthReached))
                    } else if name == "Info.plist" {
                        files.append(FoundFile(url: url, level: depthReached))
                    } else if name.hasSuffix(".xcworkspace") || name.hasSuffix(".lproj") || name.hasSuffix(".xcloc") {
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
