// Tests for Plurals live here.
