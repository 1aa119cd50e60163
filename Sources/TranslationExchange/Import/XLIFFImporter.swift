import Foundation
import Diagnostics
import StringCatalog

/// Applies XLIFF translations to string catalogs with Xcode's import rules (see `UnitApplier`).
public struct XLIFFImporter: Sendable {
    public var plurals: PluralCategoryProvider
    /// Add plural cases missing from an existing language as `new` copies of the source text, as Xcode's
    /// import does. Off by default: the copies would show source text to the app's users.
    public var addsMissingPluralCases: Bool

    public init(plurals: PluralCategoryProvider, addsMissingPluralCases: Bool = false) {
        self.plurals = plurals
        self.addsMissingPluralCases = addsMissingPluralCases
    }

    /// Applies each `<file>` of `document` to the catalog whose path matches its `original` (exactly, or by
    /// file name when only one catalog has that name). Files without a match are reported, not guessed.
    public func apply(_ document: XLIFFDocument, path: String? = nil, to catalogs: inout [NamedCatalog]) -> ImportReport {
        var report = ImportReport()
        for file in document.files {
            guard let language = file.targetLanguage, !language.isEmpty else {
                report.diagnostics.append(Diagnostic(
                    ruleID: "missing-target-language", severity: .error,
                    message: "<file original=\"\(file.original)\"> has no target-language; not imported",
                    file: path, line: file.line))
                continue
            }
            guard let index = Self.catalogIndex(for: file.original, in: catalogs) else {
                report.diagnostics.append(Diagnostic(
                    ruleID: "unknown-catalog", severity: .error,
                    message: "no catalog matches <file original=\"\(file.original)\">; its \(file.units.count) units were not imported",
                    file: path, line: file.line, language: language))
                continue
            }
            if file.sourceLanguage != catalogs[index].catalog.sourceLanguage {
                report.diagnostics.append(Diagnostic(
                    ruleID: "source-language-mismatch", severity: .warning,
                    message: "<file original=\"\(file.original)\"> has source-language \(file.sourceLanguage) but the catalog's is \(catalogs[index].catalog.sourceLanguage)",
                    file: path, line: file.line, language: language))
            }
            // The language as the catalog spells it (`zh_hans` → `zh-Hans`) becomes a localization key, and `compile`
            // turns those into folder names: one that is still not a tag is refused.
            let catalogLanguage = Self.catalogLanguage(for: language, in: catalogs[index].catalog)
            if let reason = LanguageTagCheck.problem(with: catalogLanguage) {
                report.diagnostics.append(Diagnostic(
                    ruleID: "invalid-language-tag", severity: .error,
                    message: "<file original=\"\(file.original)\"> has target-language \(LanguageTagCheck.quoted(language)), which is not a language tag (\(reason)); not imported",
                    file: path, line: file.line))
                continue
            }
            let applier = UnitApplier(plurals: plurals, addsMissingPluralCases: addsMissingPluralCases)
            report.merge(applier.apply(file.units.map(IncomingUnit.init), language: catalogLanguage,
                                       to: &catalogs[index].catalog, file: path))
        }
        return report
    }

    /// Applies units from another format (CSV) to one catalog.
    public func apply(_ units: [IncomingUnit], language: String, to catalog: inout StringCatalog, file: String?) -> ImportReport {
        UnitApplier(plurals: plurals, addsMissingPluralCases: addsMissingPluralCases)
            .apply(units, language: Self.catalogLanguage(for: language, in: catalog), to: &catalog, file: file)
    }

    /// The catalog's spelling of `language` (`zh-Hans` for `zh-hans` or `zh_Hans`), so a tool's different
    /// spelling does not start a second localization; `language` itself when the catalog lacks it.
    package static func catalogLanguage(for language: String, in catalog: StringCatalog) -> String {
        func folded(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-").lowercased() }
        let wanted = folded(language)
        let wantedBytes = Array(wanted.utf8)
        let wantedIsASCII = wantedBytes.allSatisfy { $0 < 0x80 }
        // The first of `catalog.languages` (sorted) that folds to `wanted`, without building that set: the
        // smallest matching tag. ASCII is compared folded byte by byte; a tag with other characters (which may
        // be canonically equivalent to ASCII, like the Kelvin sign) goes through `folded` and `==`.
        func matches(_ tag: String) -> Bool {
            guard wantedIsASCII else { return folded(tag) == wanted }
            var bytes = tag.utf8.makeIterator()
            var position = 0
            while let byte = bytes.next() {
                guard byte < 0x80 else { return folded(tag) == wanted }
                let folding = byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                guard position < wantedBytes.count, wantedBytes[position] == folding else { return false }
                position += 1
            }
            return position == wantedBytes.count
        }
        var best: String? = matches(catalog.sourceLanguage) ? catalog.sourceLanguage : nil
        for entry in catalog.strings.values {
            // The cheap byte match first: ordering strings costs far more, and few tags match.
            for tag in entry.localizations.keys where matches(tag) && best.map({ tag != $0 && tag < $0 }) ?? true {
                best = tag
            }
        }
        return best ?? language
    }

    package static func catalogIndex(for original: String, in catalogs: [NamedCatalog]) -> Int? {
        if let exact = catalogs.firstIndex(where: { $0.original == original }) { return exact }
        func fileName(_ path: String) -> Substring { path.split(separator: "/").last ?? Substring(path) }
        let name = fileName(original)
        let byName = catalogs.indices.filter { fileName(catalogs[$0].original) == name }
        if byName.count == 1 { return byName[0] }
        let bySuffix = catalogs.indices.filter { original.hasSuffix("/" + catalogs[$0].original) || catalogs[$0].original.hasSuffix("/" + original) }
        return bySuffix.count == 1 ? bySuffix[0] : nil
    }
}
