import StringCatalog

/// Renders a table's symbols as Xcode's generated file: its header, the bundle that finds the table (the
/// package's module bundle, else the bundle of a class of the target), and the members.
struct XcodeSymbolRenderer {
    var table: String
    var isolation: XcodeSymbolGenerator.Isolation
    var portable = false

    private static let availability = "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)"

    /// The whole file; like Xcode's, it ends without a line break.
    func file(_ members: [XcodeSymbol]) -> String {
        let constant = isolation == .nonisolated ? "private nonisolated let" : "private let"
        let extensionKeyword = isolation == .nonisolated ? "nonisolated extension" : "extension"
        var lines = [
            "// ", "// GeneratedStringSymbols_\(table).swift",
            "// Auto-Generated symbols for localized strings defined in “\(table).xcstrings”.", "// ", "",
            "import Foundation", "",
        ]
        if portable { lines += ["#if !canImport(Darwin)", "import Phrasebook", "#endif", ""] }
        lines += [
            "#if SWIFT_PACKAGE",
            "\(constant) resourceBundle = Foundation.Bundle.module",
            Self.availability,
            "\(constant) resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)",
            "#else", "",
            "private class ResourceBundleClass {}",
            Self.availability,
            "\(constant) resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)",
            "#endif", "",
            Self.availability,
            "\(extensionKeyword) LocalizedStringResource {",
        ]
        // Tables other than Localizable are namespaced by an enum named after them.
        let namespace = XcodeSymbolName.namespace(ofTable: table)
        let isNamespaced = namespace != nil
        let indent = isNamespaced ? "        " : "    "
        if let namespace {
            lines.append("    /// Namespace for strings in file “\(table).xcstrings”.")
            lines.append("    enum \(namespace) {")
        }
        for (offset, member) in members.enumerated() {
            if offset > 0 { lines.append("") }
            lines += self.member(member).map { indent + $0 }
        }
        if isNamespaced { lines.append("    }") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func member(_ symbol: XcodeSymbol) -> [String] {
        var lines = ["/**"]
        if let comment = symbol.comment, !comment.isEmpty {
            // `*/` would end the doc comment early.
            let safe = comment.replacingOccurrences(of: "*/", with: "* /")
            lines += safe.split(separator: "\n", omittingEmptySubsequences: false).map { " \($0)" }
            lines.append(" ")
        }
        lines.append(" Localized string for key “\(symbol.key)” in table “\(table).xcstrings”.")
        lines.append(" */")
        let key = SwiftLiteral.string(symbol.key)
        let tail = "table: \(SwiftLiteral.string(table)), bundle: resourceBundleDescription)"
        if symbol.parameters.isEmpty {
            lines.append("static var \(symbol.name): LocalizedStringResource {")
            lines.append("    LocalizedStringResource(\(key), \(tail)")
        } else {
            let parameters = symbol.parameters.map { "\($0.label == nil ? "_ " : "")\($0.name): \($0.type)" }
            let interpolations = symbol.parameters.map { parameter in
                parameter.specifier.map { "\\(\(parameter.name), specifier: \(SwiftLiteral.string($0)))" }
                    ?? "\\(\(parameter.name))"
            }
            lines.append("static func \(symbol.name)(\(parameters.joined(separator: ", "))) -> LocalizedStringResource {")
            lines.append("    LocalizedStringResource(\(key), defaultValue: \"\(interpolations.joined())\", \(tail)")
        }
        lines.append("}")
        return lines
    }
}
