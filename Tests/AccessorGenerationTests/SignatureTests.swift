@testable import AccessorGeneration
import StringCatalog
import Testing

@Suite("Accessor parameters")
struct SignatureTests {
    static func parameters(_ key: String, _ source: Localization? = nil) -> [String] {
        AccessorSignature(key: key, source: source).parameters.map { "\($0.index) \($0.name): \($0.type.rawValue)" }
    }

    @Test("typed from the key when the catalog has no source text, in argument order")
    func fromKey() {
        #expect(Self.parameters("%2$@ owns %1$lld books") == ["1 arg1: Int", "2 arg2: String"])
        #expect(Self.parameters("%.*f%%") == ["1 precision: Int", "2 arg2: Double"])
        #expect(Self.parameters("Hello").isEmpty)
    }

    @Test("typed from the source text when there is one, every plural case counted")
    func fromSource() {
        let plural = Localization(variations: Variations(plural: [
            .one: .text("One book by %2$@"), .other: .text("%1$lld books by %2$@"),
        ]))
        #expect(Self.parameters("books.by", plural) == ["1 count: Int", "2 arg2: String"])
    }

    @Test("named placeholders are labelled parameters named as written, in the source's argument order")
    func namedPlaceholders() {
        func labelled(_ key: String, _ source: Localization?) -> [String] {
            AccessorSignature(key: key, source: source).parameters.map { "\($0.index) \($0.name): \($0.type.rawValue) \($0.isLabelled)" }
        }
        #expect(labelled("Landmarks", .text("%(count)lld landmarks")) == ["1 count: Int true"])
        #expect(labelled("near", .text("%(landmarkCount)lld landmarks near %(city)@"))
            == ["1 landmarkCount: Int true", "2 city: String true"])
        #expect(labelled("F_B_Description", .text("I am %1$(age)llu years old")) == ["1 age: UInt true"])
        #expect(labelled("%(count)lld landmarks", nil) == ["1 count: Int true"], "from the key without source text")
        #expect(labelled("mixed", .text("%(name)@ has %lld items")) == ["1 name: String true", "2 arg2: Int false"])
    }

    @Test("a substitution's argument number outside what Foundation can address is reported, not generated")
    func substitutionOutOfRange() {
        var source = Localization.text("%#@huge@")
        source.substitutions = ["huge": Substitution(argNum: 1_000_000, formatSpecifier: "lld")]
        let signature = AccessorSignature(key: "key", source: source)
        #expect(signature.argumentCount == 0)
        #expect(signature.problems == ["the substitution huge reads argument 1000000, outside 1…127; it gets no parameter"])
    }
}
