// The TranslationExchange module: XLIFF and .xcloc, legacy compile and migration, pseudo-locales.
