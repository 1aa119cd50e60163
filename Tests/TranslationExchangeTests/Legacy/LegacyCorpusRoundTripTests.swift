import Foundation
import Testing
import TestSupport
import TranslationExchange
@testable import StringCatalog

/// Every shared corpus catalog goes to `.strings`/`.stringsdict` and back. Structure may change where
/// legacy files can't tell forms apart (a text that is one substitution comes back as plural variations,
/// as Xcode migrates it), so values are compared as what a user can see: every fully expanded text
/// with explicit argument positions, per language and key.
@Suite("Shared corpus through legacy files")
struct LegacyCorpusRoundTripTests {
    static let catalogs = Corpus.catalogFiles.filter {
        $0.name.hasSuffix(".xcstrings") && !$0.name.contains("-invalid-")
    }

    @Test("catalog → legacy → catalog keeps every value and comment", arguments: catalogs)
    func roundTrip(file: Corpus.CatalogFile) throws {
        let catalog = try StringCatalog(contentsOf: file.url)
        let compiled = catalog.legacyTables()
        let reread = try compiled.tables.map { table in
            LegacyTable(language: table.language,
                        strings: try table.strings.map { try StringsFile(data: $0.encoded()) },
                        stringsDict: try table.stringsDict.map { try StringsDictFile(data: $0.encoded()) })
        }
        let migrated = StringCatalog.migrating(reread, sourceLanguage: catalog.sourceLanguage).catalog

        for (key, entry) in catalog.strings {
            let back = migrated.strings[key]
            #expect(back != nil, "\(file.name): '\(key)' lost")
            #expect(back?.comment == entry.comment, "\(file.name): comment of '\(key)'")
            for (language, localization) in entry.localizations {
                let expected = Self.texts(localization, key: key, language: language, source: catalog.sourceLanguage)
                guard !expected.isEmpty else { continue } // untranslated: omitted on purpose
                let actual = back?.localizations[language].map {
                    Self.texts($0, key: key, language: language, source: catalog.sourceLanguage)
                } ?? (language == catalog.sourceLanguage ? [key] : [])
                #expect(actual == expected, "\(file.name): '\(key)' in \(language)")
            }
        }
        #expect(Set(migrated.strings.keys) == Set(catalog.strings.keys), "\(file.name): keys")
    }

    /// Every text a localization can produce, substitutions expanded, arguments numbered explicitly.
    static func texts(_ localization: Localization, key: String, language: String, source: String) -> [String] {
        var results: [String] = []
        collect(localization, substitutions: localization.substitutions ?? [:], into: &results)
        return results.sorted()
    }

    private static func collect(_ localization: Localization, substitutions: [String: Substitution], into results: inout [String]) {
        if let unit = localization.stringUnit, !(unit.state == .new && unit.value.isEmpty) {
            results += expand(unit.value, substitutions)
        }
        for variation in Array((localization.variations?.plural ?? [:]).values) + Array((localization.variations?.device ?? [:]).values) {
            collect(variation, substitutions: substitutions, into: &results)
        }
    }

    private static func expand(_ text: String, _ substitutions: [String: Substitution]) -> [String] {
        let parsed = FormatString.parse(text)
        var results = [""]
        for token in parsed.tokens {
            switch token {
            case .literal(let literal, _):
                results = results.map { $0 + literal }
            case .specifier(let specifier):
                if case .substitution(let name) = specifier.kind, let substitution = substitutions[name] {
                    let argument = substitution.argNum ?? specifier.argumentIndex ?? 1
                    let forms = (substitution.variations?.plural ?? [:]).values.compactMap { form -> String? in
                        guard let unit = form.stringUnit, !(unit.state == .new && unit.value.isEmpty) else { return nil }
                        return FormatString.parse(unit.value, isSubstitutionVariation: true).replacingSpecifiers { inner in
                            inner.kind == .substitutionArgument ? "%\(argument)$" + (substitution.formatSpecifier ?? "lld") : nil
                        }
                    }
                    results = results.flatMap { prefix in forms.map { prefix + $0 } }
                } else {
                    results = results.map { $0 + specifier.text }
                }
            }
        }
        return results.map { expanded in
            FormatString.parse(expanded).replacingSpecifiers { specifier in specifier.argumentIndex.map(specifier.withPosition) }
        }
    }
}
