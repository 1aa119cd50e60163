@testable import AccessorGeneration
import Foundation
import ProjectConfiguration
import Testing
import TestSupport

/// The code that only Apple platforms compile — `CatalogString.resource` in the runtime and the bundle
/// lookup of generated files — type-checked on Linux against stand-ins with the shape of Foundation's
/// documented API (`LocalizedStringResource`, `String.LocalizationValue`, `Bundle.module`), so a mistake
/// in it shows here rather than only on a Mac.
@Suite("Apple-only code, type-checked against Foundation's API shape")
struct AppleBranchTests {
    /// Foundation's API as Apple documents it, for what Linux lacks.
    static let foundationShape = """
        import Foundation

        public struct LocalizedStringResource: ExpressibleByStringInterpolation {
            public enum BundleDescription { case main, forClass(AnyClass), atURL(URL) }
            public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {}
            // Deprecated here only so that the compiler says when a literal became a resource.
            @available(*, deprecated, message: "a literal became a LocalizedStringResource")
            public init(stringLiteral value: String) {}
            @available(*, deprecated, message: "a literal became a LocalizedStringResource")
            public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
            public var locale: Locale = .current
        }

        public protocol _FormatSpecifiable {}
        extension Int: _FormatSpecifiable {}
        extension UInt: _FormatSpecifiable {}
        extension Double: _FormatSpecifiable {}

        extension String {
            public init(localized resource: LocalizedStringResource) { self = "" }
            public struct LocalizationValue: ExpressibleByStringInterpolation {
                public init(stringLiteral value: String) {}
                public init(stringInterpolation: StringInterpolation) {}
                public struct StringInterpolation: StringInterpolationProtocol {
                    public init(literalCapacity: Int, interpolationCount: Int) {}
                    public mutating func appendLiteral(_ literal: String) {}
                    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
                    public mutating func appendInterpolation(_ string: String) {}
                }
            }
        }

        """

    /// `source` with its Apple-only branches compiled in.
    static func applePlatform(_ source: String) -> String {
        source.replacingOccurrences(of: "canImport(Darwin)", with: "true")
    }

    @Test("the Apple-only runtime builds against Foundation's API; literal lookups still pick LocalizationKey, symbols the resource")
    func runtime() throws {
        guard let runtime = BuiltRuntime.current else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let sources = Corpus.packageRoot.appendingPathComponent("Sources/Phrasebook")
        var files: [URL] = []
        for path in FileManager.default.subpaths(atPath: sources.path) ?? [] where path.hasSuffix(".swift") {
            let file = folder.url.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
            try Data(Self.applePlatform(try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)).utf8).write(to: file)
            files.append(file)
        }
        #expect(try String(contentsOf: sources.appendingPathComponent("Localizer/CatalogString+Foundation.swift"), encoding: .utf8)
            .hasPrefix("#if canImport(Darwin)"))
        let shape = folder.url.appendingPathComponent("FoundationShape.swift")
        try Data(Self.foundationShape.utf8).write(to: shape)
        // Foundation's resource takes literals too: the lookups apps write must still pick `LocalizationKey`,
        // and an Xcode symbol the resource overload.
        let callers = folder.url.appendingPathComponent("Callers.swift")
        try Data("""
            extension LocalizedStringResource {
                static var settingsTitle: LocalizedStringResource { LocalizedStringResource("settings.title", defaultValue: "Settings") }
            }
            func callers(_ localizer: Localizer, count: Int) -> [String] {
                [localizer.string("plain"), localizer.string("\\(count) cents"), localizer.string("plain", table: "Other"),
                 localizer.string(.settingsTitle)]
            }
            """.utf8).write(to: callers)
        let result = try runtime.typecheck(files + [shape, callers], moduleName: "Phrasebook")
        #expect(result.status == 0, "\(result.standardError.prefix(3000))")
        #expect(!result.standardError.contains("a literal became a LocalizedStringResource"), "\(result.standardError.prefix(3000))")
    }

    @Test("a generated file's bundle lookup compiles in a package (Bundle.module) and in an app (Bundle(for:))")
    func generatedBundle() throws {
        guard let runtime = BuiltRuntime.current else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try ProjectCatalog.read(GoldenTests.folder.appendingPathComponent("Specifiers.xcstrings"), path: "Specifiers.xcstrings")
        let source = try AccessorGenerator(settings: GenerateSettings(access: .public)).generate([catalog]).source
        #expect(source.contains("#if canImport(Darwin) && SWIFT_PACKAGE"))
        let generated = folder.url.appendingPathComponent("Accessors.swift")
        try Data(Self.applePlatform(source).utf8).write(to: generated)
        let module = folder.url.appendingPathComponent("ResourceBundle.swift")
        try Data("import Foundation\nextension Bundle { static let module = Bundle.main }\n".utf8).write(to: module)
        let app = try runtime.typecheck([generated])
        #expect(app.status == 0, "\(app.standardError.prefix(3000))")
        let package = try runtime.typecheck([generated, module], defines: ["SWIFT_PACKAGE"])
        #expect(package.status == 0, "\(package.standardError.prefix(3000))")
    }
}
