import Foundation
import TestSupport
import Testing
@testable import ProjectConfiguration

@Suite("The project of paths named on the command line")
struct ProjectRootTests {
    private let catalog = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#

    @Test("sources named from another folder are linted with their own project's catalogs, not the current folder's")
    func pathsFindTheirProject() throws {
        let folder = try TemporaryDirectory(files: [
            "App/.git/HEAD": "ref: refs/heads/main\n", "App/Sources/Home.swift": "", "App/Resources/Localizable.xcstrings": catalog,
            "Elsewhere/Unrelated.xcstrings": catalog,
        ])
        defer { folder.remove() }
        let paths = PathDisplay(currentDirectory: folder.url.appendingPathComponent("Elsewhere").path)
        let project = try Project.load(overrides: .init(sources: ["../App/Sources"]), rules: testRules, reading: .sources, paths: paths)
        #expect(project.root.standardizedFileURL.path == folder.url.appendingPathComponent("App").standardizedFileURL.path)
        #expect(project.catalogs.map(\.table) == ["Localizable"])
        #expect(project.sourceFiles.map(\.lastPathComponent) == ["Home.swift"])
    }

    @Test("the nearest folder holding a configuration, an Xcode project or Package.swift is the project")
    func nearestMarker() throws {
        let folder = try TemporaryDirectory(files: [
            "Repo/.git/HEAD": "", "Repo/Apps/Mail/Mail.xcodeproj/project.pbxproj": "", "Repo/Apps/Mail/Sources/Inbox.swift": "",
            "Repo/Packages/Kit/Package.swift": "", "Repo/Packages/Kit/Sources/Kit/Kit.swift": "",
        ])
        defer { folder.remove() }
        let paths = PathDisplay(currentDirectory: folder.url.path)
        let mail = try Project.load(overrides: .init(sources: ["Repo/Apps/Mail/Sources/Inbox.swift"]), rules: testRules, paths: paths)
        #expect(mail.root.lastPathComponent == "Mail")
        let kit = try Project.load(overrides: .init(sources: ["Repo/Packages/Kit/Sources"]), rules: testRules, paths: paths)
        #expect(kit.root.lastPathComponent == "Kit")
        let both = try Project.load(overrides: .init(sources: ["Repo/Apps/Mail/Sources", "Repo/Packages/Kit/Sources"]), rules: testRules, paths: paths)
        #expect(both.root.lastPathComponent == "Repo")
    }

    @Test("without any project marker, paths inside the current folder keep it as the project")
    func unmarkedPathsInsideCurrentFolder() throws {
        let folder = try TemporaryDirectory(files: ["Sources/A.swift": ""])
        defer { folder.remove() }
        let paths = PathDisplay(currentDirectory: folder.url.path)
        let project = try Project.load(overrides: .init(sources: ["Sources"]), rules: testRules, paths: paths)
        #expect(project.root.standardizedFileURL.path == folder.url.standardizedFileURL.path)
    }

    @Test("a project without catalogs takes its source language from the Xcode or Tuist project's development region")
    func developmentRegion() throws {
        let xcode = try TemporaryDirectory(files: [
            "iMast.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = ja;\n", "Pods/Pods.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
        ])
        defer { xcode.remove() }
        let project = try Project.load(directory: xcode.url.path, rules: testRules)
        #expect(project.sourceLanguage == "ja" && project.sourceLanguageOrigin == .xcodeProject)
        #expect(XcodeProjects.names(in: XcodeProjectFiles(root: xcode.url)) == ["iMast"])
        let tuist = try TemporaryDirectory(files: ["Project.swift": #"let project = Project(name: "TypeSwitch", developmentRegion: "zh-Hans")"#])
        defer { tuist.remove() }
        #expect(try Project.load(directory: tuist.url.path, rules: testRules).sourceLanguage == "zh-Hans")
        #expect(XcodeProjects.names(in: XcodeProjectFiles(root: tuist.url)) == ["TypeSwitch"])
        let disagreeing = try TemporaryDirectory(files: [
            "A.xcodeproj/project.pbxproj": "developmentRegion = de;", "B.xcodeproj/project.pbxproj": "developmentRegion = fr;",
        ])
        defer { disagreeing.remove() }
        #expect(try Project.load(directory: disagreeing.url.path, rules: testRules).sourceLanguageOrigin == .fallback)
    }
}
