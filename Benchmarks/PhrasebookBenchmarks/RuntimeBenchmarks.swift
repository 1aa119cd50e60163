// The `runtime` suite: Localizer lookups side by side with glibc gettext() and Foundation, and catalog loading.
import BenchmarkSupport
import Foundation
import Phrasebook
import StringCatalog
#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) let runtimeSuite = BenchmarkSuite(name: "runtime", summary: "Localizer lookups vs gettext() and Foundation; loading a 2.7 MB catalog") {
    RuntimeBenchmarks().run()
}

/// Keeps results alive so the optimizer cannot drop the measured calls.
nonisolated(unsafe) private var sink = 0

private struct RuntimeBenchmarks {
    static let languages = ["fr", "de", "es", "it", "ja", "ko", "nl", "pt-BR", "ru", "sv", "tr", "uk", "zh-Hans"]
    let keys: [String] = (0..<2_000).map { "Settings section \($0): choose how stories are read aloud" }
    let pluralKeys: [String] = (0..<200).map { "%lld stories in collection \($0)" }

    /// A catalog with English source text and a French translation for every key, plural variations
    /// for the plural keys, and (for the load test) twelve more languages.
    func catalog(allLanguages: Bool) -> StringCatalog {
        var strings: [String: CatalogEntry] = [:]
        let languages = allLanguages ? Self.languages : ["fr"]
        // Thirteen languages of 882 keys make the 2.7 MB file of the load test.
        let keys = allLanguages ? Array(self.keys.prefix(822)) : self.keys
        let pluralKeys = allLanguages ? Array(self.pluralKeys.prefix(60)) : self.pluralKeys
        for key in keys {
            var localizations: [String: Localization] = [:]
            for language in languages { localizations[language] = .text("[\(language)] \(key) — traduit") }
            strings[key] = CatalogEntry(localizations: localizations)
        }
        for key in pluralKeys {
            var localizations: [String: Localization] = [
                "en": Localization(variations: Variations(plural: [.one: .text("%lld story"), .other: .text(key)])),
            ]
            for language in languages {
                localizations[language] = Localization(variations: Variations(plural: [
                    .one: .text("%lld histoire [\(language)]"), .other: .text("%lld histoires dans la collection [\(language)]"),
                ]))
            }
            strings[key] = CatalogEntry(localizations: localizations)
        }
        return StringCatalog(sourceLanguage: "en", strings: strings)
    }

    func run() {
        let table = LocalizationTable(catalog: catalog(allLanguages: false))
        let localizer = Localizer(tables: [table], languages: ["fr", "en"])
        let phrasebookHit = perKey(keys) { sink &+= localizer.string(forKey: $0).utf8.count }

        if let gettextHit = measureGettext() {
            printComparison("plain hit (2,000 keys)", phrasebook: phrasebookHit, peerName: "gettext()", peer: gettextHit)
        }
        if let bundleHit = measureBundle() {
            printComparison("plain hit (2,000 keys)", phrasebook: phrasebookHit, peerName: "Bundle.localizedString", peer: bundleHit)
        }

        let counts = [1, 2, 5, 21, 100]
        let phrasebookPlural = perKey(pluralKeys) { key in
            for count in counts { sink &+= localizer.string(forKey: key, arguments: [.int(count)]).utf8.count }
        } / Double(counts.count)
        let interpolated = measureMedianNanoseconds(samples: 15, batch: 2_000) {
            sink &+= localizer.string("\(sink & 7) stories in collection 7").utf8.count
        }
        let foundationPlural = perKey(pluralKeys) { key in
            for count in counts { sink &+= String.localizedStringWithFormat(key, count).utf8.count }
        } / Double(counts.count)
        printComparison("plural + format lookup", phrasebook: phrasebookPlural, peerName: "localizedStringWithFormat", peer: foundationPlural)
        print("interpolated plural lookup (key built per call) phrasebook \(formatDuration(interpolated))")
        measureNamedPlaceholders()
        measureFormattedDate()
        measureLoad()
    }

    /// Lookups of keys with Xcode 26's named placeholders (`%(count)lld … %(city)@`, reordered in French)
    /// beside their positional twins (`%1$lld … %2$@`), plain and plural, measured alternately in one run:
    /// names are bound to positions when the catalog loads, so a lookup costs the same.
    func measureNamedPlaceholders() {
        let keys = (0..<500).map { "Landmarks near a city \($0)" }
        func catalog(named: Bool) -> StringCatalog {
            let (count, city) = named ? ("%(count)lld", "%(city)@") : ("%1$lld", "%2$@")
            var strings: [String: CatalogEntry] = [:]
            for (index, key) in keys.enumerated() {
                let source: Localization, french: Localization
                if index.isMultiple(of: 2) {
                    source = .text("\(count) landmarks near \(city)")
                    french = .text("\(city) : \(count) monuments")
                } else {
                    source = Localization(variations: Variations(plural: [
                        .one: .text("\(count) landmark near \(city)"), .other: .text("\(count) landmarks near \(city)"),
                    ]))
                    french = Localization(variations: Variations(plural: [
                        .one: .text("\(city) : \(count) monument"), .other: .text("\(city) : \(count) monuments"),
                    ]))
                }
                strings[key] = CatalogEntry(extractionState: .manual, localizations: ["en": source, "fr": french])
            }
            return StringCatalog(sourceLanguage: "en", version: "1.1", strings: strings)
        }
        // Two localizers of each kind, made in the order named, positional, positional, named, so that where
        // the heap puts their tables favours neither kind.
        let make = { (named: Bool) in Localizer(tables: [LocalizationTable(catalog: catalog(named: named))], languages: ["fr", "en"]) }
        let localizers = [(true, make(true)), (false, make(false)), (false, make(false)), (true, make(true))]
        let arguments: [[FormatValue]] = [1, 2, 21].map { [.int($0), .string("Paris")] }
        let texts = localizers.map { $0.1.string(forKey: keys[1], arguments: arguments[1]) }
        precondition(Set(texts).count == 1 && texts[0].hasPrefix("Paris"), "\(texts)")
        func lookups(_ localizer: Localizer) -> Double {
            perKey(keys) { key in for values in arguments { sink &+= localizer.string(forKey: key, arguments: values).utf8.count } }
                / Double(arguments.count)
        }
        // Take turns, so that a busy machine slows both kinds alike.
        var namedTimes: [Double] = [], positionalTimes: [Double] = []
        for _ in 0..<5 {
            for (named, localizer) in localizers {
                if named { namedTimes.append(lookups(localizer)) } else { positionalTimes.append(lookups(localizer)) }
            }
        }
        printComparison("named-placeholder lookup (2 args)", phrasebook: namedTimes.sorted()[namedTimes.count / 2],
                        peerName: "positional twin", peer: positionalTimes.sorted()[positionalTimes.count / 2])
    }

    /// A lookup whose argument is a date with a format style, formatted in the localizer's locale, beside
    /// formatting the same date alone.
    func measureFormattedDate() {
        // The key is in the table, as in an app: the lookup finds the German text and formats into it.
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "Generated on %@": CatalogEntry(localizations: ["de": .text("Erstellt am %@")]),
        ])
        let german = Localizer(tables: [LocalizationTable(catalog: catalog)], languages: ["de"])
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let style = Date.FormatStyle.dateTime.day().month(.wide).year()
        // Batches of 2,000 calls; CPU time of the thread as well, which a machine shared with builds leaves alone.
        let batch = 2_000.0
        let lookup = measureTimes(samples: 15) {
            for _ in 0..<2_000 { sink &+= german.string("Generated on \(date, format: style)").utf8.count }
        }
        let locale = Locale(identifier: "de")
        let alone = measureTimes(samples: 15) {
            for _ in 0..<2_000 { sink &+= date.formatted(style.locale(locale)).utf8.count }
        }
        printComparison("lookup with a formatted date (cpu)", phrasebook: lookup.cpu / batch, peerName: "Date.formatted alone", peer: alone.cpu / batch)
        printComparison("lookup with a formatted date (wall)", phrasebook: lookup.wall / batch, peerName: "Date.formatted alone", peer: alone.wall / batch)
    }

    /// The median time per key of running `body` over all keys.
    func perKey(_ keys: [String], _ body: (String) -> Void) -> Double {
        measureMedianNanoseconds(samples: 15) { for key in keys { body(key) } } / Double(keys.count)
    }

    func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// gettext() on a `.mo` compiled by msgfmt from the same keys and French values.
    func measureGettext() -> Double? {
        #if canImport(Glibc)
        guard let msgfmt = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt"].first(where: FileManager.default.isExecutableFile) else {
            print("gettext comparison skipped: msgfmt not found (apt-get install gettext)")
            return nil
        }
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let messages = root.appendingPathComponent("fr/LC_MESSAGES")
        try? FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var po = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
        for key in keys { po += "msgid \(quoted(key))\nmsgstr \(quoted("[fr] \(key) — traduit"))\n\n" }
        let poURL = root.appendingPathComponent("bench.po")
        try? Data(po.utf8).write(to: poURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: msgfmt)
        process.arguments = ["-o", messages.appendingPathComponent("bench.mo").path, poURL.path]
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { print("gettext comparison skipped: msgfmt failed"); return nil }

        // libintl.h is not in Swift's Glibc module: take glibc's own gettext functions by name.
        guard let gettext = GlibcGettext() else { print("gettext comparison skipped: gettext() not in libc"); return nil }
        setenv("LANGUAGE", "fr", 1)
        setlocale(LC_ALL, "C.UTF-8")
        _ = gettext.bindtextdomain("bench", root.path)
        _ = gettext.bindTextdomainCodeset("bench", "UTF-8")
        _ = gettext.textdomain("bench")
        let cKeys = keys.map { ContiguousArray($0.utf8CString) }
        let check = cKeys[0].withUnsafeBufferPointer { String(cString: gettext.gettext($0.baseAddress!)!) }
        guard check.hasPrefix("[fr]") else {
            print("gettext comparison skipped: gettext() returned the untranslated key (no usable locale)")
            return nil
        }
        let time = measureMedianNanoseconds(samples: 15) {
            for key in cKeys { key.withUnsafeBufferPointer { sink &+= Int(bitPattern: gettext.gettext($0.baseAddress!)) & 1 } }
        } / Double(keys.count)
        setlocale(LC_ALL, "C")
        return time
        #else
        print("gettext comparison skipped: glibc only")
        return nil
        #endif
    }

    /// Bundle.localizedString on a bundle whose fr.lproj/Localizable.strings has the same keys and values.
    func measureBundle() -> Double? {
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for language in ["fr", "en"] {
            let folder = root.appendingPathComponent("\(language).lproj")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let lines = keys.map { "\"\($0)\" = \"\(language == "fr" ? "[fr] \($0) — traduit" : $0)\";" }
            try? Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        guard let bundle = Bundle(path: root.path) else { return nil }
        return perKey(keys) { sink &+= bundle.localizedString(forKey: $0, value: nil, table: nil).utf8.count }
    }

    /// Reading a 2.7 MB .xcstrings file with thirteen languages and compiling it for a French user.
    func measureLoad() {
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("Localizable.xcstrings")
        let data = XcstringsText.encode(catalog(allLanguages: true))
        try? data.write(to: url)
        do {
            _ = try LocalizationTable(contentsOf: url)
        } catch {
            print("load benchmark skipped: \(error)")
            return
        }
        let time = measureMedianNanoseconds(samples: 9) {
            guard let table = try? LocalizationTable(contentsOf: url) else { return }
            sink &+= Localizer(tables: [table], languages: ["fr", "en"]).languages.count
        }
        let table = try? LocalizationTable(contentsOf: url)
        let compile = measureMedianNanoseconds(samples: 9) {
            sink &+= Localizer(tables: [table!], languages: ["fr", "en"]).languages.count
        }
        let megabytes = Double(data.count) / 1_000_000
        let label = "load \(String(format: "%.1f", megabytes)) MB catalog, ready for fr".padding(toLength: 44, withPad: " ", startingAt: 0)
        print("\(label) phrasebook \(formatDuration(time)) (read \(formatDuration(time - compile)), compile \(formatDuration(compile)))")
    }
}

#if canImport(Glibc)
/// glibc's gettext entry points, looked up at run time.
private struct GlibcGettext {
    typealias Lookup = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias Bind = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    let gettext: Lookup
    let textdomain: Lookup
    let bindtextdomain: Bind
    let bindTextdomainCodeset: Bind

    init?() {
        let handle = dlopen(nil, RTLD_NOW)
        guard let gettext = dlsym(handle, "gettext"), let textdomain = dlsym(handle, "textdomain"),
              let bind = dlsym(handle, "bindtextdomain"), let codeset = dlsym(handle, "bind_textdomain_codeset")
        else { return nil }
        self.gettext = unsafeBitCast(gettext, to: Lookup.self)
        self.textdomain = unsafeBitCast(textdomain, to: Lookup.self)
        self.bindtextdomain = unsafeBitCast(bind, to: Bind.self)
        self.bindTextdomainCodeset = unsafeBitCast(codeset, to: Bind.self)
    }
}
#endif

/// Writes a catalog as .xcstrings JSON text for the load benchmark (setup only, not measured).
private enum XcstringsText {
    static func encode(_ catalog: StringCatalog) -> Data {
        var out = "{\n  \"sourceLanguage\" : \(quote(catalog.sourceLanguage)),\n  \"strings\" : {\n"
        out += catalog.strings.keys.sorted().map { key in
            let entry = catalog.strings[key]!
            let localizations = entry.localizations.keys.sorted().map { language in
                "        \(quote(language)) : \(localization(entry.localizations[language]!, indent: 8))"
            }.joined(separator: ",\n")
            return "    \(quote(key)) : {\n      \"localizations\" : {\n\(localizations)\n      }\n    }"
        }.joined(separator: ",\n")
        out += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        return Data(out.utf8)
    }

    static func localization(_ localization: Localization, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        if let plural = localization.variations?.plural {
            let cases = plural.keys.sorted().map { category in
                "\(pad)      \(quote(category.rawValue)) : \(self.localization(plural[category]!, indent: indent + 6))"
            }.joined(separator: ",\n")
            return "{\n\(pad)  \"variations\" : {\n\(pad)    \"plural\" : {\n\(cases)\n\(pad)    }\n\(pad)  }\n\(pad)}"
        }
        let unit = localization.stringUnit!
        return "{\n\(pad)  \"stringUnit\" : {\n\(pad)    \"state\" : \(quote(unit.state.rawValue)),\n\(pad)    \"value\" : \(quote(unit.value))\n\(pad)  }\n\(pad)}"
    }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
