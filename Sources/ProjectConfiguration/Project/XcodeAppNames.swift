import Foundation

/// The names an app goes by, as its Xcode project and Info.plist files give them: application targets'
/// names and product names, literal `PRODUCT_NAME`s, `INFOPLIST_KEY_CFBundleDisplayName`/`…CFBundleName`
/// build settings, and `CFBundleDisplayName`/`CFBundleName` in `Info.plist` files. Names stay as they are in
/// every language, so a translation that keeps one is no copy. Values built from variables (`$(TARGET_NAME)`)
/// are left out: the target's own name stands for them.
package enum XcodeAppNames {
    /// Folders below the project root searched for `.xcodeproj` bundles and `Info.plist` files.
    static let searchDepth = 4

    /// The app names found in a project's Xcode projects and `Info.plist` files.
    package static func find(in projectFiles: XcodeProjectFiles) -> Set<String> {
        var found: Set<String> = []
        // The project root's own folder counts as a level: `searchDepth` folders below it.
        for file in projectFiles.projectsAndInfoPlists(depth: searchDepth + 1) {
            if file.lastPathComponent == "project.pbxproj" {
                if let text = try? String(contentsOf: file, encoding: .utf8) { found.formUnion(names(inProject: text)) }
            } else if let data = try? Data(contentsOf: file) {
                found.formUnion(names(inInfoPlist: data))
            }
        }
        return found
    }

    /// Names in the text of a `project.pbxproj`.
    package static func names(inProject text: String) -> Set<String> {
        var names: Set<String> = []
        var target: (names: [String], isApplication: Bool)?
        // Lines split and trimmed as bytes: a project file runs to megabytes, and every setting sits on one line.
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            var bytes = line.drop(while: isBlank)
            while let last = bytes.last, isBlank(last) { bytes = bytes.dropLast() }
            let trimmed = String(Substring(bytes))
            if trimmed == "isa = PBXNativeTarget;" { target = ([], false); continue }
            if target != nil, trimmed == "};" {
                if let finished = target, finished.isApplication { names.formUnion(finished.names) }
                target = nil
                continue
            }
            guard let (setting, value) = assignment(trimmed) else { continue }
            if target != nil {
                if setting == "name" || setting == "productName" { target?.names.append(value) }
                if setting == "productType", value.hasSuffix(".application") { target?.isApplication = true }
            }
            if ["PRODUCT_NAME", "INFOPLIST_KEY_CFBundleDisplayName", "INFOPLIST_KEY_CFBundleName"].contains(setting) {
                names.insert(value)
            }
        }
        return names.filter(isLiteralName)
    }

    /// `CFBundleDisplayName` and `CFBundleName` of an `Info.plist`.
    package static func names(inInfoPlist data: Data) -> Set<String> {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [] }
        let values = ["CFBundleDisplayName", "CFBundleName"].compactMap { plist[$0] as? String }
        return Set(values.filter(isLiteralName))
    }

    /// A name written out, not empty and not built from build-setting variables (`$(TARGET_NAME)`).
    private static func isLiteralName(_ value: String) -> Bool {
        !value.isEmpty && !value.contains("$(") && !value.contains("${")
    }

    /// `name = "Value";` → (`name`, `Value`).
    private static func assignment(_ line: String) -> (String, String)? {
        guard line.hasSuffix(";"), let equals = line.range(of: " = ") else { return nil }
        let setting = String(line[..<equals.lowerBound])
        var value = line[equals.upperBound...].dropLast()
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        return (setting, String(value))
    }
}
