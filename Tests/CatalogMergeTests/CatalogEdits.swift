import StringCatalog
import TestSupport

/// One change a branch makes to a catalog, for generated merge scenarios.
enum CatalogEdit: CustomStringConvertible {
    /// Sets the text of one unit (the plain text, or one plural case) to a new translated value,
    /// adding the language when the key does not have it.
    case setText(key: String, language: String, pluralCase: PluralCategory?, value: String)
    case setState(key: String, language: String, state: TranslationState)
    case setComment(key: String, comment: String)
    case removeLanguage(key: String, language: String)
    case removeKey(String)
    case addKey(String, language: String, value: String)

    /// The key this edit touches and which part of it: a language, `#comment`, or `*` for all of it.
    var footprint: (key: String, slot: String) {
        switch self {
        case .setText(let key, let language, _, _), .setState(let key, let language, _), .removeLanguage(let key, let language):
            (key, language)
        case .setComment(let key, _): (key, "#comment")
        case .removeKey(let key), .addKey(let key, _, _): (key, "*")
        }
    }

    /// Whether two edits touch the same part of the catalog.
    func overlaps(_ other: CatalogEdit) -> Bool {
        let (mine, theirs) = (footprint, other.footprint)
        return mine.key == theirs.key && (mine.slot == theirs.slot || mine.slot == "*" || theirs.slot == "*")
    }

    func apply(to catalog: inout StringCatalog) {
        switch self {
        case .setText(let key, let language, let pluralCase, let value):
            var localization = catalog.strings[key]?.localizations[language] ?? Localization()
            if let pluralCase {
                var unit = localization.variations?.plural?[pluralCase]?.stringUnit ?? StringUnit(state: .translated, value: "")
                unit.value = value
                unit.state = .translated
                localization.variations?.plural?[pluralCase]?.stringUnit = unit
            } else {
                var unit = localization.stringUnit ?? StringUnit(state: .translated, value: "")
                unit.value = value
                unit.state = .translated
                localization.stringUnit = unit
            }
            catalog.strings[key]?.localizations[language] = localization
        case .setState(let key, let language, let state):
            catalog.strings[key]?.localizations[language]?.stringUnit?.state = state
        case .setComment(let key, let comment):
            catalog.strings[key]?.comment = comment
        case .removeLanguage(let key, let language):
            catalog.strings[key]?.localizations[language] = nil
        case .removeKey(let key):
            catalog.strings[key] = nil
        case .addKey(let key, let language, let value):
            catalog.strings[key] = CatalogEntry(localizations: [language: .text(value)])
        }
    }

    var description: String {
        switch self {
        case .setText(let key, let language, let pluralCase, let value):
            "set \(key) [\(language)]\(pluralCase.map { " \($0)" } ?? "") = \(value)"
        case .setState(let key, let language, let state): "state \(key) [\(language)] = \(state)"
        case .setComment(let key, let comment): "comment \(key) = \(comment)"
        case .removeLanguage(let key, let language): "remove \(key) [\(language)]"
        case .removeKey(let key): "remove \(key)"
        case .addKey(let key, let language, _): "add \(key) [\(language)]"
        }
    }
}

/// Makes random edits of one catalog that always change it.
struct EditGenerator {
    let catalog: StringCatalog
    let keys: [String]
    let languages: [String]
    var random: SeededGenerator
    /// Tells the values of one branch from the other's.
    let branch: String
    private var counter = 0

    init(catalog: StringCatalog, seed: UInt64, branch: String) {
        self.catalog = catalog
        keys = catalog.strings.keys.sorted()
        languages = Array(Set(catalog.languages + ["fr", "de", "ja"])).sorted()
        random = SeededGenerator(seed: seed)
        self.branch = branch
    }

    /// Generators for two branches of `base`, each with its own values.
    static func branches(of base: StringCatalog, seed: UInt64) -> (ours: EditGenerator, theirs: EditGenerator) {
        (EditGenerator(catalog: base, seed: seed, branch: "ours"), EditGenerator(catalog: base, seed: seed &+ 1, branch: "theirs"))
    }

    /// A value never used before, with non-ASCII text.
    mutating func freshValue() -> String {
        counter += 1
        return "\(branch) \(counter) – “é” \(random.next() % 1000)"
    }

    /// A random edit of any kind; `nil` when the catalog offers nothing for the kind drawn.
    mutating func anyEdit() -> CatalogEdit? {
        guard !keys.isEmpty else { return .addKey(freshValue(), language: "fr", value: freshValue()) }
        let key = keys[Int(random.next() % UInt64(keys.count))]
        let localizations = catalog.strings[key]!.localizations
        switch random.next() % 6 {
        case 0, 1: return textEdit(of: key)
        case 2:
            guard let language = localizations.keys.sorted().first(where: { localizations[$0]?.stringUnit != nil }) else { return nil }
            let states: [TranslationState] = [.new, .needsReview, .translated, .machineTranslated]
            let state = states.first { $0 != localizations[language]!.stringUnit!.state }!
            return .setState(key: key, language: language, state: state)
        case 3: return .setComment(key: key, comment: freshValue())
        case 4:
            guard let language = localizations.keys.sorted().randomElement(using: &random) else { return nil }
            return .removeLanguage(key: key, language: language)
        default:
            return random.next() % 2 == 0 ? .removeKey(key) : .addKey("\(branch) key \(freshValue())", language: "fr", value: freshValue())
        }
    }

    /// A new text for one unit of `key`: a plural case when the language has plural variations.
    mutating func textEdit(of key: String) -> CatalogEdit {
        let language = languages[Int(random.next() % UInt64(languages.count))]
        let localization = catalog.strings[key]!.localizations[language]
        var pluralCase: PluralCategory?
        if let localization, localization.stringUnit == nil {
            guard let cases = localization.variations?.plural?.keys.sorted(), !cases.isEmpty else {
                // Device variations or substitutions only: edit a language the key lacks instead.
                return .setText(key: key, language: "x-\(branch)", pluralCase: nil, value: freshValue())
            }
            pluralCase = cases[Int(random.next() % UInt64(cases.count))]
        }
        return .setText(key: key, language: language, pluralCase: pluralCase, value: freshValue())
    }

    /// `count` edits that do not overlap each other nor any of `avoiding`.
    mutating func edits(_ count: Int, avoiding others: [CatalogEdit] = []) -> [CatalogEdit] {
        var edits: [CatalogEdit] = []
        var attempts = 0
        while edits.count < count, attempts < count * 20 {
            attempts += 1
            guard let edit = anyEdit(), !(edits + others).contains(where: edit.overlaps) else { continue }
            edits.append(edit)
        }
        return edits
    }
}

extension StringCatalog {
    func applying(_ edits: [CatalogEdit]) -> StringCatalog {
        var copy = self
        for edit in edits { edit.apply(to: &copy) }
        return copy
    }
}
