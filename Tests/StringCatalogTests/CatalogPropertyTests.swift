import Foundation
import PropertyBased
import StringCatalog
import Testing
import TestSupport

@Suite("Properties of reading, writing and compiling catalogs")
struct CatalogPropertyTests {
    @Test("read(write(x)) = x for generated catalogs, and writing again gives the same bytes")
    func readWriteRoundTrip() async {
        await propertyCheck(count: 300, input: CatalogGen.catalog) { catalog in
            let bytes = catalog.encoded()
            let read = try StringCatalog(data: bytes)
            #expect(read == catalog)
            #expect(read.encoded() == bytes)
        }
    }
}
