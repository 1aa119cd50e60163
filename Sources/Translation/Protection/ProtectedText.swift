import StringCatalog

/// A text made safe for a translation engine, by construction: every part a program reads or a renderer
/// interprets — format specifiers (positional and named), `%#@substitutions@`, Markdown, HTML/XML tags,
/// inflection markup, line breaks, URLs, do-not-translate terms — becomes an inline tag the engine keeps
/// (``InlineMarkup``). ``restore(_:)`` puts each back and refuses an output in which any did not come back
/// exactly once, so no written string can have a changed placeholder set.
///
/// ```swift
/// let text = ProtectedText("Tap **Save** to keep %lld stories.")
/// text.markup   // Tap <g id="1">Save</g> to keep <x id="2"/> stories.
/// ```
package struct ProtectedText: Sendable, Hashable {
    /// The text as written in the catalog.
    package let original: String
    /// What engines receive: the inner text with protected parts as inline tags and `&`, `<`, `>` escaped.
    package let markup: String
    /// The protected parts; a part's id is its index + 1.
    package let spans: [ProtectedSpan]
    /// Whether any letter is left to translate; a text of placeholders, digits and punctuation is kept as it is.
    package let hasWords: Bool
    /// The plural argument written as a number for the engine to inflect for, when one was asked for and found.
    package let sample: PluralSample?
    /// Whitespace around the text, which engines drop or change and is put back as written.
    private let leadingWhitespace: String
    private let trailingWhitespace: String
    private let isSubstitutionVariation: Bool
    /// The numbering of the text's placeholder names (`%(count)lld`), which the restored text is read with.
    private let names: ArgumentNames
    /// The specifier each placeholder span stands for, by span index (format specifiers only).
    private let specifierOfSpan: [Int: FormatSpecifier]

    /// The argument of a plural variation written as a sample number (`5` for Ukrainian `many`).
    package struct PluralSample: Sendable, Hashable {
        /// The number as engines see it (`5`, `1.5`).
        package var number: String
        /// The specifier put back where the number ends up (`%lld`, `%arg`).
        package var specifier: String
    }

    /// Protects `text`. `doNotTranslate` terms are protected where they occur as whole words. With
    /// `sampleNumber`, the specifier of the plural argument (`argument`, or `%arg` in a substitution's case
    /// when `argument` is `nil`) is written as that number instead, when exactly one specifier formats it.
    package init(
        _ text: String, isSubstitutionVariation: Bool = false, doNotTranslate: [String] = [],
        sampleNumber: String? = nil, argument: Int? = nil
    ) {
        original = text
        self.isSubstitutionVariation = isSubstitutionVariation
        let all = Array(text.utf8)
        var start = 0, end = all.count
        while start < end, ASCII.isWhitespace(all[start]) { start += 1 }
        while end > start, ASCII.isWhitespace(all[end - 1]) { end -= 1 }
        leadingWhitespace = String(decoding: all[..<start], as: UTF8.self)
        trailingWhitespace = String(decoding: all[end...], as: UTF8.self)
        let bytes = Array(all[start..<end])
        // The text's own placeholder names number its arguments, as main's format model reads a key's source.
        names = ArgumentNames(key: text, source: nil)
        let format = FormatString.parse(String(decoding: bytes, as: UTF8.self), isSubstitutionVariation: isSubstitutionVariation, names: names)

        var sampleIndex: Int?
        if sampleNumber != nil {
            let uses = format.specifiers.indices.filter { index in
                let specifier = format.specifiers[index]
                if let argument { return specifier.argumentIndex == argument && specifier.kind == .conversion }
                return specifier.kind == .substitutionArgument
            }
            if uses.count == 1 { sampleIndex = uses[0] }
        }
        let scanner = ProtectionScanner(
            bytes: bytes, specifiers: format.specifiers, terms: doNotTranslate.map { Array($0.utf8) }, sampleSpecifier: sampleIndex)
        let (pieces, spans, specifierIndices) = MarkerPairing.pieces(scanner.markers(), bytes: bytes)
        self.spans = spans
        sample = sampleIndex.map { PluralSample(number: sampleNumber!, specifier: format.specifiers[$0].text) }

        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + spans.count * 12)
        var hasWords = false
        for piece in pieces {
            switch piece {
            case .text(let range):
                InlineMarkup.appendEscaped(bytes[range], to: &output)
                if !hasWords { hasWords = Self.hasLetters(bytes[range]) }
            case .sampleNumber:
                output.append(contentsOf: sampleNumber!.utf8)
            case .placeholder(let index):
                output.append(contentsOf: InlineMarkup.placeholder(spans[index].id).utf8)
            case .open(let index):
                output.append(contentsOf: InlineMarkup.open(spans[index].id).utf8)
            case .close:
                output.append(contentsOf: InlineMarkup.close.utf8)
            }
        }
        self.specifierOfSpan = specifierIndices.mapValues { format.specifiers[$0] }
        self.hasWords = hasWords
        markup = String(decoding: output, as: UTF8.self)
    }

    /// Whether `bytes` hold a letter of any script (every non-ASCII byte is read as one: punctuation outside
    /// ASCII is rare enough in UI text that sending it to an engine costs nothing).
    private static func hasLetters(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { $0 >= 0x80 || ASCII.isLetter($0) }
    }

    /// The engine's output with every protected part put back as written. Throws when a part is missing,
    /// repeated, broken apart or invented, when the sample number isn't found exactly once, or when the
    /// result's specifiers differ from the source's. Sequential specifiers an engine reordered are given
    /// their positions (`%@ … %lld` → `%2$lld … %1$@`), so each still formats its own argument.
    package func restore(_ output: String) throws(RestorationFailure) -> String {
        let tokens = try InlineMarkup.parse(output)
        var parts: [RestoredPart] = []
        var seen = [Int](repeating: 0, count: spans.count)
        var open: [Int] = []
        for token in tokens {
            switch token {
            case .text(let text):
                parts.append(RestoredPart(text: text, isText: true))
            case .placeholder(let id):
                let index = try spanIndex(id)
                guard !spans[index].isPair else { throw .broken(spans[index]) }
                seen[index] += 1
                parts.append(RestoredPart(text: spans[index].text, span: index))
            case .open(let id):
                let index = try spanIndex(id)
                guard spans[index].isPair else { throw .broken(spans[index]) }
                seen[index] += 1
                open.append(index)
                parts.append(RestoredPart(text: spans[index].text))
            case .close:
                guard let index = open.popLast() else { throw .inventedMarkup(InlineMarkup.close) }
                parts.append(RestoredPart(text: spans[index].closing!))
            }
        }
        if let index = open.last { throw .broken(spans[index]) }
        for index in spans.indices where seen[index] != 1 {
            throw seen[index] == 0 ? .missing(spans[index]) : .repeated(spans[index], times: seen[index])
        }
        try putBackSample(into: &parts)
        trimEdges(&parts)
        numberReorderedSpecifiers(in: &parts)
        let inner = parts.map(\.text).joined()
        guard !inner.isEmpty || original.allSatisfy(\.isWhitespace) else { throw .empty }
        let restored = leadingWhitespace + inner + trailingWhitespace
        try checkPlaceholders(restored)
        return restored
    }

    /// A piece of the restored text: translated text, or a protected part put back (`span` for placeholders).
    private struct RestoredPart {
        var text: String
        var isText = false
        var span: Int?
    }

    private func spanIndex(_ id: Int) throws(RestorationFailure) -> Int {
        guard id >= 1, id <= spans.count else { throw .unknownTag(id: id) }
        return id - 1
    }

    /// Replaces the sample number, found exactly once in the translated text, with its specifier.
    private func putBackSample(into parts: inout [RestoredPart]) throws(RestorationFailure) {
        guard let sample else { return }
        var found: [(part: Int, range: Range<String.Index>)] = []
        for index in parts.indices where parts[index].isText {
            found += SampleNumberSearch.occurrences(of: sample.number, in: parts[index].text).map { (index, $0) }
        }
        guard found.count == 1 else { throw .sampleNumber(sample.number, specifier: sample.specifier, found: found.count) }
        let (index, range) = found[0]
        let text = parts[index].text
        parts.replaceSubrange(index...index, with: [
            RestoredPart(text: String(text[..<range.lowerBound]), isText: true),
            RestoredPart(text: sample.specifier),
            RestoredPart(text: String(text[range.upperBound...]), isText: true),
        ])
    }

    /// Drops whitespace an engine added at the edges of the text (the source's own is put back after).
    private func trimEdges(_ parts: inout [RestoredPart]) {
        while let first = parts.first, first.isText {
            let trimmed = first.text.drop { $0.isWhitespace }
            if trimmed.isEmpty { parts.removeFirst() } else { parts[0].text = String(trimmed); break }
        }
        while let last = parts.last, last.isText {
            var text = Substring(last.text)
            while let character = text.last, character.isWhitespace { text.removeLast() }
            if text.isEmpty { parts.removeLast() } else { parts[parts.count - 1].text = String(text); break }
        }
    }

    /// Gives sequential conversions their argument's position when the engine changed their order, so each
    /// still formats its own argument. Named placeholders (`%(count)lld`) say which argument they read and are
    /// left as written.
    private func numberReorderedSpecifiers(in parts: inout [RestoredPart]) {
        func isSequential(_ span: Int?) -> Bool {
            guard let span, let specifier = specifierOfSpan[span] else { return false }
            return specifier.kind == .conversion && specifier.position == nil && specifier.name == nil && specifier.argumentIndex != nil
        }
        let order = parts.compactMap { isSequential($0.span) ? $0.span : nil }
        guard order.count >= 2, order != order.sorted() else { return }
        for index in parts.indices where isSequential(parts[index].span) {
            let specifier = specifierOfSpan[parts[index].span!]!
            parts[index].text = specifier.withPosition(specifier.argumentIndex!)
        }
    }

    /// The last line of defence: the restored text consumes the same arguments, substitutions and `%%` as the source.
    private func checkPlaceholders(_ restored: String) throws(RestorationFailure) {
        let source = PlaceholderSignature(original, isSubstitutionVariation: isSubstitutionVariation, names: names)
        let result = PlaceholderSignature(restored, isSubstitutionVariation: isSubstitutionVariation, names: names)
        guard source == result else { throw .placeholdersChanged(source: source.description, found: result.description) }
    }
}
