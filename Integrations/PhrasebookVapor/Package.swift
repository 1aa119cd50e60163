// swift-tools-version: 6.1
// Phrasebook for Vapor 4 servers: its own package, so the core package and apps that import Phrasebook
// never pull a server framework.
import PackageDescription

let package = Package(
    name: "PhrasebookVapor",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PhrasebookVapor", targets: ["PhrasebookVapor"]),
    ],
    dependencies: [
        .package(name: "Phrasebook", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        .target(
            name: "PhrasebookVapor",
            dependencies: [
                .product(name: "Phrasebook", package: "Phrasebook"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "PhrasebookVaporTests",
            dependencies: ["PhrasebookVapor", .product(name: "Vapor", package: "vapor")]
        ),
    ]
)
