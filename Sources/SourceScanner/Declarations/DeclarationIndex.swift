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
    }

    private static func record(_ name: String, _ type: String, in table: inout [String: String]) {
        if let existing = table[name] {
            if existing != type { table[name] = ambiguous }
        } else {
            table[name] = type
        }
    }
}
