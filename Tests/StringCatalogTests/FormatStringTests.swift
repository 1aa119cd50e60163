import Testing
@testable import StringCatalog

@Suite("Format specifiers")
struct FormatStringTests {
    private func conversions(_ text: String) -> [String] {
        FormatString.parse(text).specifiers.map(\.text)
    }

    @Test("every conversion Foundation accepts is a specifier with its category")
    func allConversions() {
        let expected: [(String, FormatArgumentCategory)] = [
            ("%@", .object), ("%d", .integer), ("%i", .integer), ("%u", .integer), ("%x", .integer),
            ("%X", .integer), ("%o", .integer), ("%D", .integer), ("%U", .integer), ("%O", .integer),
            ("%c", .character), ("%C", .unichar), ("%s", .cString), ("%S", .unicharString),
            ("%f", .double), ("%F", .double), ("%e", .double), ("%E", .double), ("%g", .double),
            ("%G", .double), ("%a", .double), ("%A", .double), ("%p", .pointer),
        ]
        for (text, category) in expected {
            let parsed = FormatString.parse("x" + text + "y")
            #expect(parsed.problems.isEmpty, "\(text)")
            #expect(parsed.specifiers.map(\.text) == [text])
            #expect(parsed.specifiers.first?.category == category, "\(text)")
            #expect(parsed.arguments.map(\.index) == [1])
        }
    }

    @Test("length modifiers, flags, width and precision belong to the specifier")
    func modifiers() {
        let parsed = FormatString.parse("%hhd %hd %ld %lld %qd %zu %td %jd %Lf %lf %-+ #0'12.3f %'d")
        #expect(parsed.specifiers.map(\.lengthModifier) == ["hh", "h", "l", "ll", "q", "z", "t", "j", "L", "l", nil, nil])
        let full = parsed.specifiers[10]
        #expect(full.flags == "-+ #0'")
        #expect(full.width == .fixed(12))
        #expect(full.precision == .fixed(3))
        #expect(full.bareSpecifier == "-+ #0'12.3f")
        #expect(parsed.specifiers.map(\.category) == Array(repeating: .integer, count: 8) + [.double, .double, .double, .integer])
        #expect(parsed.arguments.count == 12)
    }

    @Test("a dot without digits is precision zero")
    func emptyPrecision() {
        #expect(FormatString.parse("%.f").specifiers.first?.precision == .fixed(0))
    }

    @Test("star width and precision consume integer arguments before the value")
    func starArguments() {
        let parsed = FormatString.parse("%*.*f then %@")
        #expect(parsed.arguments.map(\.category) == [.integer, .integer, .double, .object])
        #expect(parsed.arguments.map { $0.uses.map(\.role) } == [[.width], [.precision], [.value], [.value]])
        #expect(parsed.specifiers.map(\.argumentIndex) == [3, 4])
    }

    @Test("positional star width names its argument")
    func positionalStar() {
        let parsed = FormatString.parse("%2$*1$d")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.specifiers.first?.width == .argument(position: 1))
        #expect(parsed.arguments.map(\.category) == [.integer, .integer])
    }

    @Test("positional specifiers resolve to their argument and keep types by position")
    func positional() {
        let parsed = FormatString.parse("Second: %2$@ - First: %1$lld")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.specifiers.map(\.argumentIndex) == [2, 1])
        #expect(parsed.specifiers.map(\.position) == [2, 1])
        #expect(parsed.arguments.map(\.category) == [.integer, .object])
    }

    @Test("%% is a literal percent sign and consumes nothing")
    func percentSign() {
        let parsed = FormatString.parse("50%% off %d%%")
        #expect(parsed.specifiers.map(\.kind) == [.percentSign, .conversion, .percentSign])
        #expect(parsed.arguments.count == 1)
        #expect(parsed.specifiers[1].argumentIndex == 1)
    }

    @Test("tokens alternate literal text and specifiers and reassemble the input")
    func tokensReassemble() {
        let text = "Grüße, %1$@! 🇫🇷 %2$lld%% left %"
        let parsed = FormatString.parse(text)
        let rebuilt = parsed.tokens.map { token -> String in
            switch token {
            case .literal(let text, _): return text
            case .specifier(let specifier): return specifier.text
            }
        }.joined()
        #expect(rebuilt == text)
        #expect(parsed.tokens.count == 6)
    }

    @Test("offsets count UTF-8 bytes and characters")
    func offsets() {
        let parsed = FormatString.parse("Grüße 🇫🇷 %@ und %d")
        #expect(parsed.specifiers[0].utf8Range == 17..<19)
        #expect(parsed.specifiers[0].characterOffset == 8)
        #expect(parsed.specifiers[1].characterOffset == 15)
    }

    @Test("substitution references are specifiers that take an argument in order")
    func substitutions() {
        let parsed = FormatString.parse("%#@files@ in %1$#@folders@ and %#@files@")
        #expect(parsed.specifiers.map(\.kind) == [
            .substitution(name: "files"), .substitution(name: "folders"), .substitution(name: "files"),
        ])
        #expect(parsed.specifiers.map(\.argumentIndex) == [1, 1, 2])
        #expect(parsed.substitutionNames == ["files", "folders"])
        #expect(parsed.arguments.allSatisfy { $0.category == .substitution })
    }

    @Test("%arg is the substitution's own argument only inside a substitution variation")
    func substitutionArgument() {
        let inVariation = FormatString.parse("%arg files", isSubstitutionVariation: true)
        #expect(inVariation.specifiers.map(\.kind) == [.substitutionArgument])
        #expect(inVariation.arguments.isEmpty)
        let plain = FormatString.parse("%arg files")
        #expect(plain.specifiers.map(\.text) == ["%a"])
        #expect(plain.arguments.map(\.category) == [.double])
    }

    @Test("a lone percent sign at the end is reported as incomplete")
    func trailingPercent() {
        let parsed = FormatString.parse("Test %")
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.problems.map(\.kind) == [.incompleteSpecifier])
        #expect(parsed.problems.first?.utf8Offset == 5)
        #expect(parsed.problems.first?.isError == true)
    }

    @Test("unknown conversions are reported with their offset and stay literal text")
    func unknownConversion() {
        let parsed = FormatString.parse("ab %y and %5.2k and é%ü")
        #expect(parsed.problems.map(\.kind) == [.unknownConversion("y"), .unknownConversion("k"), .unknownConversion("ü")])
        #expect(parsed.problems.map(\.characterOffset) == [3, 10, 21])
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.tokens == [.literal("ab %y and %5.2k and é%ü", utf8Range: 0..<25)])
    }

    @Test("a position without conversion is incomplete")
    func positionWithoutConversion() {
        #expect(FormatString.parse("%1$").problems.map(\.kind) == [.incompleteSpecifier])
        #expect(FormatString.parse("%1$y").problems.map(\.kind) == [.unknownConversion("y")])
    }

    @Test("positions outside 1…127 are invalid")
    func invalidPositions() {
        #expect(FormatString.parse("%0$@").problems.map(\.kind) == [.invalidPosition(0)])
        #expect(FormatString.parse("%128$@").problems.map(\.kind) == [.invalidPosition(128)])
        #expect(FormatString.parse("%*0$d").problems.map(\.kind) == [.invalidPosition(0)])
    }

    @Test("malformed substitution references are reported")
    func malformedSubstitution() {
        #expect(FormatString.parse("%#@count").problems.map(\.kind) == [.malformedSubstitution])
        #expect(FormatString.parse("%#@@").problems.map(\.kind) == [.malformedSubstitution])
    }

    @Test("mixing positional and sequential specifiers is reported but numbered like Foundation")
    func mixing() {
        let parsed = FormatString.parse("%@, are you there? %1$@?")
        #expect(parsed.problems.map(\.kind) == [.mixedPositionalAndSequential])
        #expect(parsed.problems.first?.isError == false)
        #expect(!parsed.hasErrors)
        #expect(FormatString.parse("%1$@ %y").hasErrors)
        #expect(parsed.problems.first?.characterOffset == 19)
        #expect(parsed.specifiers.map(\.argumentIndex) == [1, 1])
        let reversed = FormatString.parse("%2$@ %@")
        #expect(reversed.specifiers.map(\.argumentIndex) == [2, 1])
    }

    @Test("positions that skip an argument are reported")
    func missingArgument() {
        let parsed = FormatString.parse("%2$@, %3$@")
        #expect(parsed.problems.map(\.kind) == [.missingArgument(1)])
        #expect(parsed.arguments.map(\.index) == [2, 3])
    }

    @Test("one argument used with incompatible types is reported")
    func conflictingTypes() {
        let parsed = FormatString.parse("%1$lld or %1$@")
        #expect(parsed.problems.map(\.kind) == [.conflictingArgumentTypes(argument: 1, .integer, .object)])
        #expect(parsed.problems.first?.characterOffset == 10)
        #expect(FormatString.parse("%1$d or %1$lld or %1$x").problems.isEmpty)
    }

    @Test("a space flag before a letter is flagged as probably literal text")
    func spaceFlag() {
        let parsed = FormatString.parse("Test 50% off")
        #expect(parsed.specifiers.map(\.text) == ["% o"])
        #expect(parsed.problems.map(\.kind) == [.spaceFlagConversion])
        #expect(parsed.problems.first?.isError == false)
    }

    @Test("integer specifiers are compatible with each other, not with objects or doubles")
    func compatibility() {
        #expect(FormatString.parse("%d items").hasCompatibleArguments(with: FormatString.parse("%lld Elemente")))
        #expect(FormatString.parse("%u").hasCompatibleArguments(with: FormatString.parse("%i")))
        #expect(FormatString.parse("%f").hasCompatibleArguments(with: FormatString.parse("%.2lf")))
        #expect(!FormatString.parse("%d").hasCompatibleArguments(with: FormatString.parse("%@")))
        #expect(!FormatString.parse("%d").hasCompatibleArguments(with: FormatString.parse("%f")))
        #expect(!FormatString.parse("%@ %@").hasCompatibleArguments(with: FormatString.parse("%@")))
        #expect(FormatString.parse("%1$@ %2$d").hasCompatibleArguments(with: FormatString.parse("%2$d %1$@")))
    }

    @Test("a bare catalog formatSpecifier maps to its category")
    func bareSpecifierCategory() {
        #expect(FormatArgumentCategory(formatSpecifier: "lld") == .integer)
        #expect(FormatArgumentCategory(formatSpecifier: "@") == .object)
        #expect(FormatArgumentCategory(formatSpecifier: ".2f") == .double)
        #expect(FormatArgumentCategory(formatSpecifier: "y") == nil)
        #expect(FormatArgumentCategory(formatSpecifier: "d%d") == nil)
    }

    @Test("arbitrary bytes never crash the parser and tokens always reassemble the input")
    func robustness() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("%$#@*.-+ 0'123lhqzLdfé🇫🇷xgarg")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let parsed = FormatString.parse(text, isSubstitutionVariation: Bool.random(using: &generator))
            let rebuilt = parsed.tokens.map { token -> String in
                if case .specifier(let s) = token { return s.text }
                if case .literal(let t, _) = token { return t }
                return ""
            }.joined()
            #expect(rebuilt == text)
        }
    }

    @Test("a string of 100,000 specifiers is parsed into at most maximumSpecifiers, the rest kept as text and reported")
    func specifierCountBounded() {
        let text = String(repeating: "%lld ", count: 100_000)
        let format = FormatString.parse(text)
        #expect(format.specifiers.count == FormatString.maximumSpecifiers)
        #expect(format.problems.map(\.kind).contains(.tooManySpecifiers(FormatString.maximumSpecifiers)))
        #expect(format.hasErrors)
        let rebuilt = format.tokens.map { token -> String in
            switch token {
            case .literal(let literal, _): literal
            case .specifier(let specifier): specifier.text
            }
        }.joined()
        #expect(rebuilt == text, "nothing of the text is lost")
        #expect(FormatString.parse(String(repeating: "%y", count: 10_000)).problems.count == FormatString.maximumSpecifiers + 1)
    }
}
