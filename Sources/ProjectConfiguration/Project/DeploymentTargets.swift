import Foundation

/// The oldest operating system versions the app runs on, as its Xcode projects (`IPHONEOS_DEPLOYMENT_TARGET =
/// 12.0;`) and its package manifest (`platforms: [.macOS(.v10_15)]`) say: what decides whether code may call
/// `String(localized:)`, which needs iOS 15, macOS 12, tvOS 15 or watchOS 8.
package struct DeploymentTargets: Equatable, Sendable {
    /// Platform (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`) → the oldest version any target deploys to.
    package private(set) var oldest: [String: Version] = [:]

    /// A major and minor version (`12.0`, `10.15`).
    package struct Version: Comparable, Sendable {
        package var major: Int
        package var minor: Int

        package static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
    }

    package init() {}

    /// The targets a project declares: in its Xcode and Tuist projects and its `Package.swift`.
    package init(project projectFiles: XcodeProjectFiles) {
        let root = projectFiles.root
        for file in projectFiles.projects() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            add(xcodeProject: text)
        }
        if let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) {
            add(packageManifest: manifest)
        }
    }

    /// Adds the `…_DEPLOYMENT_TARGET` build settings of a `project.pbxproj` (or Tuist's `Project.swift`).
    package mutating func add(xcodeProject text: String) {
        // One pass over the project for every platform: projects run to megabytes.
        guard let regex = Self.buildSettingPattern else { return }
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let setting = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text),
                  let platform = Self.buildSettings[String(text[setting])]
            else { continue }
            lower(platform, to: String(text[value]))
        }
    }

    private static let buildSettingPattern = try? NSRegularExpression(pattern: #"([A-Z]+_DEPLOYMENT_TARGET)\s*=\s*"?([0-9][0-9.]*)"?"#)

    /// Adds the `platforms:` of a package manifest: `.iOS(.v14)`, `.macOS(.v10_15)`, `.macOS("10.15")`.
    package mutating func add(packageManifest text: String) {
        for platform in Self.buildSettings.values {
            let pattern = #"\.\#(platform)\(\s*(?:\.v([0-9_]+)|"([0-9.]+)")"#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for group in 1...2 {
                    guard let range = Range(match.range(at: group), in: text) else { continue }
                    lower(platform, to: text[range].replacingOccurrences(of: "_", with: "."))
                }
            }
        }
    }

    /// Whether every platform the app deploys to has `String(localized:)`; `true` when nothing is declared
    /// (a package for Linux, or a project whose targets inherit the SDK's default).
    package var hasStringLocalized: Bool {
        oldest.allSatisfy { platform, version in Self.stringLocalizedSince[platform].map { version >= $0 } ?? true }
    }

    private mutating func lower(_ platform: String, to text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return }
        let version = Version(major: major, minor: parts.count > 1 ? parts[1] : 0)
        if let current = oldest[platform], current <= version { return }
        oldest[platform] = version
    }

    private static let buildSettings = [
        "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
        "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
    ]

    private static let stringLocalizedSince = [
        "iOS": Version(major: 15, minor: 0), "macOS": Version(major: 12, minor: 0), "tvOS": Version(major: 15, minor: 0),
        "watchOS": Version(major: 8, minor: 0),
    ]
}
