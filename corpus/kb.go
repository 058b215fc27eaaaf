package corpus

// Document kinds.
const (
	KindReleaseNotes = "release-notes"
	KindMechanics    = "mechanics"
	KindRulebook     = "rulebook"
)

// Card sections of a release-notes document, and the set codes that the
// search syntax uses for them (set:dsk, set:spg, set:dsc, set:archenemy).
const (
	SectionMain          = "main"           // set "dsk"
	SectionSpecialGuests = "special-guests" // set "spg"
	SectionCommander     = "commander"      // set "dsc"
	SectionArchenemy     = "archenemy"      // set "archenemy"
	SectionExamples      = "examples"       // example card printed only inside a mechanics page or general notes
)

// KB is the knowledge base: everything ingest extracts from the documents.
// Slices are in document order, documents in file-name order, so the same
// corpus always yields the same KB, byte for byte, when marshalled.
//
// Its lookups (Card, Ruling, Contents …) are built once by Index when the
// knowledge base is complete and only read afterwards.
type KB struct {
	Documents []Document      `json:"documents"`
	Cards     []Card          `json:"cards"`
	Sections  []Section       `json:"sections"`
	Glossary  []GlossaryEntry `json:"glossary"`
	Rules     []Rule          `json:"rules"`

	// lookup answers questions by id; built by Index (lookup.go).
	lookup *lookup
}

// Pos is where an element stands in its document: 1-based, inclusive lines.
type Pos struct {
	Doc  string `json:"doc"`
	Line int    `json:"line"`
	End  int    `json:"end"`
}

// Document is one source document.
type Document struct {
	ID       string `json:"id"`       // "dsk-fr"; see MetaFromName
	File     string `json:"file"`     // "dsk-release-notes.fr.txt"
	Lang     string `json:"lang"`     // BCP 47 primary language: "fr", "it"
	Kind     string `json:"kind"`     // KindReleaseNotes, KindMechanics, KindRulebook
	Set      string `json:"set"`      // "dsk", "emn", "jou", "9ed"
	Title    string `json:"title"`    // as written, markup removed
	Modified string `json:"modified"` // ISO date read from the document ("2024-08-05"), "" if it gives none
	// SetName and Released are the set's name as the document writes it
	// and its release date (ISO), "" when the document gives none.
	SetName  string `json:"set_name"`
	Released string `json:"released"`
	// ReplacedBy is, for an earlier revision of a set's notes in one
	// language, the id of the later revision that takes its place in the
	// alignment and its links; "" for a current document.
	ReplacedBy string `json:"replaced_by,omitempty"`
	Lines      int    `json:"lines"` // number of lines
	// Outline lists the document's top-level elements in reading order, for
	// tables of contents.
	Outline []OutlineItem `json:"outline"`
	// Accounting says, for every line (index = line-1), which element or
	// category owns it. Not exported to JSON: the report summarises it.
	Accounting []LineOwner `json:"-"`
}

// OutlineItem is one entry of a document's table of contents.
type OutlineItem struct {
	Kind  string `json:"kind"` // "section", "card", "glossary", "rule", "heading"
	ID    string `json:"id"`   // element id ("" for a plain heading)
	Title string `json:"title"`
	Level int    `json:"level"` // 1 = top
	Line  int    `json:"line"`
}

// LineOwner is the owner of one line: an element id, or a category for lines
// that belong to no element (CategoryBlank, CategoryNavigation …).
type LineOwner struct {
	ID       string `json:"id,omitempty"`
	Category string `json:"category,omitempty"`
}

// Line categories for lines that are accounted for without being content of
// an element.
const (
	CategoryBlank       = "blank"
	CategoryNavigation  = "navigation"  // web-page menus, "Se connecter" …
	CategoryBoilerplate = "boilerplate" // document intro, legal text, publisher blurb
	CategorySeparator   = "separator"   // lone "-", "---", "//"
	CategoryHeading     = "heading"     // part headings that are not sections of their own
	CategoryCredits     = "credits"     // rulebook credits and addresses
	CategoryTOC         = "toc"         // a printed table of contents
	CategoryPageBreak   = "page-break"  // rulebook page furniture
	CategoryDuplicate   = "duplicate"   // a repeated block, merged into the element it repeats
	// CategoryFigure holds what is left of a picture: the English text of a
	// card image, a diagram caption. It is not the document's own prose.
	CategoryFigure = "figure"
)

// Card layouts: how a card's faces are arranged (Scryfall's names).
const (
	LayoutNormal       = "normal"
	LayoutRoom         = "room"      // two doors and one shared type line
	LayoutSplit        = "split"     // two halves, both castable from the hand
	LayoutAdventure    = "adventure" // a permanent and its adventure
	LayoutTransform    = "transform" // front and back; the back has no mana cost
	LayoutModalDFC     = "modal_dfc" // front and back, either cast
	LayoutMeld         = "meld"      // a card and the melded permanent it forms
	LayoutFlip         = "flip"      // two halves on one face, upside down
	LayoutSaga         = "saga"
	LayoutClass        = "class"
	LayoutCase         = "case"
	LayoutPlaneswalker = "planeswalker"
	LayoutBattle       = "battle"
	LayoutScheme       = "scheme"
	LayoutToken        = "token"
)

// MultiFace reports whether layout prints more than one face.
func MultiFace(layout string) bool {
	switch layout {
	case LayoutRoom, LayoutSplit, LayoutAdventure, LayoutTransform, LayoutModalDFC, LayoutMeld, LayoutFlip:
		return true
	}
	return false
}

// Card is one card entry. A multi-face card (see Layout) has one face per
// printed face; other cards have one face whose fields are repeated at the
// top level.
type Card struct {
	ID      string `json:"id"`
	Doc     string `json:"doc"`
	Lang    string `json:"lang"`
	Section string `json:"section"` // Section* constants
	Set     string `json:"set"`     // the set code the legality paragraph gives the card's part
	// Layout is one of the Layout* constants.
	Layout string `json:"layout"`
	// Name as written; a multi-face card joins its faces' names with " // "
	// in printed order ("Half A // Half B").
	Name string `json:"name"`
	// ManaCost normalised to {..} symbols without spaces; a multi-face card
	// joins its faces' costs with " // " ("{1}{R} // " when the back face
	// has none); "" for a card without a mana cost (lands, schemes).
	ManaCost string `json:"mana_cost"`
	// ManaValue: X counts 0; a room or split card sums its halves, other
	// multi-face cards count their front face.
	ManaValue int      `json:"mana_value"`
	Colors    []string `json:"colors"` // subset of W U B R G, in WUBRG order
	// TypeLine as written (markup removed); a multi-face card other than a
	// room joins its faces' type lines with " // ".
	TypeLine   string   `json:"type_line"`
	Supertypes []string `json:"supertypes"` // canonical English, all faces: Legendary, Basic, Snow …
	Types      []string `json:"types"`      // canonical English, all faces: Creature, Enchantment, Scheme …
	Subtypes   []string `json:"subtypes"`   // as written, lower case, all faces
	// PT, Loyalty and Defense are the front face's (the first face that
	// has them for an adventurer).
	PT        string   `json:"pt"` // "5/5", "*/4", "" if none
	Power     string   `json:"power,omitempty"`
	Toughness string   `json:"toughness,omitempty"`
	Loyalty   string   `json:"loyalty"`
	Defense   string   `json:"defense"`
	Text      []string `json:"text"`  // rules text paragraphs, reminder text kept
	Modes     []string `json:"modes"` // modes of a modal spell (never rulings)
	Faces     []Face   `json:"faces,omitempty"`
	Rulings   []Ruling `json:"rulings"`
	// Mechanics are term-table keys of the mechanics the card uses ("delirium").
	Mechanics []string `json:"mechanics"`
	// Positions lists every place the entry is printed: a card printed twice,
	// or an example card inside a section that also has its own entry, keeps
	// all of them. Positions[0] is the primary entry.
	Positions []Pos `json:"positions"`
	// Flags notes what the parser could not settle (ambiguous glyphs …).
	Flags []string `json:"flags,omitempty"`
}

// Face is one face of a multi-face card (or the single face of any other
// card). A room's doors share the card's type line.
type Face struct {
	Name      string   `json:"name"`
	ManaCost  string   `json:"mana_cost"` // "" on a back face without one
	ManaValue int      `json:"mana_value"`
	Colors    []string `json:"colors"`
	TypeLine  string   `json:"type_line"`
	Text      []string `json:"text"`
	PT        string   `json:"pt"`
	Loyalty   string   `json:"loyalty"`
	Defense   string   `json:"defense"`
	Pos       Pos      `json:"pos"`
}

// Ruling is one ruling of a card or section. ID is stable: "<owner id>-r<n>",
// n counting from 1 in document order.
type Ruling struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	Line int    `json:"line"`
	Pos  Pos    `json:"pos"`
	// Flags: RulingErratum when the ruling corrects the printed card.
	Flags []string `json:"flags,omitempty"`
}

// RulingErratum flags a ruling that is an erratum ("ERRATUM : Dans sa
// version française, la carte … a été imprimée par erreur …").
const RulingErratum = "erratum"

// Section is a general-notes or mechanics section.
type Section struct {
	ID    string `json:"id"`
	Doc   string `json:"doc"`
	Lang  string `json:"lang"`
	Title string `json:"title"`
	// Kind: "general" (legality, general notes), "mechanic", "chapter"
	// (rulebook chapters and their parts), "rules" (a block of rule paragraphs).
	Kind  string `json:"kind"`
	Level int    `json:"level"` // 1 = top
	// Parent is the enclosing section's id, "" at top level.
	Parent string `json:"parent,omitempty"`
	// Mechanic is the term-table key this section explains, "" if none.
	Mechanic string   `json:"mechanic"`
	Text     []string `json:"text"` // paragraphs
	Rulings  []Ruling `json:"rulings"`
	// Cards are the ids of the example cards printed inside the section.
	Cards []string `json:"cards"`
	// Rules are the numbers of rule paragraphs printed inside the section.
	Rules []string `json:"rules,omitempty"`
	Pos   Pos      `json:"pos"`
	Flags []string `json:"flags,omitempty"`
}

// GlossaryEntry is one entry of the rulebook's glossary.
type GlossaryEntry struct {
	ID      string    `json:"id"`
	Doc     string    `json:"doc"`
	Lang    string    `json:"lang"`
	Term    string    `json:"term"` // as written, typos kept
	Text    []string  `json:"text"` // paragraphs, "Voir aussi" lines excluded
	SeeAlso []SeeAlso `json:"see_also"`
	Pos     Pos       `json:"pos"`
	Flags   []string  `json:"flags,omitempty"`
}

// SeeAlso is one "Voir aussi" target: resolved to an entry id, or dangling.
type SeeAlso struct {
	Term     string `json:"term"`
	ID       string `json:"id,omitempty"` // "" when dangling
	Dangling bool   `json:"dangling,omitempty"`
	// Kind is how the glossary words the reference: "see" ("Voir X"),
	// "see-also" ("Voir aussi X"), "compare" ("Comparez avec X").
	Kind string `json:"kind,omitempty"`
	// Match says how Term was resolved to ID: "exact"; "folded" (case,
	// accents, a leading article or final period differ); "variant" (one of
	// the entry's alternative names, "Points de vie" for "Points de vie,
	// total de points de vie"); "near" (one letter off, the glossary's own
	// typos: "Légendaire" for the entry spelt "Léendaire"). "" when dangling.
	Match string `json:"match,omitempty"`
}

// Rule is one comprehensive-rules paragraph (e.g. 702.118a).
type Rule struct {
	ID       string   `json:"id"`     // "<doc>-<number>", e.g. "emn-fr-702.118a"
	Number   string   `json:"number"` // "702.118a"; a header keeps its dot: "712.1."→"712.1"
	Doc      string   `json:"doc"`
	Lang     string   `json:"lang"`
	Title    string   `json:"title,omitempty"` // for headers such as "701.34. Assimilation"
	Text     string   `json:"text"`
	Examples []string `json:"examples"`
	Section  string   `json:"section,omitempty"` // enclosing section id
	Pos      Pos      `json:"pos"`
	Flags    []string `json:"flags,omitempty"` // what the parser could not settle
}
