import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

@Suite("phrasebook serve")
struct ServeCommandTests {
    static let catalog = #"{"sourceLanguage":"en","strings":{"Cancel":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abbrechen"}}}}},"version":"1.0"}"#

    @Test("starts, prints its address and serves the work list; a second one on that port exits 2 and says to choose another")
    func startsAndRefusesABusyPort() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let executable = try #require(PhrasebookExecutable.url, "build the phrasebook executable first")
        let outputURL = folder.url.appendingPathComponent("serve.out")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", folder.url.path, "--port", "0"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
            try? output.close()
        }
        // The address is printed once the port is bound; wait for it, 20 seconds at most.
        var printed = ""
        for _ in 0..<400 where !printed.contains("Ctrl-C") {
            try await Task.sleep(nanoseconds: 50_000_000)
            printed = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        }
        #expect(printed.hasPrefix("Phrasebook editor: 1 catalog, source language en\nOpen http://127.0.0.1:"), "\(printed)")
        let port = try #require(printed.split(separator: "\n")[1].split(separator: ":").last.map { String($0.dropLast()) })
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/api/list?language=de")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains(#""k":"Cancel","s":"translated""#))

        let second = try PhrasebookExecutable.run(["serve", folder.url.path, "--port", port])
        #expect(second.status == 2)
        #expect(second.standardError.contains("can't listen on 127.0.0.1:\(port)") && second.standardError.contains("choose another port with --port"), "\(second)")
    }

    @Test("exits 2 with a reason when the language given is the source language or there is no catalog")
    func refusals() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let empty = try PhrasebookExecutable.run(["serve", folder.url.path])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("no String Catalogs"), "\(empty)")
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let source = try PhrasebookExecutable.run(["serve", folder.url.path, "--language", "en"])
        #expect(source.status == 2)
        #expect(source.standardError.contains("en is the source language"), "\(source)")
    }
}
