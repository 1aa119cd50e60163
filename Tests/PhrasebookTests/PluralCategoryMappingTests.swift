import Phrasebook
import Testing

@Suite("Plural category mapping")
struct PluralCategoryMappingTests {
    @Test("CLDR categories map to catalog plural keys and back")
    func roundTrip() {
        #expect(PluralCategoryName.allCases.map(PluralCategory.init) == PluralCategory.allKnown)
        #expect(PluralCategory.allKnown.compactMap(PluralCategoryName.init) == PluralCategoryName.allCases)
        #expect(PluralCategoryName(PluralCategory("several")) == nil)
        #expect(PluralCategory(PluralRules.cardinal(for: "uk").category(for: 3)) == .few)
    }
}
