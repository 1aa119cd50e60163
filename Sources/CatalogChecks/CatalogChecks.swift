// The CatalogChecks module: coverage and translation QA rules over catalogs, and their reporters.
