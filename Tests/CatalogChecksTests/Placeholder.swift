// Tests for CatalogChecks live here.
