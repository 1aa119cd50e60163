// Tests for SourceScanner live here.
