import Diagnostics
import Foundation
import StringCatalog

/// A Swift file that can't be read: reported, and left out, so one bad file never stops a run. Its
/// findings come from reading (``SourceFile/parse(_:display:parallel:unreadable:)``), before any rule runs.
public struct UnreadableFileRule: Rule {
    public static let description = RuleDescription(
        id: .unreadableFile,
        summary: "A Swift file of the project can't be read",
        rationale: """
            A file that can't be read is neither extracted nor linted, so its strings are missing from the \
            catalogs and its problems from the report. Fix its permissions, or the link that points nowhere, \
            or leave it out with `excluded:` in `.phrasebook.yml`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [SourceExample.unreadable("Broken.swift")],
        nonTriggeringExamples: [SourceExample(#"let title = Text("Welcome")"#)])

    public static var kind: RuleKind { .extraction }

    /// The finding for a file that `error` says can't be read.
    static func finding(for error: FileAccessError) -> Diagnostic {
        Diagnostic(
            ruleID: id, severity: description.defaultSeverity,
            message: "cannot \(error.operation.rawValue): \(error.reason)", file: error.path)
    }

    /// Reads `example` as a file of a temporary folder (an unreadable one is a link to nothing, which no
    /// user can read), as every command reads Swift files.
    public static func findings(in example: SourceExample) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(example.fileName)
        if example.isUnreadable {
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "Missing.swift")
        } else {
            try Data(example.codeAndMarkers.code.utf8).write(to: file)
        }
        var unreadable: [Diagnostic] = []
        _ = SourceFile.parse([file], display: { $0.lastPathComponent }, unreadable: &unreadable)
        return unreadable
    }
}

extension RuleID {
    public static let unreadableFile = RuleID("unreadable-file")
}
