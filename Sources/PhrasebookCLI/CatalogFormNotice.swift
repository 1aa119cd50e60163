import Foundation
import ProjectConfiguration
import StringCatalog

/// The warning a command prints when it writes (or would write) a catalog that is not in Xcode's form: such a
/// write rewrites lines nobody changed, and a reviewer can't find the real changes in the diff.
enum CatalogFormNotice {
    /// When the warning is printed, which decides its tense.
    enum Moment {
        /// A dry run: nothing is written.
        case dryRun
        /// Before a run that writes as it goes.
        case beforeWriting
        /// After the files were written.
        case afterWriting
    }

    /// One warning per catalog of `changed` whose file, as the project read it, is not in Xcode's form.
    static func warnings(for changed: [URL], in project: Project, at moment: Moment) -> [String] {
        let changed = Set(changed.map(\.standardizedFileURL))
        return project.catalogs.compactMap { catalog in
            guard changed.contains(catalog.url.standardizedFileURL),
                  let difference = CatalogFormDifference(of: catalog.catalog, readFrom: catalog.text) else { return nil }
            let path = project.display(catalog.url)
            let rewrites = switch moment {
            case .dryRun: "writing it would also rewrite"
            case .beforeWriting: "writing it will also rewrite"
            case .afterWriting: "writing it also rewrote"
            }
            return """
                warning: \(path) is not in Xcode's form (written by another tool): \(rewrites) \
                \(difference.rewrittenLines) of its \(difference.lines) lines besides the changes. To keep the diff \
                reviewable, commit `phrasebook format \(path)` on its own, before these changes.
                """
        }
    }
}
