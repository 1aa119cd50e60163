import Testing
@testable import StringCatalog

@Suite("Named placeholders (Xcode 26)")
struct NamedPlaceholderTests {
    @Test("%(count)lld is one integer specifier named count, with no problem")
    func namedConversion() {
        let parsed = FormatString.parse("%(count)lld landmarks")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.specifiers.map(\.text) == ["%(count)lld"])
        let specifier = parsed.specifiers[0]
        #expect(specifier.name == "count")
        #expect(specifier.lengthModifier == "ll")
        #expect(specifier.bareSpecifier == "lld")
        #expect(parsed.arguments.map(\.name) == ["count"])
        #expect(parsed.arguments.map(\.category) == [.integer])
    }

    @Test("a name combines with a position, flags, width and precision")
    func namedWithEverything() {
        let parsed = FormatString.parse("I am %1$(age)llu, %(ratio)-8.2f and %(name)@")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.specifiers.map(\.name) == ["age", "ratio", "name"])
        #expect(parsed.specifiers[0].position == 1)
        #expect(parsed.specifiers[1].flags == "-")
        #expect(parsed.specifiers[1].width == .fixed(8))
        #expect(parsed.specifiers[1].precision == .fixed(2))
        #expect(parsed.arguments.map(\.index) == [1, 2, 3])
        #expect(parsed.arguments.map(\.category) == [.integer, .double, .object])
    }

    @Test("names are numbered by first use, and every use of a name reads one argument")
    func firstUse() {
        let parsed = FormatString.parse("%(a)@ met %(b)@; %(a)@ left")
        #expect(parsed.specifiers.map(\.argumentIndex) == [1, 2, 1])
        #expect(parsed.arguments.map(\.name) == ["a", "b"])
        #expect(parsed.problems.isEmpty)
    }

    @Test("unnamed specifiers count with the names, as Foundation counts sequential ones")
    func mixedWithUnnamed() {
        let parsed = FormatString.parse("%(name)@ has %lld items")
        #expect(parsed.specifiers.map(\.argumentIndex) == [1, 2])
        #expect(parsed.problems.isEmpty, "names are not sequential specifiers mixed with positional ones")
        #expect(FormatString.parse("%1$(name)@ has %2$lld").problems.isEmpty)
    }

    @Test("a key's numbering binds a translation's names whatever their order")
    func boundNames() {
        let names = ArgumentNames(key: "k", source: .text("%(count)lld landmarks near %(city)@"))
        #expect(names.indices == ["count": 1, "city": 2])
        let translation = FormatString.parse("%(city)@ : %(count)lld monuments", names: names)
        #expect(translation.arguments.map(\.index) == [1, 2])
        #expect(translation.arguments.map(\.name) == ["count", "city"])
        #expect(translation.arguments.map(\.category) == [.integer, .object])
    }

    @Test("an unnamed specifier reads the same argument wherever the names stand")
    func unnamedSkipsNames() {
        let names = ArgumentNames(key: "k", source: .text("%(name)@ has %lld items"))
        #expect(names.indices == ["name": 1])
        let translation = FormatString.parse("%lld Dinge hat %(name)@", names: names)
        #expect(translation.specifiers.map(\.argumentIndex) == [2, 1])
        #expect(translation.problems.isEmpty)
        #expect(translation.withoutPlaceholderNames == "%2$lld Dinge hat %1$@")
        let substitution = ArgumentNames(key: "k", source: .text("%#@landmarks@ near %(city)@"))
        #expect(substitution.indices == ["city": 2])
        #expect(FormatString.parse("%(city)@ : %#@landmarks@", names: substitution).specifiers.map(\.argumentIndex) == [2, 1])
    }

    @Test("a written position numbers its name: %1$(name)@ in the source, %(name)@ in a translation")
    func positionalNamedSource() {
        let names = ArgumentNames(key: "F_A_Description", source: .text("My name is %1$(name)@"))
        #expect(names.indices == ["name": 1])
        #expect(FormatString.parse("私の名前は%(name)@です", names: names).arguments.map(\.index) == [1])
        let reordered = ArgumentNames(key: "k", source: .text("%2$(age)llu, %1$(name)@"))
        #expect(reordered.indices == ["age": 2, "name": 1])
    }

    @Test("a key with variations numbers names from its other case first, then the rest")
    func variationNames() {
        let source = Localization(variations: Variations(plural: [
            .one: .text("%(city)@ has one landmark"),
            .other: .text("%(count)lld landmarks in %(city)@"),
        ]))
        #expect(ArgumentNames(key: "k", source: source).indices == ["count": 1, "city": 2])
    }

    @Test("a name first used in a substitution's case is the substitution's argument")
    func substitutionNames() {
        let source = Localization(
            stringUnit: StringUnit(state: .translated, value: "%(city)@ has %#@landmarks@"),
            substitutions: ["landmarks": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                .one: .text("%(count)lld landmark"), .other: .text("%(count)lld landmarks"),
            ]))])
        #expect(ArgumentNames(key: "k", source: source).indices == ["city": 1, "count": 2])
    }

    @Test("without a source text the key's names count")
    func keyNames() {
        #expect(ArgumentNames(key: "%(count)lld landmarks", source: nil).indices == ["count": 1])
        #expect(ArgumentNames(key: "Landmarks", source: .text("Landmarks")).isEmpty)
    }

    @Test("a name without its closing parenthesis, or not an identifier, is malformed")
    func malformedNames() {
        for text in ["%(count lld", "%(2x)@", "%()@", "%(ça)@"] {
            let parsed = FormatString.parse(text)
            #expect(parsed.problems.first?.kind == .malformedPlaceholderName, "\(text)")
            #expect(parsed.specifiers.isEmpty, "\(text)")
        }
    }

    @Test("one name at two positions, or two names at one position, is a problem")
    func conflictingNames() {
        #expect(FormatString.parse("%1$(age)llu and %2$(age)llu").problems.map(\.kind)
            == [.placeholderAtTwoPositions(name: "age", 1, 2)])
        #expect(FormatString.parse("%1$(name)@ and %1$(title)@").problems.map(\.kind)
            == [.argumentWithTwoNames(argument: 1, "name", "title")])
    }

    @Test("a named substitution reference keeps its name")
    func namedSubstitution() {
        let parsed = FormatString.parse("%(count)#@landmarks@")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.specifiers.first?.kind == .substitution(name: "landmarks"))
        #expect(parsed.specifiers.first?.name == "count")
    }

    @Test("compiling writes names as positions numbered by the key, every specifier positional")
    func withoutNames() {
        let names = ArgumentNames(["count": 1, "city": 2])
        #expect(FormatString.parse("%(city)@ : %(count)lld monuments", names: names).withoutPlaceholderNames
            == "%2$@ : %1$lld monuments")
        #expect(FormatString.parse("%(name)@ has %lld items").withoutPlaceholderNames == "%1$@ has %2$lld items")
        #expect(FormatString.parse("%lld%% of %@").withoutPlaceholderNames == "%lld%% of %@", "a text without names is kept")
        // In a substitution's case an unnamed specifier keeps reading the substitution's argument.
        #expect(FormatString.parse("%(count)lld of %arg", isSubstitutionVariation: true).withoutPlaceholderNames
            == "%1$lld of %arg")
    }

    @Test("numbering sequential specifiers leaves named ones as written")
    func positionalLeavesNames() {
        #expect(FormatString.parse("%(a)@ and %(b)@").withPositionalSpecifiers == "%(a)@ and %(b)@")
    }

    @Test("a localization's texts lose their names for compiling, in plural and substitution cases too")
    func localizationWithoutNames() {
        let localization = Localization(
            stringUnit: StringUnit(state: .translated, value: "%(city)@ : %#@landmarks@"),
            substitutions: ["landmarks": Substitution(argNum: 2, formatSpecifier: "lld", variations: Variations(plural: [
                .one: .text("%(count)lld monument"), .other: .text("%arg monuments"),
            ]))])
        let names = ArgumentNames(key: "k", source: localization)
        #expect(names.indices == ["city": 1, "count": 2])
        #expect(FormatString.parse("%(city)@ : %#@landmarks@", names: names).problems.isEmpty)
        let compiled = localization.replacingPlaceholderNames(with: names)
        #expect(compiled.stringUnit?.value == "%1$@ : %2$#@landmarks@")
        #expect(compiled.substitutions?["landmarks"]?.variations?.plural?[.one]?.stringUnit?.value == "%2$lld monument")
        #expect(compiled.substitutions?["landmarks"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg monuments")
    }
}
