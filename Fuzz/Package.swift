// swift-tools-version: 6.1
// Coverage-guided fuzzing of every Phrasebook reader with libFuzzer. Build and run with Scripts/fuzz:
//   swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// One executable holds every target; FUZZ_TARGET picks the reader (see Sources/PhrasebookFuzz).
import PackageDescription

let package = Package(
    name: "PhrasebookFuzz",
    dependencies: [.package(name: "Phrasebook", path: "..")],
    targets: [
        // Counts the heap an input costs at its peak (sanitizer allocation hooks), for the per-byte budget.
        .target(name: "AllocationMeter"),
        .executableTarget(
            name: "PhrasebookFuzz",
            dependencies: [
                "AllocationMeter",
                .product(name: "StringCatalog", package: "Phrasebook"),
                .product(name: "Plurals", package: "Phrasebook"),
                .product(name: "Phrasebook", package: "Phrasebook"),
                .product(name: "TranslationExchange", package: "Phrasebook"),
                .product(name: "Interchange", package: "Phrasebook"),
                .product(name: "CatalogChecks", package: "Phrasebook"),
                .product(name: "ProjectConfiguration", package: "Phrasebook"),
                .product(name: "CatalogEditor", package: "Phrasebook"),
            ]
        ),
    ]
)
