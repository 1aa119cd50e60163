import Foundation
import TestSupport
import Testing
@testable import ProjectConfiguration

@Suite("The Xcode project files of a project's top folders, searched once")
struct XcodeProjectFilesTests {
    @Test("each reader sees the files within its own depth from the one search")
    func depths() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let manager = FileManager.default
        let shallow = folder.url.appendingPathComponent("App/Peach.xcodeproj")
        // Four folders below the root: within reach of the app-name search, beyond the projects' search.
        let deep = folder.url.appendingPathComponent("Vendor/Kit/Demo/Example/Demo.xcodeproj")
        for project in [shallow, deep] {
            try manager.createDirectory(at: project, withIntermediateDirectories: true)
            try Data("developmentRegion = en;\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        }
        try Data("<plist/>".utf8).write(to: folder.url.appendingPathComponent("App/Info.plist"))
        let files = XcodeProjectFiles(root: folder.url)
        #expect(files.projects().map(\.lastPathComponent) == ["project.pbxproj"])
        #expect(XcodeProjects.names(in: files) == ["Peach"])
        let all = files.projectsAndInfoPlists(depth: XcodeAppNames.searchDepth + 1).map { $0.deletingLastPathComponent().lastPathComponent }
        #expect(Set(all) == ["App", "Peach.xcodeproj", "Demo.xcodeproj"])
    }

    @Test("what was found first is what every reader sees: the folders are searched once")
    func searchedOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = XcodeProjectFiles(root: folder.url)
        #expect(files.projects().isEmpty)
        let project = folder.url.appendingPathComponent("Late.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data().write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(files.projects().isEmpty)
        #expect(XcodeProjectFiles(root: folder.url).projects().count == 1)
    }
}
