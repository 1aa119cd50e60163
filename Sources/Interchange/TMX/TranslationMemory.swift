import Diagnostics
import StringCatalog
import TranslationExchange

/// A project's reviewed translations as TMX, and TMX as translations.
///
/// Each unit is one XLIFF unit of a catalog (its id as `tuid`, so plural, device and substitution cases keep
/// their place), with the source text and every language's translation whose state is `translated`: a memory
/// holds reviewed work only, so other states are left out (and reported).
public enum TranslationMemory {
    /// The memory of one catalog for `languages` (the source language's text is in every unit).
    package static func document(
        for named: NamedCatalog, languages: [String], plurals: PluralCategoryProvider, toolVersion: String,
        losses: inout [NotCarried]
    ) throws(ExportError) -> TMXDocument {
        let source = named.catalog.sourceLanguage
        var byID: [String: TMXDocument.Unit] = [:]
        var ignored: [Diagnostic] = []
        for (key, entry) in named.catalog.strings where entry.shouldTranslate == false {
            for language in languages where language != source && entry.localizations[language] != nil {
                losses.append(NotCarried(catalog: named.original, key: key, language: language, reason: .translatability,
                                         detail: "is marked \"Don't translate\"; its translation is not memory"))
            }
        }
        for language in languages where language != source {
            // Where an import into a catalog without this language would place each unit id.
            var stripped = named.catalog
            for key in stripped.strings.keys { stripped.strings[key]?.localizations[language] = nil }
            var book = UnitAddressBook(catalog: stripped, language: language, plurals: plurals)
            for unit in try XLIFFExporter.sortedUnits(of: named, language: language, plurals: plurals, warnings: &ignored) {
                guard let target = unit.target, let sourceText = unit.source else { continue }
                guard target.state == .translated else {
                    losses.append(NotCarried(catalog: named.original, key: unit.key, language: language, reason: .state,
                        detail: "\(unit.path.isRoot ? "" : "(\(unit.path)) ")is \(target.state), not reviewed; a translation memory holds translated units only"))
                    continue
                }
                if book.resolve(unit.id) != .found(UnitAddressBook.Address(key: unit.key, path: unit.path, entry: stripped.strings.index(forKey: unit.key)!)) {
                    losses.append(NotCarried(catalog: named.original, key: unit.key, language: language, reason: .shape,
                        detail: "(\(unit.path)) has a shape the source does not; an import where the catalog has no translation yet cannot place it"))
                }
                if let bad = [unit.id, sourceText, target.value].lazy.compactMap(XMLEscaping.firstUnrepresentableScalar).first {
                    losses.append(NotCarried(catalog: named.original, key: unit.key, language: language, reason: .text,
                        detail: "contains U+\(String(bad.value, radix: 16, uppercase: true)), which XML cannot carry; not written"))
                    continue
                }
                var memory = byID[unit.id] ?? TMXDocument.Unit(
                    id: unit.id, notes: unit.comment.map { [$0] } ?? [], variants: [TMXDocument.Variant(language: source, segment: sourceText)])
                memory.variants.append(TMXDocument.Variant(language: language, segment: target.value))
                byID[unit.id] = memory
            }
        }
        return TMXDocument(sourceLanguage: source, creationToolVersion: toolVersion,
                           units: byID.keys.sorted().map { byID[$0]! })
    }

    /// One file of messages per language of the memory other than its source, each addressed by unit id.
    package static func importedFiles(_ document: TMXDocument, path: String, sourceLanguage: String) -> [ImportedFile] {
        var messages: [String: [ImportedMessage]] = [:]
        let source = document.sourceLanguage == "*all*" ? sourceLanguage : document.sourceLanguage
        for unit in document.units {
            guard let id = unit.id else { continue }
            for variant in unit.variants where TMXDocument.folded(variant.language) != TMXDocument.folded(source) {
                messages[variant.language, default: []].append(
                    ImportedMessage(key: id, content: .unitID(variant.segment), line: unit.line))
            }
        }
        return messages.keys.sorted().map { ImportedFile(path: path, language: $0, catalog: nil, messages: messages[$0]!) }
    }

    /// Translations of a source text in a memory, for `--memory`: every unit whose source-language text is
    /// `sourceText` exactly, with its text in `language`.
    public static func translations(of sourceText: String, into language: String, in document: TMXDocument) -> [String] {
        let source = document.sourceLanguage
        return document.units.compactMap { unit in
            guard source == "*all*" ? unit.variants.contains(where: { $0.segment == sourceText }) : unit.segment(in: source) == sourceText else { return nil }
            return unit.segment(in: language)
        }
    }
}
