import Foundation
import TestSupport

/// The Phrasebook runtime as this test run built it, to compile generated code against: the folder of
/// its `.swiftmodule`s and the object files of Phrasebook, StringCatalog and Plurals.
struct BuiltRuntime {
    var modules: URL
    var objects: [URL]

    /// Found in the test's build products (`.build/debug/Modules`, `.build/debug/Phrasebook.build/*.o`);
    /// `nil`, with the reason printed, when they or `swiftc` are not there.
    static let current: BuiltRuntime? = {
        for folder in PhrasebookExecutable.productFolders {
            let modules = [folder.appendingPathComponent("Modules"), folder]
                .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Phrasebook.swiftmodule").path) }
            guard let modules else { continue }
            let objects = ["Phrasebook", "StringCatalog", "Plurals"].flatMap { objectFiles(of: $0, in: folder) }
            guard (try? Shell.run("command -v swiftc", in: folder, path: ""))?.status == 0 else {
                print("note: swiftc is not on PATH; generated code is not compiled")
                return nil
            }
            return BuiltRuntime(modules: modules, objects: objects)
        }
        print("note: the built Phrasebook module was not found beside the tests; generated code is not compiled")
        return nil
    }()

    /// The object files of `module`'s current sources, as its output file map names them, and its module
    /// wrapper: a folder built before a source file moved away still holds that file's object, which would
    /// clash with the module it moved to.
    private static func objectFiles(of module: String, in folder: URL) -> [URL] {
        let build = folder.appendingPathComponent("\(module).build")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let map = (try? Data(contentsOf: build.appendingPathComponent("output-file-map.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: [String: String]] }
        guard let map else { return names.filter { $0.hasSuffix(".o") }.sorted().map { build.appendingPathComponent($0) } }
        let wrapper = names.contains("\(module).swiftmodule.o") ? [build.appendingPathComponent("\(module).swiftmodule.o")] : []
        return map.values.compactMap { $0["object"] }.sorted().map { URL(fileURLWithPath: $0) } + wrapper
    }

    /// `swiftc -typecheck` of `files` in Swift 6 mode against the runtime, as one package's module (for
    /// `package` declarations).
    func typecheck(_ files: [URL], moduleName: String? = nil, defines: [String] = []) throws -> CommandResult {
        let options = (moduleName.map { ["-module-name", $0] } ?? []) + defines.map { "-D\($0)" }
        return try swiftc("-typecheck \(Self.flags) \(options.joined(separator: " ")) -I \(quoted(modules)) \(files.map(quoted).joined(separator: " "))")
    }

    /// Compiles and links `files` (one of them `main.swift`) with the runtime's objects into `executable`.
    func build(_ files: [URL], executable: URL) throws -> CommandResult {
        try swiftc("\(Self.flags) -I \(quoted(modules)) \((files + objects).map(quoted).joined(separator: " ")) -o \(quoted(executable))")
    }

    private static let flags = "-swift-version 6 -package-name AccessorTests"

    private func swiftc(_ arguments: String) throws -> CommandResult {
        try Shell.run("swiftc \(arguments)", in: modules, path: "")
    }

    private func quoted(_ url: URL) -> String {
        "'" + url.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
