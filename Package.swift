// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Phrasebook",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "Plurals", targets: ["Plurals"]),
        // The tooling libraries, for the fuzzing package in Fuzz/ (which depends on this one by path).
        .library(name: "TranslationExchange", targets: ["TranslationExchange"]),
        .library(name: "CatalogChecks", targets: ["CatalogChecks"]),
        .library(name: "ProjectConfiguration", targets: ["ProjectConfiguration"]),
        .executable(name: "phrasebook", targets: ["PhrasebookCLI"]),
        // The same tool under its target's name: SwiftPM plugins can only run a tool whose product is
        // named like its target.
        .executable(name: "PhrasebookCLI", targets: ["PhrasebookCLI"]),
        .plugin(name: "PhrasebookCommand", targets: ["PhrasebookCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Property tests (generated catalogs, edits and inputs) for everything that must not lose data.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Runtime layer: Foundation only. Apps import these.
        .target(name: "StringCatalog"),
        .target(name: "Plurals"),
        .target(name: "Phrasebook", dependencies: ["StringCatalog", "Plurals"]),

        // Tooling layer.
        .target(name: "Diagnostics", dependencies: ["StringCatalog"]),
        .target(name: "ProjectConfiguration", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(
            name: "SourceScanner",
            dependencies: [
                "StringCatalog", "Diagnostics", "ProjectConfiguration",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "CatalogChecks",
            dependencies: ["StringCatalog", "Plurals", "Phrasebook", "Diagnostics", "ProjectConfiguration"]
        ),
        // `phrasebook audit`: extraction in check mode, lint and catalog checks in one report.
        .target(
            name: "ProjectAudit",
            dependencies: ["CatalogChecks", "SourceScanner", "ProjectConfiguration", "Diagnostics", "StringCatalog"]
        ),
        .target(name: "TranslationExchange", dependencies: ["StringCatalog", "Plurals", "Diagnostics"]),

        // Edge: argument parsing and rendering only.
        .executableTarget(
            name: "PhrasebookCLI",
            dependencies: [
                "StringCatalog", "Plurals", "Phrasebook", "ProjectConfiguration", "Diagnostics",
                "SourceScanner", "CatalogChecks", "ProjectAudit", "TranslationExchange",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // SwiftPM plugins: thin wrappers over the CLI.
        .plugin(
            name: "PhrasebookCommand",
            capability: .command(
                intent: .custom(verb: "phrasebook", description: "Run a phrasebook command in this package"),
                permissions: [.writeToPackageDirectory(reason: "format, extract, lint --fix and import update catalogs and sources")]
            ),
            dependencies: ["PhrasebookCLI"]
        ),

        // Release-mode benchmarks, side by side with peers. Scanner benchmarks are separate because
        // swift-syntax takes minutes to build in release.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "PhrasebookBenchmarks",
            dependencies: [
                "BenchmarkSupport", "StringCatalog", "Plurals", "Phrasebook", "CatalogChecks", "TranslationExchange",
            ],
            path: "Benchmarks/PhrasebookBenchmarks"
        ),
        .executableTarget(
            name: "ScannerBenchmarks",
            dependencies: [
                "BenchmarkSupport", "SourceScanner",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/ScannerBenchmarks"
        ),

        // Test-only helpers shared by test targets (locating the shared corpus, temporary folders).
        .target(
            name: "TestSupport",
            dependencies: ["StringCatalog", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "StringCatalogTests", dependencies: ["TestSupport", "StringCatalog", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "PluralsTests", dependencies: ["TestSupport", "Plurals"], exclude: ["Fixtures"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["TestSupport", "Phrasebook", "StringCatalog", "Plurals", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ProjectConfigurationTests", dependencies: ["TestSupport", "ProjectConfiguration"]),
        .testTarget(
            name: "SourceScannerTests",
            dependencies: ["TestSupport", "SourceScanner", "StringCatalog", "Diagnostics", "ProjectConfiguration", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CatalogChecksTests", dependencies: ["TestSupport", "CatalogChecks", "StringCatalog", "Plurals"]),
        .testTarget(name: "TranslationExchangeTests", dependencies: ["TestSupport", "TranslationExchange", "StringCatalog", "Diagnostics", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ProjectAuditTests", dependencies: ["TestSupport", "ProjectAudit", "Diagnostics"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["TestSupport", "Diagnostics"]),
        .testTarget(name: "PhrasebookCLITests", dependencies: ["TestSupport", "PhrasebookCLI", "SourceScanner"]),
    ]
)
