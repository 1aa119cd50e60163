import Testing
import SourceScanner

/// Xcode extracts what the compiler compiles. Unless told which platforms a target builds for, Phrasebook
/// extracts every `#if` branch, except one written only for platforms on which its own declaration is
/// unavailable (taken to be another target's build).
@Suite("Conditional compilation")
struct ConditionalCompilationTests {
    @Test("by default every #if, #elseif and #else branch is extracted")
    func everyBranch() {
        #expect(extracted(with: BuildConditions()) == [
            "On the phone", "On the desk", "Elsewhere", "Debug build", "Maybe UIKit", "Feature X",
        ])
    }

    /// A view unavailable on watchOS with a branch written for watchOS, as in Apple's Backyard Birds.
    private static let skyBackground = """
        @available(watchOS, unavailable)
        private struct SkyBackground: View {
            var body: some View {
                #if os(watchOS)
                Text("Unsupported")
                #else
                Text("Sky")
                #endif
            }
        }

        """

    @Test("a branch only for platforms its declaration is unavailable on is not extracted")
    func unavailablePlatformBranch() {
        let found = keys(
            Self.skyBackground + """
            @available(tvOS, unavailable)
            struct Other: View {
                var body: some View {
                    #if os(watchOS) || os(tvOS)
                    Text("Watch or TV")
                    #endif
                    #if os(tvOS)
                    Text("TV only")
                    #endif
                }
            }
            """)
        // `Watch or TV` compiles on watchOS, where `Other` is available.
        #expect(found == ["Sky", "Watch or TV"])
    }

    @Test("built for the platform it is unavailable on, the declaration is still compiled, and its branch extracted")
    func unavailableDeclarationOnItsPlatform() {
        let source = SourceInput(path: "Sky.swift", text: Self.skyBackground)
        let watch = SourceExtractor(isParallel: false, buildConditions: BuildConditions(platforms: ["watchOS"]))
        #expect(watch.extract([source]).strings.map(\.key) == ["Unsupported"])
        let phone = SourceExtractor(isParallel: false, buildConditions: BuildConditions(platforms: ["iOS"]))
        #expect(phone.extract([source]).strings.map(\.key) == ["Sky"])
    }

    private static let branches = """
        struct Status: View {
            var body: some View {
                #if os(iOS)
                Text("On the phone")
                #elseif os(macOS) || os(visionOS)
                Text("On the desk")
                #else
                Text("Elsewhere")
                #endif
                #if DEBUG && !os(watchOS)
                Text("Debug build")
                #elseif canImport(UIKit)
                Text("Maybe UIKit")
                #endif
                #if (FEATURE_X)
                Text("Feature X")
                #endif
            }
        }
        """

    private func extracted(with conditions: BuildConditions) -> [String] {
        SourceExtractor(isParallel: false, buildConditions: conditions)
            .extract([SourceInput(path: "Status.swift", text: Self.branches)]).strings.map(\.key)
    }

    @Test("with the build's platforms and conditions given, only the branches it compiles are extracted")
    func knownBuild() {
        // An iOS Release build: no conditions set.
        #expect(extracted(with: BuildConditions(platforms: ["iOS"], activeConditions: [])) == [
            "On the phone", "Maybe UIKit",
        ])
        // An iOS and macOS (OSX is macOS) Debug build with a feature flag.
        #expect(extracted(with: BuildConditions(platforms: ["iOS", "OSX"], activeConditions: ["DEBUG", "FEATURE_X"])) == [
            "On the phone", "On the desk", "Debug build", "Feature X",
        ])
        // A watchOS Debug build: `#else` and the `canImport` branch (which can't be evaluated) are kept.
        #expect(extracted(with: BuildConditions(platforms: ["watchOS"], activeConditions: ["DEBUG"])) == [
            "Elsewhere", "Maybe UIKit",
        ])
    }

    @Test("what is not given stays unknown: platforms alone keep every condition's branches, and the reverse")
    func partlyKnownBuild() {
        #expect(extracted(with: BuildConditions(platforms: ["macOS"])) == [
            "On the desk", "Debug build", "Maybe UIKit", "Feature X",
        ])
        #expect(extracted(with: BuildConditions(activeConditions: [])) == [
            "On the phone", "On the desk", "Elsewhere", "Maybe UIKit",
        ])
    }
}
