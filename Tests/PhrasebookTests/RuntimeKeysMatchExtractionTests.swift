import Foundation
import Phrasebook
import SourceScanner
import Testing

/// The key the runtime looks up for an interpolated string must be the key extraction writes into the
/// catalog for the same code, or the lookup misses and users see the source text.
@Suite("Runtime keys equal extracted keys")
struct RuntimeKeysMatchExtractionTests {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)
    static let score = 2.5
    static let count = 3
    static let small: Int8 = 4
    static let pages: UInt16 = 12
    static let name = "Ana"

    /// Each case: the interpolation as code writes it, and the key the runtime builds from the same code.
    static let cases: [(source: String, runtime: LocalizationKey)] = [
        (#""Generated on \(date, format: .dateTime)""#, "Generated on \(date, format: .dateTime)"),
        (#""Generated on \(date)""#, "Generated on \(date)"),
        (#""Score \(score, format: .number.precision(.fractionLength(1)))""#,
         "Score \(score, format: .number.precision(.fractionLength(1)))"),
        (#""\(score, format: .percent) done""#, "\(score, format: .percent) done"),
        (#""Total \(score, format: .currency(code: "EUR"))""#, "Total \(score, format: .currency(code: "EUR"))"),
        (#""Rating \(score, specifier: "%.1f")""#, "Rating \(score, specifier: "%.1f")"),
        (#""\(count) stories""#, "\(count) stories"),
        (#""Level \(small) of \(pages)""#, "Level \(small) of \(pages)"),
        (#""Hello, \(name)! 100% ready""#, "Hello, \(name)! 100% ready"),
    ]

    @Test("format:, specifier: and typed interpolations give the key extraction writes")
    func sameKeys() {
        let code = """
            import Foundation
            let date = Date()
            let score = 2.5
            let count = 3
            let small: Int8 = 4
            let pages: UInt16 = 12
            let name = "Ana"
            func lines(localizer: Localizer) -> [String] {
                [
            \(Self.cases.map { "        localizer.string(\($0.source))," }.joined(separator: "\n"))
                ]
            }
            """
        let extracted = SourceExtractor(isParallel: false).extract([SourceInput(path: "Report.swift", text: code)])
        #expect(extracted.diagnostics.isEmpty)
        #expect(extracted.strings.map(\.key) == Self.cases.map(\.runtime.key))
    }
}
