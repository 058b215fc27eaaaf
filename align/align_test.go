package align_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/golden"
)

// checkGolden compares got with testdata/name, or rewrites it under -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", name), got)
}

// kbBuilder assembles a small knowledge base by hand, the way ingest
// would: ids from the document and the name, rulings numbered.
type kbBuilder struct{ kb corpus.KB }

func (b *kbBuilder) doc(id, lang string) {
	b.kb.Documents = append(b.kb.Documents, corpus.Document{ID: id, Lang: lang, Kind: corpus.KindReleaseNotes, Set: "t"})
}

func slug(s string) string {
	s = strings.ToLower(s)
	var out []rune
	dash := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			out = append(out, r)
			dash = false
		case r > 127:
			out = append(out, r)
			dash = false
		default:
			if !dash && len(out) > 0 {
				out = append(out, '-')
				dash = true
			}
		}
	}
	return strings.TrimRight(string(out), "-")
}

func rulings(owner string, texts []string) []corpus.Ruling {
	var rs []corpus.Ruling
	for i, t := range texts {
		rs = append(rs, corpus.Ruling{ID: fmt.Sprintf("%s-r%d", owner, i+1), Text: t, Line: i + 1})
	}
	return rs
}

type cardSpec struct {
	section, name, cost, pt string
	types, super, sub       []string
	faces                   []corpus.Face
	text, rulings           []string
}

func (b *kbBuilder) card(doc, lang string, c cardSpec) string {
	id := doc + "-" + slug(c.name)
	layout := corpus.LayoutNormal
	if len(c.faces) > 1 {
		layout = corpus.LayoutRoom // the fixture's only multi-face cards are rooms
	}
	b.kb.Cards = append(b.kb.Cards, corpus.Card{
		ID: id, Doc: doc, Lang: lang, Section: c.section, Name: c.name, Layout: layout,
		ManaCost: c.cost, Types: c.types, Supertypes: c.super, Subtypes: c.sub,
		PT: c.pt, Faces: c.faces, Text: c.text, Rulings: rulings(id, c.rulings),
	})
	return id
}

func (b *kbBuilder) section(doc, lang, title, mechanic string, text, rs, cards []string) {
	id := doc + "-s-" + slug(title)
	b.kb.Sections = append(b.kb.Sections, corpus.Section{
		ID: id, Doc: doc, Lang: lang, Title: title, Kind: "mechanic", Level: 2,
		Mechanic: mechanic, Text: text, Rulings: rulings(id, rs), Cards: cards,
	})
}

// smallKB holds the hard cases in miniature: two cards with the same cost,
// type and P/T; a room; schemes with no cost; a ruling in one language
// only; a card in each document with no counterpart; a term rendered
// otherwise than the table says.
func smallKB() *corpus.KB {
	b := &kbBuilder{}
	b.doc("t-fr", "fr")
	b.doc("t-it", "it")
	creature := []string{"Creature"}

	frEx := b.card("t-fr", "fr", cardSpec{section: corpus.SectionExamples, name: "Survivante prudente", cost: "{3}{G}", pt: "4/4", types: creature, sub: []string{"elfe", "survivant"},
		text:    []string{"Survie — Au début de votre deuxième phase principale, si la Survivante prudente est engagée, vous gagnez 2 points de vie."},
		rulings: nil})
	itEx := b.card("t-it", "it", cardSpec{section: corpus.SectionExamples, name: "Sopravvissuta Cauta", cost: "{3} {G}", pt: "4/4", types: creature, sub: []string{"sopravvissuto", "elfo"},
		text: []string{"Sopravvivenza — All'inizio della tua seconda fase principale, se la Sopravvissuta Cauta è TAPPata, guadagni 2 punti vita."}})
	b.section("t-fr", "fr", "Légalité des cartes", "", []string{"Les cartes portant le code d'extension DSK sont autorisées en Standard."}, nil, nil)
	b.section("t-fr", "fr", "Nouveau mot de capacité : survie", "survival",
		[]string{"Le mot de capacité survie indique des capacités qui se déclenchent au début de votre deuxième phase principale."},
		[]string{
			"Les capacités de survie se déclenchent au début de votre deuxième phase principale du tour, pas pendant votre troisième phase principale.",
			"Si une créature avec une capacité de survie n'est pas engagée quand votre deuxième phase principale commence, la capacité ne se déclenche pas du tout.",
		}, []string{frEx})
	b.section("t-it", "it", "Legalità delle carte", "", []string{"Le carte con il codice dell'espansione DSK sono permesse in Standard."}, nil, nil)
	b.section("t-it", "it", "Nuova parola per definire un'abilità: sopravvivenza", "survival",
		[]string{"Sopravvivenza è una parola per definire le abilità che si innescano all'inizio della tua seconda fase principale."},
		[]string{
			"Le abilità sopravvivenza si innescheranno all'inizio della seconda fase principale durante il tuo turno, non durante la tua terza fase principale.",
			"Se una creatura con un'abilità sopravvivenza non è TAPPata quando inizia la tua seconda fase principale, l'abilità non si innescherà.",
		}, []string{itEx})

	// Same cost, type and P/T: only the text tells them apart.
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Cheerleader acrobatique", cost: "{1}{W}", pt: "2/2", types: creature, sub: []string{"humain", "survivant"},
		text:    []string{"Survie — Au début de votre deuxième phase principale, si la Cheerleader acrobatique est engagée, mettez un marqueur « vol » sur elle."},
		rulings: []string{"Une fois que la capacité de la Cheerleader acrobatique se déclenche, elle ne se déclenche plus tant qu'elle reste sur le champ de bataille.", "Si la Cheerleader acrobatique quitte le champ de bataille puis revient, c'est un nouvel objet."}})
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Modèle réticent", cost: "{1}{W}", pt: "2/2", types: creature, sub: []string{"humain", "survivant"},
		text:    []string{"Survie — Au début de votre deuxième phase principale, si le Modèle réticent est engagé, mettez un marqueur +1/+1 ou un marqueur « vol » sur lui.", "À chaque fois qu'une créature que vous contrôlez avec un marqueur meurt, piochez une carte."},
		rulings: []string{"Si le Modèle réticent quitte le champ de bataille en même temps qu'au moins une autre créature avec des marqueurs, sa dernière capacité se déclenche pour chacune d'elles."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Esempio Riluttante", cost: "{1} {W}", pt: "2/2", types: creature, sub: []string{"sopravvissuto", "umano"},
		text:    []string{"Sopravvivenza — All'inizio della tua seconda fase principale, se l'Esempio Riluttante è TAPPato, metti un segnalino +1/+1 o un segnalino volare su di esso.", "Ogniqualvolta una creatura che controlli con un segnalino muore, pesca una carta."},
		rulings: []string{"Se l'Esempio Riluttante lascia il campo di battaglia nello stesso momento di una o più altre creature con segnalini, la sua ultima abilità si innesca per ognuna di esse."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Cheerleader Acrobata", cost: "{1}{W}", pt: "2/2", types: creature, sub: []string{"sopravvissuto", "umano"},
		text:    []string{"Sopravvivenza — All'inizio della tua seconda fase principale, se la Cheerleader Acrobata è TAPPata, metti un segnalino volare su di essa."},
		rulings: []string{"Una volta che l'abilità della Cheerleader Acrobata si innesca, non si innescherà più finché resta sul campo di battaglia.", "Se la Cheerleader Acrobata lascia il campo di battaglia e poi ritorna, è un nuovo oggetto."}})

	// A room: two faces, two costs.
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Bloc opératoire // Chambre d'hôpital", cost: "{1}{W} // {3}{W}", types: []string{"Enchantment"}, sub: []string{"pièce"},
		faces: []corpus.Face{
			{Name: "Bloc opératoire", ManaCost: "{1}{W}", Text: []string{"Quand vous déverrouillez cet accès, renvoyez sur le champ de bataille une carte de créature avec une valeur de mana inférieure ou égale à 3."}},
			{Name: "Chambre d'hôpital", ManaCost: "{3}{W}", Text: []string{"À chaque fois que vous attaquez, mettez un marqueur +1/+1 sur une créature attaquante ciblée."}},
		},
		rulings: []string{"Si le coût de mana d'une carte de votre cimetière inclut {X}, X est 0 en ce qui concerne l'évaluation de sa valeur de mana."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Sala Operatoria // Stanza di Ospedale", cost: "{1}{W} // {3}{W}", types: []string{"Enchantment"}, sub: []string{"stanza"},
		faces: []corpus.Face{
			{Name: "Sala Operatoria", ManaCost: "{1}{W}", Text: []string{"Quando sblocchi questa porta, rimetti sul campo di battaglia una carta creatura con valore di mana pari o inferiore a 3."}},
			{Name: "Stanza di Ospedale", ManaCost: "{3}{W}", Text: []string{"Ogniqualvolta attacchi, metti un segnalino +1/+1 su una creatura attaccante bersaglio."}},
		},
		rulings: []string{"Se il costo di mana di una carta nel tuo cimitero include {X}, X è considerato 0 ai fini della determinazione del suo valore di mana."}})

	// A ruling printed in Italian only; and a number that differs.
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Blessure grave", cost: "{3}{B}{B}", types: []string{"Enchantment"}, sub: []string{"aura"},
		text: []string{"Le joueur enchanté ne peut pas gagner de points de vie.", "À chaque fois que le joueur enchanté subit des blessures, il perd la moitié de ses points de vie, arrondie à l'unité supérieure."},
		rulings: []string{
			"Les sorts et les capacités qui font que le joueur enchanté gagne des points de vie se résolvent quand même pendant que la Blessure grave est sur le champ de bataille.",
			"La dernière capacité de la Blessure grave se déclenche et se résout après que les blessures ont été infligées. Par exemple, si le joueur enchanté a 10 points de vie et qu'il subit 1 blessure, il lui en reste 4.",
		}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Ferita Dolorosa", cost: "{3} {B} {B}", types: []string{"Enchantment"}, sub: []string{"aura"},
		text: []string{"Il giocatore incantato non può guadagnare punti vita.", "Ogniqualvolta viene inflitto danno al giocatore incantato, perde metà dei suoi punti vita, arrotondati per eccesso."},
		rulings: []string{
			"Magie e abilità che farebbero guadagnare punti vita al giocatore incantato si risolvono comunque mentre la Ferita Dolorosa è sul campo di battaglia.",
			"L'ultima abilità della Ferita Dolorosa si innesca e si risolve dopo che il danno è stato inflitto. Ad esempio, se il giocatore incantato ha 10 punti vita e gli viene inflitto 1 danno, gli restano 5.",
			"Ogniqualvolta al giocatore incantato viene inflitto danno da combattimento, l'ultima abilità della Ferita Dolorosa si innesca una sola volta, indipendentemente da quante creature gli infliggono danno.",
		}})

	// Schemes: no cost, no P/T; numbers and terms tell them apart.
	scheme := []string{"Scheme"}
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionArchenemy, name: "Vous êtes indigne de ma pitié", types: scheme,
		text:    []string{"Quand vous mettez cette machination à exécution, chaque adversaire sacrifie un permanent non-terrain. Si vous contrôlez au moins six terrains, chaque adversaire sacrifie trois permanents non-terrain à la place."},
		rulings: []string{"Quand la capacité de cette machination se résout, l'adversaire suivant dans l'ordre du tour choisit un permanent non-terrain (ou trois permanents non-terrain) qu'il contrôle à sacrifier."}})
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionArchenemy, name: "Je suis intouchable", types: scheme, super: []string{"Ongoing"},
		text:    []string{"(Une machination continue reste face visible jusqu'à ce qu'elle soit abandonnée.)", "Vous et les permanents que vous contrôlez avez la défense talismanique.", "Quand des blessures de combat vous sont infligées, créez un jeton de créature-artefact 4/4 incolore Épouvantail avec la vigilance, puis abandonnez cette machination."},
		rulings: []string{"La dernière capacité ne se déclenche qu'une seule fois à chaque fois que vous subissez des blessures de combat."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionArchenemy, name: "Non Meriti Pietà", types: scheme,
		text:    []string{"Quando metti in atto questo intrigo, ogni avversario sacrifica un permanente non terra. Se controlli sei o più terre, ogni avversario sacrifica invece tre permanenti non terra."},
		rulings: []string{"Quando l'abilità di questo intrigo si risolve, il prossimo avversario in ordine di turno sceglie un permanente non terra (o tre permanenti non terra) che controlla da sacrificare."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionArchenemy, name: "Sono Intoccabile", types: scheme, super: []string{"Ongoing"},
		text:    []string{"(Un intrigo in corso rimane a faccia in su finché non viene abbandonato.)", "Tu e i permanenti che controlli avete anti-malocchio.", "Quando ti viene inflitto danno da combattimento, crea una pedina creatura artefatto Spaventapasseri 4/4 incolore con cautela, poi abbandona questo intrigo."},
		rulings: []string{"L'ultima abilità si innesca una sola volta ogniqualvolta ti viene inflitto danno da combattimento."}})

	// One card on each side with no counterpart.
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Planche de spiritisme", cost: "{2}", types: []string{"Artifact"},
		text:    []string{"{T} : Ajoutez X manas d'une seule couleur de votre choix, X étant le nombre de créatures mortes ce tour-ci."},
		rulings: []string{"ERRATUM : Dans sa version française, la carte a été imprimée par erreur."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Sacrificio", cost: "{B}", types: []string{"Instant"},
		text:    []string{"Come costo addizionale per lanciare questa magia, sacrifica una creatura.", "Aggiungi un ammontare di {B} pari al valore di mana della creatura sacrificata."},
		rulings: []string{"Sacrificio è una magia di mana."}})
	if err := b.kb.Index(); err != nil {
		panic(err) // a fixture that does not index is a broken test file
	}
	return &b.kb
}

func TestAlignSmall(t *testing.T) {
	kb := smallKB()
	al, err := align.Align(kb, "t-fr", "t-it")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"t-fr-survivante-prudente":               "t-it-sopravvissuta-cauta",
		"t-fr-cheerleader-acrobatique":           "t-it-cheerleader-acrobata",
		"t-fr-modèle-réticent":                   "t-it-esempio-riluttante",
		"t-fr-bloc-opératoire-chambre-d-hôpital": "t-it-sala-operatoria-stanza-di-ospedale",
		"t-fr-blessure-grave":                    "t-it-ferita-dolorosa",
		"t-fr-vous-êtes-indigne-de-ma-pitié":     "t-it-non-meriti-pietà",
		"t-fr-je-suis-intouchable":               "t-it-sono-intoccabile",
	}
	got := map[string]string{}
	for _, p := range al.Pairs {
		got[p.From.ID] = p.To.ID
	}
	for f, i := range want {
		if got[f] != i {
			t.Errorf("%s paired with %q, want %q", f, got[f], i)
		}
	}
	if len(al.Pairs) != len(want) {
		t.Errorf("%d pairs, want %d: %v", len(al.Pairs), len(want), got)
	}
	if len(al.UnmatchedFrom) != 1 || al.UnmatchedFrom[0].Name != "Planche de spiritisme" {
		t.Errorf("unmatched French: %v", al.UnmatchedFrom)
	}
	if len(al.UnmatchedTo) != 1 || al.UnmatchedTo[0].Name != "Sacrificio" {
		t.Errorf("unmatched Italian: %v", al.UnmatchedTo)
	}
	if len(al.Sections) != 2 || al.Sections[1].To.Title != "Nuova parola per definire un'abilità: sopravvivenza" {
		t.Errorf("sections: %+v", al.Sections)
	}

	// The extra Italian ruling of Ferita Dolorosa stands alone, the other
	// two are paired in order.
	p, ok := al.Counterpart("t-it-ferita-dolorosa")
	if !ok {
		t.Fatal("no counterpart for t-it-ferita-dolorosa")
	}
	for _, tt := range []struct{ id, want string }{
		{"t-it-ferita-dolorosa", p.From.ID},
		{p.From.ID, "t-it-ferita-dolorosa"},
		{al.UnmatchedTo[0].ID, ""}, // Sacrificio, unmatched
		{"t-xx-nowhere", ""},
	} {
		c, ok := al.CounterpartCard(tt.id)
		if got := ""; ok {
			got = c.ID
			if got != tt.want {
				t.Errorf("CounterpartCard(%s) = %s, want %q", tt.id, got, tt.want)
			}
		} else if tt.want != "" {
			t.Errorf("CounterpartCard(%s): none, want %s", tt.id, tt.want)
		}
	}
	var shape []string
	for _, r := range p.Rulings {
		shape = append(shape, fmt.Sprintf("%d-%d", r.From, r.To))
	}
	if s := strings.Join(shape, " "); s != "0-0 1-1 -1-2" {
		t.Errorf("Ferita Dolorosa rulings aligned as %s, want 0-0 1-1 -1-2", s)
	}

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(struct {
		Alignment   *align.Alignment
		Differences []align.Difference
	}{al, al.Differences()}); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "small.golden.json", buf.Bytes())
}

func TestAlignBadInput(t *testing.T) {
	kb := smallKB()
	tests := []struct {
		name     string
		kb       *corpus.KB
		from, to string
		want     string
	}{
		{"nil kb", nil, "t-fr", "t-it", "no knowledge base"},
		{"kb without lookups", &corpus.KB{Documents: kb.Documents}, "t-fr", "t-it", "KB.Index"},
		{"unknown from", kb, "xx-fr", "t-it", `document "xx-fr" not in the knowledge base`},
		{"unknown to", kb, "t-fr", "", `document "" not in the knowledge base`},
		{"same doc", kb, "t-fr", "t-fr", "itself"},
	}
	for _, tt := range tests {
		_, err := align.Align(tt.kb, tt.from, tt.to)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want it to mention %q", tt.name, err, tt.want)
		}
	}
	// Documents with nothing in them align to nothing, without error.
	empty := &corpus.KB{Documents: []corpus.Document{{ID: "a", Lang: "fr"}, {ID: "b", Lang: "it"}}}
	if err := empty.Index(); err != nil {
		t.Fatal(err)
	}
	al, err := align.Align(empty, "a", "b")
	if err != nil || len(al.Pairs) != 0 || len(al.Differences()) != 0 {
		t.Errorf("empty documents: %v, %+v", err, al)
	}
}
