// swift-tools-version: 6.1
// A modular app's strings, shared: the StoryStrings library owns a catalog and, through the PhrasebookGenerate
// build plugin, public accessors for its keys (generate.access in .phrasebook.yml); the StoryTeller executable
// uses them through the Phrasebook runtime, on Linux too. The StorySymbols executable uses Xcode 26's string
// symbols for its own catalog instead (`.shelfTitle`), written by the PhrasebookSymbols build plugin. Nothing
// generated is committed.
//   cd Examples/SharedStrings && swift run StoryTeller
//   cd Examples/SharedStrings && swift run StorySymbols
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
        .executableTarget(
            name: "StorySymbols",
            dependencies: [.product(name: "Phrasebook", package: "Phrasebook")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "PhrasebookSymbols", package: "Phrasebook")]
        ),
    ]
)
