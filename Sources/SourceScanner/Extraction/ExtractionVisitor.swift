import SwiftSyntax

/// The second pass over one file: finds every string literal in a localizable position and records it.
///
/// Only subtrees that contain a `"` byte can hold a string literal, so the visitor skips all others
/// (`quoteOffsets` are the file's quote positions): most of a file is never visited.
final class ExtractionVisitor: SyntaxAnyVisitor {
    private let resolver: LocalizablePositionResolver
    private let renderer: LocalizableKeyRenderer
    private let quoteOffsets: [Int]
    private let file: String
    private let tree: SourceFileSyntax
    private lazy var converter = SourceLocationConverter(fileName: file, tree: tree)
    private(set) var strings: [ExtractedString] = []

    init(file: String, tree: SourceFileSyntax, quoteOffsets: [Int], resolver: LocalizablePositionResolver, renderer: LocalizableKeyRenderer) {
        self.file = file
        self.tree = tree
        self.quoteOffsets = quoteOffsets
        self.resolver = resolver
        self.renderer = renderer
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        containsQuote(from: node.position.utf8Offset, to: node.endPosition.utf8Offset) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let position = resolver.position(of: node), !LocalizablePositionResolver.isInPreview(node) else {
            return .visitChildren
        }
        record(node, at: position)
        return .visitChildren
    }

    private func record(_ literal: StringLiteralExprSyntax, at position: LocalizablePosition) {
        guard let key = renderer.key(of: literal, kind: position.kind) else { return }
        let api = position.api
        var table = ExtractedString.defaultTable
        if let tableArgument = position.argument(api?.tableLabel) {
            // A table that is not a literal is unknown at compile time: the string stays in the default table.
            if let name = LocalizableKeyRenderer.constantValue(of: tableArgument.expression) { table = name }
        }
        let comment = position.argument(api?.commentLabel)
            .flatMap { LocalizableKeyRenderer.constantValue(of: $0.expression) }
        let defaultValue = position.argument(api?.defaultValueLabel)
            .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
            .flatMap { renderer.key(of: $0, kind: position.kind == .plainString ? .plainString : .localizationValue) }
        let location = converter.location(for: literal.positionAfterSkippingLeadingTrivia)
        strings.append(
            ExtractedString(
                key: key, table: table, comment: comment, defaultValue: defaultValue,
                position: SourcePosition(file: file, line: location.line, column: location.column),
                api: position.apiName))
    }

    /// Whether any `"` lies in `[start, end)`.
    private func containsQuote(from start: Int, to end: Int) -> Bool {
        var low = 0
        var high = quoteOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if quoteOffsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < quoteOffsets.count && quoteOffsets[low] < end
    }

    /// The offsets of every `"` byte in `source`.
    static func quoteOffsets(in source: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\"") { offsets.append(offset) }
        return offsets
    }
}
