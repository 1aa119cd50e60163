// swift-tools-version: 6.1
// Phrasebook for Hummingbird 2 servers: its own package, so the core package and apps that import
// Phrasebook never pull a server framework.
import PackageDescription

let package = Package(
    name: "PhrasebookHummingbird",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PhrasebookHummingbird", targets: ["PhrasebookHummingbird"]),
    ],
    dependencies: [
        .package(name: "Phrasebook", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "PhrasebookHummingbird",
            dependencies: [
                .product(name: "Phrasebook", package: "Phrasebook"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The server Scripts/server-load.sh measures (release mode): one page with and without the middleware.
        .executableTarget(
            name: "PhrasebookHummingbirdLoad",
            dependencies: ["PhrasebookHummingbird", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        .testTarget(
            name: "PhrasebookHummingbirdTests",
            dependencies: [
                "PhrasebookHummingbird", .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)
