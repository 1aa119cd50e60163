import ArgumentParser
import Foundation
import ProjectConfiguration
import TranslationExchange

/// `phrasebook bundle-languages APP_BUNDLE`: keeps only released languages in a built app.
struct BundleLanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle-languages",
        abstract: "Remove the languages that are not released from a built app bundle.",
        discussion: """
            Removes every LANG.lproj folder (the app's, its frameworks' and extensions') and every \
            CFBundleLocalizations entry (binary or XML Info.plist) of a language that is not kept, so that \
            Foundation's lookup (Text, String(localized:), Bundle.preferredLocalizations) can only choose a \
            released language. Base.lproj, the bundle's CFBundleDevelopmentRegion and folders that don't name \
            a language are always kept. Made for an Xcode "Run Script" build phase:

              phrasebook bundle-languages "$TARGET_BUILD_DIR/$WRAPPER_NAME"

            The kept languages are --keep, else the project's released languages (released_languages in \
            .phrasebook.yml, else every catalog language not in preparing_languages) and its source language.

            \(ExitStatus.help(fails: nil))
            """
    )

    @Argument(help: ArgumentHelp("The built app bundle (MyApp.app).", valueName: "app-bundle"))
    var bundle: String

    @Option(help: ArgumentHelp("The languages to keep, comma-separated (default: the project's released languages).", valueName: "langs"))
    var keep: [String] = []

    @Flag(help: "Print what would be removed and change nothing.")
    var dryRun = false

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        try LanguageFlags.validate(LanguageOptions.split(keep), flag: "--keep")
    }

    func run() throws {
        let pruning = try BundleLanguagePruning(bundle: URL(fileURLWithPath: bundle), keeping: try keptLanguages())
        if !dryRun { try pruning.apply() }
        print(BundleLanguagesReport.render(pruning, applied: !dryRun), terminator: "")
    }

    /// `--keep`, else the project's released languages and its source language.
    private func keptLanguages() throws -> [String] {
        let listed = LanguageOptions.split(keep)
        if !listed.isEmpty { return listed }
        let project = try project.load()
        guard project.releasedLanguages != nil || !project.catalogs.isEmpty else {
            throw CannotRun("no released languages: pass --keep, or set released_languages in \(ProjectConfiguration.fileName)")
        }
        let released: [String]
        if let configured = project.releasedLanguages {
            released = configured
        } else {
            let preparing = Set(project.preparingLanguages ?? [])
            released = project.catalogs.flatMap(\.catalog.languages).filter { !preparing.contains($0) }
        }
        var kept = [project.sourceLanguage]
        for language in released where !kept.contains(language) { kept.append(language) }
        return kept
    }
}

/// What `bundle-languages` prints: the kept and removed languages, then each removal.
enum BundleLanguagesReport {
    static func render(_ pruning: BundleLanguagePruning, applied: Bool) -> String {
        let root = pruning.bundle.standardizedFileURL.path
        func relative(_ url: URL) -> String {
            let path = url.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let name = pruning.bundle.lastPathComponent
        guard !pruning.isEmpty else { return "\(name): only kept languages (\(pruning.keptLanguages.joined(separator: ", ")))\n" }
        let verb = applied ? "removed" : "would remove"
        var lines = ["\(name): kept \(pruning.keptLanguages.joined(separator: ", ")); \(verb) \(pruning.removedLanguages.joined(separator: ", "))"]
        for folder in pruning.removedFolders { lines.append("  \(verb) \(relative(folder))") }
        for change in pruning.propertyListChanges {
            lines.append("  \(verb) \(change.removedLocalizations.joined(separator: ", ")) from CFBundleLocalizations in \(relative(change.file))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
