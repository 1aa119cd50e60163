import Foundation
import Testing
import TestSupport
@testable import StringCatalog

@Suite("Shared corpus round trips")
struct CorpusRoundTripTests {
    static let catalogs = Corpus.catalogFiles.filter { $0.name.hasSuffix(".xcstrings") }
    static let canonical = catalogs.filter { $0.xcodeCanonical == "yes" }
    static let nonCanonical = catalogs.filter { $0.xcodeCanonical == "no" }

    @Test("a catalog Xcode wrote is written back byte for byte", arguments: canonical)
    func canonicalRoundTrip(file: Corpus.CatalogFile) throws {
        let data = try Data(contentsOf: file.url)
        let catalog = try StringCatalog(data: data, path: file.name)
        let written = catalog.encoded()
        if written != data {
            let (line, expected, actual) = firstDifferentLine(data, written)
            Issue.record("\(file.name): first difference at line \(line)\n  expected: \(expected)\n  written:  \(actual)")
        }
    }

    @Test("a catalog Xcode did not write comes out canonical, stable and with the same content", arguments: nonCanonical)
    func nonCanonicalBecomesCanonical(file: Corpus.CatalogFile) throws {
        let data = try Data(contentsOf: file.url)
        let catalog = try StringCatalog(data: data, path: file.name)
        let written = catalog.encoded()
        #expect(written != data, "listed as not canonical but written back unchanged")
        let reread = try StringCatalog(data: written, path: file.name)
        #expect(reread == catalog)
        #expect(reread.encoded() == written)
        // The content is what a general JSON reader sees in the original.
        let original = try JSONSerialization.jsonObject(with: data) as? NSDictionary
        let rewritten = try JSONSerialization.jsonObject(with: written) as? NSDictionary
        #expect(original == rewritten)
    }

    @Test("the corpus is present and lists both canonical and non-canonical catalogs")
    func corpusIsListed() {
        guard Corpus.directory != nil else { return }
        #expect(Self.canonical.count > 10)
        #expect(Self.nonCanonical.count > 2)
    }
}

/// The first line where two documents differ, for readable failures.
func firstDifferentLine(_ lhs: Data, _ rhs: Data) -> (Int, String, String) {
    let left = String(decoding: lhs, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let right = String(decoding: rhs, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
        let l = index < left.count ? String(left[index]) : "<end>"
        let r = index < right.count ? String(right[index]) : "<end>"
        if l != r { return (index + 1, l, r) }
    }
    return (0, "", "")
}
