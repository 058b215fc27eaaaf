package rules

import (
	"cmp"
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// CardDef is a card as printed: what the engine knows of it before any
// effect applies. A room has two faces (its doors); a meld card carries the
// face it contributes to the melded permanent.
type CardDef struct {
	ID    string // knowledge-base id, or "inline:<name>"
	Name  string // as written; a room is "Door A // Door B"
	Faces []*Face
	Room  bool
	// MeldWith names the other card of its meld pair, MeldResult the combined
	// back faces; both cards of a pair point to the same result.
	MeldWith   string
	MeldResult *Face
	// Back is the back face of a transforming double-faced card (712.1):
	// a transformed permanent has its characteristics (transform.go).
	Back *Face
}

// Face is one face of a card (a door of a room).
type Face struct {
	Name       string
	Cost       ManaCost // nil: no mana cost
	Colors     []Color  // from the cost unless a color indicator says otherwise
	Supertypes []string
	Types      []string
	Subtypes   []string
	Power      string // "" if none; "*" for a characteristic-defining value
	Toughness  string
	Loyalty    int
	Keywords   []Keyword
	Abilities  []*Ability
	Text       []string
}

// front is the face a non-room card has everywhere.
func (c *CardDef) front() *Face { return c.Faces[0] }

// Keyword is a keyword ability, with its number and cost when it has them
// ("Imminence 4 — {2}{R}{R}" is {Key: "impending", N: 4, Cost: {2}{R}{R}}).
type Keyword struct {
	Key  string
	N    int
	Cost ManaCost
	Arg  string // protection's quality, landwalk's land type
}

// CardTypeWord returns the card type a type-line word names in any
// language of the term table ("créature", "creatura" → Creature).
func CardTypeWord(w string) (string, bool) {
	tw, ok := typeWord(w)
	if !ok || tw.Super {
		return "", false
	}
	return tw.Name, true
}

// supertypeWord returns the supertype a type-line word names ("légendaire",
// "de base" → Legendary, Basic).
func supertypeWord(w string) (string, bool) {
	tw, ok := typeWord(w)
	if !ok || !tw.Super {
		return "", false
	}
	return tw.Name, true
}

func typeWord(w string) (corpus.TypeWord, bool) {
	vocab, err := corpus.EmbeddedTypeWords()
	if err != nil {
		return corpus.TypeWord{}, false
	}
	return vocab.Lookup(w)
}

// subWords gives canonical names to the subtypes rules care about.
var subWords = map[string]string{
	"aura":      SubAura,
	"equipment": SubEquipment, "equipement": SubEquipment, "equipaggiamento": SubEquipment,
	"vehicle": SubVehicle, "vehicule": SubVehicle, "veicolo": SubVehicle,
	"room": SubRoom, "piece": SubRoom, "stanza": SubRoom,
	"plains": "plains", "plaine": "plains", "pianura": "plains",
	"island": "island", "ile": "island", "isola": "island",
	"swamp": "swamp", "marais": "swamp", "palude": "swamp",
	"mountain": "mountain", "montagne": "mountain", "montagna": "mountain",
	"forest": "forest", "foret": "forest", "foresta": "forest",
}

// SubtypeName is how the engine names a printed subtype: folded, and in
// canonical English for the ones rules give meaning to ("Forêt" → forest).
func SubtypeName(s string) string {
	s = text.FoldLine(s)
	if c, ok := subWords[s]; ok {
		return c
	}
	return s
}

var basicLandColor = map[string]Color{"plains": White, "island": Blue, "swamp": Black, "mountain": Red, "forest": Green}

// ParseTypeLine reads a type line written in English, French or Italian:
// "Créature-enchantement légendaire : chien et nitescence",
// "Creatura Incantesimo — Orrore Avatar", "Terrain de base : forêt",
// "Machination continue". It returns an error when no card type is found.
func ParseTypeLine(line string) (supers, types, subs []string, err error) {
	l := strings.TrimSpace(StripReminder(line))
	var left, right string
	french := false
	switch {
	case strings.Contains(l, " : ") || strings.Contains(l, ":"):
		i := strings.Index(l, ":")
		left, right = l[:i], l[i+1:]
		french = true
	case strings.ContainsAny(l, "—–"):
		i := strings.IndexAny(l, "—–")
		left = l[:i]
		_, size := firstRune(l[i:])
		right = l[i+size:]
	case strings.Contains(l, " - "):
		i := strings.Index(l, " - ")
		left, right = l[:i], l[i+3:]
	default:
		left = l
	}
	words := strings.FieldsFunc(text.FoldLine(left), func(r rune) bool { return r == ' ' || r == '-' })
	for i := 0; i < len(words); i++ {
		w := words[i]
		n := 1
		tw, ok := corpus.TypeWord{}, false
		// Two-word supertypes ("de base", "in corso") and the French "de clan".
		if i+1 < len(words) {
			tw, ok = typeWord(w + " " + words[i+1])
			n = 2
		}
		if !ok {
			tw, ok = typeWord(w)
			n = 1
		}
		switch {
		case !ok:
			// Words the vocabulary does not know are kept as subtypes
			// rather than dropped, so nothing printed is lost.
			subs = appendUnique(subs, w)
		case tw.Super:
			supers = appendUnique(supers, tw.Name)
		default:
			types = appendUnique(types, tw.Name)
		}
		i += n - 1
	}
	for _, p := range subtypeParts(right, french) {
		// A "word" of marks alone (a combining accent) folds to nothing:
		// no subtype.
		if name := SubtypeName(p); name != "" {
			subs = appendUnique(subs, name)
		}
	}
	if len(types) == 0 {
		return nil, nil, nil, fmt.Errorf("type line %q: no card type", line)
	}
	return supers, types, subs, nil
}

// subtypeParts splits the subtypes of a type line: a French one (after
// « : ») joins them with « et », one subtype of several words kept whole
// (« peuple fée »), unless a part holds a type word (a misprinted
// « dragon légendaire »: the words, as before) or an « d'Urza » (« tour
// d'Urza » is Urza's Tower, two subtypes).
func subtypeParts(right string, french bool) []string {
	if !french {
		return corpus.SplitSubtypes(right)
	}
	var out []string
	for _, p := range corpus.SplitFrenchSubtypes(right) {
		ws := strings.Fields(p)
		if len(ws) > 1 && slices.ContainsFunc(ws, func(w string) bool {
			_, ok := typeWord(w)
			return ok || strings.HasPrefix(w, "d'") || strings.HasPrefix(w, "d’")
		}) {
			out = append(out, ws...)
			continue
		}
		out = append(out, p)
	}
	return out
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

// appendUnique appends x to xs unless xs holds it already.
func appendUnique[T comparable](xs []T, x T) []T {
	if slices.Contains(xs, x) {
		return xs
	}
	return append(xs, x)
}

//go:embed keyword_forms.json
var keywordFormsJSON []byte

// KeywordForms is the keyword vocabulary: folded wording → canonical key,
// read once from the term table's keyword abilities (it never changes
// while the program runs).
var KeywordForms = sync.OnceValues(func() (map[string]string, error) {
	terms, err := corpus.Terms()
	if err != nil {
		return nil, err
	}
	// Keywords the engine runs that the term table does not list (it is
	// the search's vocabulary too: a term there is searched for).
	var extra map[string]any
	if err := json.Unmarshal(keywordFormsJSON, &extra); err != nil {
		return nil, fmt.Errorf("keyword_forms.json: %w", err)
	}
	m := map[string]string{}
	for key, forms := range extra {
		fs, _ := forms.([]any)
		for _, f := range fs {
			if s, ok := f.(string); ok {
				m[text.FoldLine(s)] = key
			}
		}
	}
	for _, t := range terms {
		if !t.IsKeyword() {
			continue
		}
		for _, lang := range []string{"en", "fr", "it"} {
			for _, f := range t.Forms(lang) {
				// The rules engine spells multi-word keys with "_" ("first_strike"),
				// the term table with "-" ("first-strike").
				m[text.FoldLine(f)] = strings.ReplaceAll(t.Key, "-", "_")
			}
		}
	}
	return m, nil
})

// keywordFormsByWord indexes KeywordForms by first word: a text that is
// a form, or starts with one and a space, starts with the form's first
// word, and ParseKeywords, which the reader runs on every paragraph,
// tries those forms only, longest first, instead of all of them.
var keywordFormsByWord = sync.OnceValue(func() map[string][]string {
	forms, _ := KeywordForms()
	out := map[string][]string{}
	for f := range forms {
		out[firstWord(f)] = append(out[firstWord(f)], f)
	}
	for _, fs := range out {
		slices.SortFunc(fs, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	}
	return out
})

// firstWord is s up to its first space.
func firstWord(s string) string {
	w, _, _ := strings.Cut(s, " ")
	return w
}

var leadingNumber = regexp.MustCompile(`^(\d+)\s*`)

// ParseKeywords reads a paragraph that consists only of keyword abilities,
// "Piétinement, célérité" or "Imminence 4 — {2} {R} {R} (rappel)". It
// reports false when any part of the paragraph is not a keyword, so that a
// sentence mentioning a keyword ("La créature équipée a le vol.") is never
// read as one.
func ParseKeywords(paragraph string) ([]Keyword, bool) {
	forms, err := KeywordForms()
	if err != nil {
		return nil, false
	}
	byWord := keywordFormsByWord()
	line := strings.TrimSpace(StripReminder(paragraph))
	line = strings.TrimSuffix(line, ".")
	if line == "" {
		return nil, false
	}
	var out []Keyword
	for _, piece := range strings.Split(line, ",") {
		f := text.FoldLine(piece)
		if f == "" {
			return nil, false
		}
		key, rest := "", ""
		// "Traversée des forêts", "Islandwalk", "Passa-Isole": landwalk
		// of a land type (the term table has only the generic wording).
		if t, ok := Landwalk(f); ok {
			out = append(out, Keyword{Key: "landwalk", Arg: t})
			continue
		}
		for _, form := range byWord[firstWord(f)] {
			if (f == form || strings.HasPrefix(f, form) && f[len(form)] == ' ') && len(form) > len(key) {
				key, rest = forms[form], strings.TrimSpace(f[len(form):])
				if f == form {
					rest = ""
				}
			}
		}
		if key == "" {
			return nil, false
		}
		kw := Keyword{Key: key}
		if m := leadingNumber.FindStringSubmatch(rest); m != nil {
			kw.N, _ = strconv.Atoi(m[1])
			rest = strings.TrimSpace(rest[len(m[0]):])
		}
		rest = strings.TrimSpace(strings.TrimLeft(rest, "-: "))
		switch {
		case rest == "":
		case strings.HasPrefix(rest, "{"):
			c, err := ParseManaCost(rest)
			if err != nil {
				return nil, false
			}
			kw.Cost = c
		case key == "protection":
			// One keyword per quality, canonical, whatever the language.
			qs, ok := ProtectionQualities(rest)
			if !ok || slices.Contains(qs, ColorOfChoice) || slices.Contains(qs, ChosenColor) {
				// A color of one's choice is chosen as an effect
				// resolves, the chosen color as the permanent entered:
				// never on a keyword line.
				return nil, false
			}
			for _, q := range qs[:len(qs)-1] {
				out = append(out, Keyword{Key: key, Arg: q})
			}
			kw.Arg = qs[len(qs)-1]
		case key == "landwalk":
			// "Traversée des terrains non-base" (nonbasic landwalk): the
			// engine checks only land types, so it is no keyword it runs.
			t, ok := basicLandType(rest)
			if !ok {
				return nil, false
			}
			kw.Arg = t
		default:
			return nil, false
		}
		out = append(out, kw)
	}
	return out, true
}

var (
	// Strive is an ability word: "Obstination — Ce sort coûte {2}{W} de plus
	// à lancer pour chaque cible au-delà de la première."
	striveRE = regexp.MustCompile(`^(?:obstination|tenacia|strive)\s*-\s*.*?(\{[^a-z]*?\}(?:\s*\{[^}]*\})*)`)
	// Monstrosity is an activated ability: "{5}{G}{G} : Monstruosité 3."
	monstrosityRE = regexp.MustCompile(`^((?:\{[^}]+\}\s*)+)\s*:\s*(?:monstruosite|mostruosita|monstrosity)\s+(\d+|x)`)
	// Mana abilities of lands: "{T} : Ajoutez {G} ou {U}." / "{T}: Aggiungi {R}."
	manaAbilityRE = regexp.MustCompile(`^\{t\}\s*:\s*(?:ajoutez|aggiungi|add)\s+((?:\{[wubrgc]\}\s*(?:ou|o|or|,)?\s*)+)\.?$`)
)

// parseAbilityText recognises the few printed abilities the engine can run
// from their wording alone; everything else is declared by scenarios.
func parseAbilityText(p string) (*Ability, *Keyword) {
	f := text.FoldLine(StripReminder(p))
	if m := striveRE.FindStringSubmatch(f); m != nil {
		if c, err := ParseManaCost(m[1]); err == nil {
			return nil, &Keyword{Key: "strive", Cost: c}
		}
	}
	if m := monstrosityRE.FindStringSubmatch(f); m != nil {
		c, err := ParseManaCost(m[1])
		if err == nil {
			n, _ := strconv.Atoi(m[2])
			a := &Ability{Kind: KindActivated, Cost: c, Label: "monstrosity",
				Effects: []*Effect{{Op: "monstrosity", N: ConstExpr(n)}}}
			if m[2] == "x" {
				a.Effects[0].N = XExpr()
				a.Cost = append(ManaCost{{Kind: SymX}}, c...)
			}
			return a, nil
		}
	}
	if m := manaAbilityRE.FindStringSubmatch(f); m != nil {
		c, err := ParseManaCost(strings.NewReplacer(" ou ", "", " o ", "", " or ", "", ",", "").Replace(m[1]))
		if err == nil {
			var cols []Color
			for _, s := range c {
				if s.Kind == SymColorless {
					cols = append(cols, Colorless)
				} else if s.Kind == SymColored {
					cols = append(cols, s.Colors[0])
				}
			}
			return &Ability{Kind: KindMana, Tap: true, Mana: cols, Label: "mana"}, nil
		}
	}
	return nil, nil
}

// FaceFromText builds a face from printed fields. Unknown words never fail
// the build: a face only fails when its cost or type line is unreadable.
func FaceFromText(name, cost, typeLine, pt string, text []string) (*Face, error) {
	var supers, types, subs []string
	if typeLine != "" {
		var err error
		supers, types, subs, err = ParseTypeLine(typeLine)
		if err != nil {
			return nil, fmt.Errorf("card %q: %w", name, err)
		}
	}
	return newFace(name, cost, supers, types, subs, pt, text)
}

// newFace builds a face from its printed fields, the type line already
// read.
func newFace(name, cost string, supers, types, subs []string, pt string, text []string) (*Face, error) {
	f := &Face{Name: strings.TrimSpace(name), Text: text, Supertypes: supers, Types: types, Subtypes: subs}
	c, err := ParseManaCost(cost)
	if err != nil {
		return nil, fmt.Errorf("card %q: %w", name, err)
	}
	f.Cost = c
	f.Colors = c.Colors()
	if pt = strings.TrimSpace(pt); pt != "" {
		p, t, ok := strings.Cut(pt, "/")
		if !ok {
			return nil, fmt.Errorf("card %q: power/toughness %q is not P/T", name, pt)
		}
		f.Power, f.Toughness = strings.TrimSpace(p), strings.TrimSpace(t)
	}
	for _, p := range unboxed(text) {
		if kws, ok := ParseKeywords(p); ok {
			f.Keywords = append(f.Keywords, kws...)
			continue
		}
		if a, kw := parseAbilityText(p); a != nil {
			f.Abilities = append(f.Abilities, a)
		} else if kw != nil {
			f.Keywords = append(f.Keywords, *kw)
		}
	}
	// Basic land types carry their mana ability (rule 305.6).
	for _, s := range f.Subtypes {
		if col, ok := basicLandColor[s]; ok && slices.Contains(f.Types, TLand) {
			f.Abilities = append(f.Abilities, intrinsicMana(col))
		}
	}
	return f, nil
}

// CardFromKB builds a card definition from a knowledge-base card: its
// cost, the types ingest read from its type line, its power and toughness
// and the keyword abilities of its text. The card's layout says how its
// faces are read: a room's doors become two faces, each with the card's
// types; a meld card's back face is the melded permanent; every other
// multi-face card (transform, modal, adventure, split, flip) has, outside
// the stack and the battlefield, the characteristics of its front face only
// (rule 712.8), which is the face the engine plays. Those faces' type lines
// are read here, since the knowledge base keeps types per card, not per
// face.
func CardFromKB(c *corpus.Card) (*CardDef, error) {
	if c.TypeLine != "" && len(c.Types) == 0 {
		return nil, fmt.Errorf("%s: type line %q: no card type", c.ID, c.TypeLine)
	}
	var subs []string
	for _, s := range c.Subtypes {
		subs = appendUnique(subs, SubtypeName(s))
	}
	face := func(name, cost, pt string, txt []string) (*Face, error) {
		f, err := newFace(name, cost, slices.Clone(c.Supertypes), slices.Clone(c.Types), slices.Clone(subs), pt, txt)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.ID, err)
		}
		return f, nil
	}
	def := &CardDef{ID: c.ID, Name: c.Name}
	if c.Layout == corpus.LayoutRoom {
		def.Room = true
		for _, fc := range c.Faces {
			f, err := face(fc.Name, fc.ManaCost, "", fc.Text)
			if err != nil {
				return nil, err
			}
			def.Faces = append(def.Faces, f)
		}
		return def, nil
	}
	if corpus.MultiFace(c.Layout) && len(c.Faces) > 1 {
		front, err := faceFromKB(c.Faces[0])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.ID, err)
		}
		def.Name = c.Faces[0].Name
		def.Faces = []*Face{front}
		if c.Layout == corpus.LayoutMeld {
			back, err := faceFromKB(c.Faces[len(c.Faces)-1])
			if err != nil {
				return nil, fmt.Errorf("%s: %w", c.ID, err)
			}
			def.MeldResult = back
		}
		return def, nil
	}
	f, err := face(c.Name, c.ManaCost, c.PT, c.Text)
	if err != nil {
		return nil, err
	}
	if c.Loyalty != "" {
		f.Loyalty, _ = strconv.Atoi(c.Loyalty)
	}
	def.Faces = []*Face{f}
	return def, nil
}

// faceFromKB reads one face of a multi-face knowledge-base card.
func faceFromKB(fc corpus.Face) (*Face, error) {
	f, err := FaceFromText(fc.Name, fc.ManaCost, fc.TypeLine, fc.PT, fc.Text)
	if err != nil {
		return nil, err
	}
	if fc.Loyalty != "" {
		f.Loyalty, _ = strconv.Atoi(fc.Loyalty)
	}
	return f, nil
}

// ptValue reads a printed power or toughness; "*" and other
// characteristic-defining values count 0 before their ability applies.
func ptValue(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0
	}
	return n
}
