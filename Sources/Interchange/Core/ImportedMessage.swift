import StringCatalog

/// One key's translation in one language as read from a format's file, before it is placed in a catalog.
package struct ImportedMessage: Sendable {
    /// What the file holds for the key.
    package enum Content: Sendable {
        /// One string (Android `<string>`, a gettext entry, an i18next key).
        case text(MessageText)
        /// Plural cases (Android `<plurals>`, `msgstr[N]`, i18next `_one`/`_other`).
        case plural([PluralCategory: MessageText])
        /// An ICU message, placed against the catalog's shape by `ICUCatalogMapping`.
        case icu(ICUMessage)
        /// A catalog text for the leaf the message's key names as an XLIFF unit id (`key|==|plural.one`), as
        /// translation memories address them.
        case unitID(String)
    }

    /// The catalog key.
    package var key: String
    package var content: Content
    /// The state the file gives the translation: `translated`, or `needs_review` for gettext's `fuzzy`.
    package var state: TranslationState
    /// Where the message is in its file (1-based), for reports.
    package var line: Int?
    /// The entry's comment as the file has it; used only for keys an import adds.
    package var comment: String?
    /// `false` when the file marks the string "don't translate"; used only for keys an import adds.
    package var isTranslatable: Bool?

    package init(key: String, content: Content, state: TranslationState = .translated, line: Int? = nil,
                 comment: String? = nil, isTranslatable: Bool? = nil) {
        self.key = key
        self.content = content
        self.state = state
        self.line = line
        self.comment = comment
        self.isTranslatable = isTranslatable
    }
}

/// The messages of one file, for one language and one catalog.
package struct ImportedFile: Sendable {
    /// The file's path as displayed in reports.
    package var path: String
    /// The language the file holds, as the file names it (`pt-BR`, from `values-pt-rBR`, `Language:`, `@@locale`).
    package var language: String
    /// The catalog the file belongs to, when the file says (`Localizable` from `strings.xml`'s siblings, the
    /// `X-Phrasebook-Catalog` header, an i18next namespace); `nil` for the project's only catalog.
    package var catalog: String?
    package var messages: [ImportedMessage]
    /// What the reader noticed without refusing the file (a resource type it skips, …).
    package var notes: [String] = []

    package init(path: String, language: String, catalog: String?, messages: [ImportedMessage]) {
        self.path = path
        self.language = language
        self.catalog = catalog
        self.messages = messages
    }
}
