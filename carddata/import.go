package carddata

import (
	"cmp"
	"io"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// defaultLangs are the languages kept unless Options say otherwise: those
// of the documents, and English, the Oracle's.
var defaultLangs = []string{"en", "fr", "it"}

// Options choose what an Importer keeps.
type Options struct {
	// Langs are the languages whose texts and printings are kept; nil
	// keeps English, French and Italian. The English Oracle name is kept
	// whatever they are.
	Langs []string
	// AllLangs keeps every language the files hold, Langs aside.
	AllLangs bool
	// Sets are the lower-case set codes kept; nil keeps every set.
	Sets map[string]bool
	// Tokens keeps tokens, emblems and art-series cards, which are left
	// out by default: they are no cards of Magic a judge is asked about,
	// and their names ("Human", "Treasure") would answer name lookups.
	Tokens bool
	// Progress, when not nil, is told how far each file's reading has gone.
	Progress func(Progress)
}

// tokenLayouts are the layouts Options.Tokens keeps.
var tokenLayouts = map[string]bool{"token": true, "double_faced_token": true, "emblem": true, "art_series": true}

// Importer merges card-data files into card records. It is not safe for
// concurrent use.
type Importer struct {
	opts    Options
	scan    ScanOptions
	cards   map[string]*building
	rulings map[string]*rulingSet // by card id: rulings may come before their cards
	strs    map[string]string     // interned set codes, languages, dates
	stats   Stats
}

// Stats count what an Importer read.
type Stats struct {
	Files    int // files read
	Objects  int // card objects read (each MTGJSON face counts)
	Entries  int // entries merged: printings in a kept language
	Skipped  int // entries of tokens, emblems and art cards left out
	Rulings  int // ruling objects read (of Scryfall rulings files; MTGJSON's are in its cards)
	Orphaned int // Scryfall rulings of no imported card (known after Cards)
}

// rulingSet is a card's rulings, each once.
type rulingSet struct {
	list []Ruling
	seen map[[2]string]bool
}

// NewImporter returns an Importer keeping what opts say.
func NewImporter(opts Options) *Importer {
	im := &Importer{
		opts: opts, cards: map[string]*building{}, rulings: map[string]*rulingSet{}, strs: map[string]string{},
		scan: ScanOptions{Sets: opts.Sets},
	}
	if !opts.AllLangs {
		langs := opts.Langs
		if langs == nil {
			langs = defaultLangs
		}
		im.scan.Langs = map[string]bool{}
		for _, l := range langs {
			im.scan.Langs[l] = true
		}
	}
	return im
}

// Load imports the files at paths, in order, into card records.
func Load(opts Options, paths ...string) (*Cards, error) {
	im := NewImporter(opts)
	for _, p := range paths {
		if err := im.ReadFile(p); err != nil {
			return nil, err
		}
	}
	return im.Cards(), nil
}

// visitor is what the Importer does with what a file holds.
func (im *Importer) visitor() Visitor {
	return Visitor{Entry: im.add, Ruling: im.addScryfallRuling, Progress: im.progress}
}

func (im *Importer) progress(p Progress) {
	if p.Done {
		im.stats.Files++
		im.stats.Objects += p.Cards
		im.stats.Rulings += p.Rulings
	}
	if im.opts.Progress != nil {
		im.opts.Progress(p)
	}
}

// ReadFile merges the file at path (see ScanFile).
func (im *Importer) ReadFile(path string) error {
	return ScanFile(path, im.scan, im.visitor())
}

// Read merges a file read from r (see Scan).
func (im *Importer) Read(r io.Reader) error {
	return Scan(r, im.scan, im.visitor())
}

// Stats returns what has been read so far.
func (im *Importer) Stats() Stats { return im.stats }

// intern returns one copy of s for every equal string: set codes,
// languages and dates repeat on every printing.
func (im *Importer) intern(s string) string {
	if v, ok := im.strs[s]; ok {
		return v
	}
	im.strs[s] = s
	return s
}

// cardKey is the id of the card an entry is a printing of: its Oracle id,
// else its English name's slug.
func cardKey(oracleID, name string) string {
	if oracleID != "" {
		return strings.ToLower(oracleID)
	}
	return "name:" + text.Slug(name)
}

// add merges one entry.
func (im *Importer) add(e *Entry) error {
	if !im.opts.Tokens && tokenLayouts[e.Layout] {
		im.stats.Skipped++
		return nil
	}
	im.stats.Entries++
	e.Set, e.Lang, e.Released, e.Layout = im.intern(e.Set), im.intern(e.Lang), im.intern(e.Released), im.intern(e.Layout)
	key := cardKey(e.OracleID, e.Name)
	b := im.cards[key]
	if b == nil {
		b = &building{
			card:      &Card{ID: key, OracleID: strings.ToLower(e.OracleID), Name: e.Name, Layout: e.Layout, Texts: map[string]*Text{}},
			printings: map[printKey]int{}, faces: map[string]int{}, textFrom: map[string]printKey{},
		}
		im.cards[key] = b
	}
	b.characteristics(e)
	b.printing(e)
	if im.keepLang("en") {
		b.oracleText(e)
	}
	if e.Lang != "en" {
		b.printedText(e)
	}
	for _, r := range e.Rulings {
		im.addRuling(key, r)
	}
	return nil
}

func (im *Importer) keepLang(lang string) bool { return im.scan.keepLang(lang) }

// addScryfallRuling files a ruling of a Scryfall rulings file.
func (im *Importer) addScryfallRuling(oracleID string, r Ruling) error {
	im.addRuling(cardKey(oracleID, ""), r)
	return nil
}

// addRuling files r under the card id key, once: MTGJSON repeats a card's
// rulings on each of its printings, and two files may give the same.
func (im *Importer) addRuling(key string, r Ruling) {
	rs := im.rulings[key]
	if rs == nil {
		rs = &rulingSet{seen: map[[2]string]bool{}}
		im.rulings[key] = rs
	}
	k := [2]string{r.Date, text.FoldLine(r.Text)}
	if rs.seen[k] {
		return
	}
	rs.seen[k] = true
	r.Date = im.intern(r.Date)
	rs.list = append(rs.list, r)
}

// Cards returns the card records merged so far, with their lookups. The
// records are the Importer's: read no more files after.
func (im *Importer) Cards() *Cards {
	list := make([]*Card, 0, len(im.cards))
	used := 0
	for id, b := range im.cards {
		if rs := im.rulings[id]; rs != nil {
			used++
			b.card.Rulings = rs.list
			slices.SortStableFunc(b.card.Rulings, func(a, b Ruling) int { return cmp.Compare(a.Date, b.Date) })
		}
		b.finish()
		list = append(list, b.card)
	}
	im.stats.Orphaned = 0
	for id, rs := range im.rulings {
		if im.cards[id] == nil {
			im.stats.Orphaned += len(rs.list)
		}
	}
	slices.SortFunc(list, func(a, b *Card) int { return strings.Compare(a.ID, b.ID) })
	return newCards(list)
}
