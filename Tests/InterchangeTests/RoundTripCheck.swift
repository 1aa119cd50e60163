import Diagnostics
import Foundation
import StringCatalog
import TestSupport
import TranslationExchange
@testable import Interchange

/// A catalog through a format and back: exported, then imported into the same catalog stripped of every
/// translation. Every string unit that does not come back as it was must be covered by a `NotCarried` report
/// for its key (and language); a catalog of only the keys nothing was reported for must come back byte for
/// byte; and importing the files into the catalog as it is must change nothing.
struct RoundTripCheck {
    var format: InterchangeFormat
    var nested = false

    struct Result {
        /// String units of the catalog's translations (substitution cases and their arguments included).
        var units = 0
        /// Units that came back exactly (text and state).
        var exact = 0
        /// Units that did not, each covered by a report.
        var reported = 0
        /// Differences no report covers, and import findings: each a failure.
        var unexplained: [String] = []
        /// Keys reported, by reason.
        var keysByReason: [NotCarried.Reason: Int] = [:]
        /// Whether the catalog of unreported keys came back byte for byte.
        var unreportedKeysExact = true
        /// What importing into the untouched catalog changed (must be 0).
        var changedInOriginal = 0
    }

    func run(_ named: NamedCatalog, languages: [String]) throws -> Result {
        var result = Result()
        let rendering = try InterchangeExporter(format: format, nestsKeys: nested, toolVersion: "test").render([named], languages: languages)
        for reason in NotCarried.Reason.allCases {
            let keys = Set(rendering.notCarried.filter { $0.reason == reason }.map(\.key))
            if !keys.isEmpty { result.keysByReason[reason] = keys.count }
        }
        let covered = Set(rendering.notCarried.map { "\($0.key)\u{0}\($0.language ?? "*")" })
        var stripped = named
        stripped.catalog.strings = stripped.catalog.strings.mapValues { entry in
            var entry = entry
            entry.localizations = entry.localizations.filter { $0.key == named.catalog.sourceLanguage }
            return entry
        }
        let inputs = try readBack(rendering)
        let (back, findings) = try importing(inputs, into: stripped)
        // An import finding about a key the export reported for its language was announced.
        result.unexplained += findings.filter { finding in
            !covered.contains("\(finding.key ?? "")\u{0}\(finding.language ?? "*")") && !covered.contains("\(finding.key ?? "")\u{0}*")
        }.map(\.compilerStyleLine)
        let before = Self.units(of: named.catalog), after = Self.units(of: back.catalog)
        let source = named.catalog.sourceLanguage
        for id in Set(before.keys).union(after.keys).sorted() {
            let parts = id.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            let isTranslation = parts[1] != source
            if isTranslation, before[id] != nil { result.units += 1 }
            if before[id] == after[id] {
                if isTranslation { result.exact += 1 }
            } else if covered.contains("\(parts[0])\u{0}\(parts[1])") || covered.contains("\(parts[0])\u{0}*") {
                result.reported += before[id] == nil || !isTranslation ? 0 : 1
            } else {
                result.unexplained.append("'\(parts[0])' (\(parts[1])) \(parts[2]): \(before[id] ?? "nothing") came back as \(after[id] ?? "nothing")")
            }
        }
        // Importing into the catalog as it is changes nothing.
        let (same, sameFindings) = try importing(inputs, into: named)
        result.unexplained += sameFindings.map(\.compilerStyleLine)
        if same.catalog != named.catalog {
            let a = Self.units(of: named.catalog), b = Self.units(of: same.catalog)
            let changed = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
            result.changedInOriginal = max(changed.count, 1)
            result.unexplained += changed.prefix(10).map { "(into the original) \($0.replacingOccurrences(of: "\u{0}", with: " ")): \(a[$0] ?? "nothing") → \(b[$0] ?? "nothing")" }
            if changed.isEmpty { result.unexplained.append("(into the original) same units, other fields changed") }
        }
        // The keys nothing was reported for came back byte for byte.
        let reportedKeys = Set(rendering.notCarried.map(\.key))
        var unreported = named, unreportedBack = back
        unreported.catalog.strings = named.catalog.strings.filter { !reportedKeys.contains($0.key) }
        unreportedBack.catalog.strings = back.catalog.strings.filter { !reportedKeys.contains($0.key) }
        result.unreportedKeysExact = unreportedBack.catalog.encoded() == unreported.catalog.encoded()
        if !result.unreportedKeysExact {
            let a = Self.units(of: unreported.catalog), b = Self.units(of: unreportedBack.catalog)
            for id in Set(a.keys).union(b.keys).sorted() where a[id] != b[id] {
                result.unexplained.append("(unreported keys) \(id.replacingOccurrences(of: "\u{0}", with: " ")): \(a[id] ?? "nothing") → \(b[id] ?? "nothing")")
            }
            if a == b { result.unexplained.append("(unreported keys) same units but different bytes") }
        }
        return result
    }

    /// The files written to a folder and read back.
    private func readBack(_ rendering: InterchangeRendering) throws -> [InterchangeReader.Input] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try InterchangeFixtures.write(rendering, to: folder.url)
        return try InterchangeReader(format: format).read(folder.url, display: { $0.lastPathComponent })
    }

    /// What the files read back do to `named` when imported.
    private func importing(_ inputs: [InterchangeReader.Input], into named: NamedCatalog) throws -> (NamedCatalog, [Diagnostic]) {
        let reader = InterchangeReader(format: format)
        var catalogs = [named]
        let outcome = try InterchangeImport.apply(inputs, reader: reader, to: &catalogs, addsKeys: false)
        let findings = outcome.report.diagnostics.filter { $0.severity != .note }
        return (catalogs[0], findings)
    }

    /// Every string unit of a catalog by `key, language, path`, as `state: value`; substitution arguments too.
    static func units(of catalog: StringCatalog) -> [String: String] {
        var result: [String: String] = [:]
        for (key, entry) in catalog.strings {
            for (language, localization) in entry.localizations {
                func visit(_ node: Localization, _ path: String) {
                    if let unit = node.stringUnit { result["\(key)\u{0}\(language)\u{0}\(path)"] = "\(unit.state): \(unit.value)" }
                    for (kind, child) in node.variations?.device ?? [:] { visit(child, path + "device.\(kind)/") }
                    for (category, child) in node.variations?.plural ?? [:] { visit(child, path + "plural.\(category)/") }
                }
                visit(localization, "")
                for (name, substitution) in localization.substitutions ?? [:] {
                    result["\(key)\u{0}\(language)\u{0}substitution.\(name)"] = "argNum \(substitution.argNum.map(String.init) ?? "-") \(substitution.formatSpecifier ?? "-")"
                    if let variations = substitution.variations { visit(Localization(variations: variations), "substitutions.\(name)/") }
                }
            }
        }
        return result
    }
}
