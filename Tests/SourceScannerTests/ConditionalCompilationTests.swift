import Testing
import SourceScanner

/// Xcode extracts what the compiler compiles. Phrasebook cannot know which platforms a target builds
/// for, so it extracts every `#if` branch, except one written only for platforms on which its own
/// declaration is unavailable (never compiled in a target that builds the declaration).
@Suite("Conditional compilation")
struct ConditionalCompilationTests {
    @Test("every #if, #elseif and #else branch is extracted")
    func everyBranch() {
        let found = keys(
            """
            struct Status: View {
                var body: some View {
                    #if os(iOS)
                    Text("On the phone")
                    #elseif os(macOS) || os(visionOS)
                    Text("On the desk")
                    #else
                    Text("Elsewhere")
                    #endif
                    #if DEBUG
                    Text("Debug build")
                    #endif
                }
            }
            """)
        #expect(found == ["On the phone", "On the desk", "Elsewhere", "Debug build"])
    }

    @Test("a branch only for platforms its declaration is unavailable on is not extracted")
    func unavailablePlatformBranch() {
        let found = keys(
            """
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
}
