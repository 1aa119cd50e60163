import CatalogChecks
import Foundation
import ProjectConfiguration
import StringCatalog

/// One `phrasebook translate`: for each language, exact matches from the memory first, then the engine in
/// batches; every text restored and checked, every unit assembled and put through the gate; what passes is
/// written as machine work (or, from memory, as needing review) every few seconds and at the end, so a run that
/// stops half-way — an engine down, Ctrl-C — leaves valid catalogs holding everything finished so far.
package struct TranslationRun: Sendable {
    package var project: Project
    /// The catalogs the plan's units are in (the project's, or the editor's as they are now).
    package var catalogs: [ProjectCatalog]
    package var plan: TranslationPlan
    /// The engine for each target language; a language without one is not translated.
    package var providers: [String: any TranslationProvider]
    package var memory: TranslationMemory
    package var styleGuide: String?
    /// The code that uses each key (`Sources/App/Home.swift:12: Text("Hello")`), by table then key.
    package var codeUsages: [String: [String: [String]]] = [:]
    /// Seconds between saves of what is finished.
    package var saveInterval = 2.0
    /// Write nothing; report what would be sent.
    package var dryRun = false
    /// Write nothing; keep what passes in ``TranslationReport/collected`` (the editor's suggestions).
    package var collectsOnly = false

    package init(project: Project, plan: TranslationPlan, providers: [String: any TranslationProvider], memory: TranslationMemory, styleGuide: String? = nil) {
        self.project = project
        catalogs = project.catalogs
        self.plan = plan
        self.providers = providers
        self.memory = memory
        self.styleGuide = styleGuide
    }

    package func run(progress: @escaping @Sendable (TranslationProgress) -> Void = { _ in }) async -> TranslationReport {
        var state = RunState(run: self, progress: progress)
        await state.run()
        return state.report
    }
}

/// How far a unit's texts are.
private enum TextResult {
    case restored(String)
    case failed(String, sampleNumberLost: Bool)
}

/// A unit whose texts are with the engine.
private struct UnitWork {
    var unit: PlannedUnit
    var plan: UnitPlan
    var results: [TextPath: TextResult] = [:]
    var pending = 0
    var isFinished = false
}

/// Where a written unit's text came from.
private enum Origin {
    case memory, engine, asIs
}

/// The mutable side of a run.
private struct RunState {
    let run: TranslationRun
    let progress: @Sendable (TranslationProgress) -> Void
    var report = TranslationReport()
    let gate: TranslationGate
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    var lastSave: ContinuousClock.Instant
    var updates = CatalogUpdates()
    /// Origins of accepted units not yet on disk, by catalog, key and language.
    var origins: [String: Origin] = [:]
    /// Units finished (accepted, refused or not translated) by language, for progress.
    var done: [String: Int] = [:]
    let doNotTranslate: [String]
    let machineStates: [TranslationState]

    init(run: TranslationRun, progress: @escaping @Sendable (TranslationProgress) -> Void) {
        self.run = run
        self.progress = progress
        gate = TranslationGate(project: run.project)
        start = clock.now
        lastSave = start
        doNotTranslate = run.project.glossary?.doNotTranslate ?? []
        machineStates = run.catalogs.map { MachineTranslationState.state(for: $0.catalog) }
        report.isDryRun = run.dryRun
        report.leftOut = run.plan.leftOut
    }

    mutating func run() async {
        for language in run.plan.languages {
            let index = report.counts(language)
            report.languages[index].provider = run.providers[language]?.name
        }
        for note in run.plan.skipped {
            report.notTranslated.append(note)
            report.languages[report.counts(note.language)].notTranslated += 1
        }
        for language in run.plan.languages where report.stopped == nil {
            let units = run.plan.units.filter { $0.language == language }
            guard !units.isEmpty else { continue }
            await translate(units, into: language)
        }
        save()
        report.totalSeconds = seconds(since: start)
    }

    private mutating func translate(_ units: [PlannedUnit], into language: String) async {
        let counts = report.counts(language)
        report.languages[counts].planned += units.count
        var works: [UnitWork] = []
        for unit in units {
            let itself = MemoryEntry.origin(catalogPath: run.catalogs[unit.catalog].path, key: unit.key)
            if let match = run.memory.exactMatch(for: MemoryKey(unit.source), from: unit.sourceLanguage, to: language, excluding: itself) {
                let texts = match.target.textsByPath.filter { !unit.kept.contains($0.key) }.mapValues(\.value)
                accept(unit, Localization.assembled(over: unit.existing, source: unit.source, texts: texts, state: .needsReview), origin: .memory)
                continue
            }
            let plan = UnitPlan(source: unit.source, from: unit.sourceLanguage, to: language, doNotTranslate: doNotTranslate, kept: unit.kept)
            var work = UnitWork(unit: unit, plan: plan)
            for text in plan.texts where !text.protected.hasWords {
                work.results[text.path] = Self.restore(text.protected, .translated(text.protected.markup))
            }
            if plan.texts.allSatisfy({ !$0.protected.hasWords }) {
                finish(&work, origin: .asIs)
            } else {
                works.append(work)
            }
        }
        emitProgress(language, total: units.count)
        guard !works.isEmpty else { return }
        guard let provider = run.providers[language] else {
            notTranslated(works, "no translation engine is configured for \(language) (translate.provider or translate.languages)")
            return
        }
        if !run.dryRun {
            do {
                for source in Set(works.map(\.unit.sourceLanguage)).sorted() {
                    if let reason = try await provider.unsupportedReason(from: source, to: language) {
                        notTranslated(works.filter { $0.unit.sourceLanguage == source }, reason)
                        works.removeAll { $0.unit.sourceLanguage == source }
                    }
                }
            } catch {
                stop(works, because: error)
                return
            }
        }
        await send(&works, to: provider, language: language, total: units.count)
    }

    /// Sends the works' texts in batches, finishing each unit as its last text comes back.
    private mutating func send(_ works: inout [UnitWork], to provider: any TranslationProvider, language: String, total: Int) async {
        let counts = report.counts(language)
        var queue = SegmentQueue(readsContext: provider.readsContext)
        for (workIndex, work) in works.enumerated() {
            let table = run.catalogs[work.unit.catalog].table
            let code = run.codeUsages[table]?[work.unit.key] ?? []
            for (textIndex, text) in work.plan.texts.enumerated() where text.protected.hasWords {
                let context = SegmentContext(key: work.unit.key, comment: work.unit.comment, code: code, pluralCase: text.pluralCase)
                queue.add(text.protected.markup, context: context, for: (workIndex, textIndex))
                works[workIndex].pending += 1
            }
        }
        for segment in queue.segments { report.languages[counts].characters += segment.markup.count }
        if run.dryRun {
            for work in works {
                let characters = work.plan.texts.filter(\.protected.hasWords).reduce(0) { $0 + $1.protected.markup.count }
                report.dryRunRows.append(TranslationReport.DryRunRow(
                    catalogPath: run.catalogs[work.unit.catalog].path, key: work.unit.key, language: language,
                    via: provider.name, characters: characters))
                report.languages[counts].fromEngine += 1
            }
            return
        }
        for batch in queue.batches(provider.limits) {
            if Task.isCancelled {
                stop(works.filter { !$0.isFinished }, because: CancellationError())
                return
            }
            let segments = batch.enumerated().map { EngineSegment(id: $0.offset + 1, markup: queue.segments[$0.element].markup, context: queue.segments[$0.element].context) }
            let sourceLanguage = works[queue.segments[batch[0]].consumers[0].work].unit.sourceLanguage
            let request = EngineBatch(
                sourceLanguage: sourceLanguage, targetLanguage: language, segments: segments,
                glossary: glossaryHints(for: segments, language: language), styleGuide: run.styleGuide)
            let sent = clock.now
            let results: [SegmentResult]
            do {
                results = try await provider.translate(request)
            } catch {
                report.engineSeconds += seconds(since: sent)
                stop(works.filter { !$0.isFinished }, because: error)
                return
            }
            report.engineSeconds += seconds(since: sent)
            report.requests += 1
            for (segmentIndex, result) in zip(batch, results) {
                for consumer in queue.segments[segmentIndex].consumers {
                    let text = works[consumer.work].plan.texts[consumer.text]
                    works[consumer.work].results[text.path] = Self.restore(text.protected, result)
                    works[consumer.work].pending -= 1
                    if works[consumer.work].pending == 0 { finish(&works[consumer.work], origin: .engine) }
                }
            }
            emitProgress(language, total: total)
            if seconds(since: lastSave) >= run.saveInterval { save() }
            if report.stopped != nil {
                notTranslated(works.filter { !$0.isFinished }, report.stopped!)
                return
            }
        }
    }

    private static func restore(_ text: ProtectedText, _ result: SegmentResult) -> TextResult {
        switch result {
        case .translated(let output):
            do {
                return .restored(try text.restore(output))
            } catch {
                if case .sampleNumber = error { return .failed(error.description, sampleNumberLost: true) }
                return .failed(error.description, sampleNumberLost: false)
            }
        case .failed(let reason):
            return .failed(reason, sampleNumberLost: false)
        }
    }

    /// Assembles a unit whose texts are all back: a plural case whose sample number was lost takes the `other`
    /// case's translation; any other failure refuses the unit.
    private mutating func finish(_ work: inout UnitWork, origin: Origin) {
        work.isFinished = true
        let unit = work.unit
        var texts: [TextPath: String] = [:]
        for text in work.plan.texts {
            switch work.results[text.path] {
            case .restored(let value)?:
                texts[text.path] = value
            case .failed(let reason, let sampleNumberLost)?:
                if sampleNumberLost, let fallback = text.fallback, case .restored(let value)? = work.results[fallback] {
                    texts[text.path] = value
                    report.pluralFallbacks.append(note(unit, "\(text.path) written as the other form: \(reason)"))
                } else {
                    refuse(unit, work.plan.texts.count > 1 ? "\(text.path): \(reason)" : reason)
                    return
                }
            case nil:
                refuse(unit, "\(text.path): no translation came back")
                return
            }
        }
        let state = origin == .engine ? machineStates[unit.catalog] : .needsReview
        accept(unit, Localization.assembled(over: unit.existing, source: unit.source, texts: texts, state: state), origin: origin)
    }

    /// Writes `candidate` unless it would lose reviewed text or has an error finding.
    private mutating func accept(_ unit: PlannedUnit, _ candidate: Localization, origin: Origin) {
        let before = unit.existing?.textsByPath ?? [:]
        let after = candidate.textsByPath
        if let lost = unit.kept.sorted().first(where: { after[$0] != before[$0] }) {
            refuse(unit, "the reviewed text at \(lost) has no place in the source's shape; left for a person")
            return
        }
        let entry = run.catalogs[unit.catalog].catalog.strings[unit.key] ?? CatalogEntry()
        let errors = gate.errors(in: candidate, for: unit, entry: entry)
        if let first = errors.first {
            refuse(unit, "\(first.message) [\(first.ruleID)]" + (errors.count > 1 ? " (and \(errors.count - 1) more)" : ""))
            return
        }
        done[unit.language, default: 0] += 1
        if run.collectsOnly {
            report.collected.append((unit, candidate))
            return
        }
        if run.dryRun {
            let counts = report.counts(unit.language)
            switch origin {
            case .memory: report.languages[counts].fromMemory += 1
            case .asIs: report.languages[counts].asIs += 1
            case .engine: report.languages[counts].fromEngine += 1
            }
            if origin != .engine {
                report.dryRunRows.append(TranslationReport.DryRunRow(
                    catalogPath: run.catalogs[unit.catalog].path, key: unit.key, language: unit.language,
                    via: origin == .memory ? "memory" : "as is", characters: 0))
            }
            return
        }
        updates.add(unit, candidate)
        origins[Self.identity(unit)] = origin
    }

    private mutating func refuse(_ unit: PlannedUnit, _ reason: String) {
        done[unit.language, default: 0] += 1
        report.refused.append(note(unit, reason))
        report.languages[report.counts(unit.language)].refused += 1
    }

    private mutating func notTranslated(_ works: [UnitWork], _ reason: String) {
        for work in works {
            done[work.unit.language, default: 0] += 1
            report.notTranslated.append(note(work.unit, reason))
            report.languages[report.counts(work.unit.language)].notTranslated += 1
        }
    }

    /// Ends the run after an engine failure or cancellation; what is finished is still saved.
    private mutating func stop(_ works: [UnitWork], because error: any Error) {
        let reason = error is CancellationError ? "the run was stopped" : String(describing: error)
        report.stopped = reason
        notTranslated(works, reason)
    }

    /// Writes what is accepted; a file that can't be written stops the run (it is left as it was).
    private mutating func save() {
        lastSave = clock.now
        guard !updates.isEmpty else { return }
        do {
            let (written, conflicts) = try updates.flush(to: run.catalogs)
            for unit in written {
                let counts = report.counts(unit.language)
                switch origins.removeValue(forKey: Self.identity(unit)) {
                case .memory?: report.languages[counts].fromMemory += 1
                case .asIs?: report.languages[counts].asIs += 1
                default: report.languages[counts].fromEngine += 1
                }
            }
            report.conflicts += conflicts
        } catch {
            report.stopped = "could not save: \(error)"
            updates = CatalogUpdates()
        }
    }

    private func note(_ unit: PlannedUnit, _ reason: String) -> UnitNote {
        UnitNote(catalogPath: run.catalogs[unit.catalog].path, key: unit.key, language: unit.language, reason: reason)
    }

    private static func identity(_ unit: PlannedUnit) -> String { "\(unit.catalog)\u{1F}\(unit.key)\u{1F}\(unit.language)" }

    /// Glossary terms found in the segments, with their translations in `language`.
    private func glossaryHints(for segments: [EngineSegment], language: String) -> [GlossaryHint] {
        guard let glossary = run.project.glossary else { return [] }
        let text = segments.map { $0.markup.lowercased() }.joined(separator: "\n")
        return glossary.terms.compactMap { term in
            guard let translations = term.translations(for: language), text.contains(term.term.lowercased()) else { return nil }
            return GlossaryHint(term: term.term, translations: translations, note: term.note)
        }
    }

    private func emitProgress(_ language: String, total: Int) {
        progress(TranslationProgress(language: language, done: done[language, default: 0], total: total, elapsedSeconds: seconds(since: start)))
    }

    private func seconds(since instant: ContinuousClock.Instant) -> Double {
        let duration = clock.now - instant
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
