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
    /// Those of `strings` whose calls are joined to an interpolation with `+` (see `ConcatenatedLocalization`).
    let concatenations: [ExtractedString]
    /// Localizable literals whose interpolations name declarations other files may hold.
    let pendingRenders: [(literal: StringLiteralExprSyntax, position: LocalizablePosition)]
    /// Literals no API known during the pass places, when the app's own APIs were not all known yet: one
    /// declared in another file may take them (directly, or through a ternary, an array, parentheses).
    let unresolvedLiterals: [StringLiteralExprSyntax]
    /// Literals whose position depends on declarations other files may hold: the type of a parameter an
    /// implicit `.init(…)` is passed to, of the other side of `??`, of a receiver.
    let pendingPositions: [StringLiteralExprSyntax]

    /// Whether nothing waits for the project's declarations (`projectDeclaresAPIs`: whether the app
    /// declares localizable APIs of its own, which unresolved literals may be arguments of).
    func isComplete(projectDeclaresAPIs: Bool) -> Bool {
        pendingRenders.isEmpty && pendingPositions.isEmpty && (unresolvedLiterals.isEmpty || !projectDeclaresAPIs)
    }

    /// Parses (unless lint already has) and scans `source`. `projectKeyLabels` are those of every API the
    /// app declares, when known: then a literal `resolver` does not place is final; without them, such
    /// literals wait for `complete`.
    init(
        _ source: ExtractionInput, resolver: LocalizablePositionResolver,
        projectKeyLabels: LocalizableAPICatalog.KeyLabels?, buildConditions: BuildConditions
    ) {
        path = source.path
        let tree: SourceFileSyntax
        switch source {
        case .text(let input):
            var text = input.text
            (tree, index) = text.withUTF8 { bytes in (SwiftSourceParser.parse(bytes), SourceIndex(bytes)) }
        case .parsed(let file):
            (tree, index) = (file.tree, file.sourceIndex)
        }
        diagnostics = ParseErrorRule.findings(in: tree, path: path, index: index)
        let scan = RawTreeScan(tree, literalsIn: index, keyLabels: projectKeyLabels)
        let walk = SyntaxPathWalk(tree, targets: scan.targets)
        declarations = walk.recorder.index

        // Interpolations name locals and, mostly, the file's own properties: they are rendered from the
        // file's declarations, and wait for the project's only when other files could change the answer.
        let lookups = FileOnlyLookups()
        let plain = LocalizableKeyRenderer()
        let fileInference = InterpolationTypeInference(fileIndex: declarations, lookups: lookups)
        let fromFile = LocalizableKeyRenderer(inference: fileInference)
        let fileResolver = resolver.resolving(with: fileInference)
        var strings: [ExtractedString] = []
        var concatenations: [ExtractedString] = []
        var pending: [(literal: StringLiteralExprSyntax, position: LocalizablePosition)] = []
        var pendingPositions: [StringLiteralExprSyntax] = []
        var unresolved: [StringLiteralExprSyntax] = []
        // Only a file that says `#if` has branches a build may not compile, and only one that says
        // `unavailable` a branch for a platform its code is unavailable on.
        let evaluatesBranches = buildConditions.isKnown && source.text.containsBytes("#if")
        // With the platforms built for known, `#if os(…)` is evaluated, even inside a declaration unavailable
        // on that platform: Xcode compiles (and extracts) it there too.
        let mayHaveUnavailableBranches = buildConditions.platforms == nil && source.text.containsBytes("unavailable")
        for literal in walk.literals {
            if evaluatesBranches, !buildConditions.compiles(literal) { continue }
            if mayHaveUnavailableBranches, UnavailablePlatformBranch.contains(literal) { continue }
            lookups.dependsOnOtherFiles = false
            let found = fileResolver.position(of: literal)
            if lookups.dependsOnOtherFiles {
                pendingPositions.append(literal)
                continue
            }
            guard let position = found else {
                if projectKeyLabels == nil { unresolved.append(literal) }
                continue
            }
            let defaultValue = position.argument(position.api?.defaultValueLabel)?.expression.as(StringLiteralExprSyntax.self)
            let isInterpolated = literal.hasInterpolation || defaultValue?.hasInterpolation == true
            lookups.dependsOnOtherFiles = false
            // Each renderer passed as it is: a conditional expression would copy one, index and all.
            let string = isInterpolated
                ? ExtractedString(literal, at: position, renderer: fromFile, file: path, source: index)
                : ExtractedString(literal, at: position, renderer: plain, file: path, source: index)
            if lookups.dependsOnOtherFiles {
                pending.append((literal, position))
            } else if let string {
                if ConcatenatedLocalization.isConcatenatedWithInterpolation(position) { concatenations.append(string) }
                strings.append(string)
            }
        }
        for (name, rawType) in walk.implicitRawValues {
            let location = index.location(ofOffset: name.positionAfterSkippingLeadingTrivia.utf8Offset)
            strings.append(ExtractedString(
                key: name.identifier?.name ?? name.text, table: rawType.kind.fixedTable ?? ExtractedString.defaultTable,
                position: SourcePosition(file: path, line: location.line, column: location.column), api: rawType.typeName))
        }
        if !walk.implicitRawValues.isEmpty { strings.sort(by: Self.isInSourceOrder) }
        self.strings = strings
        self.concatenations = concatenations
        pendingRenders = pending
        unresolvedLiterals = unresolved
        self.pendingPositions = pendingPositions
    }

    /// Every string of the file in source order, finishing the literals that needed the whole project
    /// (`resolver` and `renderer` answer from every file's declarations).
    func complete(
        resolver: LocalizablePositionResolver, renderer: LocalizableKeyRenderer, projectDeclaresAPIs: Bool
    ) -> (strings: [ExtractedString], concatenations: [ExtractedString]) {
        let candidates = pendingPositions + (projectDeclaresAPIs ? unresolvedLiterals : [])
        guard !pendingRenders.isEmpty || !candidates.isEmpty else { return (strings, concatenations) }
        var all = strings
        var joined = concatenations
        func add(_ literal: StringLiteralExprSyntax, at position: LocalizablePosition) {
            guard let string = ExtractedString(literal, at: position, renderer: renderer, file: path, source: index) else { return }
            if ConcatenatedLocalization.isConcatenatedWithInterpolation(position) { joined.append(string) }
            all.append(string)
        }
        for pending in pendingRenders { add(pending.literal, at: pending.position) }
        for literal in candidates {
            if let position = resolver.position(of: literal) { add(literal, at: position) }
        }
        all.sort(by: Self.isInSourceOrder)
        joined.sort(by: Self.isInSourceOrder)
        return (all, joined)
    }

    private static func isInSourceOrder(_ a: ExtractedString, _ b: ExtractedString) -> Bool {
        (a.position.line, a.position.column) < (b.position.line, b.position.column)
    }
}

/// A file to extract from: its text, or the file already parsed (an analysis parses each file once).
enum ExtractionInput: @unchecked Sendable {
    case text(SourceInput)
    case parsed(SourceFile)

    var path: String {
        switch self {
        case .text(let input): input.path
        case .parsed(let file): file.path
        }
    }

    var text: String {
        switch self {
        case .text(let input): input.text
        case .parsed(let file): file.text
        }
    }
}
