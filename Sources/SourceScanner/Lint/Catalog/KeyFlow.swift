import SwiftSyntax

/// How localization keys flow through the app's code, gathered from every file: the app's wrappers
/// around the lookup APIs (`"key".localized`, `L("key")`, found from their bodies), and the values names
/// hold (String enums' raw values, properties and functions returning literals or localized text), to
/// check keys computed at run time against the catalogs.
struct KeyFlow: Sendable {
    /// What `self` is used for in a member of a `String` extension: passed as a key, or as the
    /// receiver of another member.
    enum SelfUse: Hashable, Sendable {
        case argument(CallSlot)
        case member(String)
    }

    /// The lookup APIs' key parameters: a String passed there is looked up at run time.
    static let lookupSlots: Set<CallSlot> = [
        CallSlot(callee: "NSLocalizedString", label: "_0"),
        CallSlot(callee: "localizedString", label: "forKey"),
        CallSlot(callee: "LocalizedStringKey", label: "_0"),
        CallSlot(callee: "LocalizationValue", label: "_0"),
        CallSlot(callee: "LocalizedStringResource", label: "_0"),
    ]

    // Gathered per file.

    /// Members of `String` extensions, by name, with what they do with `self`.
    var selfUses: [String: Set<SelfUse>] = [:]
    /// Parameters (as slots) used as the receiver of a member: `key.localized` in `func f(key: String)`.
    var parameterReceivers: [String: Set<CallSlot>] = [:]
    /// The String enums' cases and raw values by enum name (a case without one has its name).
    var enumCases: [String: [EnumCase]] = [:]

    /// A String enum's case and its raw value.
    struct EnumCase: Hashable, Sendable {
        var name: String
        var rawValue: String
    }
    /// Declarations whose value is only literals: name → type it is declared in (`*` at top level) → texts.
    var literalValues: [String: [String: Set<String>]] = [:]
    /// Declarations whose value is always looked up in a catalog: name → types they are declared in.
    var localizedNames: [String: Set<String>] = [:]
    /// The argument labels (`_` for none) of each function member of `String` extensions, by name: a call
    /// of another type's member of the same name (`text.localized(languageCode:service:)`) is no lookup.
    var stringMemberLabels: [String: Set<[String]>] = [:]
    /// Functions the configuration says are called like `NSLocalizedString`.
    var configuredFunctions: Set<String> = []

    // Resolved.

    /// The app's parameters whose argument is looked up as a key: its wrappers' (`L(_:)`, `tr(key:)`).
    private(set) var wrapperSlots: Set<CallSlot> = []
    /// Members of `String` extensions that look `self` up (`localized`, `localized(tableName:)`).
    private(set) var keyMembers: Set<String> = []

    mutating func merge(_ other: KeyFlow) {
        for (member, uses) in other.selfUses { selfUses[member, default: []].formUnion(uses) }
        for (member, slots) in other.parameterReceivers { parameterReceivers[member, default: []].formUnion(slots) }
        enumCases.merge(other.enumCases) { first, second in first + second.filter { !first.contains($0) } }
        for (name, byType) in other.literalValues {
            for (type, texts) in byType { literalValues[name, default: [:]][type, default: []].formUnion(texts) }
        }
        for (name, types) in other.localizedNames { localizedNames[name, default: []].formUnion(types) }
        configuredFunctions.formUnion(other.configuredFunctions)
        for (member, labels) in other.stringMemberLabels { stringMemberLabels[member, default: []].formUnion(labels) }
    }

    /// Whether `call` of the key member `member` can be the `String` extension's own, by its labels.
    func callsKeyMember(_ member: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard keyMembers.contains(member) else { return false }
        // A property (`"key".localized`) declares no labels; a call of it would be a closure's.
        guard let declared = stringMemberLabels[member] else { return call.arguments.isEmpty }
        return declared.contains { call.argumentLabels(fit: $0) }
    }

    /// Works out the wrappers: a parameter forwarded (`forwardings`: slot → parameters passed there) to a
    /// lookup API's key or to another wrapper's is a wrapper's, and so is a `String` member that passes
    /// `self` there or calls such a member on `self`; a parameter used as the receiver of such a member too.
    mutating func resolve(forwardings: [CallSlot: Set<CallSlot>]) {
        var keySlots = Self.lookupSlots
        for name in configuredFunctions {
            let slot = CallSlot(callee: name, label: "_0")
            keySlots.insert(slot)
            wrapperSlots.insert(slot)
        }
        var pending = Array(keySlots)
        var changed = true
        while changed {
            changed = false
            while let slot = pending.popLast() {
                for forwarded in forwardings[slot] ?? [] {
                    // A wrapper may share its name with the API it wraps (a global `NSLocalizedString(_:)`).
                    wrapperSlots.insert(forwarded)
                    if keySlots.insert(forwarded).inserted { pending.append(forwarded) }
                }
            }
            for (member, uses) in selfUses where !keyMembers.contains(member) {
                let looksUp = uses.contains { use in
                    switch use {
                    case .argument(let slot): keySlots.contains(slot)
                    case .member(let name): keyMembers.contains(name)
                    }
                }
                if looksUp {
                    keyMembers.insert(member)
                    changed = true
                }
            }
            for member in keyMembers {
                for slot in parameterReceivers[member] ?? [] where keySlots.insert(slot).inserted {
                    wrapperSlots.insert(slot)
                    pending.append(slot)
                    changed = true
                }
            }
            if !pending.isEmpty { changed = true }
        }
    }

    /// The literal texts a declaration named `name` can have, read from something hinted `hint` (`*`:
    /// unknown); `nil` when no declaration of the name has only literals.
    func literals(of name: String, hint: String) -> Set<String>? {
        guard let byType = literalValues[name] else { return nil }
        let matching = byType.filter { TypeNameMatch.matches(hint: hint, typeName: $0.key) || $0.key == "*" }
        let chosen = matching.isEmpty ? byType : matching
        return chosen.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
}
