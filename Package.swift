// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Phrasebook",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "Plurals", targets: ["Plurals"]),
        .executable(name: "phrasebook", targets: ["PhrasebookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Runtime layer: Foundation only. Apps import these.
        .target(name: "StringCatalog"),
        .target(name: "Plurals"),
        .target(name: "Phrasebook", dependencies: ["StringCatalog", "Plurals"]),

        // Tooling layer.
        .target(name: "Diagnostics"),
        .target(name: "ProjectConfiguration", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(
            name: "SourceScanner",
            dependencies: [
                "StringCatalog", "Diagnostics",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "CatalogChecks", dependencies: ["StringCatalog", "Plurals", "Phrasebook", "Diagnostics"]),
        .target(name: "TranslationExchange", dependencies: ["StringCatalog", "Plurals"]),

        // Edge: argument parsing and rendering only.
        .executableTarget(
            name: "PhrasebookCLI",
            dependencies: [
                "StringCatalog", "Plurals", "Phrasebook", "ProjectConfiguration", "Diagnostics",
                "SourceScanner", "CatalogChecks", "TranslationExchange",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "PhrasebookBenchmarks",
            dependencies: [
                "StringCatalog", "Plurals", "Phrasebook", "SourceScanner", "CatalogChecks", "TranslationExchange",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/PhrasebookBenchmarks"
        ),

        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog"]),
        .testTarget(name: "PluralsTests", dependencies: ["Plurals"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["Phrasebook", "StringCatalog", "Plurals"]),
        .testTarget(name: "ProjectConfigurationTests", dependencies: ["ProjectConfiguration"]),
        .testTarget(name: "SourceScannerTests", dependencies: ["SourceScanner", "StringCatalog"]),
        .testTarget(name: "CatalogChecksTests", dependencies: ["CatalogChecks", "StringCatalog", "Plurals"]),
        .testTarget(name: "TranslationExchangeTests", dependencies: ["TranslationExchange", "StringCatalog"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "PhrasebookCLITests", dependencies: ["PhrasebookCLI"]),
    ]
)
