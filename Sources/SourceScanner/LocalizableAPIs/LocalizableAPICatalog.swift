/// Every API position whose string literal argument is localizable, as Xcode's compiler sees it:
/// SwiftUI views and modifiers taking `LocalizedStringKey`, Foundation's `String(localized:)` family,
/// `NSLocalizedString`, `LocalizedStringResource`, Charts and App Intents labels, the Phrasebook
/// runtime, and the app's own declarations collected from its sources.
///
/// Extraction and lint share this one source of truth for "is this literal localizable?".
public struct LocalizableAPICatalog: Sendable {
    /// APIs by the name a call site spells (`Text`, `navigationTitle`, `NSLocalizedString`).
    public private(set) var apisByName: [String: [LocalizableAPI]] = [:]

    /// A catalog of exactly `apis`.
    public init(_ apis: [LocalizableAPI]) {
        for api in apis { add(api) }
    }

    /// Adds an API; several APIs may share a name (different key labels or callee forms).
    public mutating func add(_ api: LocalizableAPI) {
        apisByName[api.callee.name, default: []].append(api)
    }

    /// This catalog plus `apis` (the app's own declarations).
    public func adding(_ apis: [LocalizableAPI]) -> LocalizableAPICatalog {
        var copy = self
        for api in apis where !(copy.apisByName[api.callee.name] ?? []).contains(api) { copy.add(api) }
        return copy
    }

    /// The APIs a call spelled `name` may be.
    public func apis(named name: String) -> [LocalizableAPI] { apisByName[name] ?? [] }

    /// The labels of key arguments by the last component of the callee's name: enough to tell, from a
    /// call alone, that none of the catalog's APIs can take a literal argument as a key.
    struct KeyLabels: Sendable {
        private var labelsByName: [String: Set<String>] = [:]

        init(_ catalog: LocalizableAPICatalog) {
            for (name, apis) in catalog.apisByName {
                labelsByName[TypeName.lastComponent(name), default: []].formUnion(apis.flatMap(\.keyLabels))
            }
        }

        /// Whether a call spelled `callee` (`Text`, `navigationTitle`) may take an argument labelled `label`
        /// (`_` when unlabelled) as a key. `.init(…)` and `Self(…)` may be any type's initializer.
        func mayTakeKey(callee: String, label: String) -> Bool {
            callee == "init" || callee == "Self" || labelsByName[callee]?.contains(label) == true
        }
    }

    /// Apple's SDK APIs and the Phrasebook runtime's.
    public static let standard = LocalizableAPICatalog(
        swiftUIViews + swiftUIModifiers + foundation + charts + appIntents + phrasebookRuntime)

    // MARK: - Type names

    /// Types whose string literals are localizable keys, with the kind of value they build. App Intents'
    /// display types are built from a string literal through `LocalizedStringResource`, and an
    /// `AppShortcut`'s phrases are `AppShortcutPhrase`s, which go to the `AppShortcuts` table.
    public static let localizableTypeNames: [String: LocalizableValueKind] = [
        "LocalizedStringKey": .localizedStringKey,
        "SwiftUI.LocalizedStringKey": .localizedStringKey,
        "LocalizedStringResource": .localizationValue,
        "Foundation.LocalizedStringResource": .localizationValue,
        "String.LocalizationValue": .localizationValue,
        "Swift.String.LocalizationValue": .localizationValue,
        "LocalizationValue": .localizationValue,
        "TypeDisplayRepresentation": .localizationValue,
        "DisplayRepresentation": .localizationValue,
        "IntentDescription": .localizationValue,
        "IntentDialog": .localizationValue,
        "AppIntents.TypeDisplayRepresentation": .localizationValue,
        "AppIntents.DisplayRepresentation": .localizationValue,
        "AppIntents.IntentDescription": .localizationValue,
        "AppIntents.IntentDialog": .localizationValue,
        "AppShortcutPhrase": .appShortcutPhrase,
    ]

    /// The kind of localizable value a type annotation declares, looking through optionals and arrays.
    /// Returns the kind and whether the type is an array of keys.
    public static func localizableKind(ofTypeName typeName: String) -> (kind: LocalizableValueKind, isArray: Bool)? {
        // Every declaration's type is asked about: reject the many that cannot name a localizable type
        // (all of them contain `Locali`) before any trimming.
        guard mayNameLocalizableType(typeName) else { return nil }
        var name = Substring(typeName).trimmingWhitespace()
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast().trimmingWhitespace() }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = name.dropFirst(9).dropLast().trimmingWhitespace() }
        var isArray = false
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            name = name.dropFirst().dropLast().trimmingWhitespace()
            isArray = true
        }
        guard let kind = localizableTypeNames[String(name)] else { return nil }
        return (kind, isArray)
    }

    /// Whether a type annotation contains `Locali`, `Representation`, `IntentD` or `ShortcutPhrase`, as
    /// every localizable type's name does: one without them cannot declare a localizable value.
    static func mayNameLocalizableType(_ typeName: String) -> Bool {
        // The shortest such name, `IntentDialog`, has 12 bytes: most annotations (`Int`, `String`) have fewer.
        typeName.utf8.count >= 12
            && (typeName.containsBytes("Locali") || typeName.containsBytes("Representation")
                || typeName.containsBytes("IntentD") || typeName.containsBytes("ShortcutPhrase"))
    }

    /// Whether a source file may declare the app's own localizable APIs: it names `Locali…` types, or
    /// imports App Intents, whose display types (`IntentDialog`, …) are built from literals too.
    static func mayDeclareLocalizableAPIs(_ text: String) -> Bool {
        text.containsBytes("Locali") || text.containsBytes("AppIntents")
    }

    // MARK: - SwiftUI

    /// SwiftUI views (and scenes) whose first unlabeled argument is a `LocalizedStringKey` title.
    static let swiftUIViewNames = [
        "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "NavigationLink", "TextField",
        "SecureField", "Stepper", "Slider", "Gauge", "ProgressView", "DatePicker", "MultiDatePicker",
        "ColorPicker", "LabeledContent", "ContentUnavailableView", "Tab", "GroupBox", "DisclosureGroup",
        "ControlGroup", "ShareLink", "PhotosPicker", "TableColumn", "CommandMenu", "WindowGroup", "Window",
        "UtilityWindow", "MenuBarExtra", "LocalizedStringKey",
    ]

    static let swiftUIViews: [LocalizableAPI] =
        [LocalizableAPI(.type("Text"), table: "tableName", comment: "comment")]
        + swiftUIViewNames.map { LocalizableAPI(.type($0)) }
        + [
            LocalizableAPI(.type("TextField"), keys: ["prompt"]),
            LocalizableAPI(.type("SecureField"), keys: ["prompt"]),
        ]

    /// SwiftUI modifiers whose argument is a `LocalizedStringKey`.
    static let swiftUIModifiers: [LocalizableAPI] = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "badge", "alert", "confirmationDialog", "accessibilityRotor",
        "accessibilityCustomContent", "fileDialogMessage", "fileDialogConfirmationLabel", "fileExporterFilenameLabel",
    ].map { LocalizableAPI(.member($0)) } + [
        LocalizableAPI(.member("searchable"), keys: ["prompt"]),
        LocalizableAPI(.member("accessibilityAction"), keys: ["named"]),
        LocalizableAPI(.member("accessibilityInputLabels"), keyIsArray: true),
        LocalizableAPI(.member("accessibility"), keys: ["label", "hint", "value"]),
        LocalizableAPI(.member("navigationTitle"), keys: ["title"]),
    ]

    /// SwiftUI parameters typed `Text`, where a literal is no value but an implicit `.init("…")` builds a
    /// `Text` and so is localized: `Alert(title: .init("Delete it?"))`, `ContentUnavailableView(…,
    /// description: .init("Nothing here yet."))`.
    static let textParameters: [String: Set<String>] = [
        "Alert": ["title", "message"], "ActionSheet": ["title", "message"], "ContentUnavailableView": ["description"],
    ]

    // MARK: - Foundation

    static let foundation: [LocalizableAPI] = [
        LocalizableAPI(
            .type("String"), keys: ["localized"], kind: .localizationValue, table: "table", comment: "comment",
            defaultValue: "defaultValue", requiring: ["localized"]),
        LocalizableAPI(
            .type("AttributedString"), keys: ["localized"], kind: .localizationValue, table: "table",
            comment: "comment", requiring: ["localized"]),
        LocalizableAPI(
            .type("NSAttributedString"), keys: ["localized"], kind: .localizationValue, table: "table",
            comment: "comment", requiring: ["localized"]),
        LocalizableAPI(
            .type("LocalizedStringResource"), kind: .localizationValue, table: "table", comment: "comment",
            defaultValue: "defaultValue"),
        LocalizableAPI(.type("String.LocalizationValue"), kind: .localizationValue),
        localizedStringFunction("NSLocalizedString"),
    ]

    /// A function called like `NSLocalizedString(_:tableName:bundle:value:comment:)`: a constant key.
    static func localizedStringFunction(_ name: String) -> LocalizableAPI {
        LocalizableAPI(.function(name), kind: .plainString, table: "tableName", comment: "comment", defaultValue: "value")
    }

    /// This catalog plus the app's own functions called like `NSLocalizedString` (`NNWLocalizedString`), as
    /// Xcode extracts the names listed in its `LOCALIZED_STRING_MACRO_NAMES` build setting.
    public func addingLocalizedStringFunctions(_ names: [String]) -> LocalizableAPICatalog {
        adding(names.map(Self.localizedStringFunction))
    }

    // MARK: - Charts and App Intents

    /// `PlottableValue.value(_ label: LocalizedStringKey, _ value:)`, used as `.value("Day", day)`.
    static let charts: [LocalizableAPI] = [
        LocalizableAPI(.member("value"), minimumArgumentCount: 2),
        LocalizableAPI(.member("chartXAxisLabel")),
        LocalizableAPI(.member("chartYAxisLabel")),
    ]

    /// App Intents and WidgetKit labels: `LocalizedStringResource`s (and the types built from one, such as
    /// `IntentDialog`), widget names and descriptions (`LocalizedStringKey`), and an `AppShortcut`'s
    /// phrases (to the `AppShortcuts` table) and short title.
    static let appIntents: [LocalizableAPI] = [
        LocalizableAPI(.type("IntentDescription"), keys: [LocalizableAPI.unlabeled, "categoryName"], kind: .localizationValue),
        LocalizableAPI(.type("IntentDescription"), keys: ["searchKeywords"], kind: .localizationValue, keyIsArray: true),
        LocalizableAPI(.type("IntentDialog"), keys: [LocalizableAPI.unlabeled, "full", "supporting"], kind: .localizationValue),
        LocalizableAPI(.type("DisplayRepresentation"), keys: ["title", "subtitle"], kind: .localizationValue),
        LocalizableAPI(.type("DisplayRepresentation"), keys: ["synonyms"], kind: .localizationValue, keyIsArray: true),
        LocalizableAPI(.type("TypeDisplayRepresentation"), keys: ["name", "numericFormat"], kind: .localizationValue),
        LocalizableAPI(.type("TypeDisplayRepresentation"), keys: ["synonyms"], kind: .localizationValue, keyIsArray: true),
        // `.init(stringLiteral: "Style")`: the literal initializer called by name builds the same resource.
        LocalizableAPI(.type("TypeDisplayRepresentation"), keys: ["stringLiteral"], kind: .localizationValue),
        LocalizableAPI(.type("DisplayRepresentation"), keys: ["stringLiteral"], kind: .localizationValue),
        LocalizableAPI(.type("IntentDescription"), keys: ["stringLiteral"], kind: .localizationValue),
        LocalizableAPI(.type("Parameter"), keys: ["title", "description", "requestValueDialog"], kind: .localizationValue),
        LocalizableAPI(.type("Property"), keys: ["title"], kind: .localizationValue),
        LocalizableAPI(.type("AppIntentRecommendation"), keys: ["description"], kind: .localizationValue),
        LocalizableAPI(.type("AppShortcut"), keys: ["shortTitle"], kind: .localizationValue),
        LocalizableAPI(.type("AppShortcut"), keys: ["phrases"], kind: .appShortcutPhrase, keyIsArray: true),
        LocalizableAPI(.type("Summary"), kind: .parameterSummary),
        // An intent's results and questions: `.result(dialog: "Done")`, `$folder.needsValueError("Which folder?")`.
        LocalizableAPI(.member("result"), keys: ["dialog"], kind: .localizationValue),
        LocalizableAPI(.member("needsValueError"), kind: .localizationValue),
        LocalizableAPI(.member("requestValue"), kind: .localizationValue),
        LocalizableAPI(.member("requestConfirmation"), keys: ["dialog"], kind: .localizationValue),
        LocalizableAPI(.member("requestDisambiguation"), keys: ["dialog"], kind: .localizationValue),
        // Widgets and controls.
        LocalizableAPI(.member("configurationDisplayName")),
        LocalizableAPI(.member("description")),
        LocalizableAPI(.type("ControlWidgetButton")),
        LocalizableAPI(.type("ControlWidgetToggle")),
    ]

    // MARK: - Phrasebook runtime

    /// The Phrasebook `Localizer`'s API (`Sources/Phrasebook/Localizer/Localizer.swift`):
    /// `localizer.string("\(count) cents", table:, comment:)` takes an interpolated `LocalizationKey`;
    /// `string(forKey:table:arguments:comment:)`, `string(forKey:table:_:comment:)` and
    /// `string(forKey:defaultValue:table:comment:)` take a constant key, the last with an interpolated
    /// source value. The receiver must be named like a localizer (`UserDefaults.string(forKey:)` is not one).
    static let phrasebookRuntime: [LocalizableAPI] = [
        LocalizableAPI(
            .member("string"), kind: .localizationValue, table: "table", comment: "comment",
            excluding: ["forKey"], receiverHint: "localizer"),
        LocalizableAPI(
            .member("string"), keys: ["forKey"], kind: .plainString, table: "table", comment: "comment",
            defaultValue: "defaultValue", defaultValueKind: .localizationValue, receiverHint: "localizer"),
    ]
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" || first == "\n" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\n" { result = result.dropLast() }
        return result
    }
}
