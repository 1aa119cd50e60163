import StringCatalog
import Testing
@testable import Translation

@Suite("Protection: what engines must not change reaches them as tags and comes back exactly once")
struct ProtectionTests {
    @Test("format specifiers, substitutions, %% and line breaks become placeholders", arguments: [
        ("Delete %@?", #"Delete <x id="1"/>?"#),
        ("%1$@ sent you %2$lld photos", #"<x id="1"/> sent you <x id="2"/> photos"#),
        ("You have %#@count@ left", #"You have <x id="1"/> left"#),
        ("%lld%% of your goal", #"<x id="1"/><x id="2"/> of your goal"#),
        ("First line\nSecond line", #"First line<x id="1"/>Second line"#),
        ("Width: %-8.2f cm", #"Width: <x id="1"/> cm"#),
    ])
    func placeholders(text: String, markup: String) {
        #expect(ProtectedText(text).markup == markup)
    }

    @Test("Markdown, links, inflection and tags wrap the words they mark, which stay translatable", arguments: [
        ("Tap **Save** to keep it.", #"Tap <g id="1">Save</g> to keep it."#),
        ("An _important_ note", #"An <g id="1">important</g> note"#),
        ("Read our [privacy policy](https://example.com/privacy).", #"Read our <g id="1">privacy policy</g>."#),
        ("^[%lld story](inflect: true)", #"<g id="1"><x id="2"/> story</g>"#),
        ("Press <b>Continue</b> now", #"Press <g id="1">Continue</g> now"#),
        ("Run `swift build` first", #"Run <x id="1"/> first"#),
        ("Line<br/>break", #"Line<x id="1"/>break"#),
        ("~~old~~ new", #"<g id="1">old</g> new"#),
    ])
    func markup(text: String, markup: String) {
        #expect(ProtectedText(text).markup == markup)
    }

    @Test("what only looks like markup stays text: snake_case, a lone asterisk, brackets without a target, 5 < 7")
    func notMarkup() {
        #expect(ProtectedText("Rename file_name_here").markup == "Rename file_name_here")
        #expect(ProtectedText("Rated 5 * 3 times").markup == "Rated 5 * 3 times")
        #expect(ProtectedText("Version [beta]").markup == "Version [beta]")
        #expect(ProtectedText("5 < 7 & 8 > 2").markup == "5 &lt; 7 &amp; 8 &gt; 2")
    }

    @Test("bare URLs and do-not-translate terms are kept whole, terms only as whole words")
    func urlsAndTerms() {
        let text = ProtectedText("Open StoryApp at https://example.com/help. StoryAppy is different.", doNotTranslate: ["StoryApp"])
        #expect(text.markup == #"Open <x id="1"/> at <x id="2"/>. StoryAppy is different."#)
        #expect(text.spans.map(\.kind) == [.term, .url])
    }

    @Test("of two crossing pairs one is unpaired (its target kept whole), so what engines get is well-formed XML")
    func crossingPairs() throws {
        let text = ProtectedText("**bold [link**](https://a.example)")
        #expect(text.markup == #"<g id="1">bold [link</g><x id="2"/>"#)
        #expect(try text.restore(text.markup) == "**bold [link**](https://a.example)")
    }

    @Test("every text comes back exactly when the engine keeps every tag", arguments: [
        "Delete %@?", "%1$@ sent you %2$lld photos", "Tap **Save** to keep it.", "^[%lld story](inflect: true)",
        "  Leading and trailing  ", "First line\nSecond line\n", "Press <b>Continue</b> & <i>go</i>", "Run `a < b` first",
        "100%% sure", "Read [the *docs*](https://example.com/a_(b))", "",
    ])
    func roundTrip(text: String) throws {
        let protected = ProtectedText(text)
        #expect(try protected.restore(protected.markup) == text)
    }

    @Test("a translation keeps the source's whitespace at both ends, whatever the engine did")
    func edges() throws {
        let protected = ProtectedText("  Name: %@\n")
        #expect(try protected.restore(#" Nombre: <x id="1"/>  "#) == "  Nombre: %@\n")
    }

    @Test("tags written the ways engines write them are read", arguments: [
        #"Borrar <x id="1"/>?"#, #"Borrar <x id='1'/>?"#, #"Borrar <x id="1" />?"#, #"Borrar <x id="1"></x>?"#, "Borrar <x id=1/>?",
    ])
    func tagSpellings(output: String) throws {
        #expect(try ProtectedText("Delete %@?").restore(output) == "Borrar %@?")
    }

    @Test("entities engines write are decoded: &amp; &lt; &#233; &nbsp;")
    func entities() throws {
        #expect(try ProtectedText("A & B").restore("A &amp; B &lt;3 caf&#233;&nbsp;!") == "A & B <3 café\u{A0}!")
    }

    @Test("sequential specifiers the engine reordered get their positions, so each formats its own argument")
    func reordered() throws {
        let protected = ProtectedText("%@ of %lld")
        #expect(try protected.restore(#"<x id="2"/> de <x id="1"/>"#) == "%2$lld de %1$@")
        #expect(try protected.restore(#"<x id="1"/> de <x id="2"/>"#) == "%@ de %lld")
    }

    @Test("a dropped, doubled, broken or invented tag refuses the text, saying which")
    func refusals() {
        let protected = ProtectedText("Tap **Save** to keep %lld stories.")
        #expect(throws: RestorationFailure.missing(protected.spans[1])) { try protected.restore(#"Toca <g id="1">Guardar</g> historias."#) }
        #expect(throws: RestorationFailure.repeated(protected.spans[1], times: 2)) {
            try protected.restore(#"Toca <g id="1">Guardar</g> <x id="2"/> <x id="2"/>."#)
        }
        #expect(throws: RestorationFailure.broken(protected.spans[0])) { try protected.restore(#"Toca <g id="1">Guardar <x id="2"/>."#) }
        #expect(throws: RestorationFailure.inventedMarkup("<b>")) { try protected.restore(#"<b>Toca</b> <g id="1">Guardar</g> <x id="2"/>."#) }
        #expect(throws: RestorationFailure.unknownTag(id: 9)) { try protected.restore(#"<g id="1">G</g> <x id="2"/> <x id="9"/>"#) }
        #expect(RestorationFailure.missing(protected.spans[1]).description == "the engine dropped the format specifier %lld")
    }

    @Test("a stray % from the engine that would make a new specifier refuses the text")
    func straySpecifier() {
        let protected = ProtectedText("Done: %lld")
        #expect(throws: RestorationFailure.self) { try protected.restore(#"Hecho al 50 %d: <x id="1"/>"#) }
    }

    @Test("the plural argument travels as a sample number and is put back where the engine left it")
    func sampleNumber() throws {
        let few = ProtectedText("%lld stories", sampleNumber: "2", argument: 1)
        #expect(few.markup == "2 stories")
        #expect(try few.restore("2 історії") == "%lld історії")
        let many = ProtectedText("%lld stories left", sampleNumber: "1000000", argument: 1)
        #expect(try many.restore("Quedan 1.000.000 de historias") == "Quedan %lld de historias")
        #expect(throws: RestorationFailure.sampleNumber("2", specifier: "%lld", found: 0)) { try few.restore("dos історії") }
        #expect(throws: RestorationFailure.sampleNumber("2", specifier: "%lld", found: 2)) { try few.restore("2 історії, 2") }
        // 12 and 2.5 hold no sample 2.
        #expect(throws: RestorationFailure.sampleNumber("2", specifier: "%lld", found: 0)) { try few.restore("12 або 2,5 історії") }
    }

    @Test("a substitution's case counts %arg")
    func substitutionArgument() throws {
        let protected = ProtectedText("%arg stories", isSubstitutionVariation: true, sampleNumber: "5", argument: nil)
        #expect(protected.markup == "5 stories")
        #expect(try protected.restore("5 історій") == "%arg історій")
    }

    @Test("a named placeholder (%(name)lld, %1$(name)@) is one protected part, never split at its name")
    func namedPlaceholders() throws {
        let protected = ProtectedText("%(user)@ sent %(count)lld photos to %1$(album)@")
        #expect(protected.markup == #"<x id="1"/> sent <x id="2"/> photos to <x id="3"/>"#)
        #expect(protected.spans.map(\.text) == ["%(user)@", "%(count)lld", "%1$(album)@"])
        #expect(try protected.restore(protected.markup) == "%(user)@ sent %(count)lld photos to %1$(album)@")
    }

    @Test("named placeholders the engine reordered keep their names and get no positions: the names say which argument")
    func namedReordered() throws {
        let protected = ProtectedText("%(user)@ likes %(count)lld stories")
        #expect(try protected.restore(#"<x id="2"/> historias gustan a <x id="1"/>"#) == "%(count)lld historias gustan a %(user)@")
        // An unnamed specifier skips the numbers of names in every order: `%lld` still reads argument 2.
        let mixed = ProtectedText("%(user)@ has %lld")
        #expect(try mixed.restore(#"<x id="2"/> tiene <x id="1"/>"#) == "%lld tiene %(user)@")
    }

    @Test("a named placeholder the engine renamed or retyped in its text refuses the unit")
    func namedRenamed() {
        let protected = ProtectedText("%(count)lld left")
        #expect(throws: RestorationFailure.self) { try protected.restore(#"<x id="1"/> quedan %(cuenta)lld"#) }
    }

    @Test("the plural argument of a named placeholder travels as a sample number and its name comes back")
    func namedSample() throws {
        let argument = UnitPlan.countedArgument(in: "%(count)lld stories by %(user)@")
        #expect(argument == 1)
        let few = ProtectedText("%(count)lld stories by %(user)@", sampleNumber: "2", argument: argument)
        #expect(few.markup == #"2 stories by <x id="1"/>"#)
        #expect(try few.restore(#"2 історії від <x id="1"/>"#) == "%(count)lld історії від %(user)@")
    }
}
