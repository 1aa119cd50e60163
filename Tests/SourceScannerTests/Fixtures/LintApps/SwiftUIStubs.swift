// A SwiftUI-shaped module for type-checking fixed fixture apps on any platform: the overloads that decide
// whether a fix compiles (a literal is a LocalizedStringKey, a String goes through StringProtocol) are
// SwiftUI's; everything else is as small as it can be.
@_exported import Foundation

extension String {
    /// Text to look up in a catalog; interpolates what `String.LocalizationValue` does (strings, numbers).
    public struct LocalizationValue: ExpressibleByStringInterpolation {
        public struct StringInterpolation: StringInterpolationProtocol {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            public mutating func appendInterpolation(_ value: String) {}
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {}
        }
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}
    }

    public init(localized value: LocalizationValue, comment: StaticString? = nil) { self = "" }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedView<Content: View>: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView()
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> ModifiedView<EmptyView> { ModifiedView() }
    public static func buildEither<Content: View>(first: Content) -> ModifiedView<EmptyView> { ModifiedView() }
    public static func buildEither<Content: View>(second: Content) -> ModifiedView<EmptyView> { ModifiedView() }
}

public struct Text: View {
    public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
}

public struct Image: View {
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

public struct Label: View {
    public init(_ title: LocalizedStringKey, systemImage: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String) {}
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Section<Content: View>: View {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

public struct Picker<Content: View, Selection: Hashable>: View {
    public init(_ title: LocalizedStringKey, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@propertyWrapper
public struct State<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public init(wrappedValue: Value) {}
    public var projectedValue: Binding<Value> { Binding() }
}

public struct Binding<Value> {
    public init() {}
}

public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> { ModifiedView() }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> { ModifiedView() }
    public func onAppear(perform action: @escaping () -> Void) -> ModifiedView<Self> { ModifiedView() }
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView<Self> { ModifiedView() }
}
