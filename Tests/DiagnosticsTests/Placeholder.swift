// Tests for Diagnostics reporters live here.
