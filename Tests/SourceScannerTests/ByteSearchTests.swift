import Testing
@testable import SourceScanner

@Suite("Whole-file byte search")
struct ByteSearchTests {
    @Test("finds a needle at the start, the end and after partial matches; never past the end")
    func needlePositions() {
        #expect("LocalizedStringKey".containsBytes("Locali"))
        #expect("let x: LocalizedStringKey".containsBytes("Locali"))
        #expect("LocaLocali".containsBytes("Locali"))
        #expect("@available(tvOS, unavailable)".containsBytes("unavailable"))
        #expect(!"Local Locale localized".containsBytes("Locali"))
        #expect(!"Locali".dropLast().description.containsBytes("Locali"))
        #expect(!"".containsBytes("Locali"))
        #expect("émoji 🏔 Locali".containsBytes("Locali"))
    }
}
