import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

extension ProjectAnalysis {
    /// What `lint --fix` does with the fixes lint finds.
    public enum LintFixing: Sendable {
        /// Work the fixes out, and what they would add to `catalog`, and report what remains; write nothing
        /// (`--fix --dry-run`).
        case preview(catalog: URL?)
        /// Write the fixed sources, and the plural variations fixes introduce into `catalog` when given.
        case apply(catalog: URL?)
    }

    /// Lint's findings in `sources` (those left after fixing, with `lintFixing`) and the fixes.
    func lint(_ sources: ProjectSources, declarations: DeclarationIndex?) throws -> (findings: [Diagnostic], fixes: LintFixResult?) {
        let linter = Linter(configuration: LintConfiguration(project: project))
        switch lintFixing {
        case nil: return (try linter.lint(sources.files, declarations: declarations), nil)
        case .preview(let catalog):
            let fixes = try linter.preview(sources.files, catalog: catalog)
            return (fixes.remaining, fixes)
        case .apply(let catalog):
            let fixes = try linter.fix(sources.files, catalog: catalog)
            return (fixes.remaining, fixes)
        }
    }
}
