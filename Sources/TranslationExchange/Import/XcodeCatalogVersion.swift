import StringCatalog

/// The catalog `version` Xcode 27 writes after an import, as observed in its import results.
///
/// Xcode raises the version only as far as what the catalog holds requires: `1.1` for catalogs with
/// generated-symbol or generated-comment metadata (`generatesSymbol`, `commentGenerationVersion`), `1.3`
/// when the import records a machine translation. A catalog with none of these keeps its version.
enum XcodeCatalogVersion {
    static func afterImport(of catalog: StringCatalog, settingMachineTranslation: Bool) -> String {
        var required = "1.0"
        if catalog.strings.values.contains(where: { $0.unknownFields["generatesSymbol"] != nil || $0.unknownFields["commentGenerationVersion"] != nil }) {
            required = "1.1"
        }
        if settingMachineTranslation { required = "1.3" }
        return isNewer(required, than: catalog.version) ? required : catalog.version
    }

    /// Compares dotted version numbers numerically (`1.10` is newer than `1.9`).
    static func isNewer(_ lhs: String, than rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0
            let r = index < right.count ? right[index] : 0
            if l != r { return l > r }
        }
        return false
    }
}
