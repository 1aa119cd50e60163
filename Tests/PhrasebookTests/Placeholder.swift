// Tests for Phrasebook live here.
