// swift-tools-version: 6.1
// A tiny Linux program using Phrasebook as the story app's server would. Its own package, so the main
// package's build stays fast: `cd Examples/StoryServer && swift run`.
import PackageDescription

let package = Package(
    name: "StoryServer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Phrasebook", path: "../..")],
    targets: [
        .executableTarget(name: "StoryServer", dependencies: [.product(name: "Phrasebook", package: "Phrasebook")]),
    ]
)
