import Foundation
import StringCatalog
import Testing
import TestSupport
import TranslationExchange

/// Foundation's own `.strings` reader (`PropertyListSerialization`) reads what the writer writes.
@Suite(".strings writer agrees with Foundation")
struct StringsFileWriterFoundationTests {
    private typealias Generator = RandomStringsFile.Generator

    private static func randomFile(_ generator: inout Generator) -> String { RandomStringsFile.text(&generator) }

    @Test("what our writer writes, Foundation reads back to the same values")
    func writerAgreesWithFoundation() throws {
        var generator = Generator(state: 42)
        for _ in 0..<100 {
            let table = try StringsFile(data: Data(Self.randomFile(&generator).utf8))
            let foundation = try PropertyListSerialization.propertyList(from: table.encoded(), format: nil) as? [String: String]
            #expect(foundation == table.values)
        }
    }
}
