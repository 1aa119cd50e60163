import Diagnostics
import Foundation
import ProjectConfiguration
import SourceScanner

/// A project's Swift sources, each read and parsed once: the app's files, whose strings belong in its
/// catalogs, and the files whose declarations only are read (local packages, which Xcode builds as targets
/// of their own, and `--declarations-from`). Which is which is the ``Project``'s to say.
public struct ProjectSources: Sendable {
    /// Every file of the project's sources, in the project's order: what lint reads.
    public var files: [SourceFile]
    /// The files whose strings are extracted.
    public var appFiles: [SourceFile]
    /// The files whose declarations only are read.
    public var declarationFiles: [SourceFile]
    /// Files that couldn't be read, as `unreadable-file` findings.
    public var unreadable: [Diagnostic]

    /// Reads and parses `project`'s sources and `extraDeclarationFiles`, in parallel.
    public init(project: Project, extraDeclarationFiles: [URL] = []) {
        var unreadable: [Diagnostic] = []
        let display = project.paths
        let parsed = SourceFile.parseEach(project.sourceFiles, display: display.display, unreadable: &unreadable)
        let packageFiles = Set(project.localPackageFiles)
        files = parsed.compactMap { $0 }
        appFiles = zip(project.sourceFiles, parsed).filter { !packageFiles.contains($0.0) }.compactMap(\.1)
        declarationFiles = zip(project.sourceFiles, parsed).filter { packageFiles.contains($0.0) }.compactMap(\.1)
            + SourceFile.parse(extraDeclarationFiles, display: display.display, unreadable: &unreadable)
        self.unreadable = unreadable
    }

    /// The texts of every file read, the app's and the declarations', in which string literals may name keys.
    var texts: [String] { (appFiles + declarationFiles).map(\.text) }
}
