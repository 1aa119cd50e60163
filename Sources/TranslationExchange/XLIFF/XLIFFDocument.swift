/// An XLIFF 1.2 document as Xcode exchanges it: one `<file>` per string catalog.
public struct XLIFFDocument: Sendable, Hashable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile] = []) {
        self.files = files
    }
}

/// One `<file>` element: the units of one catalog for one target language.
public struct XLIFFFile: Sendable, Hashable {
    /// The catalog's path as the project knows it (`Localizable.xcstrings`, `App/Settings.xcstrings`).
    public var original: String
    public var sourceLanguage: String
    /// The language the targets are in; `nil` only when a foreign file omits it.
    public var targetLanguage: String?
    public var datatype: String
    public var tool: XLIFFTool?
    public var units: [XLIFFUnit]
    /// 1-based line of the `<file>` element when read from XML, for messages.
    public var line: Int?

    public init(
        original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
        tool: XLIFFTool? = nil, units: [XLIFFUnit] = [], line: Int? = nil
    ) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.units = units
        self.line = line
    }
}

/// The `<tool>` of a file header: who wrote the file.
public struct XLIFFTool: Sendable, Hashable {
    public var id: String
    public var name: String
    public var version: String
    public var buildNumber: String

    public init(id: String, name: String, version: String, buildNumber: String) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }

    /// The header Phrasebook writes: Xcode's tool id, so tools that key on it keep working, with
    /// Phrasebook named where Xcode names itself.
    public static func phrasebook(version: String) -> XLIFFTool {
        XLIFFTool(id: "com.apple.dt.xcode", name: "Phrasebook", version: version, buildNumber: version)
    }
}

/// One `<trans-unit>`: a leaf string of a catalog entry (the whole string, a plural case, a device case
/// or a substitution case), addressed by Xcode's unit id.
public struct XLIFFUnit: Sendable, Hashable {
    public var id: String
    /// The source text; Xcode omits it for some target-only plural cases it re-exports.
    public var source: String?
    public var target: XLIFFTarget?
    public var notes: [XLIFFNote]
    /// 1-based line of the `<trans-unit>` element when read from XML, for messages.
    public var line: Int?

    public init(id: String, source: String?, target: XLIFFTarget? = nil, notes: [XLIFFNote] = [], line: Int? = nil) {
        self.id = id
        self.source = source
        self.target = target
        self.notes = notes
        self.line = line
    }
}

/// A `<target>` with its XLIFF state attributes.
public struct XLIFFTarget: Sendable, Hashable {
    public var value: String
    /// XLIFF `state` (`translated`, `needs-review-l10n`, `new`, …); `nil` when absent.
    public var state: String?
    /// XLIFF `state-qualifier` (`leveraged-mt`, `exact-match`, …).
    public var stateQualifier: String?

    public init(value: String, state: String? = nil, stateQualifier: String? = nil) {
        self.value = value
        self.state = state
        self.stateQualifier = stateQualifier
    }
}

/// A `<note>`: the catalog comment, marked `from="auto-generated"` when Xcode generated it.
public struct XLIFFNote: Sendable, Hashable {
    /// `nil` writes an empty `<note/>`, which Xcode writes for entries without a comment.
    public var text: String?
    public var from: String?

    public init(text: String?, from: String? = nil) {
        self.text = text
        self.from = from
    }
}
