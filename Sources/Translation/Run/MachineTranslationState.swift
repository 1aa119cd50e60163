import StringCatalog

/// The state machine output is written in, so the release gate holds it until a person reviews it.
enum MachineTranslationState {
    /// `machine_translated` where the catalog's version has that state (`1.3`, Xcode 27's, as Xcode 27 writes
    /// its own machine translations) or the catalog already uses it; else `needs_review`, which every Xcode reads.
    static func state(for catalog: StringCatalog) -> TranslationState {
        let versionHasState = !CatalogFormatVersion.isNewer(firstVersionWithState, than: catalog.version)
        return versionHasState || usesMachineTranslated(catalog) ? .machineTranslated : .needsReview
    }

    /// The first catalog version Xcode writes `machine_translated` in.
    static let firstVersionWithState = "1.3"

    private static func usesMachineTranslated(_ catalog: StringCatalog) -> Bool {
        catalog.strings.values.contains { entry in
            entry.localizations.values.contains { localization in
                localization.textsByPath.values.contains { $0.state == .machineTranslated }
            }
        }
    }
}

extension Localization {
    /// A copy with every text in `state` (memory reuse: a person's words, to be confirmed for this key).
    func withState(_ state: TranslationState) -> Localization {
        var copy = self
        copy.stringUnit?.state = state
        if let plural = variations?.plural { copy.variations?.plural = plural.mapValues { $0.withState(state) } }
        if let device = variations?.device { copy.variations?.device = device.mapValues { $0.withState(state) } }
        if let substitutions {
            copy.substitutions = substitutions.mapValues { substitution in
                var changed = substitution
                if let plural = substitution.variations?.plural { changed.variations?.plural = plural.mapValues { $0.withState(state) } }
                return changed
            }
        }
        return copy
    }

    /// This localization (or an empty one) with `texts` set at their paths in `state`, structure taken from `source`.
    static func assembled(over existing: Localization?, source: Localization, texts: [TextPath: String], state: TranslationState) -> Localization {
        var localization = existing ?? Localization()
        for path in texts.keys.sorted() {
            localization.setText(StringUnit(state: state, value: texts[path]!), at: path, source: source)
        }
        return localization
    }
}
