import Diagnostics
import Testing

@Suite("Coverage counts")
struct CoverageCountsTests {
    @Test("the share is rounded down: never 100% while a key is missing, never 0% once one is translated")
    func percentRounding() {
        #expect(CoverageCounts(total: 1000, translated: 999, missing: 1).percentText == "99.9%")
        #expect(CoverageCounts(total: 10_000, translated: 9_999, missing: 1).percentText == "99.9%")
        #expect(CoverageCounts(total: 10_000, translated: 1, missing: 9_999).percentText == "0.1%")
        #expect(CoverageCounts(total: 49, translated: 43, missing: 6).percentText == "87.7%")
        #expect(CoverageCounts(total: 50, translated: 13, missing: 37).percentText == "26%")
        #expect(CoverageCounts(total: 0).percentText == "100%")
        #expect(CoverageCounts(total: 3, missing: 3).percentText == "0%")
    }
}
