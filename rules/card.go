package rules

import (
	"fmt"
	"regexp"
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

// typeWords maps folded type-line words of English, French and Italian to
// canonical card types and supertypes.
var typeWords = map[string]string{
	"artifact": TArtifact, "artefact": TArtifact, "artefatto": TArtifact, "arteact": TArtifact,
	"creature": TCreature, "creatura": TCreature,
	"enchantment": TEnchantment, "enchantement": TEnchantment, "incantesimo": TEnchantment,
	"instant": TInstant, "ephemere": TInstant, "istantaneo": TInstant,
	"sorcery": TSorcery, "rituel": TSorcery, "stregoneria": TSorcery,
	"land": TLand, "terrain": TLand, "terra": TLand,
	"planeswalker": TPlaneswalker,
	"battle":       TBattle, "bataille": TBattle, "battaglia": TBattle,
	"kindred": TKindred, "tribal": TKindred, "clan": TKindred, "tribale": TKindred, "stirpe": TKindred,
	"scheme": TScheme, "machination": TScheme, "intrigo": TScheme,
}

var superWords = map[string]string{
	"legendary": SLegendary, "legendaire": SLegendary, "leggendario": SLegendary, "leggendaria": SLegendary,
	// The Italian notes misspell it once ("Incantesimo Leggendaro").
	"leggendaro": SLegendary,
	"basic":      SBasic, "base": SBasic,
	"snow": SSnow, "neigeux": SSnow, "neigeuse": SSnow, "innevato": SSnow, "innevata": SSnow,
	"ongoing": SOngoing, "continue": SOngoing, "persistente": SOngoing,
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

var basicLandColor = map[string]Color{"plains": White, "island": Blue, "swamp": Black, "mountain": Red, "forest": Green}

// ParseTypeLine reads a type line written in English, French or Italian:
// "Créature-enchantement légendaire : chien et nitescence",
// "Creatura Incantesimo — Orrore Avatar", "Terrain de base : forêt",
// "Machination continue". It returns an error when no card type is found.
func ParseTypeLine(line string) (supers, types, subs []string, err error) {
	l := strings.TrimSpace(stripReminder(line))
	var left, right string
	switch {
	case strings.Contains(l, " : ") || strings.Contains(l, ":"):
		i := strings.Index(l, ":")
		left, right = l[:i], l[i+1:]
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
		if w == "de" && i+1 < len(words) && words[i+1] == "base" {
			supers = appendUnique(supers, SBasic)
			i++
			continue
		}
		if w == "in" && i+1 < len(words) && words[i+1] == "corso" {
			// "Intrigo in corso": an ongoing scheme.
			supers = appendUnique(supers, SOngoing)
			i++
			continue
		}
		if t, ok := typeWords[w]; ok {
			types = appendUnique(types, t)
			continue
		}
		if s, ok := superWords[w]; ok {
			supers = appendUnique(supers, s)
			continue
		}
		// Words the engine does not know ("world", typos) are kept as
		// subtypes rather than dropped, so nothing printed is lost.
		subs = appendUnique(subs, w)
	}
	if right = strings.TrimSpace(right); right != "" {
		f := text.FoldLine(right)
		var parts []string
		if strings.Contains(f, " et ") || strings.Contains(f, ",") {
			parts = strings.FieldsFunc(strings.ReplaceAll(f, " et ", ","), func(r rune) bool { return r == ',' })
		} else {
			parts = strings.Fields(f)
		}
		for _, p := range parts {
			p = strings.TrimSpace(p)
			if p == "" {
				continue
			}
			if c, ok := subWords[p]; ok {
				p = c
			}
			subs = appendUnique(subs, p)
		}
	}
	if len(types) == 0 {
		return nil, nil, nil, fmt.Errorf("type line %q: no card type", line)
	}
	return supers, types, subs, nil
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

func appendUnique(ss []string, s string) []string {
	if hasString(ss, s) {
		return ss
	}
	return append(ss, s)
}

// keywordForms is the keyword vocabulary: folded wording → canonical key,
// read once from the term table (it never changes while the program runs).
var keywordForms = sync.OnceValues(func() (map[string]string, error) {
	terms, err := corpus.Terms()
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, t := range terms {
		if t.Kind != "keyword" {
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
	// Keywords that carry a cost or number, and old wordings, which the term
	// table files as mechanics.
	for form, key := range map[string]string{
		"impending": "impending", "imminence": "impending", "imminente": "impending",
		"emerge": "emerge", "emergence": "emerge", "emergere": "emerge",
		"escalate": "escalate", "intensification": "escalate", "intensificare": "escalate",
		"bestow": "bestow", "grace": "bestow", "conferire": "bestow",
		"equip": "equip", "equipement": "equip", "equipaggiare": "equip",
		"crew": "crew", "pilotage": "crew", "manovrare": "crew",
		"affinity for artifacts": "affinity", "affinite pour les artefacts": "affinity", "affinita per gli artefatti": "affinity",
		"skulk": "skulk", "rodeur": "skulk", "furtivita": "skulk",
		"unblockable": "unblockable",
		"kicker":      "kicker", "kick": "kicker", "potenziamento": "kicker",
		"miracle": "miracle", "miracolo": "miracle",
		"flashback": "flashback",
		"ninjutsu":  "ninjutsu",
		"suspend":   "suspend", "suspension": "suspend", "sospendere": "suspend",
		"bushido": "bushido",
	} {
		m[form] = key
	}
	return m, nil
})

var leadingNumber = regexp.MustCompile(`^(\d+)\s*`)

// ParseKeywords reads a paragraph that consists only of keyword abilities,
// "Piétinement, célérité" or "Imminence 4 — {2} {R} {R} (rappel)". It
// reports false when any part of the paragraph is not a keyword, so that a
// sentence mentioning a keyword ("La créature équipée a le vol.") is never
// read as one.
func ParseKeywords(paragraph string) ([]Keyword, bool) {
	forms, err := keywordForms()
	if err != nil {
		return nil, false
	}
	line := strings.TrimSpace(stripReminder(paragraph))
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
		// "Traversée des forêts" / "traversée des marais": landwalk of a
		// land type (the term table has only the generic wording).
		for _, pre := range []string{"traversee des ", "traversee de l'", "traversee de la ", "traversee de "} {
			if strings.HasPrefix(f, pre) && len(f) > len(pre) {
				key = "landwalk"
				rest = ""
				out = append(out, Keyword{Key: "landwalk", Arg: f[len(pre):]})
				break
			}
		}
		if key != "" {
			continue
		}
		for form, k := range forms {
			if (f == form || strings.HasPrefix(f, form+" ")) && len(form) > len(key) {
				key, rest = k, strings.TrimSpace(f[len(form):])
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
		case key == "protection" || key == "landwalk":
			kw.Arg = rest
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
	f := text.FoldLine(stripReminder(p))
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
				Effects: []*Effect{{Op: "monstrosity", N: constExpr(n)}}}
			if m[2] == "x" {
				a.Effects[0].N = xExpr()
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
	f := &Face{Name: strings.TrimSpace(name), Text: text}
	c, err := ParseManaCost(cost)
	if err != nil {
		return nil, fmt.Errorf("card %q: %w", name, err)
	}
	f.Cost = c
	f.Colors = c.Colors()
	if typeLine != "" {
		f.Supertypes, f.Types, f.Subtypes, err = ParseTypeLine(typeLine)
		if err != nil {
			return nil, fmt.Errorf("card %q: %w", name, err)
		}
	}
	if pt = strings.TrimSpace(pt); pt != "" {
		p, t, ok := strings.Cut(pt, "/")
		if !ok {
			return nil, fmt.Errorf("card %q: power/toughness %q is not P/T", name, pt)
		}
		f.Power, f.Toughness = strings.TrimSpace(p), strings.TrimSpace(t)
	}
	for _, p := range text {
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
		if col, ok := basicLandColor[s]; ok && hasString(f.Types, TLand) {
			f.Abilities = append(f.Abilities, intrinsicMana(col))
		}
	}
	return f, nil
}

// CardFromKB builds a card definition from a knowledge-base card: its cost,
// its type line (read in French or Italian whatever ingest filled in Types),
// its power and toughness and the keyword abilities of its text. The card's
// layout says how its faces are read: a room's doors become two faces; a
// meld card's back face is the melded permanent; every other multi-face
// card (transform, modal, adventure, split, flip) has, outside the stack and
// the battlefield, the characteristics of its front face only (rule 712.8),
// which is the face the engine plays.
func CardFromKB(c *corpus.Card) (*CardDef, error) {
	def := &CardDef{ID: c.ID, Name: c.Name}
	if c.Layout == corpus.LayoutRoom {
		def.Room = true
		for _, fc := range c.Faces {
			tl := fc.TypeLine
			if tl == "" {
				tl = c.TypeLine
			}
			f, err := FaceFromText(fc.Name, fc.ManaCost, tl, "", fc.Text)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", c.ID, err)
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
	f, err := FaceFromText(c.Name, c.ManaCost, c.TypeLine, c.PT, c.Text)
	if err != nil && len(c.Types) > 0 {
		// The type line is unreadable but ingest settled the types: use them.
		f, err = FaceFromText(c.Name, c.ManaCost, "", c.PT, c.Text)
		if err == nil {
			f.Types, f.Supertypes = append([]string(nil), c.Types...), append([]string(nil), c.Supertypes...)
			for _, s := range c.Subtypes {
				if cs, ok := subWords[text.FoldLine(s)]; ok {
					s = cs
				}
				f.Subtypes = append(f.Subtypes, s)
			}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.ID, err)
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
