import Diagnostics
import SwiftParser
import SwiftSyntax

/// One file after its own pass: its declarations, parse diagnostics and strings, and the few literals
/// that can only be finished once every file's declarations are known. Only a file with such literals
/// keeps its syntax tree.
struct ParsedSource: @unchecked Sendable {
    let path: String
    let index: SourceIndex
    let declarations: DeclarationIndex
    let diagnostics: [Diagnostic]
    /// The strings finished in this file's own pass, in source order.
    let strings: [ExtractedString]
    /// Localizable literals whose interpolations name declarations other files may hold.
    let pendingRenders: [(literal: StringLiteralExprSyntax, position: LocalizablePosition, scope: ScopeSnapshot)]
    /// Literal call arguments no API known during the pass takes: an API declared in another file may.
    let unresolvedArguments: [(literal: StringLiteralExprSyntax, callee: String)]

    /// Whether nothing waits for the project's declarations.
    var isComplete: Bool { pendingRenders.isEmpty && unresolvedArguments.isEmpty }

    /// Parses and scans `source`. With `knowsProjectAPIs`, `resolver` knows every API the app declares,
    /// so a literal it does not place is final; otherwise such literals wait for `complete`.
    init(_ source: SourceInput, resolver: LocalizablePositionResolver, knowsProjectAPIs: Bool) {
        path = source.path
        var text = source.text
        let tree: SourceFileSyntax
        (tree, index) = text.withUTF8 { bytes in (Parser.parse(source: bytes), SourceIndex(bytes)) }
        diagnostics = tree.hasError ? ParseErrorReporter.diagnostics(for: tree, path: path) : []
        let visitor = ExtractionVisitor(
            file: path, source: index, resolver: resolver, renderer: LocalizableKeyRenderer(),
            defersInterpolations: true, recordsUnresolvedArguments: !knowsProjectAPIs)
        visitor.walk(tree)
        declarations = visitor.declarations
        unresolvedArguments = visitor.unresolvedArguments

        // Most interpolations name locals and the file's own properties: render them now from the
        // file's declarations, and keep only those whose answer other files could change.
        var strings = visitor.strings
        var pending: [(literal: StringLiteralExprSyntax, position: LocalizablePosition, scope: ScopeSnapshot)] = []
        let lookups = FileOnlyLookups()
        let renderer = LocalizableKeyRenderer(
            inference: InterpolationTypeInference(fileIndex: visitor.declarations, lookups: lookups))
        for item in visitor.pendingRenders {
            lookups.dependsOnOtherFiles = false
            let string = ExtractionVisitor.extractedString(
                item.literal, at: item.position, renderer: renderer, scope: item.scope, file: path, source: index)
            if lookups.dependsOnOtherFiles {
                pending.append(item)
            } else if let string {
                strings.append(string)
            }
        }
        if strings.count != visitor.strings.count { strings.sort(by: Self.isInSourceOrder) }
        self.strings = strings
        pendingRenders = pending
    }

    /// Every string of the file in source order, finishing the literals that needed the whole project.
    func complete(
        resolver: LocalizablePositionResolver, renderer: LocalizableKeyRenderer, projectAPINames: Set<String>
    ) -> [ExtractedString] {
        let candidates = projectAPINames.isEmpty ? [] : unresolvedArguments.filter { projectAPINames.contains($0.callee) }
        guard !pendingRenders.isEmpty || !candidates.isEmpty else { return strings }
        var all = strings
        for pending in pendingRenders {
            if let string = ExtractionVisitor.extractedString(
                pending.literal, at: pending.position, renderer: renderer, scope: pending.scope, file: path, source: index) {
                all.append(string)
            }
        }
        for (literal, _) in candidates where !LocalizablePositionResolver.isInPreview(literal) {
            guard let position = resolver.position(of: literal),
                  let string = ExtractionVisitor.extractedString(
                    literal, at: position, renderer: renderer, scope: nil, file: path, source: index)
            else { continue }
            all.append(string)
        }
        all.sort(by: Self.isInSourceOrder)
        return all
    }

    private static func isInSourceOrder(_ a: ExtractedString, _ b: ExtractedString) -> Bool {
        (a.position.line, a.position.column) < (b.position.line, b.position.column)
    }
}
