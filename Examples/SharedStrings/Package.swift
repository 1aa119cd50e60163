// swift-tools-version: 6.1
// A modular app's strings, shared: the StoryStrings library owns a catalog and, through the PhrasebookGenerate
// build plugin, public accessors for its keys (generate.access in .phrasebook.yml); the StoryTeller executable
// uses them through the Phrasebook runtime, on Linux too. Nothing generated is committed.
//   cd Examples/SharedStrings && swift run StoryTeller
import PackageDescription

let package = Package(
    name: "SharedStrings",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Phrasebook", path: "../..")],
    targets: [
        .target(
            name: "StoryStrings",
            dependencies: [.product(name: "Phrasebook", package: "Phrasebook")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "PhrasebookGenerate", package: "Phrasebook")]
        ),
        .executableTarget(
            name: "StoryTeller",
            dependencies: ["StoryStrings", .product(name: "Phrasebook", package: "Phrasebook")]
        ),
    ]
)
