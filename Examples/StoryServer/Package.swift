// swift-tools-version: 6.1
// The story app's backend: a Hummingbird server using Phrasebook through PhrasebookHummingbird. Its own
// package, so the main package's build stays fast: `cd Examples/StoryServer && swift run StoryServer`.
import PackageDescription

let package = Package(
    name: "StoryServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Phrasebook", path: "../.."),
        .package(name: "PhrasebookHummingbird", path: "../../Integrations/PhrasebookHummingbird"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "StoryServerApp",
            dependencies: [
                .product(name: "Phrasebook", package: "Phrasebook"),
                .product(name: "PhrasebookHummingbird", package: "PhrasebookHummingbird"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(name: "StoryServer", dependencies: ["StoryServerApp"]),
        .testTarget(
            name: "StoryServerTests",
            dependencies: [
                "StoryServerApp", .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ]
)
