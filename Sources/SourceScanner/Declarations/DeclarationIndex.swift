/// What the first pass over all sources learns about the app's declarations: its own localizable
/// APIs (parameters declared `LocalizedStringKey`/`LocalizedStringResource`) and the declared types of
/// properties and function results, used to infer interpolation types.
public struct DeclarationIndex: Sendable {
    /// Functions, initializers, memberwise initializers and enum cases taking localizable arguments.
    public var localizableAPIs: [LocalizableAPI] = []
    /// Property types by the declaring type's name, then the property's name.
    public var propertyTypes: [String: [String: String]] = [:]
    /// Property and global variable types by name alone, when every declaration of the name agrees.
    private var typesByMemberName: [String: String] = [:]
    /// Function result types by function name, when every declaration of the name agrees.
    private var returnTypesByFunctionName: [String: String] = [:]
    /// Names of the types (not extensions) the sources declare.
    private var typeNames: Set<String> = []
    /// The parameters of each initializer by type name: argument label (`_` for the first unlabeled) to type.
    private var initializerSignatures: [String: [Signature]] = [:]
    /// The parameters of each function, method and enum case by name.
    private var functionSignatures: [String: [Signature]] = [:]
    /// The types type aliases name, by alias name, when every declaration of the name agrees.
    private var typeAliases: [String: String] = [:]
    /// Callee name and argument label (`name\0label`) of parameters typed `String` that overloads do not
    /// disfavor: a literal passed there is a `String`, the default literal type, whatever other
    /// overloads of the name take.
    private var plainStringParameters: Set<String> = []

    /// Marks a name declared with different types, so it is not guessed.
    private static let ambiguous = ""

    public init() {}

    /// Records a property (or global variable) `name` of type `type`, declared in `owner` (nil at top level).
    public mutating func addProperty(_ name: String, type: String, in owner: String?) {
        if let owner { propertyTypes[owner, default: [:]][name] = type }
        Self.record(name, type, in: &typesByMemberName)
    }

    /// Records that the sources declare a type `name` (a struct, class, enum, actor or protocol).
    public mutating func addType(_ name: String) {
        typeNames.insert(name)
    }

    /// Whether the sources declare a type `name`, rather than only extend one declared elsewhere.
    public func declaresType(_ name: String) -> Bool {
        typeNames.contains(TypeName.normalized(name))
    }

    /// Records a function's result type.
    public mutating func addFunction(_ name: String, returnType: String) {
        Self.record(name, returnType, in: &returnTypesByFunctionName)
    }

    /// Records the parameter types of a callable: an initializer of `.type(name)`, or a function, method
    /// or enum case (`.memberOrFunction(name)`).
    mutating func addParameters(of callee: LocalizableAPI.Callee, _ signature: Signature) {
        guard !signature.labels.isEmpty else { return }
        if case .type(let name) = callee {
            Self.add(signature, to: &initializerSignatures[name, default: []])
        } else {
            Self.add(signature, to: &functionSignatures[callee.name, default: []])
        }
    }

    /// One overload's parameters, in order: its argument labels and their types. Few enough to search.
    struct Signature: Sendable, Hashable {
        var labels: [String] = []
        var types: [String] = []

        mutating func append(_ label: String, _ type: String) {
            labels.append(label)
            types.append(type)
        }

        func type(of label: String) -> String? {
            labels.firstIndex(of: label).map { types[$0] }
        }
    }

    private static func add(_ signature: Signature, to signatures: inout [Signature]) {
        if !signatures.contains(signature) { signatures.append(signature) }
    }

    /// The declared type of the parameter labelled `label` (`_` for the first unlabeled) of a call of
    /// `callee` with arguments labelled `arguments`, when every overload the call can be agrees. A struct's
    /// memberwise initializer takes its stored properties. `nil` also when the sources do not declare it.
    public func parameterType(of callee: LocalizableAPI.Callee, label: String, arguments: [String]) -> String? {
        let signatures: [Signature]?
        switch callee {
        case .type(let name):
            signatures = initializerSignatures[name]
            if signatures == nil, label != LocalizableAPI.unlabeled { return propertyTypes[name]?[label] }
        case .member(let name), .function(let name), .memberOrFunction(let name):
            signatures = functionSignatures[name]
        }
        var found: String?
        for signature in signatures ?? [] where arguments.allSatisfy(signature.labels.contains) {
            guard let type = signature.type(of: label) else { continue }
            if let found, found != type { return nil }
            found = type
        }
        return found
    }

    /// Records that `callee` has an overload whose parameter `label` takes a plain `String`.
    mutating func addPlainStringParameter(of callee: LocalizableAPI.Callee, label: String) {
        plainStringParameters.insert(callee.name + "\u{0}" + label)
    }

    /// The app's localizable APIs a literal argument reaches: those whose key parameter has no overload
    /// of the same name and label taking a `String` (which a literal prefers).
    public var literalLocalizableAPIs: [LocalizableAPI] {
        guard !plainStringParameters.isEmpty else { return localizableAPIs }
        return localizableAPIs.filter { api in
            !api.keyLabels.contains { plainStringParameters.contains(api.callee.name + "\u{0}" + $0) }
        }
    }

    /// Records `typealias name = type`.
    mutating func addTypeAlias(_ name: String, type: String) {
        Self.record(name, type, in: &typeAliases)
    }

    /// The type the alias `name` names (`Titles` → `(title: LocalizedStringResource, detail: String)`).
    public func aliasedType(_ name: String) -> String? {
        typeAliases[TypeName.lastComponent(name)].flatMap { $0 == Self.ambiguous ? nil : $0 }
    }

    /// The type of property `name` of `owner`, or of any property so named when unambiguous.
    public func propertyType(_ name: String, in owner: String?) -> String? {
        if let owner, let type = propertyTypes[TypeName.normalized(owner)]?[name] { return type }
        return typesByMemberName[name].flatMap { $0 == Self.ambiguous ? nil : $0 }
    }

    /// The declared result type of functions named `name`, when unambiguous.
    public func returnType(ofFunction name: String) -> String? {
        returnTypesByFunctionName[name].flatMap { $0 == Self.ambiguous ? nil : $0 }
    }

    /// Adds what another file's pass found.
    public mutating func merge(_ other: DeclarationIndex) {
        for api in other.localizableAPIs where !localizableAPIs.contains(api) { localizableAPIs.append(api) }
        for (owner, properties) in other.propertyTypes {
            propertyTypes[owner, default: [:]].merge(properties) { first, _ in first }
        }
        for (name, type) in other.typesByMemberName { Self.record(name, type, in: &typesByMemberName) }
        for (name, type) in other.returnTypesByFunctionName { Self.record(name, type, in: &returnTypesByFunctionName) }
        typeNames.formUnion(other.typeNames)
        for (name, type) in other.typeAliases { Self.record(name, type, in: &typeAliases) }
        plainStringParameters.formUnion(other.plainStringParameters)
        Self.merge(other.initializerSignatures, into: &initializerSignatures)
        Self.merge(other.functionSignatures, into: &functionSignatures)
    }

    private static func merge(_ other: [String: [Signature]], into table: inout [String: [Signature]]) {
        for (callee, signatures) in other {
            if table[callee] == nil {
                table[callee] = signatures
            } else {
                for signature in signatures { add(signature, to: &table[callee, default: []]) }
            }
        }
    }

    private static func record(_ name: String, _ type: String, in table: inout [String: String]) {
        if let existing = table[name] {
            if existing != type { table[name] = ambiguous }
        } else {
            table[name] = type
        }
    }
}
