// The Plurals module: CLDR cardinal and ordinal plural rules, generated from CLDR data.
// See Scripts/ for the generator.
