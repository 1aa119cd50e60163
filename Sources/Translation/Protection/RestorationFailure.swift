/// Why an engine's output can't be written: a protected part that did not come back exactly once, markup the
/// engine invented, or a placeholder set that changed. The unit is refused with this reason; nothing is written.
package enum RestorationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    case missing(ProtectedSpan)
    case repeated(ProtectedSpan, times: Int)
    /// A pair closed before it opened, left open, or given as a placeholder.
    case broken(ProtectedSpan)
    case unknownTag(id: Int)
    case inventedMarkup(String)
    /// The plural argument's sample number was not found exactly once (`found` times).
    case sampleNumber(String, specifier: String, found: Int)
    /// The restored text's specifiers differ from the source's (`source` and `found` as written).
    case placeholdersChanged(source: String, found: String)
    case empty

    package var description: String {
        switch self {
        case .missing(let span): return "the engine dropped the \(span.description)"
        case .repeated(let span, let times): return "the engine wrote the \(span.description) \(times) times"
        case .broken(let span): return "the engine broke the \(span.description) apart"
        case .unknownTag(let id): return "the engine wrote a tag id \(id) it was not given"
        case .inventedMarkup(let text): return "the engine added markup it was not given: \(text)"
        case .sampleNumber(let number, let specifier, let found):
            let times = found == 0 ? "not at all" : "\(found) times"
            return "the engine wrote the sample number \(number) (standing for \(specifier)) \(times)"
        case .placeholdersChanged(let source, let found):
            return "the placeholders changed: the source has \(source.isEmpty ? "none" : source), the output \(found.isEmpty ? "none" : found)"
        case .empty: return "the engine returned no text"
        }
    }
}
