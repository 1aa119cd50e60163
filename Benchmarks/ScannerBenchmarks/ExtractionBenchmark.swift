import BenchmarkSupport
import Foundation
import SourceScanner
import SwiftParser
import SwiftSyntax

/// Extraction of a synthetic 45,000-line SwiftUI app, side by side with swift-syntax's bare parse.
enum ExtractionBenchmark {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(
            name: "extraction",
            summary: "extract from a 45,000-line SwiftUI app vs swift-syntax's bare parse of the same files",
            run: run)
    }

    static func run() {
        let sources = SyntheticApp.sources(lines: 45_000)
        let lineCount = sources.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
        let serial = SourceExtractor(isParallel: false)
        let parallel = SourceExtractor(isParallel: true)
        let first = serial.extract(sources)
        print("\(sources.count) files, \(lineCount) lines, \(first.strings.count) strings extracted, \(first.diagnostics.count) parse errors")

        let parse = measureMedianNanoseconds(samples: 7) {
            for source in sources {
                var text = source.text
                _ = text.withUTF8 { Parser.parse(source: $0) }
            }
        }
        // For reference: parsing plus one full SyntaxVisitor walk, the cost of any visitor over every node.
        let parseAndWalk = measureMedianNanoseconds(samples: 7) {
            for source in sources {
                var text = source.text
                let tree = text.withUTF8 { Parser.parse(source: $0) }
                NodeCounter().walk(tree)
            }
        }
        let extractOneCore = measureMedianNanoseconds(samples: 7) { _ = serial.extract(sources) }
        let extractAllCores = measureMedianNanoseconds(samples: 7) { _ = parallel.extract(sources) }
        printComparison("extract, 1 core, vs bare parse", phrasebook: extractOneCore, peerName: "parse", peer: parse)
        print(String(format: "  extraction costs %.2f× the bare parse on one core (target ≤ 1.10×)", extractOneCore / parse))
        printComparison(
            "extract, \(ProcessInfo.processInfo.activeProcessorCount) cores (wall), vs 1-core parse",
            phrasebook: extractAllCores, peerName: "parse", peer: parse)
        print("  wall time \(formatDuration(extractAllCores)) (target ≤ 250 ms on 2 cores)")
        printComparison("parse + a full no-op SyntaxVisitor walk", phrasebook: parseAndWalk, peerName: "parse", peer: parse)
    }
}

/// A visitor that visits every node and does nothing else.
private final class NodeCounter: SyntaxAnyVisitor {
    var count = 0
    init() { super.init(viewMode: .sourceAccurate) }
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}

/// Generates a realistic SwiftUI app: views with titles, modifiers, interpolations of typed values,
/// `String(localized:)` with tables and comments, layout code and non-localized strings.
enum SyntheticApp {
    static func sources(lines target: Int) -> [SourceInput] {
        var files: [SourceInput] = []
        var lines = 0
        var index = 0
        while lines < target {
            let text = view(index)
            lines += text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            files.append(SourceInput(path: "App/Feature\(index / 10)/Screen\(index).swift", text: text))
            index += 1
        }
        return files
    }

    static func view(_ n: Int) -> String {
        var body = """
            import SwiftUI

            /// Screen \(n): a list of items with details and settings.
            struct Screen\(n)View: View {
                let items: [Item\(n)]
                let total: Int
                var ratio: Double = 0.5
                @State private var query = ""
                @State private var isOn = false

                var body: some View {
                    NavigationStack {
                        List {

            """
        for row in 0..<12 {
            body += """
                            Section("Section \(n).\(row)") {
                                Text("Row \(row) of screen \(n)")
                                    .font(.headline)
                                    .padding(.horizontal, \(row % 5 + 4))
                                Label("Item \\(items.count) of \\(total)", systemImage: "star")
                                Toggle("Enabled \(row)", isOn: $isOn)
                                Text("Ratio \\(ratio, specifier: "%.2f") for \\(query)")
                                    .foregroundStyle(.secondary)
                                Button("Delete \(row)", role: .destructive) { delete(at: \(row)) }
                                Text(verbatim: "debug-\(n)-\(row)")
                                Image(systemName: "chevron.right")
                                    .accessibilityIdentifier("row-\(n)-\(row)")
                            }

            """
        }
        body += """
                        }
                        .navigationTitle("Screen \(n)")
                        .searchable(text: $query, prompt: "Search screen \(n)")
                        .toolbar {
                            ToolbarItem {
                                Button { refresh() } label: { Label("Refresh", systemImage: "arrow.clockwise") }
                            }
                        }
                    }
                }

                func delete(at index: Int) {
                    let message = String(localized: "Deleted \\(index) items", table: "Screen\(n % 7)", comment: "Shown after deleting")
                    print("deleted \\(index): \\(message)")
                }

                func refresh() {
                    let count = items.filter { $0.isVisible }.count
                    let text = NSLocalizedString("refresh.done", tableName: "Refresh", value: "Refreshed", comment: "")
                    log("refreshed \\(count) \\(text)")
                }
            }

            struct Item\(n): Identifiable {
                let id: Int
                var name: String
                var isVisible: Bool
                var title: LocalizedStringResource {
                    switch id % 3 {
                    case 0: "First kind"
                    case 1: "Second kind"
                    default: "Other kind \\(id)"
                    }
                }
            }

            #Preview {
                Screen\(n)View(items: [], total: 0)
            }

            """
        return body
    }
}
