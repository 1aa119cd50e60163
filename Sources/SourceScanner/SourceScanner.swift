// The SourceScanner module: extraction of localizable strings from Swift sources, catalog sync, lint.
