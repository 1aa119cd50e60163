import SwiftSyntax

/// A parameter position of a function, initializer or memberwise initializer: `statItem(label:)`,
/// `SettingsRow(title:)`; unlabelled parameters are `_0`, `_1`, ….
struct CallSlot: Hashable, Sendable {
    var callee: String
    var label: String
}

/// Project-wide facts about which String values reach the screen, gathered from every file before rules run.
///
/// Resolution is by name, the way a reader follows code without a type checker: a function, property or
/// variable whose name is shown by `Text`, an accessibility modifier or a custom view's `String` title is
/// "displayed", and literals that make up its value are user-facing.
public struct ProjectIndex: Sendable {
    /// Names of functions, properties and variables whose String value is shown to people, with hints of
    /// the types they were read from (see ``TypeNameMatch``).
    var displayedNames: [String: Set<String>] = Dictionary(uniqueKeysWithValues: Self.alwaysDisplayedNames.map { ($0, ["*"]) })
    /// Parameters whose String argument is shown to people (`SettingsRow(title:)` with `Text(title)`).
    var displayingSlots: Set<CallSlot> = []
    /// The argument labels of initializers the app adds to SwiftUI views (`extension Label { init(_ title:
    /// some StringProtocol, icon: …) }`), by view: only a call with those labels is the app's, not SwiftUI's.
    var swiftUIExtensionLabels: [String: Set<[String]>] = [:]
    /// Names (and type hints) passed to each parameter anywhere in the project.
    var argumentSources: [CallSlot: [String: Set<String>]] = [:]
    /// Parameters forwarded to other parameters (`row(_ t: String) { statItem(label: t) }`).
    var forwardings: [CallSlot: Set<CallSlot>] = [:]
    /// The String parameters each function returns (`func title(_ t: String) -> String { "\\(n). \\(t)" }`):
    /// shown wherever the function's result is.
    var returnedParameters: [String: Set<CallSlot>] = [:]
    /// Names declared with a String type (or a string literal value) somewhere.
    var stringNames: Set<String> = []
    /// Names declared with another explicit type (`LocalizedStringKey`, `Text`, …) somewhere.
    var otherTypedNames: Set<String> = []
    /// Property and function types across the project, for extraction's type inference.
    var declarations = DeclarationIndex()
    /// Names assigned from other names (`message = error.rawValue`, `let label = tab.title`): target →
    /// source name → type hints. A displayed target displays its sources.
    var assignedSources: [String: [String: Set<String>]] = [:]
    /// Names whose value is also passed to a log, a key, a request, storage or a prompt: `--fix` leaves them.
    var nonUISinkNames: Set<String> = []
    /// Where each displayed name is first shown (`Text in SettingsView.swift:12`), by the type hint it was
    /// read with, for messages.
    var displaySites: [String: [String: String]] = [:]
    /// Protocols the project declares: a value declared with one may be any conforming type.
    var protocolNames: Set<String> = []
    /// The app's localization wrappers and the values names hold, for checking keys.
    var keyFlow = KeyFlow()
    /// Types built from a raw value somewhere (`Provider(rawValue: stored)`) or stored by it
    /// (`@AppStorage var provider: Provider`): their raw values are identifiers.
    var rawValueIdentifiedTypes: Set<String> = []
    /// Whether the app shows errors' descriptions (`Text(error.localizedDescription)`, an alert's message,
    /// `presentError(_:)`): only then does an `errorDescription` reach people.
    var showsErrors = false
    /// `displayedNames` digested by ``resolve()`` for fast ``isDisplayed(_:in:)`` queries.
    private var hintsByName: [String: TypeHints] = [:]
    /// The callees of `displayingSlots`, resolved: most calls have no displaying parameter at all.
    private var displayingCallees: Set<String> = []
    /// `displaySites` digested by ``resolve()`` for ``displaySite(of:in:)``.
    private var siteDigests: [String: SiteDigest] = [:]

    /// One name's display sites in the order of their type hints, and for each word of a hint the first
    /// of them whose hint has it: a name shown by hundreds of types is answered without a scan.
    private struct SiteDigest: Sendable {
        var sites: [String] = []
        var firstByWord: [String: Int] = [:]
        /// The first site read from a value of each known type, and the first read from a name alone.
        var firstByType: [String: Int] = [:]
        var firstUntyped: Int?
    }

    /// The type hints of one displayed name, split for matching.
    private struct TypeHints: Sendable {
        var matchesAnyType = false
        var typeNames: Set<String> = []
        var words: Set<String> = []
    }

    /// Error-description members people read in alerts.
    static let alwaysDisplayedNames: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion"]

    public init() {
        resolve()
    }

    /// Gathers the facts of `files` and resolves forwarded parameters; `declarations`, when extraction has
    /// already read them from the same files, are reused instead of being collected again.
    public init(files: [SourceFile], declarations: DeclarationIndex? = nil) {
        self = Self.gathered(from: files, declarations: declarations).index
    }

    /// The index of `files`, and for each file the nodes its rules look at, recorded by the same walk.
    static func gathered(
        from files: [SourceFile], declarations: DeclarationIndex?, localizedStringFunctions: [String] = []
    ) -> (index: ProjectIndex, ruleNodes: [RuleNodes]) {
        // Files are gathered in a few runs of neighbours, each into one index that its files add to in
        // order: merging an index per file cost as much as a rule.
        let runLength = max(1, (files.count + Self.runCount - 1) / Self.runCount)
        let runs = stride(from: 0, to: files.count, by: runLength).map { $0..<min($0 + runLength, files.count) }
        let perRun = ConcurrentMap.map(runs) { run -> (facts: ProjectIndex, ruleNodes: [RuleNodes]) in
            var facts = ProjectIndex(unresolved: ())
            var ruleNodes: [RuleNodes] = []
            for file in files[run] {
                guard !file.isOutsideTheApp else {
                    ruleNodes.append(RuleNodes())
                    continue
                }
                let walk = IndexWalk(file: file)
                swap(&walk.builder.index, &facts)
                walk.walk(file.tree)
                swap(&walk.builder.index, &facts)
                if declarations == nil { facts.declarations.merge(DeclarationCollector.collect(file.tree)) }
                var nodes = walk.ruleNodes
                nodes.displayedArguments = walk.builder.displayedArguments
                ruleNodes.append(nodes)
            }
            return (facts, ruleNodes)
        }
        var index = ProjectIndex(unresolved: ())
        for (facts, _) in perRun { index.merge(facts) }
        if let declarations { index.declarations = declarations }
        index.keyFlow.configuredFunctions.formUnion(localizedStringFunctions)
        index.resolve()
        return (index, perRun.flatMap(\.ruleNodes))
    }

    /// How many runs files are gathered in: enough to keep every core busy while a long file is walked.
    private static let runCount = 16

    /// An empty index, to merge files' facts into before resolving them.
    private init(unresolved: Void) {}

    /// Adds `other`'s facts, growing this index's sets in place (merging with `union` copied every set
    /// the two indexes share, once per file).
    mutating func merge(_ other: ProjectIndex) {
        for (name, hints) in other.displayedNames { displayedNames[name, default: []].formUnion(hints) }
        displayingSlots.formUnion(other.displayingSlots)
        for (name, labels) in other.swiftUIExtensionLabels { swiftUIExtensionLabels[name, default: []].formUnion(labels) }
        Self.add(other.argumentSources, to: &argumentSources)
        for (slot, targets) in other.forwardings { forwardings[slot, default: []].formUnion(targets) }
        for (function, slots) in other.returnedParameters { returnedParameters[function, default: []].formUnion(slots) }
        stringNames.formUnion(other.stringNames)
        otherTypedNames.formUnion(other.otherTypedNames)
        declarations.merge(other.declarations)
        nonUISinkNames.formUnion(other.nonUISinkNames)
        protocolNames.formUnion(other.protocolNames)
        keyFlow.merge(other.keyFlow)
        rawValueIdentifiedTypes.formUnion(other.rawValueIdentifiedTypes)
        showsErrors = showsErrors || other.showsErrors
        Self.add(other.assignedSources, to: &assignedSources)
        // The first site recorded for a name and hint is kept.
        for (name, sites) in other.displaySites {
            for (hint, site) in sites where displaySites[name]?[hint] == nil { displaySites[name, default: [:]][hint] = site }
        }
    }

    /// Adds names and type hints by key to `facts`.
    private static func add<Key: Hashable>(_ other: [Key: [String: Set<String>]], to facts: inout [Key: [String: Set<String>]]) {
        for (key, sources) in other {
            for (name, hints) in sources { facts[key, default: [:]][name, default: []].formUnion(hints) }
        }
    }

    /// Propagates displaying parameters back through forwardings, then marks what callers pass them.
    mutating func resolve() {
        // UIKit's and AppKit's text parameters show what is passed to them, as a custom view's `title: String` does.
        displayingSlots.formUnion(PlatformTextAPIs.parameters.keys)
        keyFlow.resolve(forwardings: forwardings)
        // A logging function's text is for developers, whatever shows the log later.
        displayingSlots = displayingSlots.filter { !UserFacingContext.isLoggingFunctionName($0.callee) }
        var pending = Array(displayingSlots)
        // A function whose result is shown shows the parameters it returns, which may make more names shown.
        for _ in 0..<4 {
            while let slot = pending.popLast() {
                for forwarded in forwardings[slot] ?? []
                where !UserFacingContext.isLoggingFunctionName(forwarded.callee) && displayingSlots.insert(forwarded).inserted {
                    pending.append(forwarded)
                }
            }
            for slot in displayingSlots {
                displayedNames.merge(argumentSources[slot] ?? [:]) { $0.union($1) }
            }
            propagateThroughAssignments()
            for (function, slots) in returnedParameters where displayedNames[function] != nil {
                for slot in slots
                where !UserFacingContext.isLoggingFunctionName(slot.callee) && displayingSlots.insert(slot).inserted {
                    pending.append(slot)
                }
            }
            if pending.isEmpty { break }
        }
        displayingCallees = Set(displayingSlots.map(\.callee))
        hintsByName = displayedNames.mapValues { hints in
            var digest = TypeHints()
            for hint in hints {
                switch concreteTypeOrName(hint) {
                case .type(let type):
                    digest.typeNames.insert(type)
                case .name(let hint):
                    if hint == "*" { digest.matchesAnyType = true }
                    digest.typeNames.insert(hint)
                    digest.words.formUnion(TypeNameMatch.words(hint))
                }
            }
            return digest
        }
        siteDigests = displaySites.mapValues { sites in
            var digest = SiteDigest()
            for (position, hint) in sites.keys.sorted().enumerated() {
                digest.sites.append(sites[hint]!)
                switch concreteTypeOrName(hint) {
                case .type(let type):
                    if digest.firstByType[type] == nil { digest.firstByType[type] = position }
                case .name(let hint):
                    if digest.firstUntyped == nil { digest.firstUntyped = position }
                    for word in TypeNameMatch.words(hint) where digest.firstByWord[word] == nil { digest.firstByWord[word] = position }
                }
            }
            return digest
        }
    }

    /// A displayed variable displays what is assigned to it, a few assignments deep.
    private mutating func propagateThroughAssignments() {
        for _ in 0..<3 {
            var changed = false
            for (target, sources) in assignedSources.sorted(by: { $0.key < $1.key }) where displayedNames[target] != nil {
                let site = displaySites[target].flatMap { sites in sites.keys.sorted().first.flatMap { sites[$0] } }
                for (name, hints) in sources {
                    let before = displayedNames[name]?.count ?? 0
                    displayedNames[name, default: []].formUnion(hints)
                    if displayedNames[name]!.count != before { changed = true }
                    if let site {
                        for hint in hints where displaySites[name]?[hint] == nil { displaySites[name, default: [:]][hint] = site }
                    }
                }
            }
            if !changed { break }
        }
    }

    /// What a hint says of the type a name was read from.
    private enum ReadFrom {
        /// A value of exactly this type, declared concretely in the project.
        case type(String)
        /// Something named so (`option`, `SettingsView`, `*`), matched by words.
        case name(String)
    }

    /// A typed hint names its type when the project declares it as a struct, enum, class or actor; a
    /// protocol or a type from elsewhere could be anything, so the base's name is matched as before.
    private func concreteTypeOrName(_ hint: String) -> ReadFrom {
        guard let typed = TypeNameMatch.parseTypedHint(hint) else { return .name(hint) }
        guard declarations.declaresType(typed.type), !protocolNames.contains(typed.type) else { return .name(typed.name) }
        return .type(typed.type)
    }

    /// Records that `name`, read from something hinted by `hint`, is shown to people.
    mutating func recordDisplayed(_ name: String, hint: String) {
        displayedNames[name, default: []].insert(hint)
    }

    /// Whether a String declaration named `name` in the type `typeName` (`nil` for globals and locals of
    /// global functions) has its value shown: some displayed use of the name could read this declaration.
    /// `typeName` is evaluated only when `name` is displayed somewhere: finding it walks the tree.
    func isDisplayed(_ name: String, in typeName: @autoclosure () -> String?) -> Bool {
        guard let hints = hintsByName[name] else { return false }
        guard let typeName = typeName(), !hints.matchesAnyType, !hints.typeNames.contains(typeName) else { return true }
        return !hints.words.isDisjoint(with: TypeNameMatch.words(typeName))
    }

    /// Where `name`, declared in `typeName`, is first shown (`Text in SettingsView.swift:12`): a site whose
    /// type hint matches the type, else any.
    func displaySite(of name: String, in typeName: String?) -> String? {
        guard let sites = displaySites[name], let digest = siteDigests[name] else { return nil }
        if let typeName {
            if let site = sites[typeName] { return site }
            if let first = digest.firstByType[typeName] { return digest.sites[first] }
            // The first hint (in order) that shares a word with the type's name.
            if let first = TypeNameMatch.words(typeName).compactMap({ digest.firstByWord[$0] }).min() { return digest.sites[first] }
        }
        return digest.firstUntyped.map { digest.sites[$0] } ?? digest.sites.first
    }

    /// A localized property beside `name` in `typeName` (`localizedDescription` beside `description`).
    func localizedSibling(of name: String, in typeName: String?) -> String? {
        guard let typeName, let properties = declarations.propertyTypes[typeName] else { return nil }
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return ["localized\(capitalized)", "\(name)Localized", "localized\(capitalized)Text"].first { properties[$0] != nil }
    }

    /// Whether `name` is shown read from something whose name matches `typeName` (`phase.rawValue` for
    /// `Phase`), not only from a value of unknown type (`$0.rawValue`).
    func hasHintedDisplay(_ name: String, in typeName: String) -> Bool {
        guard let hints = hintsByName[name] else { return false }
        return hints.typeNames.contains(typeName) || !hints.words.isDisjoint(with: TypeNameMatch.words(typeName))
    }

    /// Whether the raw values of the enum `typeName` are identifiers as well as text.
    func identifiesByRawValue(_ typeName: String) -> Bool { rawValueIdentifiedTypes.contains(typeName) }

    /// Whether an assignment to `name` assigns a String (declared so somewhere, and never with another type).
    func isStringVariable(_ name: String) -> Bool { stringNames.contains(name) && !otherTypedNames.contains(name) }

    /// Whether some argument of a call to `callee` is shown to people.
    func hasDisplayingSlot(callee: String) -> Bool { displayingCallees.contains(callee) }

    /// Whether `call` can be one of the app's own declarations of `callee`: any call, except a call of a
    /// SwiftUI view whose labels match none of the initializers the app adds to it (`Label("Done",
    /// systemImage:)` is SwiftUI's, which localizes its literal, beside the app's `Label(_:icon:)`).
    func mayCallAppDeclaration(_ call: FunctionCallExprSyntax, callee: String) -> Bool {
        guard let declared = swiftUIExtensionLabels[callee] else { return true }
        return declared.contains { call.argumentLabels(fit: $0) }
    }

    /// Whether the argument `label` of a call to `callee` is shown to people.
    func isDisplayingSlot(callee: String, label: String) -> Bool {
        displayingSlots.contains(CallSlot(callee: callee, label: label))
    }
}

extension TypeSyntax {
    /// `String`, `String?`, `some StringProtocol`, …: a type a verbatim `Text` would show.
    var isStringLike: Bool {
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            return identifier.genericArgumentClause == nil && ["String", "Substring"].contains(identifier.name.text)
        }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isStringLike }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.isStringLike }
        if let member = self.as(MemberTypeSyntax.self) {
            return member.name.text == "String" && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
        }
        if let opaque = self.as(SomeOrAnyTypeSyntax.self) {
            return opaque.constraint.as(IdentifierTypeSyntax.self)?.name.text == "StringProtocol"
        }
        return false
    }
}

extension LabeledExprSyntax {
    /// The label used in ``CallSlot``s: the argument label, or `_` and the position when unlabelled.
    func slotLabel(at index: Int) -> String { label?.text ?? "_\(index)" }
}
