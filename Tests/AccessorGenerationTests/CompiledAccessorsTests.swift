@testable import AccessorGeneration
import Foundation
import ProjectConfiguration
import Testing
import TestSupport

/// Generated code compiled with `swiftc` against the Phrasebook module this test run built: it type-checks
/// for every catalog of the shared corpus, and every accessor, called, gives what a direct lookup gives.
@Suite("Generated code, compiled")
struct CompiledAccessorsTests {
    /// The fixtures, the bundled example's catalog and every catalog of the shared corpus.
    static var catalogs: [ProjectCatalog] {
        let fixtures = ["Naming", "InfoPlist", "Collisions", "Specifiers"].map { GoldenTests.folder.appendingPathComponent("\($0).xcstrings") }
        let example = Corpus.packageRoot.appendingPathComponent("Examples/StoryApp/Resources/Localizable.xcstrings")
        let corpus = Corpus.catalogFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }
        return (fixtures + [example] + corpus).compactMap { try? ProjectCatalog.read($0, path: $0.lastPathComponent) }
    }

    /// One generated file per catalog, each in its own namespace (`Catalog1`, …), access levels taking turns.
    static func generate(into folder: URL) throws -> [(catalog: ProjectCatalog, result: GeneratedAccessors, file: URL)] {
        let levels: [GenerateSettings.Access] = [.public, .package, .internal]
        return try catalogs.enumerated().map { index, catalog in
            let settings = GenerateSettings(access: levels[index % levels.count], namespace: "Catalog\(index + 1)")
            let result = try AccessorGenerator(settings: settings).generate([catalog])
            let file = folder.appendingPathComponent("Catalog\(index + 1).swift")
            try Data(result.source.utf8).write(to: file)
            return (catalog, result, file)
        }
    }

    @Test("generated code for every corpus catalog type-checks against the Phrasebook module")
    func typeChecks() throws {
        guard let runtime = BuiltRuntime.current else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let generated = try Self.generate(into: folder.url)
        #expect(generated.count > 4 + 1 || Corpus.catalogFiles.isEmpty)
        let result = try runtime.typecheck(generated.map(\.file))
        #expect(result.status == 0, "\(result.standardError.prefix(4000))")
    }

    @Test("each generated accessor gives the same string as a direct Localizer lookup of the key with the same arguments")
    func sameAsDirectLookup() throws {
        guard let runtime = BuiltRuntime.current else { return }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let generated = try Self.generate(into: folder.url)
        var harness = Harness()
        for (index, item) in generated.enumerated() { harness.add(item.catalog, item.result, function: "catalog\(index + 1)") }
        let main = folder.url.appendingPathComponent("main.swift")
        try Data(harness.program.utf8).write(to: main)
        let executable = folder.url.appendingPathComponent("harness")
        let build = try runtime.build(generated.map(\.file) + [main], executable: executable)
        // Errors first: the generated harness's warnings would fill the message.
        let errors = build.standardError.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n")
        try #require(build.status == 0, "\(errors.isEmpty ? build.standardError.prefix(4000) : Substring(errors))")

        let run = try Shell.run(executable.path, in: folder.url, path: "")
        #expect(run.status == 0, "\(run.standardError.prefix(2000))")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("DIFFER") }, "\(lines.filter { $0.hasPrefix("DIFFER") }.prefix(20).joined(separator: "\n"))")
        #expect(lines.last == "checked \(harness.expectedCalls)")
        // The runtime finds arguments that don't fit only where the generator warned about the source.
        let issueKeys = Set(lines.filter { $0.hasPrefix("ISSUE\t") }.map { $0.split(separator: "\t")[1] })
        let warnedKeys = Set(generated.flatMap { $0.result.diagnostics.filter { $0.ruleID == "accessor-arguments" }.compactMap(\.key) })
        #expect(issueKeys.isSubset(of: Set(warnedKeys.map { Substring(Data($0.utf8).base64EncodedString()) })),
                "\(lines.filter { $0.hasPrefix("ISSUE") }.prefix(20).joined(separator: "\n"))")
        #expect(harness.expectedCalls > 1000 || Corpus.catalogFiles.isEmpty)
    }
}

/// A program that calls every accessor with sample values in every language of its catalog and compares
/// the text with `Localizer.string(forKey:table:arguments:)` given the same values. Keys are passed to the
/// direct lookup as base64, so the comparison doesn't rely on the generator's own string escaping.
private struct Harness {
    private(set) var source = """
        import Foundation
        import Phrasebook

        final class Issues: @unchecked Sendable {
            private let lock = NSLock()
            private var lines: [String] = []
            func add(_ issue: LocalizationIssue) {
                guard issue.kind == .argumentMismatch else { return }
                lock.lock(); lines.append("ISSUE\\t\\(Data(issue.key.utf8).base64EncodedString())\\t\\(issue)"); lock.unlock()
            }
            var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
        }

        struct Tally {
            var calls = 0
            mutating func check(_ name: String, _ language: String, _ viaAccessor: String, _ direct: String) {
                calls += 1
                if viaAccessor != direct { print("DIFFER \\(name) [\\(language)]: \\(viaAccessor) | \\(direct)") }
            }
        }

        func key(_ base64: String) -> String { String(decoding: Data(base64Encoded: base64)!, as: UTF8.self) }

        func localizers(_ path: String, table: String, _ issues: Issues) -> [(String, Localizer)] {
            let table = try! LocalizationTable(contentsOf: URL(fileURLWithPath: path), name: table)
            return table.catalog.languages.map { language in
                (language, Localizer(tables: [table], languages: [language], reportIssue: { issues.add($0) }))
            }
        }

        """
    private var calls: [String] = []
    private(set) var expectedCalls = 0

    /// Sample values by parameter type, two sets so that plurals are exercised.
    private static let samples: [ParameterType: [String]] = [
        .int: ["1", "21"], .uint: ["1", "21"], .double: ["1.5", "21.0"], .string: ["\"Ada\"", "\"Zoë\""], .scalar: ["\"A\"", "\"é\""],
    ]

    mutating func add(_ catalog: ProjectCatalog, _ result: GeneratedAccessors, function: String) {
        source += "func \(function)(_ tally: inout Tally, _ issues: Issues) {\n"
        source += "    for (language, localizer) in localizers(\(SwiftLiteral.string(catalog.url.path)), table: \(SwiftLiteral.string(catalog.table)), issues) {\n"
        for accessor in result.accessors {
            let path = (accessor.path + [accessor.name]).map(SwiftName.referenced).joined(separator: ".")
            for set in 0..<2 {
                var call = path
                var values: [String] = Array(repeating: ".string(\"\")", count: accessor.signature.argumentCount)
                if accessor.signature.hasArguments {
                    let arguments = accessor.signature.parameters.map { Self.samples[$0.type]![set] }
                    let labelled = zip(accessor.signature.parameters, arguments).map { parameter, value in
                        parameter.isLabelled ? "\(SwiftName.declared(parameter.name)): \(value)" : value
                    }
                    call += "(" + labelled.joined(separator: ", ") + ")"
                    for (parameter, value) in zip(accessor.signature.parameters, arguments) {
                        values[parameter.index - 1] = parameter.type.formatValue("(\(value) as \(parameter.type.rawValue))")
                    }
                }
                let key = "key(\"\(Data(accessor.key.utf8).base64EncodedString())\")"
                source += "        tally.check(\(SwiftLiteral.string(path)), language, localizer.string(\(call)), "
                    + "localizer.string(forKey: \(key), table: \(SwiftLiteral.string(accessor.table)), arguments: [\(values.joined(separator: ", "))]))\n"
            }
        }
        source += "    }\n}\n\n"
        calls.append(function)
        expectedCalls += result.accessors.count * 2 * catalog.catalog.languages.count
    }
}

extension Harness {
    /// The program's source with its entry point.
    var program: String {
        source + """
            let issues = Issues()
            var tally = Tally()
            \(calls.map { "\($0)(&tally, issues)" }.joined(separator: "\n"))
            for line in issues.all { print(line) }
            print("checked \\(tally.calls)")

            """
    }
}
