import Phrasebook
import Testing

@Suite("Printf-style formatting")
struct FormatRendererTests {
    @Test("integers honour width, zero padding, sign, precision and radix")
    func integers() {
        #expect(Fixture.format("[%5lld]", [.int(42)]) == "[   42]")
        #expect(Fixture.format("[%-5d]", [.int(42)]) == "[42   ]")
        #expect(Fixture.format("[%05d]", [.int(-42)]) == "[-0042]")
        #expect(Fixture.format("[%+d]", [.int(7)]) == "[+7]")
        #expect(Fixture.format("[%.3d]", [.int(7)]) == "[007]")
        #expect(Fixture.format("%x %X %#x %o", [.int(255), .int(255), .int(255), .int(8)]) == "ff FF 0xff 10")
        #expect(Fixture.format("%llu", [.uint(UInt64.max)]) == "18446744073709551615")
        #expect(Fixture.format("%lld", [.int(Int64.min)]) == "-9223372036854775808")
    }

    @Test("texts longer than the renderer's stack buffer come out whole, a conversion on the boundary included")
    func longTexts() {
        for length in [500, 505, 509, 510, 511, 512, 513, 2_000] {
            let filler = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            #expect(Fixture.format(filler + "%lld|%5d|%@", [.int(1_234_567), .int(42), .string("fin")]) == filler + "1234567|   42|fin")
        }
    }

    @Test("floating point rounds like C and uses the language's decimal separator")
    func floatingPoint() {
        #expect(Fixture.format("%.1f", [.double(2.25)]) == "2.2")
        #expect(Fixture.format("%.2lf", [.double(3.14159)]) == "3.14")
        #expect(Fixture.format("%lf", [.double(1.5)]) == "1.500000")
        #expect(Fixture.format("%.1f", [.double(1.5)], language: "de") == "1,5")
        #expect(Fixture.format("Dauer: %.1fs", [.double(0.25)], language: "fr") == "Dauer: 0,2s")
        #expect(Fixture.format("[%08.2f]", [.double(-3.5)]) == "[-0003.50]")
        #expect(Fixture.format("%e", [.double(12345.678)]) == "1.234568e+04")
        #expect(Fixture.format("%g", [.double(0.0001)]) == "0.0001")
    }

    @Test("objects, C strings and characters")
    func textConversions() {
        #expect(Fixture.format("Hello %@!", [.string("Luna")]) == "Hello Luna!")
        #expect(Fixture.format("[%-6@]", [.string("ab")]) == "[ab    ]")
        #expect(Fixture.format("[%.2s]", [.string("abcdef")]) == "[ab]")
        #expect(Fixture.format("%c%c", [.int(72), .int(0x1F600)]) == "H😀")
        #expect(Fixture.format("[%5@]", [.string("héé")]) == "[  héé]")
    }

    @Test("positional arguments reorder without misreading")
    func positional() {
        #expect(Fixture.format("%2$@ %1$@", [.string("world"), .string("hello")]) == "hello world")
        #expect(Fixture.format("%2$lld of %1$@", [.string("Luna"), .int(3)]) == "3 of Luna")
    }

    @Test("star width and precision read integer arguments")
    func starAmounts() {
        #expect(Fixture.format("[%*d]", [.int(4), .int(7)]) == "[   7]")
        #expect(Fixture.format("[%.*f]", [.int(1), .double(2.75)]) == "[2.8]")
    }

    @Test("percent escapes and malformed specifiers stay text")
    func escapes() {
        #expect(Fixture.format("100%% of %lld", [.int(3)]) == "100% of 3")
        #expect(Fixture.format("50%z done %lld", [.int(1)]) == "50%z done 1")
    }

    @Test("a missing or mismatched argument never crashes and is rendered sensibly")
    func unfitArguments() {
        #expect(Fixture.format("%lld and %@", [.int(1)]) == "1 and ")
        #expect(Fixture.format("%lld cents", [.string("many")]) == "many cents")
        #expect(Fixture.format("%@ items", [.int(3)]) == "3 items")
        #expect(Fixture.format("%.1f", [.int(2)]) == "2.0")
    }
}
