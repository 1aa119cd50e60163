/// The catalog format's `version`, as Xcode writes it.
///
/// Observed: `1.0` (Xcode 15–16 and many later files); `1.1`, which Xcode 26 writes once a catalog uses
/// comment or symbol generation (its release notes) and which catalogs with named placeholders carry;
/// `1.2` in Xcode 26 catalogs of interface files; `1.3` in Xcode 27 catalogs, among them the one an import
/// that created a `machine_translated` text wrote. Phrasebook reads and writes every version as it is: the
/// fields of the format are the same, and fields it doesn't know are kept as read.
public enum CatalogFormatVersion {
    /// The versions Phrasebook has seen Xcode write, oldest first.
    public static let known = ["1.0", "1.1", "1.2", "1.3"]

    /// Whether `version` is newer than every version Phrasebook knows (a newer Xcode wrote the file).
    public static func isNewerThanKnown(_ version: String) -> Bool {
        isNewer(version, than: known.last!)
    }

    /// Compares dotted version numbers numerically (`1.10` is newer than `1.9`).
    public static func isNewer(_ lhs: String, than rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0
            let r = index < right.count ? right[index] : 0
            if l != r { return l > r }
        }
        return false
    }

    /// The newer of two versions.
    public static func newer(_ lhs: String, _ rhs: String) -> String {
        isNewer(rhs, than: lhs) ? rhs : lhs
    }

    /// The version Xcode writes after adding content to `catalog` (an import), as observed in Xcode 27's
    /// import results: its own version, raised to `1.1` for generated-symbol or generated-comment metadata
    /// (`generatesSymbol`, `commentGenerationVersion`) and to `1.3` when the edit recorded a machine
    /// translation. A catalog needing neither keeps its version.
    public static func afterEdit(of catalog: StringCatalog, addingMachineTranslation: Bool) -> String {
        var required = "1.0"
        if addingMachineTranslation {
            required = "1.3"
        } else if catalog.strings.values.contains(where: usesVersion1_1Content) {
            required = "1.1"
        }
        return newer(catalog.version, required)
    }

    private static func usesVersion1_1Content(_ entry: CatalogEntry) -> Bool {
        entry.generatesSymbol != nil || entry.commentGenerationVersion != nil
    }
}

extension Localization {
    /// Whether any text of the localization names a placeholder (`%(count)lld`).
    public var namesPlaceholders: Bool {
        var names = ArgumentNames()
        names.add(self)
        return !names.isEmpty
    }
}
