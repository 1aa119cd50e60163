import Foundation
import Synchronization

/// The Xcode projects (`*.xcodeproj/project.pbxproj`), Tuist's `Project.swift` and the `Info.plist` files in a
/// project folder's top levels: searched once, when first asked for, and shared by everything that reads them
/// (the development region, the app's names, its deployment targets), so a lint run walks those folders once.
package final class XcodeProjectFiles: Sendable {
    /// The project folder searched.
    package let root: URL
    private let found = Mutex<[XcodeProjects.FoundFile]?>(nil)

    package init(root: URL) {
        self.root = root
    }

    /// Tuist's `Project.swift` at the root, and the `project.pbxproj` files at most `depth` folder levels deep
    /// (the root's own level counts as one).
    package func projects(depth: Int = 4) -> [URL] {
        let tuist = root.appendingPathComponent("Project.swift")
        let tuistFiles = FileManager.default.fileExists(atPath: tuist.path) ? [tuist] : []
        return tuistFiles + files.filter { !$0.isInfoPlist && $0.level < depth }.map(\.url)
    }

    /// The `project.pbxproj` and `Info.plist` files at most `depth` folder levels deep.
    package func projectsAndInfoPlists(depth: Int) -> [URL] {
        files.filter { $0.level < depth }.map(\.url)
    }

    private var files: [XcodeProjects.FoundFile] {
        found.withLock { cached in
            if let cached { return cached }
            let search = XcodeProjects.files(in: root, depth: Self.deepest)
            cached = search
            return search
        }
    }

    /// The deepest level any reader asks for (``XcodeAppNames``' search).
    private static let deepest = XcodeAppNames.searchDepth + 1
}
