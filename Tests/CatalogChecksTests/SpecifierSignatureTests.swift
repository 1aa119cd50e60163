import StringCatalog
import Testing
@testable import CatalogChecks

/// The fast path that reuses the source's parse must only fire when a full parse would agree.
@Suite("Specifier signature")
struct SpecifierSignatureTests {
    @Test("same specifiers in the same order, different words", arguments: [
        ("%@ read %lld stories", "%@ a lu %lld histoires"),
        ("%1$@ and %2$lld", "%1$@ und %2$lld"),
        ("%#@heroes@ in %#@stories@", "%#@heroes@ dans %#@stories@"),
        ("100%% done", "100 %% terminé"),
        ("no specifiers", "keine"),
    ])
    func same(_ pair: (String, String)) {
        #expect(SpecifierSignature.same(pair.0, pair.1, substitutionVariation: false))
    }

    @Test("different specifiers, order, names or a lone percent", arguments: [
        ("%@ read %lld stories", "%lld histoires lues par %@"),
        ("%lld stories", "%d histoires"),
        ("%#@heroes@", "%#@helden@"),
        ("%lld%% done", "%lld% fait"),
        ("%1$@ and %2$@", "%2$@ und %1$@"),
    ])
    func different(_ pair: (String, String)) {
        #expect(!SpecifierSignature.same(pair.0, pair.1, substitutionVariation: false))
    }

    @Test("whenever the signature matches, the parses have the same arguments and problems")
    func agreesWithFullParse() {
        let texts = ["%@ read %lld", "%@ lit %lld", "%lld %@", "%1$@ %2$lld", "%1$@ x %2$lld", "50%% off", "50 %% de remise",
                     "%#@n@ left", "%#@n@ restants", "%.1f km", "%.1f Kilometer", "%5.2lf", "%5.2lf!"]
        for a in texts {
            for b in texts where SpecifierSignature.same(a, b, substitutionVariation: false) {
                let left = FormatString.parse(a), right = FormatString.parse(b)
                #expect(left.arguments == right.arguments && left.problems.map(\.kind) == right.problems.map(\.kind), "\(a) ~ \(b)")
            }
        }
    }
}
