import Foundation
import Plurals
import StringCatalog
import Testing
import TestSupport
import TranslationExchange
@testable import Interchange

@Suite("Android resources through aapt and translate-toolkit")
struct AndroidToolTests {
    /// The fixture's resources written into `res/`, with each file as Phrasebook reads it back.
    static func exported(_ flavor: AndroidFlavor, into folder: URL) throws -> [String: AndroidResourceFile] {
        let rendering = try InterchangeFixtures.render(flavor == .aapt ? .android : .compose)
        try InterchangeFixtures.write(rendering, to: folder.appendingPathComponent("res"))
        var files: [String: AndroidResourceFile] = [:]
        for (path, data) in rendering.files { files[path] = try AndroidResourceFile.read(data, path: path, flavor: flavor) }
        return files
    }

    @Test("aapt compiles the exported resources, and its compiled values are the texts Phrasebook wrote")
    func aaptCompiles() throws {
        guard let aapt = ExternalTool.find("aapt", package: "Debian's aapt", purpose: "compiling exported Android resources") else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = try Self.exported(.aapt, into: folder.url)
        let manifest = folder.url.appendingPathComponent("AndroidManifest.xml")
        try Data(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.phrasebook.check"/>"#.utf8).write(to: manifest)
        let apk = folder.url.appendingPathComponent("out.apk").path
        let build = try ExternalTool.run(aapt, ["package", "-f", "-M", manifest.path, "-S", folder.url.appendingPathComponent("res").path, "-F", apk])
        #expect(build.status == 0 && !build.standardError.contains("rror"), "\(build)")
        let dump = try ExternalTool.run(aapt, ["dump", "--values", "resources", apk])
        #expect(dump.status == 0, "\(dump)")
        let compiled = Self.parseDump(dump.standardOutput)
        var compared = 0
        for (path, file) in files {
            let folderName = String(path.split(separator: "/").first ?? "")
            for resource in file.resources {
                switch resource.value {
                case .string(let value):
                    #expect(compiled["\(folderName)|\(resource.name)"] == value, "\(path) \(resource.name)")
                case .plurals(let items):
                    for (category, value) in items {
                        #expect(compiled["\(folderName)|\(resource.name)|\(category)"] == value, "\(path) \(resource.name) \(category)")
                    }
                }
                compared += 1
            }
        }
        #expect(compared > 30, "\(compared) resources compared")
    }

    /// `values-FOLDER|name[|quantity]` → value, from `aapt dump --values resources`.
    static func parseDump(_ text: String) -> [String: String] {
        let quantities = ["0x01000004": "other", "0x01000005": "zero", "0x01000006": "one", "0x01000007": "two", "0x01000008": "few", "0x01000009": "many"]
        var result: [String: String] = [:]
        var folder = "values", name = ""
        func unescape(_ quoted: Substring) -> String {
            var output = ""
            var escaped = false
            for character in quoted.dropFirst().dropLast() {
                if escaped { output.append(character == "n" ? "\n" : character); escaped = false }
                else if character == "\\" { escaped = true }
                else { output.append(character) }
            }
            return output
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("config ") {
                let config = trimmed.dropFirst(7).dropLast()
                let qualifier = config == "(default)" ? "" : String(config)
                // aapt prints a numeric region as r419; the folder Phrasebook writes is b+es+419.
                let language = qualifier.isEmpty ? nil : AndroidQualifier.language(ofFolder: "values-" + qualifier).language
                folder = language.map { AndroidQualifier.folder(for: $0, sourceLanguage: "") } ?? "values"
            } else if trimmed.hasPrefix("resource "), let colon = trimmed.range(of: ":string/") ?? trimmed.range(of: ":plurals/") {
                name = String(trimmed[colon.upperBound...].prefix { $0 != ":" })
            } else if let start = trimmed.range(of: "(string16) ") ?? trimmed.range(of: "(string8) ") {
                let value = unescape(trimmed[start.upperBound...])
                if trimmed.hasPrefix("#"), let key = trimmed.range(of: "(Key=") {
                    let quantity = quantities[String(trimmed[key.upperBound...].prefix(10))] ?? "?"
                    result["\(folder)|\(name)|\(quantity)"] = value
                } else {
                    result["\(folder)|\(name)"] = value
                }
            }
        }
        return result
    }

    @Test("translate-toolkit reads the exported resources to the same texts, except the quantities a language's rules lack",
          arguments: [AndroidFlavor.aapt])
    func translateToolkitReads(flavor: AndroidFlavor) throws {
        guard let python = ExternalTool.pythonWithTranslateToolkit(purpose: "reading exported Android resources with translate-toolkit") else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = try Self.exported(flavor, into: folder.url)
        let result = try ExternalTool.run(python, [ExternalTool.scripts.appendingPathComponent("interchange-translate-toolkit.py").path,
                                                   "android", folder.url.appendingPathComponent("res").path])
        #expect(result.status == 0, "\(result)")
        var theirs: [String: Any] = [:]
        var theirTags: [String: [String]] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            let unit = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any] ?? []
            theirs["\(unit[0] as? String ?? "")|\(unit[1] as? String ?? "")"] = unit[3]
            theirTags[unit[0] as? String ?? ""] = unit[7] as? [String]
        }
        var compared = 0
        for (path, file) in files {
            let language = AndroidQualifier.language(ofFolder: String(path.split(separator: "/")[0])).language ?? "en"
            for resource in file.resources {
                let their = theirs["\(path)|\(resource.name)"]
                switch resource.value {
                case .string(let value):
                    #expect(their as? String == value, "\(path) \(resource.name)")
                case .plurals(let items):
                    // Explained difference: translate-toolkit keeps only the quantities of its plural table for the
                    // language (Weblate's language data: the CLDR categories integers take), in CLDR order. So it
                    // drops English's zero (which Android never picks either) and the fraction-only `other` of
                    // Ukrainian, Russian and Polish, which Android picks for 1.5 with getQuantityString(Double).
                    let tags = try #require(theirTags[path], "\(path): translate-toolkit's plural tags")
                    let cldr = Set(PluralRules.cardinal(for: language).categories.map(\.rawValue))
                    #expect(Set(tags).isSubset(of: cldr), "\(path): \(tags) are CLDR categories of \(language)")
                    let expected = tags.compactMap { items[PluralCategory($0)] }
                    let values = their as? [String] ?? (their as? String).map { [$0] } ?? []
                    #expect(values == expected, "\(path) \(resource.name)")
                }
                compared += 1
            }
        }
        #expect(compared > 30)
    }
}
