import Foundation
import SourceScanner
import Testing
import TestSupport

@Suite("Finding an app's Swift sources")
struct SwiftSourceFilesTests {
    /// `App/` holding its own sources and a local package, as Xcode projects keep them.
    private func app() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let files = [
            "App/Views/Home.swift", "App/Packages/Kit/Package.swift", "App/Packages/Kit/Sources/Kit/Button.swift",
            "App/Packages/Kit/Tests/KitTests/ButtonTests.swift",
        ]
        for file in files {
            let url = folder.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
        return folder
    }

    @Test("a local package inside a folder given is kept apart; given itself, it is the target")
    func localPackagesApart() throws {
        let folder = try app()
        defer { folder.remove() }
        let root = folder.url.path
        let found = try SwiftSourceFiles.findSeparatingLocalPackages(in: [root + "/App"])
        #expect(found.files.map(\.lastPathComponent) == ["Home.swift"])
        #expect(found.localPackageFiles.map(\.lastPathComponent) == ["Package.swift", "Button.swift", "ButtonTests.swift"])
        let package = try SwiftSourceFiles.findSeparatingLocalPackages(in: [root + "/App/Packages/Kit"])
        #expect(package.files.map(\.lastPathComponent) == ["Package.swift", "Button.swift", "ButtonTests.swift"])
        #expect(package.localPackageFiles.isEmpty)
    }
}
