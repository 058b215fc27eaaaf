package index

// Field names of an index document. Text fields exist once per language
// ("text.fr", "text.it") because each language has its own analyzer; a query
// word is looked up in every language's field, analysed by that language's
// chain.
const (
	fieldKind     = "kind"
	fieldLang     = "lang"
	fieldDoc      = "doc"
	fieldSet      = "set"
	fieldSection  = "section"  // card section: main, special-guests …
	fieldType     = "type"     // card types, supertypes, subtypes, type-line words, all folded
	fieldColor    = "color"    // w u b r g, c for colorless, m for multicolor
	fieldMechanic = "mechanic" // term-table keys
	fieldMV       = "mv"
	fieldPow      = "pow"
	fieldTou      = "tou"
	fieldNameFold = "namefold" // names folded but not stemmed: prefix and fuzzy matching
	fieldAlias    = "alias"    // a card's names in the other languages, folded like namefold
)

// docLangs are the languages that have their own text fields. English has
// none in the corpus today but gets fields so that an English document would
// be indexed properly.
var docLangs = []string{"fr", "it", "en"}

func nameField(lang string) string  { return "name." + lang }
func textField(lang string) string  { return "text." + lang }
func ownerField(lang string) string { return "owner." + lang }

// langAnalyzer is the text analyzer of a document language.
func langAnalyzer(lang string) string {
	switch lang {
	case "fr":
		return analyzerFR
	case "it":
		return analyzerIT
	case "en":
		return analyzerEN
	}
	return analyzerName
}

type fieldSpec struct {
	name      string
	analyzer  string
	numeric   bool
	positions bool // term vectors, for phrase queries and position-aware matching
}

var fieldSpecs = func() []fieldSpec {
	fs := []fieldSpec{
		{name: fieldKind, analyzer: analyzerKeyword},
		{name: fieldLang, analyzer: analyzerKeyword},
		{name: fieldDoc, analyzer: analyzerKeyword},
		{name: fieldSet, analyzer: analyzerKeyword},
		{name: fieldSection, analyzer: analyzerKeyword},
		{name: fieldType, analyzer: analyzerKeyword},
		{name: fieldColor, analyzer: analyzerKeyword},
		{name: fieldMechanic, analyzer: analyzerKeyword},
		{name: fieldMV, numeric: true},
		{name: fieldPow, numeric: true},
		{name: fieldTou, numeric: true},
		{name: fieldNameFold, analyzer: analyzerName, positions: true},
		{name: fieldAlias, analyzer: analyzerName, positions: true},
	}
	for _, l := range docLangs {
		a := langAnalyzer(l)
		fs = append(fs,
			fieldSpec{name: nameField(l), analyzer: a, positions: true},
			fieldSpec{name: textField(l), analyzer: a, positions: true},
			fieldSpec{name: ownerField(l), analyzer: a},
		)
	}
	return fs
}()
