@testable import AccessorGeneration
import Foundation
import ProjectConfiguration
import StringCatalog
import Testing

@Suite("Accessor generator")
struct GeneratorTests {
    static func catalog(_ path: String, _ keys: [String]) -> ProjectCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        for key in keys { catalog.strings[key] = CatalogEntry() }
        return ProjectCatalog(url: URL(fileURLWithPath: "/project/\(path)"), path: path, catalog: catalog, text: Data())
    }

    @Test("a key of one table in two catalogs gets one accessor and a warning")
    func duplicateKey() throws {
        let result = try AccessorGenerator().generate([
            Self.catalog("App/Localizable.xcstrings", ["Hello", "Bye"]),
            Self.catalog("Widget/Localizable.xcstrings", ["Hello"]),
        ])
        #expect(result.accessorCount == 2)
        #expect(result.accessors.map(\.name) == ["bye", "hello"])
        #expect(result.diagnostics.map(\.compilerStyleLine) == [
            #"Widget/Localizable.xcstrings: warning: "Hello" is also in App/Localizable.xcstrings, table Localizable; one accessor serves both [accessor-duplicate-key]"#,
        ])
    }

    @Test("tables other than Localizable are enums named after them, documented with the table's name")
    func tables() throws {
        let result = try AccessorGenerator().generate([Self.catalog("Document Window.xcstrings", ["Close"])])
        #expect(result.accessors.map { $0.path + [$0.name] } == [["L10n", "DocumentWindow", "close"]])
        #expect(result.source.contains("    /// The strings of the table Document Window.\n    enum DocumentWindow {"))
    }

    @Test("a namespace that isn't an identifier, is a keyword or hides a type the accessors use is refused", arguments: [
        "class", "String", "2Strings", "My.Strings", "Self",
    ])
    func badNamespace(namespace: String) {
        #expect(throws: AccessorGenerationError.self) { try AccessorGenerator(settings: GenerateSettings(namespace: namespace)) }
    }
}
