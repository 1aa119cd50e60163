import CatalogChecks
import CatalogSync
import Diagnostics
import SourceScanner

extension RuleRegistry {
    /// Every rule Phrasebook has, by kind: source rules (lint), catalog rules (reading a catalog, checks), key usage rules,
    /// then the rules about reading the sources and what extraction would change. Findings at one place are
    /// listed in this order; `.phrasebook.yml`'s `lint:` and `check:` sections are validated against it.
    public static let phrasebook = RuleRegistry(
        LintRules.all + CheckRules.reading + CheckRules.all + KeyRules.all + LintRules.reading + ExtractionRules.all)
}
