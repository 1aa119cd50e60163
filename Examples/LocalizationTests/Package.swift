// swift-tools-version: 6.1
import PackageDescription

// An app's localization tests, written the way seed 004 plans them (LocalizationCoverageTests.swift): the
// catalog checks of `phrasebook check` as unit tests, through the PhrasebookChecks library.
let package = Package(
    name: "LocalizationTests",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Phrasebook", path: "../..")],
    targets: [
        .testTarget(
            name: "LocalizationCoverageTests",
            dependencies: [.product(name: "PhrasebookChecks", package: "Phrasebook")]
        ),
    ]
)
