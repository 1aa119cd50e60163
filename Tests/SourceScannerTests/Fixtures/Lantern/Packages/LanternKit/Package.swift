// swift-tools-version: 6.0
// A local package inside the app's folder: Xcode builds it as a target of its own.
import PackageDescription

let package = Package(name: "LanternKit", targets: [.target(name: "LanternKit")])
