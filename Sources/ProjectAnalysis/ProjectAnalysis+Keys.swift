import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner

extension ProjectAnalysis {
    /// What the keys the code uses show, with the catalogs as extraction would leave them: the key usage
    /// rules, and the catalog rules that judge what people see of a key, where the code uses it.
    func keyFindings(
        _ context: ExtractionContext, extraction: ExtractionResult, sources: ProjectSources, checker: CatalogChecker
    ) -> [Diagnostic] {
        let firstUses = Self.firstUses(of: extraction.strings)
        let usage = context.plan.files.map { file in
            CatalogKeyUsage(path: file.path, catalog: file.catalog, firstUses: firstUses[file.table] ?? [:])
        }
        return checker.keyUsageFindings(usage) + KeyRules.findings(
            plan: context.plan, extraction: extraction, sources: sources.texts,
            keysUsedDynamically: project.extractSettings.keysUsedDynamically ?? false, selection: project.checkSettings.rules,
            locateKey: { url, key in context.location(of: key, inCatalogAt: url) })
    }

    /// Where the code first uses each key, by table.
    private static func firstUses(of strings: [ExtractedString]) -> [String: [String: KeyUse]] {
        var uses: [String: [String: KeyUse]] = [:]
        for string in strings where uses[string.table]?[string.key] == nil {
            uses[string.table, default: [:]][string.key] = KeyUse(file: string.position.file, line: string.position.line, column: string.position.column)
        }
        return uses
    }
}
