// Tests for TranslationExchange live here.
