import StringCatalog

/// The texts of one key to translate into one language, each protected: the plain value, every device case,
/// and each plural case the target language needs by CLDR — written with a sample number for that case
/// (Ukrainian `few` as 2) so the engine inflects for it, from the source case that number selects in the
/// source language — and each substitution's cases alike. Texts a person already reviewed in the target are
/// kept and not sent.
package struct UnitPlan: Sendable {
    /// One text to translate.
    package struct Text: Sendable {
        package var path: TextPath
        package var protected: ProtectedText
        /// For a plural case other than `other`: the `other` case of the same set, whose translation this case
        /// takes when the engine lost the sample number (the unit then stays for review like every machine text).
        package var fallback: TextPath?
        /// `few (the number 2 stands for the count)`, for engines that read context.
        package var pluralCase: String?
    }

    package var texts: [Text]
    /// Where the source's texts are, for building the translation's structure.
    package var source: Localization

    /// Plans `source` (in `sourceLanguage`) into `targetLanguage`; paths in `kept` are left as the target has them.
    package init(source: Localization, from sourceLanguage: String, to targetLanguage: String, doNotTranslate: [String] = [], kept: Set<TextPath> = []) {
        self.source = source
        var texts: [Text] = []
        let planner = Planner(sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, doNotTranslate: doNotTranslate)
        if let devices = source.variations?.device {
            for device in devices.keys.sorted() {
                texts += planner.texts(of: devices[device]!, device: device)
            }
        } else {
            texts += planner.texts(of: source, device: nil)
        }
        for name in (source.substitutions ?? [:]).keys.sorted() {
            guard let cases = source.substitutions?[name]?.variations?.plural else { continue }
            texts += planner.pluralTexts(cases, substitution: name, device: nil)
        }
        self.texts = texts.filter { !kept.contains($0.path) }
    }

    private struct Planner {
        var sourceLanguage: String
        var targetLanguage: String
        var doNotTranslate: [String]

        func texts(of localization: Localization, device: DeviceKind?) -> [Text] {
            if let cases = localization.variations?.plural {
                return pluralTexts(cases, substitution: nil, device: device)
            }
            guard let unit = localization.stringUnit else { return [] }
            return [Text(path: TextPath(device: device), protected: ProtectedText(unit.value, doNotTranslate: doNotTranslate))]
        }

        func pluralTexts(_ cases: [PluralCategory: Localization], substitution: String?, device: DeviceKind?) -> [Text] {
            let forms = cases.compactMapValues { $0.stringUnit?.value }
            guard let otherForm = forms[.other] ?? forms.values.first else { return [] }
            let isSubstitution = substitution != nil
            // A plural variation counts its one numeric argument; a substitution counts `%arg`.
            let argument = isSubstitution ? nil : UnitPlan.countedArgument(in: otherForm)
            let allText = forms.values.joined(separator: " ")
            return PluralSamples.categories(of: targetLanguage).map { category in
                let number = PluralSamples.number(for: category, language: targetLanguage, avoiding: allText)
                let sourceCategory = number.map { PluralSamples.category(of: $0, in: sourceLanguage) } ?? .other
                let form = forms[sourceCategory] ?? otherForm
                let protected = ProtectedText(
                    form, isSubstitutionVariation: isSubstitution, doNotTranslate: doNotTranslate,
                    sampleNumber: isSubstitution || argument != nil ? number : nil, argument: argument)
                let path = TextPath(substitution: substitution, device: device, plural: category)
                return Text(
                    path: path, protected: protected,
                    fallback: category == .other ? nil : TextPath(substitution: substitution, device: device, plural: .other),
                    pluralCase: protected.sample.map { "\(category.rawValue) (the number \($0.number) stands for the count)" } ?? category.rawValue)
            }
        }
    }

    /// The argument a plural variation selects its case by: its only integer or floating-point argument
    /// (named placeholders numbered as the text names them).
    static func countedArgument(in text: String) -> Int? {
        let format = FormatString.parse(text, names: ArgumentNames(key: text, source: nil))
        let numeric = format.arguments.filter { $0.category == .integer || $0.category == .double }
        return numeric.count == 1 ? numeric[0].index : nil
    }
}
