import Foundation
import TestSupport
import Testing
@testable import ProjectConfiguration

@Suite("The oldest systems an app deploys to, and whether they have String(localized:)")
struct DeploymentTargetsTests {
    @Test("Xcode's build settings: the oldest of each platform's targets decides")
    func xcodeProject() {
        var targets = DeploymentTargets()
        targets.add(xcodeProject: """
            buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 13.0; };
            buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.4; };
            """)
        #expect(targets.oldest["iOS"] == DeploymentTargets.Version(major: 15, minor: 4))
        #expect(targets.hasStringLocalized)
        targets.add(xcodeProject: #"buildSettings = { MACOSX_DEPLOYMENT_TARGET = "10.13"; };"#)
        #expect(targets.oldest["macOS"] == DeploymentTargets.Version(major: 10, minor: 13))
        #expect(!targets.hasStringLocalized)
    }

    @Test("a package manifest's platforms, as enum cases or strings")
    func packageManifest() {
        var targets = DeploymentTargets()
        targets.add(packageManifest: #"platforms: [.iOS(.v14), .macOS("12.0"), .watchOS(.v8)],"#)
        #expect(targets.oldest["iOS"] == DeploymentTargets.Version(major: 14, minor: 0))
        #expect(targets.oldest["macOS"] == DeploymentTargets.Version(major: 12, minor: 0))
        #expect(!targets.hasStringLocalized)
        var macOnly = DeploymentTargets()
        macOnly.add(packageManifest: "platforms: [.macOS(.v10_15)]")
        #expect(macOnly.oldest["macOS"] == DeploymentTargets.Version(major: 10, minor: 15))
    }

    @Test("nothing declared (a package for Linux) allows String(localized:)")
    func nothingDeclared() throws {
        let folder = try TemporaryDirectory(files: ["Package.swift": "let package = Package(name: \"Tool\")"])
        defer { folder.remove() }
        #expect(DeploymentTargets(project: XcodeProjectFiles(root: folder.url)).hasStringLocalized)
    }

    @Test("a project folder: its Xcode project is read")
    func projectFolder() throws {
        let folder = try TemporaryDirectory(files: [
            "App.xcodeproj/project.pbxproj": "buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 12.0; };",
        ])
        defer { folder.remove() }
        #expect(!DeploymentTargets(project: XcodeProjectFiles(root: folder.url)).hasStringLocalized)
    }
}
