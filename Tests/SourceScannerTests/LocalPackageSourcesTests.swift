import Foundation
import ProjectConfiguration
import Testing
import TestSupport

@Suite("Finding an app's Swift sources and its local packages")
struct LocalPackageSourcesTests {
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

    @Test("a local package inside a source folder is kept apart; named itself, it is the target")
    func localPackagesApart() throws {
        let folder = try app()
        defer { folder.remove() }
        let root = folder.url.path
        let app = try Project.load(directory: root, overrides: .init(sources: [root + "/App"]), rules: .unvalidated, reading: .sources)
        #expect(app.appSourceFiles.map(\.lastPathComponent) == ["Home.swift"])
        #expect(app.localPackageFiles.map(\.lastPathComponent) == ["Button.swift", "ButtonTests.swift"])
        let package = try Project.load(
            directory: root, overrides: .init(sources: [root + "/App/Packages/Kit"]), rules: .unvalidated, reading: .sources)
        #expect(package.appSourceFiles.map(\.lastPathComponent) == ["Button.swift", "ButtonTests.swift"])
        #expect(package.localPackageFiles.isEmpty)
    }

    @Test("packages are the outermost folders holding a Package.swift: one nested in a package, or in a dependency folder, is not one more")
    func outermostPackages() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for file in ["Package.swift", "Packages/Kit/Package.swift", "Packages/Kit/Examples/Demo/Package.swift",
                     "Packages/Net/Package.swift", ".build/checkouts/Dep/Package.swift", "Pods/Lib/Package.swift"] {
            let url = folder.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
        let found = FileSearch.nestedPackageFolders(in: folder.url).map { $0.path.dropFirst(folder.url.standardizedFileURL.path.count) }
        #expect(found == ["/Packages/Kit", "/Packages/Net"])
    }
}
