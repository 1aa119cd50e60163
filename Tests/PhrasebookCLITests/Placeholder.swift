// Tests for PhrasebookCLI live here.
