// The Phrasebook runtime: language negotiation, language settings and the Localizer.
@_exported import StringCatalog
