import StringCatalog

/// Where a leaf string sits inside one localization of a catalog entry: the whole string, a device
/// case, a plural case (possibly inside a device case) or a plural case of a substitution.
public struct UnitPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case device(DeviceKind)
        case plural(PluralCategory)
        case substitution(String)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The localization's own string unit.
    public static let root = UnitPath()

    public var isRoot: Bool { components.isEmpty }

    /// The substitution this path is inside, if any.
    public var substitutionName: String? {
        if case .substitution(let name)? = components.first { return name }
        return nil
    }

    /// The plural category of the leaf, if it is a plural case.
    public var pluralCategory: PluralCategory? {
        if case .plural(let category)? = components.last { return category }
        return nil
    }

    public func appending(_ component: Component) -> UnitPath {
        UnitPath(components + [component])
    }

    /// Xcode's suffix after `|==|`: `plural.one`, `device.iphone.plural.one`, `substitutions.NAME.plural.one`;
    /// substitution names containing a dot are wrapped in `@` as Xcode does (`substitutions.@A.B@.plural.one`).
    public var xcodeSuffix: String {
        components.map { component in
            switch component {
            case .device(let device): "device.\(device.rawValue)"
            case .plural(let category): "plural.\(category.rawValue)"
            case .substitution(let name): name.contains(".") ? "substitutions.@\(name)@" : "substitutions.\(name)"
            }
        }.joined(separator: ".")
    }

    /// The XLIFF unit id of this path in the entry `key`.
    public func unitID(key: String) -> String {
        isRoot ? key : key + XcodeUnitID.delimiter + xcodeSuffix
    }

    public var description: String { isRoot ? "(root)" : xcodeSuffix }

    public static func < (lhs: UnitPath, rhs: UnitPath) -> Bool { lhs.xcodeSuffix < rhs.xcodeSuffix }
}

/// Xcode's unit-id convention for catalog leaves.
public enum XcodeUnitID {
    /// Separates the key from the variation path: `key|==|plural.one`.
    public static let delimiter = "|==|"
}
