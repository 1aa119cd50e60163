import Diagnostics
import StringCatalog
import TranslationExchange

/// Catalogs as Android (or Compose Multiplatform) resources, and resources back as messages.
///
/// The source language goes to `values/`, each other language to its qualified folder. Plural strings are
/// `<plurals>`, "Don't translate" is `translatable="false"` (in `values/` only), a string without arguments
/// but with a `%` is `formatted="false"`, the comment is the XML comment before the element. Keys become
/// resource names (`ResourceNaming.androidName`); where the name is not the key, `phrasebook:key` keeps the key.
package struct AndroidExchange {
    package var flavor: AndroidFlavor

    package init(flavor: AndroidFlavor) {
        self.flavor = flavor
    }

    private var formatName: String { flavor == .aapt ? "Android resources" : "Compose resources" }

    /// The resource file of each language (`values`, `values-de`…) for one catalog; `naming` gives each key
    /// its resource name.
    package func export(_ named: NamedCatalog, languages: [String], naming: (String) -> String, losses: inout [NotCarried])
        -> [(folder: String, file: AndroidResourceFile)] {
        let catalog = named.catalog
        let reader = FlatMessageReader(named: named, formatName: formatName)
        let keys = catalog.strings.keys.sorted()
        var result: [(folder: String, file: AndroidResourceFile)] = []
        var defaults: Set<String> = []
        for language in [catalog.sourceLanguage] + languages.filter({ $0 != catalog.sourceLanguage }) {
            let isSource = language == catalog.sourceLanguage
            var resources: [AndroidResourceFile.Resource] = []
            for key in keys {
                let entry = catalog.strings[key]!
                guard var message = reader.message(key: key, entry: entry, language: language, losses: &losses) else { continue }
                if !isSource {
                    guard let kept = reader.withoutStates(message, key: key, language: language, losses: &losses) else { continue }
                    message = kept
                }
                let name = naming(key)
                guard isSource || defaults.contains(name) else {
                    losses.append(reader.loss(key, language, .shape, "has no source string in values/, without which Android has no default; not written"))
                    continue
                }
                var resource = AndroidResourceFile.Resource(name: name, key: name == key ? nil : key, value: .string(""),
                                                            isTranslatable: entry.shouldTranslate != false)
                if case .plural = message.content { resource.value = .plurals([:]) }
                if let comment = entry.comment, !comment.isEmpty {
                    resource.comment = comment
                    if isSource, AndroidResourceFile.commentText(comment) != comment {
                        losses.append(reader.loss(key, nil, .comment, "has a comment with '--' or a final '-', which XML comments cannot hold; written with spaces between the dashes"))
                    }
                }
                var unspellable: String?
                var checks: [(java: String, original: String, path: UnitPath)] = []
                for (path, unit) in message.units {
                    let (text, problems) = MessageText.parse(unit.value)
                    for problem in problems {
                        losses.append(reader.loss(key, language, .specifier, "has a specifier Java cannot hold: \(problem.message)"))
                    }
                    guard let java = JavaFormatSpecifiers.javaFormat(text, keepingPositions: Self.writesPositions(unit.value),
                                                                     unspellable: &unspellable) else { break }
                    if let category = path.pluralCategory, case .plurals(var items) = resource.value {
                        items[category] = java
                        resource.value = .plurals(items)
                    } else {
                        resource.value = .string(java)
                        resource.isFormatted = text.isFormat || !unit.value.contains("%")
                    }
                    if resource.isFormatted { checks.append((java, unit.value, path)) }
                }
                for check in checks {
                    reader.checkRestoration(JavaFormatSpecifiers.messageText(fromJava: check.java), original: check.original, key: key,
                                            entry: entry, language: language, path: check.path, syntax: .java, losses: &losses)
                }
                if let unspellable {
                    losses.append(reader.loss(key, language, .specifier, "uses '\(unspellable)', which Java's formatter cannot spell; not written"))
                    continue
                }
                if isSource { defaults.insert(name) }
                resources.append(resource)
            }
            if !isSource, resources.isEmpty { continue }
            result.append((AndroidQualifier.folder(for: language, sourceLanguage: catalog.sourceLanguage), AndroidResourceFile(resources: resources)))
        }
        return result
    }

    /// Whether a catalog text writes argument positions (`%1$@`), which Java can keep.
    static func writesPositions(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "$")) && FormatString.parse(text).specifiers.contains { $0.position != nil }
    }

    /// The messages of one resource file for `language`; `keyOfName` maps resource names without a
    /// `phrasebook:key` to catalog keys (names that map to none are keys themselves).
    package func importedFile(_ file: AndroidResourceFile, path: String, language: String, catalog: String?,
                              keyOfName: [String: String]) -> ImportedFile {
        var messages: [ImportedMessage] = []
        for resource in file.resources {
            let key = resource.key ?? keyOfName[resource.name] ?? resource.name
            let content: ImportedMessage.Content
            switch resource.value {
            case .string(let value):
                content = .text(resource.isFormatted ? JavaFormatSpecifiers.messageText(fromJava: value) : MessageText([.literal(value)]))
            case .plurals(let items):
                guard !items.isEmpty else { continue }
                content = .plural(items.mapValues(JavaFormatSpecifiers.messageText(fromJava:)))
            }
            messages.append(ImportedMessage(key: key, content: content, line: resource.line, comment: resource.comment,
                                            isTranslatable: resource.isTranslatable))
        }
        var imported = ImportedFile(path: path, language: language, catalog: catalog, messages: messages)
        imported.notes = file.notes.map { note in (note.line.map { "line \($0): " } ?? "") + note.message }
        return imported
    }
}
