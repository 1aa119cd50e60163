import Plurals
import Testing

@Suite("Plural operands")
struct PluralOperandsTests {
    @Test("visible fraction digits count: 1.50 has v=2, f=50, w=1, t=5")
    func visibleFractionDigits() throws {
        let operands = try #require(PluralOperands("1.50"))
        #expect(operands.i == 1 && operands.v == 2 && operands.f == 50 && operands.w == 1 && operands.t == 5 && operands.e == 0)
        #expect(operands.n == 1.5)
        let zeroFraction = try #require(PluralOperands("-3.000"))
        #expect(zeroFraction.i == 3 && zeroFraction.v == 3 && zeroFraction.f == 0 && zeroFraction.w == 0 && zeroFraction.t == 0)
        let leadingZeros = try #require(PluralOperands("0.05"))
        #expect(leadingZeros.f == 5 && leadingZeros.v == 2 && leadingZeros.t == 5 && leadingZeros.w == 2)
    }

    @Test("compact exponents shift the point and set e and c")
    func compactExponent() throws {
        let operands = try #require(PluralOperands("1.2c3"))
        #expect(operands.i == 1200 && operands.v == 0 && operands.e == 3 && operands.c == 3)
        let fractional = try #require(PluralOperands("1.0000001c6"))
        #expect(fractional.i == 1_000_000 && fractional.v == 1 && fractional.f == 1 && fractional.e == 6)
        let eSpelling = try #require(PluralOperands("2e3"))
        #expect(eSpelling.i == 2000 && eSpelling.e == 3)
    }

    @Test("integers have no fraction; doubles use their shortest digits")
    func numbers() {
        #expect(PluralOperands(42) == PluralOperands("42"))
        #expect(PluralOperands(-7).i == 7)
        #expect(PluralOperands(1.0).v == 0)
        let half = PluralOperands(2.5)
        #expect(half.i == 2 && half.v == 1 && half.f == 5)
        let small = PluralOperands(0.00001)
        #expect(small.i == 0 && small.v == 5 && small.f == 1)
        let huge = PluralOperands(1e20)
        #expect(huge.v == 0 && huge.i % 1_000_000 == 0 && huge.i >= 1_000_000_000_000_000_000)
        #expect(PluralOperands(UInt64.max).i % 1000 == 615)
    }

    @Test("a fixed number of fraction digits is visible, as %.2f shows it")
    func fixedFractionDigits() {
        let operands = PluralOperands(1.0, fractionDigits: 2)
        #expect(operands.i == 1 && operands.v == 2 && operands.f == 0)
        #expect(PluralOperands(0.125, fractionDigits: 2).f == 12) // printf("%.2f", 0.125) is "0.12"
        #expect(PluralOperands(0.375, fractionDigits: 2).f == 38)
        let rounded = PluralOperands(2.345, fractionDigits: 1)
        #expect(rounded.i == 2 && rounded.v == 1 && rounded.f == 3)
        #expect(PluralRules.cardinal(for: "en").category(for: PluralOperands(1.0, fractionDigits: 2)) == .other)
    }

    @Test("more than 18 integer digits keep the remainders rules test")
    func longIntegers() throws {
        let operands = try #require(PluralOperands("123456789012345678901"))
        #expect(operands.i % 1_000_000 == 678_901)
        #expect(operands.i != 1)
        #expect(PluralRules.cardinal(for: "ru").category(for: operands) == .one)
    }

    @Test("text that is not a decimal number is rejected", arguments: ["", "-", "1.", ".5", "1,5", "abc", "1.2.3", "1c", "1e-3", "1.5x"])
    func rejectsInvalidText(text: String) {
        #expect(PluralOperands(text) == nil)
    }
}
