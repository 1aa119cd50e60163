import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("Round trips: catalog → format → catalog")
struct RoundTripTests {
    static let formats = InterchangeFormat.allCases

    @Test("the fixture comes back through every format, except what the export reported", arguments: formats)
    func fixture(format: InterchangeFormat) throws {
        let result = try RoundTripCheck(format: format).run(InterchangeFixtures.named, languages: InterchangeFixtures.languages)
        #expect(result.unexplained.isEmpty, "\(format): \(result.unexplained.joined(separator: "\n"))")
        #expect(result.unreportedKeysExact, "\(format): the keys nothing was reported for must come back byte for byte")
        #expect(result.changedInOriginal == 0, "\(format): importing an untouched export must change nothing")
        #expect(result.exact > result.units / 2, "\(format): most of the fixture is carried (\(result.exact) of \(result.units))")
    }

    @Test("i18next's nested keys come back too")
    func nestedI18next() throws {
        let result = try RoundTripCheck(format: .i18next, nested: true).run(InterchangeFixtures.named, languages: InterchangeFixtures.languages)
        #expect(result.unexplained.isEmpty, "\(result.unexplained.joined(separator: "\n"))")
        #expect(result.changedInOriginal == 0)
    }

    @Test("each format carries what it can of the fixture, and reports the rest by reason")
    func whatEachFormatCarries() throws {
        func reasons(_ format: InterchangeFormat) throws -> Set<NotCarried.Reason> {
            Set(try InterchangeFixtures.render(format).notCarried.map(\.reason))
        }
        // Only ICU holds substitutions and device variations whole; TMX holds them as units.
        for format in [InterchangeFormat.android, .compose, .gettext, .i18next] {
            #expect(try reasons(format).isSuperset(of: [.device, .substitution, .state]), "\(format)")
        }
        #expect(try !reasons(.icu).contains(.substitution) && !reasons(.icu).contains(.device))
        #expect(try !reasons(.tmx).contains(.substitution) && !reasons(.tmx).contains(.device))
        #expect(try reasons(.i18next).contains(.comment), "i18next has no comments")
        #expect(try !reasons(.gettext).contains(.comment) && !reasons(.android).contains(.text))
    }

    @Test("every corpus catalog comes back through every format, except what the export reported", arguments: formats)
    func corpus(format: InterchangeFormat) throws {
        let files = Corpus.catalogFiles.filter { $0.name.hasSuffix(".xcstrings") }
        guard !files.isEmpty else { return }
        var rows: [String] = []
        for file in files {
            let catalog = try StringCatalog(contentsOf: file.url)
            let named = NamedCatalog(original: file.name, catalog: catalog)
            let languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
            let result = try RoundTripCheck(format: format).run(named, languages: languages)
            #expect(result.unexplained.isEmpty, "\(format) \(file.name):\n\(result.unexplained.prefix(20).joined(separator: "\n"))")
            #expect(result.changedInOriginal == 0, "\(format) \(file.name): importing an untouched export must change nothing")
            #expect(result.unreportedKeysExact, "\(format) \(file.name)")
            let reasons = result.keysByReason.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
            rows.append("\(format)\t\(file.name)\t\(result.units)\t\(result.exact)\t\(result.reported)\t\(reasons.joined(separator: ", "))")
        }
        print("round-trip table (format, catalog, units, exact, reported, keys reported by reason):\n" + rows.joined(separator: "\n"))
    }
}
