import CatalogSync
import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner
import StringCatalog

/// A rule example as a project of its own: its sources (`File0.swift`, …) and its `Localizable` catalog in
/// a temporary folder, analysed as `phrasebook audit` analyses a project, paths shown relative to it.
enum ExampleProject {
    /// The findings of rule `id` when the project of `example` is analysed.
    static func findings(of id: RuleID, in example: ProjectExample) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, source) in example.code.enumerated() {
            try Data(source.utf8).write(to: root.appendingPathComponent(ProjectExample.fileName(index)))
        }
        try example.catalog.encoded().write(to: root.appendingPathComponent("\(ExtractedString.defaultTable).xcstrings"))
        let project = try Project.load(
            directory: root.path, rules: .phrasebook, reading: .sources, paths: PathDisplay(currentDirectory: root.path))
        let result = try ProjectAnalysis(project: project, parts: [.extraction, .keys]).run(toolVersion: "example")
        return result.report.diagnostics.filter { $0.ruleID == id }
    }
}
