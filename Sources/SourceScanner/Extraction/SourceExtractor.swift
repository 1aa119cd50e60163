import Diagnostics
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift source to extract from: its path (as reported) and its text.
public struct SourceInput: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What extraction found in a set of sources.
public struct ExtractionResult: Sendable {
    /// Every localizable string, ordered by file (as given) then position.
    public var strings: [ExtractedString]
    /// Parse errors, compiler-style; files with errors are still extracted as far as they parse.
    public var diagnostics: [Diagnostic]
    /// How many files were read.
    public var fileCount: Int

    public init(strings: [ExtractedString] = [], diagnostics: [Diagnostic] = [], fileCount: Int = 0) {
        self.strings = strings
        self.diagnostics = diagnostics
        self.fileCount = fileCount
    }

    /// The tables strings were found for, sorted.
    public var tables: [String] { Set(strings.map(\.table)).sorted() }
}

/// Extracts localizable strings from Swift sources as Xcode's compiler does, in two passes: the first
/// collects the app's own declarations (localizable parameters, property types) from every file, the
/// second finds the literals in localizable positions. Files are parsed and scanned in parallel.
public struct SourceExtractor: Sendable {
    /// The SDK APIs to recognise; the app's own are added from its sources.
    public var catalog: LocalizableAPICatalog
    /// Whether files are processed on all cores (`true`) or one.
    public var isParallel: Bool

    public init(catalog: LocalizableAPICatalog = .standard, isParallel: Bool = true) {
        self.catalog = catalog
        self.isParallel = isParallel
    }

    /// Extracts from files on disk. Unreadable files are reported as errors and skipped.
    public func extract(files: [URL]) -> ExtractionResult {
        var readErrors: [Diagnostic] = []
        let inputs = ConcurrentMap.map(files, parallel: isParallel) { url -> SourceInput? in
            FileManager.default.contents(atPath: url.relativePath)
                .map { SourceInput(path: url.relativePath, text: String(decoding: $0, as: UTF8.self)) }
        }
        for (index, input) in inputs.enumerated() where input == nil {
            readErrors.append(
                Diagnostic(ruleID: "unreadable-file", severity: .error, message: "cannot read file", file: files[index].relativePath))
        }
        var result = extract(inputs.compactMap { $0 })
        result.diagnostics.insert(contentsOf: readErrors, at: 0)
        return result
    }

    /// Extracts from sources in memory.
    public func extract(_ sources: [SourceInput]) -> ExtractionResult {
        // One pass per file while its tree is fresh: parse, declarations, and every literal that needs
        // nothing from other files. Walking trees again after all files are parsed costs more than the
        // whole scan (cold memory), so only the few literals that depend on the project are revisited.
        let standard = catalog
        let files = ConcurrentMap.map(sources, parallel: isParallel) { ParsedSource($0, catalog: standard) }

        var index = DeclarationIndex()
        for file in files { index.merge(file.declarations) }
        let resolver = LocalizablePositionResolver(catalog: catalog.adding(index.localizableAPIs))
        let renderer = LocalizableKeyRenderer(inference: InterpolationTypeInference(index: index))
        let projectAPINames = Set(index.localizableAPIs.map(\.callee.name))

        let perFile = ConcurrentMap.map(files, parallel: isParallel) {
            $0.complete(resolver: resolver, renderer: renderer, projectAPINames: projectAPINames)
        }

        return ExtractionResult(
            strings: perFile.flatMap { $0 }, diagnostics: files.flatMap(\.diagnostics), fileCount: files.count)
    }
}

/// One file after its own pass: declarations, parse diagnostics, the strings that depend on nothing
/// else, and the literals to finish once the project's declarations are known.
struct ParsedSource: @unchecked Sendable {
    let path: String
    let index: SourceIndex
    let declarations: DeclarationIndex
    let diagnostics: [Diagnostic]
    let strings: [ExtractedString]
    let pendingRenders: [(literal: StringLiteralExprSyntax, position: LocalizablePosition, scope: ScopeSnapshot)]
    let unresolvedArguments: [(literal: StringLiteralExprSyntax, callee: String)]

    init(_ source: SourceInput, catalog: LocalizableAPICatalog) {
        path = source.path
        var text = source.text
        let tree: SourceFileSyntax
        (tree, index) = text.withUTF8 { bytes in (Parser.parse(source: bytes), SourceIndex(bytes)) }
        diagnostics = tree.hasError ? ParseErrorReporter.diagnostics(for: tree, path: path) : []
        // One walk records the file's declarations and its literals. Literals passed to the app's own
        // APIs (declared here or elsewhere) wait for every file's declarations, like interpolations;
        // the renderer needs no declarations for the literals it renders now.
        let visitor = ExtractionVisitor(
            file: path, source: index, resolver: LocalizablePositionResolver(catalog: catalog),
            renderer: LocalizableKeyRenderer(), defersInterpolations: true)
        visitor.walk(tree)
        declarations = visitor.declarations
        strings = visitor.strings
        pendingRenders = visitor.pendingRenders
        unresolvedArguments = visitor.unresolvedArguments
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
        all.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        return all
    }
}

/// Parse errors as compiler-style diagnostics (`file:line:column: error: …`).
enum ParseErrorReporter {
    static func diagnostics(for tree: SourceFileSyntax, path: String) -> [Diagnostic] {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return Diagnostic(
                ruleID: "parse-error", severity: .error, message: diagnostic.message,
                file: path, line: location.line, column: location.column)
        }
    }
}
