import StringCatalog

/// A translation offered for one unit id, from XLIFF or CSV.
public struct IncomingUnit: Sendable, Hashable {
    public var id: String
    /// The source text the translator saw (used for new plural cases Xcode fills from the source).
    public var source: String?
    /// The translated text; `nil` when the unit carries no target.
    public var target: String?
    /// The catalog state to give the target; `nil` when the target is unfinished and must not be taken.
    public var state: TranslationState?
    /// The state as written in the file, for messages.
    public var rawState: String?
    /// Where the unit is in its file (1-based line), for messages.
    public var line: Int?

    public init(id: String, source: String?, target: String?, state: TranslationState?, rawState: String? = nil, line: Int? = nil) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.rawState = rawState
        self.line = line
    }

    /// The XLIFF state qualifier, to recognise a target left exactly as exported.
    public var stateQualifier: String?

    /// Whether this is `existing` exactly as an export writes it (text, state and qualifier).
    func isUntouchedExport(of existing: StringUnit, exportedText: String) -> Bool {
        let exported = XLIFFStates.target(for: existing)
        return target == exportedText && rawState == exported.state && stateQualifier == exported.stateQualifier
    }

    /// The unit of an XLIFF `<trans-unit>`, with Xcode's state rules applied.
    public init(_ unit: XLIFFUnit) {
        self.init(
            id: unit.id, source: unit.source, target: unit.target?.value,
            state: unit.target.flatMap(XLIFFStates.importedState(for:)), rawState: unit.target?.state, line: unit.line)
        stateQualifier = unit.target?.stateQualifier
    }
}
