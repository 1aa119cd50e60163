import SourceScanner
import Testing

@Suite("Interpolations become Apple's format specifiers")
struct InterpolationExtractionTests {
    @Test("types inferred from literals, annotations, locals, parameters and properties")
    func inferredTypes() {
        let found = keys(
            """
            struct V: View {
                let total: Int
                var ratio: Double = 0.5
                let name: String
                let size: CGFloat
                let small: Float
                let big: UInt
                let code: Int32
                let mask: UInt32
                let stamp: Int64
                let when: Date
                func row(index: Int, label: String) -> some View {
                    let local = 3
                    let price: Double = 2
                    return VStack {
                        Text("Total \\(total)")
                        Text("Ratio \\(ratio)")
                        Text("Hi \\(name)")
                        Text("Size \\(size)")
                        Text("Small \\(small)")
                        Text("Big \\(big)")
                        Text("Code \\(code) \\(mask) \\(stamp)")
                        Text("When \\(when)")
                        Text("Row \\(index): \\(label)")
                        Text("Local \\(local) costs \\(price)")
                        Text("Literal \\(42) \\(1.5)")
                        Text("Unknown \\(mystery)")
                    }
                }
            }
            """)
        #expect(found == [
            "Total %lld", "Ratio %lf", "Hi %@", "Size %lf", "Small %f", "Big %llu", "Code %d %u %lld", "When %@",
            "Row %lld: %@", "Local %lld costs %lf", "Literal %lld %lf", "Unknown %@",
        ])
    }

    @Test("common API results: count, formatted, arithmetic, nil-coalescing, self properties")
    func apiResults() {
        let found = keys(
            """
            struct V: View {
                let items: [Item]
                let score: Double
                var body: some View {
                    Text("\\(items.count) items")
                    Text("\\(score.formatted()) points")
                    Text("\\(items.count + 1) next")
                    Text("\\(score * 2) double")
                    Text("\\(self.score) mine")
                    Text("\\(optionalCount ?? 0) maybe")
                    Text("\\(Int(score)) whole")
                    Text("\\(score, specifier: "%.1f") precise")
                    Text("\\(score, format: .percent) formatted")
                    Text("\\(Date.now, style: .date) dated")
                }
            }
            """)
        #expect(found == [
            "%lld items", "%@ points", "%lld next", "%lf double", "%lf mine", "%lld maybe", "%lld whole",
            "%.1f precise", "%@ formatted", "%@ dated",
        ])
    }

    @Test("well-known properties on self or bare inside an extension of a type declared elsewhere: count is an Int")
    func wellKnownPropertiesOfExtendedTypes() {
        let found = keys(
            """
            import TextFind
            extension FindResult {
                var message: String { String(localized: "\\(self.count) things", table: "T") }
                var items: String { String(localized: "\\(count) items", table: "T") }
                var position: String {
                    String(localized: "FindResult.position", defaultValue: "\\(index)/\\(self.count)", table: "T")
                }
            }
            let atTopLevel = String(localized: "\\(count) loose")
            struct Declared { var n: String { String(localized: "\\(count) declared here") } }
            """)
        // Only a type declared elsewhere can hide its properties from the scan.
        #expect(found == ["%lld things", "%lld items", "FindResult.position", "%@ loose", "%@ declared here"])
        let position = extract(
            """
            extension FindResult {
                func position(index: Int) -> String {
                    String(localized: "FindResult.position", defaultValue: "\\(index)/\\(self.count)", table: "T")
                }
            }
            """).strings.first
        #expect(position?.defaultValue == "%lld/%lld")
    }

    @Test("properties no declaration answers are typed by naming convention: ...Count and ...Index are Ints")
    func conventionalPropertyNames() {
        let found = keys(
            """
            extension FindResult {
                var accessibilityPosition: String? {
                    guard let index = self.currentMatchIndex else { return nil }
                    return String(localized: "Match \\(index) of \\(self.count).")
                }
            }
            func badge(feed: Feed) -> Text { Text("\\(feed.unreadCount) unread, \\(feed.recount) \\(feed.Index)") }
            """,
            """
            struct Shelf { var bookCount: Double }
            func shelf(_ shelf: Any) -> Text { Text("\\(shelf.bookCount) books") }
            """)
        #expect(found == ["Match %lld of %lld.", "%lld unread, %@ %@", "%lf books"])
    }

    @Test("loop variables, closure parameters of ForEach over ranges, guard and if-let bindings")
    func bindings() {
        let found = keys(
            """
            struct V: View {
                let scores: [Double]
                var body: some View {
                    ForEach(0..<5) { index in Text("Item \\(index)") }
                    ForEach(0..<5, id: \\.self) { (index: Int) in Text("Typed \\(index)") }
                }
                func f(limit: Int?) -> Text {
                    for score in scores { _ = Text("Score \\(score)") }
                    for (offset, score) in scores.enumerated() { _ = Text("At \\(offset)") }
                    if let limit { return Text("Limit \\(limit)") }
                    guard let max = scores.first else { return Text("None") }
                    return Text("Max \\(max)")
                }
            }
            """)
        #expect(found == ["Item %lld", "Typed %lld", "Score %lf", "At %lld", "Limit %lld", "None", "Max %lf"])
    }

    @Test("members of tuples, by label or position: elements of a declared tuple array, a function's tuple result")
    func tupleMembers() {
        let found = keys(
            """
            struct Stats: View {
                typealias Total = (label: String, sum: Int)
                let rows: [(name: String, avg: Int, share: Double)]
                let totals: [Total]
                func importCSV() -> (imported: Int, invalid: Int) { (0, 0) }
                var body: some View {
                    ForEach(rows, id: \\.name) { stat in Text("\\(stat.name): $\\(stat.avg) (\\(stat.share))") }
                    let result = importCSV()
                    Text("Imported \\(result.imported), skipped \\(result.1)")
                    ForEach(totals, id: \\.label) { total in Text("Sum \\(total.sum)") }
                }
            }
            """)
        #expect(found == ["%@: $%lld (%lf)", "Imported %lld, skipped %lld", "Sum %lld"])
    }

    @Test("switch case patterns bind names to the parts of the subject they match")
    func casePatternBindings() {
        let found = keys(
            """
            struct Finder {
                var action: Action
                var currentIndex: Int?
                var total: Double
                var label: String
                func message(count: Int, outcome: Outcome) -> String {
                    switch (action, currentIndex) {
                    case (.find, .some(let index)): return String(localized: "Match \\(index)")
                    case let (.replace, position?): return String(localized: "Replaced \\(position)")
                    default: break
                    }
                    switch (total, label) {
                    case let (amount, name): return String(localized: "\\(amount) for \\(name)")
                    }
                    switch outcome {
                    case .found(let count): return String(localized: "Found \\(count)")
                    default: return String(localized: "Counted \\(count)")
                    }
                }
            }
            """)
        // An enum payload's type is unknown here, and it hides the outer `count`.
        #expect(found == ["Match %lld", "Replaced %lld", "%lf for %@", "Found %@", "Counted %lld"])
    }

    @Test("a literal percent sign is doubled only when the string has interpolations")
    func percentSigns() {
        let found = keys(
            """
            let a = Text("100% done")
            let b = Text("\\(progress)% done")
            let c = String(localized: "Battery \\(level)%")
            let d = NSLocalizedString("%d%% complete", comment: "")
            """)
        #expect(found == ["100% done", "%@%% done", "Battery %@%%", "%d%% complete"])
    }

    @Test("the type-to-specifier table follows Apple's interpolation overloads")
    func specifierTable() {
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Int") == "%lld")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Swift.Int?") == "%lld")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "UInt64") == "%llu")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Int8") == "%hhd")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Int16") == "%hd")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Int32") == "%d")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "UInt8") == "%hhu")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "UInt16") == "%hu")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "UInt32") == "%u")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "CGFloat") == "%lf")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Float") == "%f")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: "Date") == "%@")
        #expect(InterpolationFormatSpecifier.specifier(forTypeName: nil) == "%@")
    }

    @Test("a member resolves through its value's own type, never by the name alone: a Live Activity's state")
    func membersThroughTheValuesType() {
        let found = keys(
            """
            struct WorkoutAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var bpm: Int?; var lap: Int }
                var name: String
            }
            final class HeartRate: ObservableObject { @Published var bpm: String = "" }
            struct WorkoutLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: WorkoutAttributes.self) { context in
                        Label("\\(context.state.bpm ?? 0)", systemImage: "heart")
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.leading) { Text("Lap \\(context.state.lap)") } }
                            compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            struct LockScreenView: View {
                let context: ActivityViewContext<WorkoutAttributes>
                var body: some View {
                    if let bpm = context.state.bpm { Text("\\(bpm) BPM") }
                }
            }
            """)
        #expect(found == ["%lld", "Lap %lld", "%lld BPM"])
    }

    @Test("a generic parameter is not an SDK type: its members are still found by name")
    func genericParameterMembers() {
        let found = keys(
            """
            protocol Scored { var points: Int { get } }
            struct Game: Scored { var points: Int }
            struct Row<M: Scored>: View {
                let m: M
                var body: some View { Text("\\(m.points) pts") }
            }
            """)
        #expect(found == ["%lld pts"])
    }
}
