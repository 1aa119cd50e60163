import Dispatch
import Foundation
import Translation

/// `phrasebook translate`'s report: the dry run's table, or per language what came from memory and from the
/// engine and what was refused, every refused unit with why, and where the time went.
struct TranslateReportRenderer {
    var report: TranslationReport
    var display: (URL) -> String

    var text: String {
        var lines: [String] = []
        if report.isDryRun, !report.dryRunRows.isEmpty {
            lines.append(table(
                ["Catalog", "Key", "Language", "Via", "Characters"],
                report.dryRunRows.map { [$0.catalogPath, Self.quoted($0.key), $0.language, $0.via, String($0.characters)] }))
            lines.append("")
        }
        for (title, notes) in [("refused", report.refused), ("not translated", report.notTranslated), ("changed meanwhile", report.conflicts)] {
            for note in notes { lines.append("\(note.catalogPath): \(title): \(Self.quoted(note.key)) (\(note.language)): \(note.reason)") }
        }
        for note in report.pluralFallbacks {
            lines.append("\(note.catalogPath): note: \(Self.quoted(note.key)) (\(note.language)): \(note.reason)")
        }
        if lines.last.map({ !$0.isEmpty }) ?? false { lines.append("") }
        let verb = report.isDryRun ? "would be written" : "written"
        lines.append(table(
            ["Language", "Engine", "Units", "Memory", "Engine", "As is", "Refused", "Not translated", "Characters"],
            report.languages.filter { $0.planned > 0 || $0.notTranslated > 0 }.map {
                [$0.language, $0.provider ?? "-", String($0.planned), String($0.fromMemory), String($0.fromEngine), String($0.asIs),
                 String($0.refused), String($0.notTranslated), String($0.characters)]
            }))
        lines.append("")
        var summary = "\(report.written) \(report.written == 1 ? "unit" : "units") \(verb)"
        summary += " (\(report.languages.reduce(0) { $0 + $1.fromMemory }) from memory)"
        if !report.refused.isEmpty { summary += ", \(report.refused.count) refused" }
        if !report.notTranslated.isEmpty { summary += ", \(report.notTranslated.count) not translated" }
        if report.leftOut > 0 { summary += ", \(report.leftOut) left for another run (--limit)" }
        lines.append(summary + ".")
        if !report.isDryRun, report.requests > 0 {
            let share = report.totalSeconds > 0 ? report.overheadSeconds / report.totalSeconds * 100 : 0
            let rate = report.totalSeconds > 0 ? Double(report.written) / report.totalSeconds : 0
            lines.append(String(
                format: "%d engine requests, %.2f s waiting for engines; Phrasebook's own work %.2f s (%.1f%%); %.1f units/s.",
                report.requests, report.engineSeconds, report.overheadSeconds, share, rate))
        }
        if let stopped = report.stopped { lines.append("Stopped before the end: \(stopped). Everything finished before is saved.") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Columns padded to their widest cell; numbers right-aligned.
    private func table(_ header: [String], _ rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                let numeric = !cell.isEmpty && cell.allSatisfy(\.isNumber)
                return numeric ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }
}

/// A progress line on standard error for runs long enough to want one: rewritten in place on a terminal,
/// else a line every ten seconds.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastShown = -10.0
    private var shownInPlace = false

    func show(_ progress: TranslationProgress) {
        lock.lock()
        defer { lock.unlock() }
        guard progress.elapsedSeconds >= 2, progress.done < progress.total else { return }
        let line = String(format: "translating into %@: %d of %d (%.0f s)", progress.language, progress.done, progress.total, progress.elapsedSeconds)
        if isTerminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
            shownInPlace = true
        } else if progress.elapsedSeconds - lastShown >= 10 {
            lastShown = progress.elapsedSeconds
            printError(line)
        }
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if shownInPlace { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

/// Runs async work from a command's synchronous `run()`, cancelling it on Ctrl-C (a second one ends the process):
/// the work then saves what it finished and returns.
enum CancellableRun {
    static func wait<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<T>()
        let task = Task {
            result.value = await operation()
            done.signal()
        }
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler {
            printError("\nstopping: saving what is finished (Ctrl-C again to quit at once)")
            task.cancel()
            interrupt.cancel()
            signal(SIGINT, SIG_DFL)
        }
        interrupt.resume()
        done.wait()
        interrupt.cancel()
        signal(SIGINT, SIG_DFL)
        return result.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
