// swift-tools-version: 6.1
import PackageDescription

/// A prebuilt `phrasebook-generate` for the PhrasebookGenerate plugin (an artifact bundle made by
/// Scripts/make-generate-artifactbundle), so a package that uses the plugin doesn't compile the tool and its
/// dependencies for the host in every clean build. Unset: the tool is built from source, as before.
/// SwiftPM takes a local binary target only inside the package: the path is relative to this folder (an
/// absolute one inside it is made relative).
let prebuiltGenerator: String? = {
    guard let path = Context.environment["PHRASEBOOK_GENERATE_ARTIFACTBUNDLE"], !path.isEmpty else { return nil }
    let root = Context.packageDirectory + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
}()

/// The version Scripts/release and `make install` stamp into `phrasebook --version` (Scripts/version: from the git
/// tag). Unset or not a semantic version: the committed `PhrasebookVersion.released`. Checked here because it
/// becomes a C string literal.
let stampedVersion: String? = {
    guard let version = Context.environment["PHRASEBOOK_VERSION"], !version.isEmpty,
          version.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return version
}()

let package = Package(
    name: "Phrasebook",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "Plurals", targets: ["Plurals"]),
        // The catalog checks for an app's own test suite (no swift-syntax, no argument parser).
        .library(name: "PhrasebookChecks", targets: ["PhrasebookChecks"]),
        // The tooling libraries, for the fuzzing package in Fuzz/ (which depends on this one by path).
        .library(name: "TranslationExchange", targets: ["TranslationExchange"]),
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "CatalogChecks", targets: ["CatalogChecks"]),
        .library(name: "ProjectConfiguration", targets: ["ProjectConfiguration"]),
        // The editor's server and API, for the fuzzing package's HTTP request target.
        .library(name: "CatalogEditor", targets: ["CatalogEditor"]),
        .executable(name: "phrasebook", targets: ["PhrasebookCLI"]),
        // The same tool under its target's name: SwiftPM plugins can only run a tool whose product is
        // named like its target.
        .executable(name: "PhrasebookCLI", targets: ["PhrasebookCLI"]),
        .plugin(name: "PhrasebookCommand", targets: ["PhrasebookCommand"]),
        .plugin(name: "PhrasebookWriteCommand", targets: ["PhrasebookWriteCommand"]),
        // Type-safe accessors for a target's catalogs at build time (no generated file committed).
        .plugin(name: "PhrasebookGenerate", targets: ["PhrasebookGenerate"]),
        // Xcode 26's string symbols (`Text(.settings)`) for a target's catalogs at build time, on Linux too.
        .plugin(name: "PhrasebookSymbols", targets: ["PhrasebookSymbols"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The official MCP SDK, for `phrasebook mcp`; pinned to its minor version while its API is 0.x.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
        // Property tests (generated catalogs, edits and inputs) for everything that must not lose data.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Runtime layer: Foundation only. Apps import these, and pull nothing else.
        // What an app ships: the .xcstrings model, reader and Xcode-exact writer, key order, format specifiers,
        // and reading .strings/.stringsdict tables (migrated into catalogs when a bundle has them).
        .target(name: "StringCatalog"),
        .target(name: "Plurals"),
        .target(name: "Phrasebook", dependencies: ["StringCatalog", "Plurals"]),

        // Tooling layer.
        // Findings, coverage counts and their reporters (compiler-style text, JSON, SARIF, …): no dependency.
        .target(name: "Diagnostics"),
        // The one project model every command receives: .phrasebook.yml, paths, catalogs, sources, rules; and
        // the search for a project's files.
        .target(
            name: "ProjectConfiguration",
            dependencies: ["StringCatalog", "Diagnostics", .product(name: "Yams", package: "Yams")]
        ),
        // Swift sources read with swift-syntax: extraction of localizable strings, lint rules. Writes no catalog.
        .target(
            name: "SourceScanner",
            dependencies: [
                "StringCatalog", "Diagnostics", "ProjectConfiguration",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Coverage (translation status, statistics) and the rules over catalogs alone.
        .target(
            name: "CatalogChecks",
            dependencies: ["StringCatalog", "Plurals", "Phrasebook", "Diagnostics", "ProjectConfiguration"]
        ),
        // Extraction results applied to catalogs with Xcode's semantics: the update plan, and the rules that
        // compare code with catalogs (they need the plan).
        .target(
            name: "CatalogSync",
            dependencies: ["SourceScanner", "CatalogChecks", "StringCatalog", "Diagnostics", "ProjectConfiguration"]
        ),
        .target(name: "PhrasebookChecks", dependencies: ["CatalogChecks", "ProjectConfiguration", "Diagnostics"]),
        // One analysis of a project (read, extract, plan, every rule, one sorted report) and the registry of
        // every rule: `audit`, `lint`, `check` and `extract` show parts of it.
        .target(
            name: "ProjectAnalysis",
            dependencies: ["CatalogChecks", "SourceScanner", "CatalogSync", "ProjectConfiguration", "Diagnostics", "StringCatalog"]
        ),
        // Exchange with translators and older tools: XLIFF, .xcloc, CSV, pseudo-localization, catalogs compiled to
        // .strings/.stringsdict and the writers of those files.
        .target(
            name: "TranslationExchange",
            dependencies: ["StringCatalog", "Plurals", "Phrasebook", "Diagnostics", "ProjectConfiguration"]
        ),
        // Other platforms' formats, both ways: Android resources (and Compose Multiplatform's), gettext, i18next,
        // ICU MessageFormat (FormatJS JSON, Flutter ARB) and TMX, on TranslationExchange's units and import rules.
        .target(name: "Interchange", dependencies: ["StringCatalog", "Plurals", "TranslationExchange", "ProjectConfiguration", "Diagnostics"]),
        // Catalogs in git: three-way merges of catalogs and tables, the merge driver's file handling, the semantic
        // diff, driver installation. (The field-by-field merge itself is StringCatalog's: its reader repairs
        // repeated keys with it.)
        .target(name: "CatalogMerge", dependencies: ["StringCatalog", "TranslationExchange", "Diagnostics"]),
        // `phrasebook generate` and the PhrasebookGenerate plugin: Swift accessors for catalog keys.
        .target(name: "AccessorGeneration", dependencies: ["StringCatalog", "ProjectConfiguration", "Diagnostics"]),
        // The build plugin's tool: the generator without swift-syntax or the argument parser, so a package
        // that uses the plugin builds only the catalog reader, the configuration and the generator for it.
        .executableTarget(name: "phrasebook-generate", dependencies: ["AccessorGeneration", "ProjectConfiguration", "Diagnostics"]),

        // `phrasebook translate`: machine translation and translation memory that never break a string
        // (protected placeholders and markup, plurals per CLDR category, the checks as a gate before writing).
        .target(
            name: "Translation",
            dependencies: ["StringCatalog", "Plurals", "Phrasebook", "Diagnostics", "CatalogChecks", "ProjectConfiguration"]
        ),

        // `phrasebook serve`: the translator's editor in the browser. Its HTTP server is a small one of its own
        // over POSIX sockets (no server framework in this package: see ARCHITECTURE.md); the page, style and script
        // are embedded in the binary, so the CLI alone serves them.
        .target(
            name: "CatalogEditor",
            dependencies: [
                "StringCatalog", "Plurals", "Phrasebook", "Diagnostics", "CatalogChecks", "CatalogMerge", "ProjectConfiguration",
                "Translation",
            ],
            resources: [.embedInCode("Assets/index.html"), .embedInCode("Assets/editor.css"), .embedInCode("Assets/editor.js")]
        ),

        // `phrasebook mcp`: the editor's session offered to agents as MCP tools, resources and a prompt.
        .target(
            name: "PhrasebookMCP",
            dependencies: ["CatalogEditor", "Diagnostics", "ProjectAnalysis", "ProjectConfiguration", "Translation", .product(name: "MCP", package: "swift-sdk")]
        ),

        // The release's version, stamped from git by Scripts/release (C, whose defines carry values).
        .target(
            name: "PhrasebookBuildInfo",
            cSettings: stampedVersion.map { [.define("PHRASEBOOK_VERSION", to: "\"\($0)\"")] } ?? []
        ),

        // Edge: argument parsing and rendering only.
        .executableTarget(
            name: "PhrasebookCLI",
            dependencies: [
                "PhrasebookBuildInfo", "StringCatalog", "Plurals", "Phrasebook", "ProjectConfiguration", "Diagnostics",
                "SourceScanner", "CatalogSync", "CatalogChecks", "ProjectAnalysis", "TranslationExchange", "Interchange", "CatalogMerge", "AccessorGeneration",
                "CatalogEditor", "Translation", "PhrasebookMCP", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // SwiftPM plugins: thin wrappers over the CLI. Read-only commands run without a permission prompt;
        // commands that change the package's files go through the writing plugin, which asks for it.
        .plugin(
            name: "PhrasebookCommand",
            capability: .command(
                intent: .custom(verb: "phrasebook", description: "Run a read-only phrasebook command (check, lint, stats, audit, extract --check, export)")
            ),
            dependencies: ["PhrasebookCLI"]
        ),
        .plugin(
            name: "PhrasebookWriteCommand",
            capability: .command(
                intent: .custom(verb: "phrasebook-write", description: "Run a phrasebook command that changes catalogs or sources (format, extract, lint --fix, import)"),
                permissions: [.writeToPackageDirectory(reason: "format, extract, lint --fix and import update catalogs and sources")]
            ),
            dependencies: ["PhrasebookCLI"]
        ),
        .plugin(
            name: "PhrasebookGenerate", capability: .buildTool(),
            dependencies: [prebuiltGenerator == nil ? "phrasebook-generate" : "PhrasebookGeneratePrebuilt"]
        ),
        .plugin(
            name: "PhrasebookSymbols", capability: .buildTool(),
            dependencies: [prebuiltGenerator == nil ? "phrasebook-generate" : "PhrasebookGeneratePrebuilt"]
        ),

        // Release-mode benchmarks, side by side with peers. Scanner benchmarks are separate because
        // swift-syntax takes minutes to build in release.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "PhrasebookBenchmarks",
            dependencies: [
                "BenchmarkSupport", "StringCatalog", "Plurals", "Phrasebook", "CatalogChecks", "TranslationExchange",
                "Interchange", "ProjectConfiguration", "CatalogMerge", "AccessorGeneration",
            ],
            path: "Benchmarks/PhrasebookBenchmarks"
        ),
        // What Scripts/probe-hostile-inputs attacks in CI: the library calls of serve, compile, check and format,
        // built in release beside the benchmarks (which share its dependencies), without swift-syntax.
        .executableTarget(
            name: "ProbeHarness",
            dependencies: ["CatalogEditor", "CatalogChecks", "Diagnostics", "ProjectConfiguration", "StringCatalog", "TranslationExchange"],
            path: "Benchmarks/ProbeHarness"
        ),
        .executableTarget(
            name: "ScannerBenchmarks",
            dependencies: [
                "BenchmarkSupport", "SourceScanner", "ProjectConfiguration", "StringCatalog",
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
        // TranslationExchange's .stringsdict writer makes one of the inputs the fast readers are checked against XMLParser with.
        .testTarget(
            name: "StringCatalogTests",
            dependencies: ["TestSupport", "StringCatalog", "TranslationExchange", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "PluralsTests", dependencies: ["TestSupport", "Plurals"], exclude: ["Fixtures"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["TestSupport", "Phrasebook", "StringCatalog", "Plurals", "SourceScanner", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "ProjectConfigurationTests", dependencies: ["TestSupport", "ProjectConfiguration", "StringCatalog", "Diagnostics"]
        ),
        .testTarget(
            name: "SourceScannerTests",
            dependencies: ["TestSupport", "SourceScanner", "StringCatalog", "Diagnostics", "ProjectConfiguration", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CatalogSyncTests",
            dependencies: [
                "TestSupport", "CatalogSync", "SourceScanner", "StringCatalog", "Diagnostics", "ProjectConfiguration",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CatalogChecksTests", dependencies: ["TestSupport", "CatalogChecks", "StringCatalog", "Plurals", "ProjectConfiguration"]
        ),
        .testTarget(name: "TranslationExchangeTests", dependencies: ["TestSupport", "TranslationExchange", "StringCatalog", "Diagnostics", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "InterchangeTests",
            dependencies: ["TestSupport", "Interchange", "TranslationExchange", "StringCatalog", "Plurals", "Diagnostics", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ProjectAnalysisTests",
            dependencies: ["TestSupport", "ProjectAnalysis", "Diagnostics", "ProjectConfiguration", "SourceScanner", "CatalogSync", "CatalogChecks", "StringCatalog"]
        ),
        .testTarget(name: "PhrasebookChecksTests", dependencies: ["TestSupport", "PhrasebookChecks"]),
        .testTarget(name: "CatalogMergeTests", dependencies: ["TestSupport", "CatalogMerge", "StringCatalog", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["TestSupport", "Diagnostics", "StringCatalog"]),
        .testTarget(
            name: "AccessorGenerationTests",
            dependencies: ["TestSupport", "AccessorGeneration", "ProjectConfiguration", "StringCatalog", "Phrasebook"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "PhrasebookMCPTests", dependencies: ["TestSupport", "PhrasebookMCP", "ProjectAnalysis", "CatalogEditor", "CatalogChecks", "Diagnostics", "StringCatalog", "ProjectConfiguration", .product(name: "MCP", package: "swift-sdk")]),
        .testTarget(name: "CatalogEditorTests", dependencies: ["TestSupport", "CatalogEditor", "StringCatalog", "ProjectConfiguration", "CatalogChecks", "Diagnostics"]),
        .testTarget(
            name: "TranslationTests",
            dependencies: [
                "TestSupport", "Translation", "CatalogEditor", "StringCatalog", "ProjectConfiguration", "CatalogChecks", "Diagnostics", "Plurals",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "PhrasebookCLITests", dependencies: ["TestSupport", "PhrasebookCLI", "SourceScanner", "ProjectConfiguration"]),
    ] + (prebuiltGenerator.map { [.binaryTarget(name: "PhrasebookGeneratePrebuilt", path: $0)] } ?? [])
)
