import SourceScanner

/// Extracts from inline sources, one file per element, named `File0.swift`, `File1.swift`, ….
func extract(_ sources: String...) -> ExtractionResult {
    SourceExtractor(isParallel: false).extract(
        sources.enumerated().map { SourceInput(path: "File\($0.offset).swift", text: $0.element) })
}

/// The keys extracted from inline sources, in source order.
func keys(_ sources: String...) -> [String] {
    SourceExtractor(isParallel: false).extract(
        sources.enumerated().map { SourceInput(path: "File\($0.offset).swift", text: $0.element) }
    ).strings.map(\.key)
}
