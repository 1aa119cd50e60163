@testable import AccessorGeneration
import Diagnostics
import Foundation
import ProjectConfiguration
import Testing

/// The generated source for the fixture catalogs in `Golden/`, compared with the committed `.swift` files
/// beside them. After a deliberate change, `PHRASEBOOK_UPDATE_GOLDEN=1 swift test --filter GoldenTests`
/// rewrites them; review the diff.
@Suite("Golden files")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The fixtures: each golden file and the catalogs and settings it is generated from.
    static let fixtures: [(golden: String, catalogs: [String], settings: GenerateSettings)] = [
        ("Naming.swift", ["Naming.xcstrings", "InfoPlist.xcstrings"], GenerateSettings(access: .public)),
        ("Collisions.swift", ["Collisions.xcstrings"], GenerateSettings(access: .package, namespace: "Strings")),
        ("Specifiers.swift", ["Specifiers.xcstrings"], GenerateSettings()),
    ]

    static func generate(_ catalogs: [String], _ settings: GenerateSettings) throws -> GeneratedAccessors {
        let read = try catalogs.map { try ProjectCatalog.read(folder.appendingPathComponent($0), path: $0) }
        return try AccessorGenerator(settings: settings).generate(read)
    }

    static func expectGolden(_ name: String, _ result: GeneratedAccessors) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["PHRASEBOOK_UPDATE_GOLDEN"] == "1" {
            try Data(result.source.utf8).write(to: url, options: .atomic)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        let actualLines = result.source.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? (actualLines.count == expectedLines.count ? nil : min(actualLines.count, expectedLines.count))
        #expect(first == nil, """
            Golden/\(name):\((first ?? 0) + 1) differs
            expected: \(first.flatMap { expectedLines.indices.contains($0) ? expectedLines[$0] : nil } ?? "(end of file)")
            actual:   \(first.flatMap { actualLines.indices.contains($0) ? actualLines[$0] : nil } ?? "(end of file)")
            """)
    }

    @Test("naming: sentences, dotted groups, tables, keywords, numbers, transliteration, symbols, escapes")
    func naming() throws {
        let result = try Self.generate(["Naming.xcstrings", "InfoPlist.xcstrings"], GenerateSettings(access: .public))
        try Self.expectGolden("Naming.swift", result)
        #expect(result.accessorCount == 30)
        #expect(result.staleKeyCount == 1)
        #expect(!result.source.contains("Old key"), "stale keys get no accessor")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("collisions: the key first in code point order keeps the name, the others get _2, _3; each is reported")
    func collisions() throws {
        let result = try Self.generate(["Collisions.xcstrings"], GenerateSettings(access: .package, namespace: "Strings"))
        try Self.expectGolden("Collisions.swift", result)
        #expect(result.diagnostics.map(\.compilerStyleLine) == [
            #"Collisions.xcstrings: warning: "2fa" is Strings.Collisions._2fa_2: Strings.Collisions._2fa is an enum [accessor-name-collision]"#,
            #"Collisions.xcstrings: warning: "Done." is Strings.Collisions.done_2: the key "Done" also names Strings.Collisions.done and sorts first [accessor-name-collision]"#,
            #"Collisions.xcstrings: warning: "Mark as Read" is Strings.Collisions.markAsRead_2: the key "Mark As Read" also names Strings.Collisions.markAsRead and sorts first [accessor-name-collision]"#,
            #"Collisions.xcstrings: warning: "Unread" is Strings.Collisions.unread_2: the key "%d unread" also names Strings.Collisions.unread and sorts first [accessor-name-collision]"#,
            #"Collisions.xcstrings: warning: "mark as read!" is Strings.Collisions.markAsRead_3: the key "Mark As Read" also names Strings.Collisions.markAsRead and sorts first [accessor-name-collision]"#,
        ])
    }

    @Test("specifiers: typed, positional, substitutions with their own arguments, plurals, devices, widths")
    func specifiers() throws {
        let result = try Self.generate(["Specifiers.xcstrings"], GenerateSettings())
        try Self.expectGolden("Specifiers.swift", result)
        #expect(result.diagnostics.map(\.compilerStyleLine) == [
            #"Specifiers.xcstrings: warning: "%1$lld or %1$@": argument 1 is read as Int and as String; the accessor takes Int [accessor-arguments]"#,
            #"Specifiers.xcstrings: warning: "%2$@ only": argument 1 is never read; the accessor passes empty text for it [accessor-arguments]"#,
        ])
    }

    @Test("the output depends only on the catalogs: the same for catalogs given in another order")
    func deterministic() throws {
        let one = try Self.generate(["Naming.xcstrings", "InfoPlist.xcstrings"], GenerateSettings())
        let other = try Self.generate(["InfoPlist.xcstrings", "Naming.xcstrings"], GenerateSettings())
        #expect(one.source == other.source)
    }
}
