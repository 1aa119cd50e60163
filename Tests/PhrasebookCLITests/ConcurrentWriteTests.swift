import Foundation
import Testing
import TestSupport

@Suite("Concurrent commands on one catalog lose nothing")
struct ConcurrentWriteTests {
    static let keys = (0..<6).map { "Key \($0)" }

    static var catalog: String {
        let entries = keys.map { #""\#($0)" : { }"# }.joined(separator: ",\n    ")
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \(entries)\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// An XLIFF translating `key` into German.
    static func xliff(_ key: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="\(key)" xml:space="preserve">
                <source>\(key)</source>
                <target state="translated">\(key) auf Deutsch</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
    }

    @Test("two imports into one catalog at once both land (several rounds, as separate processes)")
    func concurrentImports() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for round in 0..<3 {
            try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
            let pair = [Self.keys[2 * round], Self.keys[2 * round + 1]]
            for key in pair {
                try Data(Self.xliff(key).utf8).write(to: folder.url.appendingPathComponent("\(key).xliff"))
            }
            let url = folder.url
            let results = try await withThrowingTaskGroup(of: CommandResult.self) { group in
                for key in pair {
                    group.addTask {
                        try PhrasebookExecutable.run(["import", "\(key).xliff", "--catalog", "Localizable.xcstrings"], in: url)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for result in results { #expect(result.status == 0, "\(result)") }
            let text = try String(contentsOf: folder.url.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
            for key in pair { #expect(text.contains("\(key) auf Deutsch"), "round \(round): \(key) was lost\n\(text)") }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".") }
            #expect(leftovers.isEmpty)
        }
    }
}
