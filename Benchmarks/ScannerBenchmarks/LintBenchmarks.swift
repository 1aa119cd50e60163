import BenchmarkSupport
import Dispatch
import Foundation
import ProjectConfiguration
import SourceScanner
import SwiftParser
import SwiftSyntax

/// `lint`: the whole lint pipeline (parse, project index, every default rule) on a generated 45,000-line
/// SwiftUI app, side by side with swift-syntax's bare parse of the same files on the same cores; and
/// audit's source pipeline (one parse shared by extraction and lint, lint reusing extraction's
/// declarations) side by side with extraction alone.
var lintSuite: BenchmarkSuite {
    BenchmarkSuite(name: "lint", summary: "phrasebook lint on a 45,000-line SwiftUI app vs swift-syntax parse; audit vs extraction", run: runLintBenchmark)
}

private func runLintBenchmark() {
    // `LINT_BENCHMARK_LINES` shrinks the app for quick runs of a debug build; `LINT_BENCHMARK_RULES=1` adds
    // what each rule costs alone.
    let environment = ProcessInfo.processInfo.environment
    let lines = environment["LINT_BENCHMARK_LINES"].flatMap { Int($0) } ?? 45_000
    let sources = SyntheticApp.files(lines: lines)
    let inputs = sources.map { SourceInput(path: $0.path, text: $0.text) }
    let lineCount = sources.reduce(0) { $0 + $1.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
    let linter = Linter()
    let extractor = SourceExtractor(isParallel: true)
    var findings = 0
    var auditFindings = 0
    // `LINT_BENCHMARK_PROFILE=lint` (or `audit`, `extraction`, `parse`, `none`) runs only that pipeline,
    // `LINT_BENCHMARK_RUNS` times (20), for `perf record`, or once under `valgrind --tool=callgrind` to
    // count instructions, which a shared machine's load doesn't change (`none` is the app's generation, to
    // subtract).
    if let profiled = environment["LINT_BENCHMARK_PROFILE"] {
        for _ in 0..<(environment["LINT_BENCHMARK_RUNS"].flatMap { Int($0) } ?? 20) {
            switch profiled {
            case "audit": findings = auditSources(sources, extractor: extractor, linter: linter)
            case "extraction": _ = extractor.extract(inputs)
            case "parse": parseBare(sources)
            case "none": break
            default: findings = (try? linter.lint(sources: sources))?.count ?? -1
            }
        }
        print("\(profiled): \(findings) findings")
        return
    }
    // Wall time and the CPU time of every thread: on a machine others share, CPU time is the fair measure.
    let parse = measureProcessTimes(samples: 7) { parseBare(sources) }
    let lint = measureProcessTimes(samples: 7) {
        findings = (try? linter.lint(sources: sources))?.count ?? -1
    }
    let extraction = measureProcessTimes(samples: 7) { _ = extractor.extract(inputs) }
    let audit = measureProcessTimes(samples: 7) { auditFindings = auditSources(sources, extractor: extractor, linter: linter) }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("\(sources.count) files, \(lineCount) lines, \(findings) lint findings (\(auditFindings) in the audit), \(cores) cores")
    printTimes("parse (swift-syntax, all cores)", parse, peer: nil)
    printTimes("lint (parse, index, every rule)", lint, peer: ("parse", parse))
    printTimes("extraction (parse included)", extraction, peer: ("parse", parse))
    printTimes("audit sources (parse, extract, lint)", audit, peer: ("extraction", extraction))
    print("  targets: lint ≤ 1.50× parse, audit ≤ 1.50× extraction")
    guard environment["LINT_BENCHMARK_RULES"] == "1" else { return }
    // What each rule adds to parsing and the project index, to see where time goes.
    let allIDs = Set(LintRules.all.map { $0.description.id })
    let base = measureProcessTimes(samples: 3) {
        _ = try? Linter(configuration: LintConfiguration(rules: RuleSelection(disabled: allIDs))).lint(sources: sources)
    }
    print("  parse + project index: CPU \(formatDuration(base.cpu))")
    for id in LintRules.all.map({ $0.description.id }) {
        let only = LintConfiguration(rules: RuleSelection(disabled: allIDs.subtracting([id]), enabled: [id]))
        let time = measureProcessTimes(samples: 3) { _ = try? Linter(configuration: only).lint(sources: sources) }
        print("  + \(id): CPU \(formatDuration(max(0, time.cpu - base.cpu)))")
    }
}

/// One row: wall and CPU time, and both as multiples of the peer's.
private func printTimes(_ label: String, _ times: (wall: Double, cpu: Double), peer: (name: String, times: (wall: Double, cpu: Double))?) {
    var row = label.padding(toLength: 40, withPad: " ", startingAt: 0) + " wall \(formatDuration(times.wall))  CPU \(formatDuration(times.cpu))"
    if let peer {
        row += String(format: "  = %.2f× %@ (CPU), %.2f× (wall)", times.cpu / peer.times.cpu, peer.name, times.wall / peer.times.wall)
    }
    print(row)
}

/// swift-syntax's bare parse of every file, one file per task on every core: the peer of lint and extraction.
func parseBare(_ sources: [(path: String, text: String)]) {
    DispatchQueue.concurrentPerform(iterations: sources.count) { _ = Parser.parse(source: sources[$0].text) }
}

/// Audit's source pipeline: one parse shared by extraction and lint, lint reusing extraction's declarations.
/// Returns lint's finding count (-1 when lint fails).
func auditSources(_ sources: [(path: String, text: String)], extractor: SourceExtractor, linter: Linter) -> Int {
    let files = parsedInParallel(sources)
    return (try? linter.lint(files, declarations: extractor.extract(files).declarations))?.count ?? -1
}

/// The sources parsed as lint and audit parse them, one file per task on every core.
private func parsedInParallel(_ sources: [(path: String, text: String)]) -> [SourceFile] {
    var files = [SourceFile?](repeating: nil, count: sources.count)
    files.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: sources.count) { slots[$0] = SourceFile(path: sources[$0].path, text: sources[$0].text) }
    }
    return files.map { $0! }
}

/// A generated SwiftUI app: views, view models and models written the way apps are, with localized
/// literals, identifiers, logging and a few localization bugs spread through it.
enum SyntheticApp {
    static func files(lines: Int) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var total = 0
        var index = 0
        while total < lines {
            let text = file(index)
            total += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            files.append(("App/Feature\(index / 10)/Screen\(index).swift", text))
            index += 1
        }
        return files
    }

    static func file(_ n: Int) -> String {
        """
        import SwiftUI
        import os

        enum Category\(n): String, CaseIterable, Identifiable {
            case recent, favorites, archived
            var id: String { rawValue }
            var title: String {
                switch self {
                case .recent: return String(localized: "Recent")
                case .favorites: return String(localized: "Favorites")
                case .archived: return "Archived"
                }
            }
            var icon: String {
                switch self {
                case .recent: "clock"
                case .favorites: "star.fill"
                case .archived: "archivebox"
                }
            }
        }

        struct Item\(n): Identifiable, Codable {
            let id: UUID
            var name: String
            var count: Int
            var rating: Double
            var createdAt: Date

            enum CodingKeys: String, CodingKey {
                case id, name, count
                case rating = "item_rating"
                case createdAt = "created_at"
            }
        }

        @MainActor
        final class Screen\(n)Model: ObservableObject {
            @Published var items: [Item\(n)] = []
            @Published var message = ""
            @Published var isLoading = false
            private let logger = Logger(subsystem: "com.example.app", category: "screen\(n)")

            func load() async {
                isLoading = true
                defer { isLoading = false }
                logger.info("Loading items for screen \(n)")
                do {
                    let url = URL(string: "https://api.example.com/v1/items?page=\(n)")!
                    let (data, _) = try await URLSession.shared.data(from: url)
                    items = try JSONDecoder().decode([Item\(n)].self, from: data)
                    message = String(localized: "Loaded \\(items.count) items")
                } catch {
                    logger.error("Failed: \\(error.localizedDescription)")
                    message = "Something went wrong. Please try again."
                }
            }

            func summary(for item: Item\(n)) -> String {
                "\\(item.count) \\(item.count == 1 ? "entry" : "entries")"
            }

            func ratingText(_ rating: Double) -> String {
                rating.formatted(.number.precision(.fractionLength(1)))
            }

            func cacheKey(for item: Item\(n)) -> String {
                "cache_" + item.id.uuidString
            }
        }

        struct Row\(n): View {
            let title: String
            let subtitle: String
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.headline)
                    Text(subtitle).font(.caption).foregroundStyle(.secondary)
                }
            }
        }

        struct Screen\(n): View {
            @StateObject private var model = Screen\(n)Model()
            @AppStorage("screen\(n).showArchived") private var showArchived = false
            @State private var selection: Category\(n) = .recent
            @State private var searchText = ""

            var body: some View {
                NavigationStack {
                    List {
                        Section("Items") {
                            ForEach(model.items) { item in
                                Row\(n)(title: item.name, subtitle: model.summary(for: item))
                                    .accessibilityIdentifier("row-\\(item.id)")
                            }
                        }
                        Section {
                            Toggle("Show archived", isOn: $showArchived)
                            Picker("Category", selection: $selection) {
                                ForEach(Category\(n).allCases) { category in
                                    Label(category.title, systemImage: category.icon).tag(category)
                                }
                            }
                        } footer: {
                            Text("Archived items stay on this device.")
                        }
                        if !model.message.isEmpty {
                            Text(model.message)
                        }
                        Row\(n)(title: "Statistics", subtitle: "Updated daily")
                    }
                    .navigationTitle("Library")
                    .searchable(text: $searchText, prompt: "Search items")
                    .toolbar {
                        Button {
                            Task { await model.load() }
                        } label: {
                            Image(systemName: "arrow.clockwise")
                        }
                        .accessibilityLabel("Reload")
                    }
                    .task { await model.load() }
                    .alert("Could not load", isPresented: .constant(false)) {
                        Button("OK") {}
                    }
                }
            }
        }

        #Preview {
            Screen\(n)()
        }

        """
    }
}
