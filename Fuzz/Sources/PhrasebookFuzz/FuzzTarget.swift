import Foundation

/// One reader under test. `FUZZ_TARGET` names the one a run exercises (`Scripts/fuzz` sets it).
enum FuzzTarget: String, CaseIterable {
    case xcstrings, strings, stringsdict, xliff, csv, format, plural, config, glossary
    case android, po, i18next, icu, arb, tmx

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("FUZZ_TARGET must be one of: \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Reads `data` as the target's format. Any crash, trap or sanitizer report is a bug; so is a broken
    /// invariant, checked with `precondition` (what Phrasebook writes it must read back the same).
    func run(_ data: Data) {
        switch self {
        case .xcstrings: CatalogFuzzing.catalog(data)
        case .strings: LegacyFuzzing.strings(data)
        case .stringsdict: LegacyFuzzing.stringsDict(data)
        case .xliff: ExchangeFuzzing.xliff(data)
        case .csv: ExchangeFuzzing.csv(data)
        case .format: RuntimeFuzzing.format(data)
        case .plural: RuntimeFuzzing.pluralOperands(data)
        case .config: ConfigurationFuzzing.configuration(data)
        case .glossary: ConfigurationFuzzing.glossary(data)
        case .android: InterchangeFuzzing.android(data)
        case .po: InterchangeFuzzing.po(data)
        case .i18next: InterchangeFuzzing.i18next(data)
        case .icu: InterchangeFuzzing.icu(data)
        case .arb: InterchangeFuzzing.arb(data)
        case .tmx: InterchangeFuzzing.tmx(data)
        }
    }
}
