import Foundation
import Testing
import TestSupport
@testable import StringCatalog

/// Differential tests: Foundation's own `.strings` reader (`PropertyListSerialization`) is the reference.
@Suite(".strings files agree with Foundation")
struct StringsFileFoundationTests {
    private typealias Generator = RandomStringsFile.Generator

    private static func randomFile(_ generator: inout Generator) -> String { RandomStringsFile.text(&generator) }

    @Test("random .strings files read to the same values as PropertyListSerialization")
    func differential() throws {
        var generator = Generator(state: 0x5EED)
        for _ in 0..<300 {
            let text = Self.randomFile(&generator)
            let data = Data(text.utf8)
            let foundation = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            let ours = try StringsFile(data: data).values
            #expect(ours == foundation, "\(text)")
        }
    }
}

