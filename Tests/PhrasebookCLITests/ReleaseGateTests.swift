import Foundation
import Testing
import TestSupport

/// A catalog with English source and `languages`' values given per key.
private func catalog(_ keys: [String: [String: (value: String, state: String)]]) -> String {
    var entries: [String] = []
    for key in keys.keys.sorted() {
        let localizations = keys[key]!.keys.sorted().map { language in
            let unit = keys[key]![language]!
            return "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(unit.state)\", \"value\" : \"\(unit.value)\" } }"
        }
        entries.append("\"\(key)\" : { \"localizations\" : { \(localizations.joined(separator: ", ")) } }")
    }
    return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ", ")) }, \"version\" : \"1.0\" }"
}

private func project(_ catalogText: String, configuration: String = "") throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try Data(catalogText.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
    try Data(configuration.utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
    return folder
}

@Suite("The release gate")
struct ReleaseGateTests {
    /// An astrology-style catalog: Arabic "translated" by copying most English values.
    static let copiedArabic: String = {
        var keys: [String: [String: (value: String, state: String)]] = [:]
        for index in 1...30 { keys["Horoscope reading \(index)"] = ["ar": ("Horoscope reading \(index)", "translated")] }
        keys["Daily forecast"] = ["ar": ("توقعات يومية", "translated")]
        keys["OK"] = ["ar": ("OK", "translated")]
        keys["%lld%%"] = ["ar": ("%lld%%", "translated")]
        return catalog(keys)
    }()

    @Test("a released language filled with copies of the source fails the gate and names the copies")
    func copiesFailTheGate() throws {
        let folder = try project(Self.copiedArabic)
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["check", "--released", "en,ar"], in: folder.url)
        #expect(result.status == 1, "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("[identical-translation]") && $0.contains("error: Arabic (ar) text is the source text copied") }.count == 10)
        #expect(lines.contains("note: 20 more identical-translation findings in ar not shown (--format json lists every finding) [identical-translation]"))
        // "OK" and "%lld%%" are legitimately the same, so with the one real translation 3 of 33 count.
        #expect(lines.contains { $0.hasPrefix("ar ") && $0.contains(" 3/33  9% ") && $0.contains(" 30 ") }, "\(lines)")
        #expect(lines.contains("  ar  30 errors: identical-translation 30"))
        let json = try PhrasebookExecutable.run(["check", "--released", "en,ar", "--format", "json"], in: folder.url)
        #expect(json.standardOutput.components(separatedBy: "\"identical-translation\"").count - 1 == 30)
    }

    @Test("an allow-listed text or a glossary term is not a copy")
    func allowedCopies() throws {
        let text = catalog([
            "Tarot": ["uk": ("Tarot", "translated")], "Zodiac Pro": ["uk": ("Zodiac Pro", "translated")],
            "Horoscope": ["uk": ("Гороскоп", "translated")],
        ])
        let folder = try project(text, configuration: "glossary: g.yml\ncheck:\n  allowed_identical: [Zodiac Pro]\n")
        defer { folder.remove() }
        try Data("terms:\n  - term: Tarot\n    translations: { uk: [Tarot, Таро] }\n".utf8).write(to: folder.url.appendingPathComponent("g.yml"))
        let result = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains(" 3/3  100% "), "\(result)")
    }

    @Test("machine translations are unreviewed; one setting makes them blocking")
    func machineTranslations() throws {
        let text = catalog(["Save": ["de": ("Speichern", "machine_translated")], "Open": ["de": ("Öffnen", "translated")]])
        let folder = try project(text)
        defer { folder.remove() }
        let warned = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(warned.status == 0 && warned.standardOutput.contains("warning: \"Save\" is an unreviewed machine translation in German (de) [unreviewed-machine-translation]"), "\(warned)")
        #expect(warned.standardOutput.contains("1/2  50%       1"), "counted as needing review: \(warned)")
        try Data("check:\n  unreviewed_machine_translation: error\n".utf8).write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
        let blocked = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(blocked.status == 1 && blocked.standardOutput.contains("error: \"Save\" is an unreviewed machine translation"), "\(blocked)")
    }

    @Test("a language in preparation below its floor fails; a per-language floor wins over its status's")
    func minimumCoverage() throws {
        let text = catalog([
            "One": ["uk": ("Один", "translated"), "fr": ("Un", "translated")],
            "Two": ["fr": ("Deux", "translated")], "Three": [:], "Four": [:],
        ])
        let folder = try project(text, configuration: "released_languages: [en]\npreparing_languages: [uk, fr]\ncheck:\n  min_coverage: { preparing: 40, uk: 20 }\n")
        defer { folder.remove() }
        let passing = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(passing.status == 0, "uk 25% is above its own floor of 20%, fr 50% above 40%: \(passing)")
        try Data("released_languages: [en]\npreparing_languages: [uk, fr]\ncheck:\n  min_coverage: { preparing: 40 }\n".utf8)
            .write(to: folder.url.appendingPathComponent(".phrasebook.yml"))
        let failing = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("error: Ukrainian (uk) is 25% translated (1 of 4 keys); the project's minimum for it is 40% [coverage-below-minimum]"), "\(failing)")
    }

    @Test("--baseline reports only findings new since the saved report, end to end")
    func baseline() throws {
        let before = catalog(["Save": ["de": ("Save", "translated")], "Open": ["de": ("Öffnen", "new")]])
        let folder = try project(before)
        defer { folder.remove() }
        let saved = try PhrasebookExecutable.run(["check", "--format", "json", "--output", "baseline.json"], in: folder.url)
        #expect(saved.status == 1)
        let accepted = try PhrasebookExecutable.run(["check", "--baseline", "baseline.json"], in: folder.url)
        #expect(accepted.status == 0, "\(accepted)")
        #expect(accepted.standardError == "note: 2 findings accepted by the baseline baseline.json not reported\n")
        let after = catalog(["Save": ["de": ("Save", "translated")], "Open": ["de": ("Öffnen", "new")], "Close": ["de": ("Close", "translated")]])
        try Data(after.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let regressed = try PhrasebookExecutable.run(["check", "--baseline", "baseline.json"], in: folder.url)
        #expect(regressed.status == 1)
        #expect(regressed.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.contains("\"Close\"") } == [true], "\(regressed)")
        let audit = try PhrasebookExecutable.run(["audit", "--strict", "--baseline", "baseline.json"], in: folder.url)
        #expect(audit.status == 1 && audit.standardOutput.contains("Close"), "the audit takes the same baseline: \(audit)")
    }

    @Test("the app's name from its Xcode project and words the translators write in that language don't block; copies still do")
    func cognatesAndNames() throws {
        let text = catalog([
            "Peach": ["de": ("Peach", "translated")], "Training": ["de": ("Training", "translated")],
            "Start training": ["de": ("Training starten", "translated")],
            "Search": ["de": ("Search", "translated")],
            "Start your training now": ["de": ("Start your training now", "translated")],
        ])
        let folder = try project(text, configuration: "released_languages: [en, de]\n")
        defer { folder.remove() }
        let xcodeproj = folder.url.appendingPathComponent("Peach.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try Data("isa = PBXNativeTarget;\nname = Peach;\nproductType = \"com.apple.product-type.application\";\n};\n".utf8)
            .write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        let result = try PhrasebookExecutable.run(["check", "--format", "json"], in: folder.url)
        #expect(result.status == 1, "\(result)")
        let findings = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let keys = findings.filter { $0["rule"] as? String == "identical-translation" }.compactMap { $0["key"] as? String }.sorted()
        #expect(keys == ["Search", "Start your training now"], "\(result)")
    }

    @Test("a language neither released nor preparing is one summary line, checked only when named with --language")
    func notShippedLanguages() throws {
        let text = catalog([
            "Save": ["de": ("Speichern", "translated"), "fr": ("Save", "translated"), "ar": ("Save", "translated"), "ko": ("Save", "translated")],
            "Open": ["de": ("Öffnen", "translated"), "fr": ("Ouvrir", "translated"), "ar": ("Open", "translated")],
        ])
        let folder = try project(text, configuration: "released_languages: [en, de]\npreparing_languages: [fr]\n")
        defer { folder.remove() }
        let result = try PhrasebookExecutable.run(["check"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("warning:") }.count == 1 && lines.contains { $0.contains("warning: French (fr) text is the source text copied") }, "\(result)")
        #expect(!lines.contains { $0.hasPrefix("ar ") || $0.hasPrefix("ko ") }, "\(result)")
        #expect(lines.contains("Not shipped (neither released nor preparing; not checked, --language names one to check it): 2 languages: ar, ko"), "\(result)")
        let named = try PhrasebookExecutable.run(["check", "--language", "ar"], in: folder.url)
        #expect(named.status == 0 && named.standardOutput.contains("warning: Arabic (ar) text is the source text copied"), "\(named)")
    }
}
