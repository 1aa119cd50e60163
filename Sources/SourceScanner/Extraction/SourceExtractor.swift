import Diagnostics
import Foundation
import ProjectConfiguration
import StringCatalog
import SwiftParser
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
    /// The strings whose `String`-returning calls are joined to an interpolation with `+`
    /// (`String(localized: "Points:") + " \(count)"`), for `concatenated-argument`.
    public var concatenations: [ExtractedString] = []
    /// Parse errors, compiler-style; files with errors are still extracted as far as they parse.
    public var diagnostics: [Diagnostic]
    /// How many files were read.
    public var fileCount: Int
    /// Every file's declarations (types, properties, localizable parameters), for lint to reuse.
    public var declarations: DeclarationIndex

    public init(strings: [ExtractedString] = [], diagnostics: [Diagnostic] = [], fileCount: Int = 0, declarations: DeclarationIndex = DeclarationIndex()) {
        self.strings = strings
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.declarations = declarations
    }

    /// The tables strings were found for, sorted.
    public var tables: [String] { Set(strings.map(\.table)).sorted() }
}

/// Extracts localizable strings from Swift sources as Xcode's compiler does. Files are parsed and scanned
/// in parallel, each once: first those that can declare the app's own localizable APIs, then the rest
/// knowing them all; the few literals whose interpolations name other files' declarations are finished
/// last, with the whole project's.
public struct SourceExtractor: Sendable {
    /// The SDK APIs to recognise; the app's own are added from its sources.
    public var catalog: LocalizableAPICatalog
    /// Whether files are processed on all cores (`true`) or one.
    public var isParallel: Bool
    /// The build to match: only the `#if` branches it compiles are extracted (all when unknown).
    public var buildConditions: BuildConditions

    public init(catalog: LocalizableAPICatalog = .standard, isParallel: Bool = true, buildConditions: BuildConditions = BuildConditions()) {
        self.catalog = catalog
        self.isParallel = isParallel
        self.buildConditions = buildConditions
    }

    /// Extracts from files on disk, knowing the declarations of `declarationFiles` (local packages the
    /// app imports: their APIs and types, not their strings); `display` gives the path findings show
    /// (relative to the current folder by default). Unreadable files are reported as errors and skipped.
    public func extract(
        files: [URL], declarationsFrom declarationFiles: [URL] = [], display: @Sendable (URL) -> String = PathDisplay.current.display
    ) -> ExtractionResult {
        var unreadable: [Diagnostic] = []
        let app = SourceFile.parse(files, display: display, parallel: isParallel, unreadable: &unreadable)
        let declarations = SourceFile.parse(declarationFiles, display: display, parallel: isParallel, unreadable: &unreadable)
        var result = extract(app, declarationsFrom: declarations)
        result.diagnostics.insert(contentsOf: unreadable, at: 0)
        return result
    }

    /// Extracts from sources in memory, knowing the declarations of `declarationSources` too.
    public func extract(_ sources: [SourceInput], declarationsFrom declarationSources: [SourceInput] = []) -> ExtractionResult {
        extract(inputs: sources.map(ExtractionInput.text), declarationsFrom: declarationSources.map(ExtractionInput.text))
    }

    /// Extracts from files already parsed (shared with lint: each file is parsed once), knowing the
    /// declarations of `declarationFiles` too.
    public func extract(_ files: [SourceFile], declarationsFrom declarationFiles: [SourceFile] = []) -> ExtractionResult {
        extract(inputs: files.map(ExtractionInput.parsed), declarationsFrom: declarationFiles.map(ExtractionInput.parsed))
    }

    private func extract(inputs sources: [ExtractionInput], declarationsFrom declarationSources: [ExtractionInput]) -> ExtractionResult {
        // Local packages' declarations: what the app calls of them, known before any file is scanned.
        let imported = ConcurrentMap.map(declarationSources, parallel: isParallel) { source -> DeclarationIndex in
            switch source {
            case .parsed(let file): return DeclarationCollector.collect(file.tree)
            case .text(let input):
                var text = input.text
                return text.withUTF8 { DeclarationCollector.collect(Parser.parse(source: $0)) }
            }
        }

        // Only files that name a localizable type (`Locali…`, or App Intents' display types) can declare
        // the app's own localizable APIs. Those few go first, so every other file is scanned knowing all
        // the APIs and can let go of its syntax tree at once: keeping hundreds of trees alive until the end
        // costs a third of the parse in fresh memory.
        let mayDeclareAPIs = ConcurrentMap.map(sources, parallel: isParallel) {
            LocalizableAPICatalog.mayDeclareLocalizableAPIs($0.text)
        }
        let declaring = sources.indices.filter { mayDeclareAPIs[$0] }
        let others = sources.indices.filter { !mayDeclareAPIs[$0] }

        let conditions = buildConditions
        let standard = LocalizablePositionResolver(catalog: catalog)
        let first = ConcurrentMap.map(declaring.map { sources[$0] }, parallel: isParallel) {
            ParsedSource($0, resolver: standard, projectKeyLabels: nil, buildConditions: conditions)
        }
        var apis = DeclarationIndex()
        for declarations in imported { apis.merge(declarations) }
        for file in first { apis.merge(file.declarations) }
        let projectCatalog = catalog.adding(apis.literalLocalizableAPIs)
        let resolver = LocalizablePositionResolver(catalog: projectCatalog)
        let keyLabels = LocalizableAPICatalog.KeyLabels(projectCatalog)
        let second = ConcurrentMap.map(others.map { sources[$0] }, parallel: isParallel) {
            ParsedSource($0, resolver: resolver, projectKeyLabels: keyLabels, buildConditions: conditions)
        }

        var files = [ParsedSource?](repeating: nil, count: sources.count)
        for (index, file) in zip(declaring, first) { files[index] = file }
        for (index, file) in zip(others, second) { files[index] = file }
        let parsed = files.map { $0! }

        // Interpolations naming declarations of other files, and calls of APIs declared in the first
        // files, are finished with the whole project's declarations.
        let projectDeclaresAPIs = !apis.localizableAPIs.isEmpty
        var index = DeclarationIndex()
        for declarations in imported { index.merge(declarations) }
        for file in parsed { index.merge(file.declarations) }
        var strings: [[ExtractedString]]
        var concatenations: [[ExtractedString]]
        if parsed.allSatisfy({ $0.isComplete(projectDeclaresAPIs: projectDeclaresAPIs) }) {
            strings = parsed.map(\.strings)
            concatenations = parsed.map(\.concatenations)
        } else {
            let inference = InterpolationTypeInference(index: index)
            let renderer = LocalizableKeyRenderer(inference: inference)
            let projectResolver = resolver.resolving(with: inference)
            let completed = ConcurrentMap.map(parsed, parallel: isParallel) {
                $0.complete(resolver: projectResolver, renderer: renderer, projectDeclaresAPIs: projectDeclaresAPIs)
            }
            strings = completed.map(\.strings)
            concatenations = completed.map(\.concatenations)
        }
        var result = ExtractionResult(
            strings: strings.flatMap { $0 }, diagnostics: parsed.flatMap(\.diagnostics), fileCount: parsed.count,
            declarations: index)
        result.concatenations = concatenations.flatMap { $0 }
        return result
    }
}
