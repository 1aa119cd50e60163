import Foundation
import HTTPTypes
import Hummingbird
import Phrasebook
import PhrasebookHummingbird

/// The request context: Hummingbird's basics, the request's localization, and readable JSON.
struct StoryContext: LocalizedRequestContext {
    var coreContext: CoreRequestContextStorage
    var localization: RequestLocalization?

    init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
        localization = nil
    }

    var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension Request {
    /// The signed-in user. A real server reads a session; the example trusts an `X-User` header.
    var user: String? {
        guard let name = headers[HTTPField.Name("X-User")!], !name.isEmpty,
              name.utf8.allSatisfy({ $0.isASCIILetterOrDigit }) else { return nil }
        return name
    }
}

private extension UInt8 {
    var isASCIILetterOrDigit: Bool { (48...57).contains(self) || (65...90).contains(self) || (97...122).contains(self) }
}
