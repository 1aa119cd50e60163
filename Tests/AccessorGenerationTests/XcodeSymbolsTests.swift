@testable import AccessorGeneration
@testable import StringCatalog
import Foundation
import ProjectConfiguration
import StringCatalog
import Testing

/// `generate --symbols xcode`: the files Xcode 26 writes for manually managed keys, checked against the
/// layout, names and signatures of Xcode-written files (5 public pairs from 4 repositories, README).
@Suite("Xcode string symbols")
struct XcodeSymbolsTests {
    static func catalog(_ table: String, _ entries: [String: CatalogEntry]) -> ProjectCatalog {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings = entries
        return ProjectCatalog(url: URL(fileURLWithPath: "/project/\(table).xcstrings"), path: "\(table).xcstrings", catalog: catalog, text: Data())
    }

    static func manual(_ value: String? = nil, comment: String? = nil, generatesSymbol: Bool? = nil) -> CatalogEntry {
        var entry = CatalogEntry(comment: comment, extractionState: .manual, generatesSymbol: generatesSymbol)
        if let value { entry.localizations["en"] = Localization(stringUnit: StringUnit(state: .translated, value: value)) }
        return entry
    }

    @Test("key names as Xcode writes them", arguments: [
        ("action.copy_link", "actionCopyLink"), ("F_A_Description", "fADescription"), ("%lld MiB", "miB"),
        ("SPEED BOOST", "speedBoost"), ("Retro Green CRT", "retroGreenCrt"), ("CFBundleDisplayName", "cfbundleDisplayName"),
        ("The iCloud Sync collection", "theICloudSyncCollection"), ("iCloud Sync does", "iCloudSyncDoes"),
        ("larger than Snip Snap’s %@ per-file limit", "largerThanSnipSnapsPerFileLimit"),
        ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"), ("permission.expiry_1month", "permissionExpiry1Month"),
        ("unreadable JSON as %@", "unreadableJsonAs"), ("Score %@, %@ %lld", "score"),
    ])
    func names(key: String, expected: String) {
        #expect(XcodeSymbolName.name(forKey: key) == expected)
    }

    @Test("the whole file: header, bundle, manual keys only in code-point order, no line break at the end")
    func wholeFile() throws {
        let files = XcodeSymbolGenerator().generate([Self.catalog("Localizable", [
            "settings": Self.manual(), "Another thing": Self.manual(), "Extracted": CatalogEntry(),
            "hidden": Self.manual(generatesSymbol: false),
        ])])
        #expect(files.map(\.fileName) == ["GeneratedStringSymbols_Localizable.swift"])
        #expect(files.first?.memberCount == 2)
        #expect(files.first?.source == """
            // \("")
            // GeneratedStringSymbols_Localizable.swift
            // Auto-Generated symbols for localized strings defined in “Localizable.xcstrings”.
            // \("")

            import Foundation

            #if SWIFT_PACKAGE
            private let resourceBundle = Foundation.Bundle.module
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            private let resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
            #else

            private class ResourceBundleClass {}
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            private let resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
            #endif

            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            extension LocalizedStringResource {
                /**
                 Localized string for key “Another thing” in table “Localizable.xcstrings”.
                 */
                static var anotherThing: LocalizedStringResource {
                    LocalizedStringResource("Another thing", table: "Localizable", bundle: resourceBundleDescription)
                }

                /**
                 Localized string for key “settings” in table “Localizable.xcstrings”.
                 */
                static var settings: LocalizedStringResource {
                    LocalizedStringResource("settings", table: "Localizable", bundle: resourceBundleDescription)
                }
            }
            """)
    }

    @Test("arguments from the source text: named placeholders label theirs, others are _ argN, typed by the specifier")
    func arguments() throws {
        let source = try #require(XcodeSymbolGenerator().generate([Self.catalog("Localizable", [
            "Landmarks": Self.manual("%(count)lld landmarks near %(city)@"),
            "age": Self.manual("I am %1$(age)llu years old"),
            "row": Self.manual("%2$@: %1$d of %3$.1f", comment: "A row.\nTwo lines."),
            "%lld MiB": Self.manual(),
        ])]).first?.source)
        #expect(source.contains("""
                static func miB(_ arg1: Int) -> LocalizedStringResource {
                    LocalizedStringResource("%lld MiB", defaultValue: "\\(arg1, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)
                }
            """))
        #expect(source.contains("""
                static func landmarks(count: Int, city: String) -> LocalizedStringResource {
                    LocalizedStringResource("Landmarks", defaultValue: "\\(count, specifier: "%lld")\\(city)", table: "Localizable", bundle: resourceBundleDescription)
            """))
        #expect(source.contains("static func age(age: UInt) -> LocalizedStringResource {"))
        #expect(source.contains(#"defaultValue: "\(age, specifier: "%llu")""#))
        #expect(source.contains("""
                /**
                 A row.
                 Two lines.
                 \("")
                 Localized string for key “row” in table “Localizable.xcstrings”.
                 */
                static func row(_ arg1: Int32, _ arg2: String, _ arg3: Double) -> LocalizedStringResource {
                    LocalizedStringResource("row", defaultValue: "\\(arg1, specifier: "%d")\\(arg2)\\(arg3, specifier: "%.1f")", table: "Localizable", bundle: resourceBundleDescription)
            """))
    }

    @Test("a source text with plural or device cases gives the arguments of its other case")
    func variationArguments() throws {
        func variations(_ variations: Variations) -> CatalogEntry {
            var entry = CatalogEntry(extractionState: .manual)
            entry.localizations["en"] = Localization(variations: variations)
            return entry
        }
        let source = try #require(XcodeSymbolGenerator().generate([Self.catalog("Localizable", [
            "Stories read": variations(Variations(plural: [.one: .text("%(count)lld story read"), .other: .text("%(count)lld stories read")])),
            "Tap": variations(Variations(device: [
                .mac: .text("Click %@"),
                .other: Localization(variations: Variations(plural: [.one: .text("Tap %@ once"), .other: .text("Tap %@ %lld times")])),
            ])),
        ])]).first?.source)
        #expect(source.contains("static func storiesRead(count: Int) -> LocalizedStringResource {"))
        #expect(source.contains("static func tap(_ arg1: String, _ arg2: Int) -> LocalizedStringResource {"))
    }

    @Test("nonisolated declarations, and another table's members in an enum named after it")
    func isolationAndTables() throws {
        let source = try #require(XcodeSymbolGenerator(isolation: .nonisolated).generate([
            Self.catalog("InfoPlist", ["CFBundleDisplayName": Self.manual("Phrase")]),
        ]).first?.source)
        #expect(source.contains("private nonisolated let resourceBundle = Foundation.Bundle.module\n"))
        #expect(source.contains("private class ResourceBundleClass {}\n"))
        #expect(source.contains("nonisolated extension LocalizedStringResource {\n    /// Namespace for strings in file “InfoPlist.xcstrings”.\n    enum InfoPlist {\n        /**\n"))
        #expect(source.contains("        static var cfbundleDisplayName: LocalizedStringResource {\n"))
        #expect(source.hasSuffix("        }\n    }\n}"))
    }

    @Test("keys whose symbols would not build are reported; a comment cannot end the doc comment")
    func problemsAndComments() throws {
        let file = try #require(XcodeSymbolGenerator().generate([Self.catalog("Localizable", [
            "Adults": Self.manual(), "adults": Self.manual(), "init": Self.manual(),
            "note": Self.manual(comment: "Ends with */ here"),
        ])]).first)
        #expect(file.problems == [
            #"manual key "init": its symbol .init is a name Swift reserves"#,
            #"manual key "adults" has the symbol of "Adults""#,
        ])
        #expect(file.source.contains("     Ends with * / here\n"))
    }
}
