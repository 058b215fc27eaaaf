package read

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules"
)

// readShape is a row of a shape table: an invented paragraph in French and
// in Italian and the form both must compile to.
type readShape struct {
	name   string
	spell  bool
	fr, it string
	want   []string
}

// unreadRow is the want of a readShape row that must stay unread: what
// the engine cannot run is reported, never guessed.
const unreadRow = "(unread)"

// paragraphRow is one printed paragraph of a card named name (a spell when
// spell), in lang, and the form it compiles to, one line an ability, or
// unreadRow.
type paragraphRow struct {
	lang, name string
	spell      bool
	text, want string
}

// checkParagraphRows reads each row's paragraph and compares its form
// with the row's (a row that wants unreadRow must stay unread, with a
// reason).
func checkParagraphRows(t *testing.T, rows []paragraphRow) {
	t.Helper()
	for _, tc := range rows {
		r, err := ReadParagraph(tc.lang, tc.name, tc.spell, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == unreadRow {
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s %q: compiled %q, want unread with a reason", tc.lang, tc.text, r.Form())
			}
			continue
		}
		if r.Status != ReadCompiled {
			t.Errorf("%s %q: unread: %s", tc.lang, tc.text, r.Reason)
			continue
		}
		if got := strings.Join(r.Form(), "\n"); got != tc.want {
			t.Errorf("%s %q:\n got %q\nwant %q", tc.lang, tc.text, got, tc.want)
		}
	}
}

// checkReadShapes reads each row in both languages (a row that wants
// unreadRow must stay unread), on the invented cards
// "Lanterne fantasque" / "Lanterna Bizzarra" (a spell: "Foudre rêveuse" /
// "Fulmine Sognante"), and compares the forms with the row's.
func checkReadShapes(t *testing.T, rows []readShape) {
	t.Helper()
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra"}
	spellNames := map[string]string{"fr": "Foudre rêveuse", "it": "Fulmine Sognante"}
	for _, tc := range rows {
		for _, lang := range []string{"fr", "it"} {
			text := tc.fr
			if lang == "it" {
				text = tc.it
			}
			name := names[lang]
			if tc.spell {
				name = spellNames[lang]
			}
			r, err := ReadParagraph(lang, name, tc.spell, text)
			if err != nil {
				t.Fatal(err)
			}
			if slices.Equal(tc.want, []string{unreadRow}) {
				// What the engine cannot run is unread, with its reason.
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, r.Form())
				}
				continue
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
				continue
			}
			if got := r.Form(); strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}

// TestReadSelfName checks that the card's name is found with its article,
// elision or articulated preposition, and for a legendary name by its
// first part.
func TestReadSelfName(t *testing.T) {
	for _, tc := range []struct {
		lang, name, text, want string
	}{
		{"fr", "Apprentie de la forge", "Quand l'Apprentie de la forge arrive, piochez une carte.", "triggered when=enters do=[draw(n=1)]"},
		{"fr", "Chaleur sombre", "À chaque fois que la Chaleur sombre attaque, piochez une carte.", "triggered when=attacks do=[draw(n=1)]"},
		{"fr", "Orma, veilleuse des fosses", "À chaque fois qu'Orma attaque, piochez une carte.", "triggered when=attacks do=[draw(n=1)]"},
		{"fr", "Gardien muet", "Mettez un marqueur +1/+1 sur le Gardien muet.", "static"},
		{"it", "Calore Sacrilego", "Ogniqualvolta il Calore Sacrilego attacca, pesca una carta.", "triggered when=attacks do=[draw(n=1)]"},
		{"it", "Archivista Annegato", "Quando l'Archivista Annegato entra, pesca una carta.", "triggered when=enters do=[draw(n=1)]"},
		{"it", "Guardiano Muto", "{1}: Metti un segnalino +1/+1 sul Guardiano Muto.", "activated cost={1} do=[counters(n=1 what=self kind=+1/+1)]"},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "static" {
			// A one-shot instruction on a permanent outside any trigger
			// or cost is not a static ability: it must stay unread.
			if r.Status != ReadUnread {
				t.Errorf("%q: compiled to %q, want unread", tc.text, r.Form())
			}
			continue
		}
		if r.Status != ReadCompiled || len(r.Form()) != 1 || r.Form()[0] != tc.want {
			t.Errorf("%q: %s %s %q, want %q", tc.text, r.Status, r.Reason, r.Form(), tc.want)
		}
	}
}

// TestReadUnread checks that what the grammar does not know is reported
// with a reason, never compiled half.
func TestReadUnread(t *testing.T) {
	for _, tc := range []struct {
		lang, text, reason string
	}{
		{"fr", "Quand la Lanterne fantasque arrive, piochez une carte et chantez une chanson.", "unknown clause"},
		{"fr", "Détruisez une licorne ciblée.", "unknown word"},
		{"it", "Distruggi un unicorno bersaglio.", "unknown word"},
		{"fr", "+1 : Chantez une chanson.", "unknown clause"},
		{"fr", "À chaque fois qu'il pleut, piochez une carte.", "unknown trigger"},
		{"fr", "Dilemme du conseil — Chaque adversaire choisit.", "unknown clause \"chaque adversaire choisit\""},
		{"it", "Egida—Scarta una carta.", "ward"},
		{"it", "Ogniqualvolta un giocatore perde punti vita, pesca una carta.", "the engine has no such event"},
		{"fr", "Vous pouvez échanger n'importe quel nombre de totaux de points de vie.", "unknown clause"},
	} {
		r, err := ReadParagraph(tc.lang, "Lanterne fantasque", true, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadUnread || !strings.Contains(r.Reason, tc.reason) || r.Abilities != nil {
			t.Errorf("%q: %s %q %v, want unread with %q", tc.text, r.Status, r.Reason, r.Form(), tc.reason)
		}
	}
	if _, err := ReadParagraph("de", "Laterne", false, "Fliegend"); err == nil {
		t.Error("a language without a reader: no error")
	}
}

// TestReadCards reads a small knowledge base with a pair that compiles
// alike, one that does not (a different number), and a paragraph that
// does not read; every paragraph is in the results.
func TestReadCards(t *testing.T) {
	kb := &corpus.KB{Cards: []corpus.Card{
		{ID: "x-fr-a", Doc: "x-fr", Lang: "fr", Name: "Foudre rêveuse", Types: []string{rules.TInstant},
			Text: []string{"La Foudre rêveuse inflige 3 blessures à n'importe quelle cible."}},
		{ID: "x-it-a", Doc: "x-it", Lang: "it", Name: "Fulmine Sognante", Types: []string{rules.TInstant},
			Text: []string{"Il Fulmine Sognante infligge 3 danni a un qualsiasi bersaglio."}},
		{ID: "x-fr-b", Doc: "x-fr", Lang: "fr", Name: "Ours", Types: []string{rules.TCreature},
			Text: []string{"Vol", "Quand l'Ours arrive, piochez deux cartes."}},
		{ID: "x-it-b", Doc: "x-it", Lang: "it", Name: "Orso", Types: []string{rules.TCreature},
			Text: []string{"Volare", "Quando l'Orso entra, pesca tre carte."}},
		{ID: "x-fr-c", Doc: "x-fr", Lang: "fr", Name: "Licorne", Types: []string{rules.TCreature},
			Text: []string{"La Licorne chante."}},
	}}
	rep, err := ReadCards(kb, []CardPair{{"x-fr-a", "x-it-a"}, {"x-fr-b", "x-it-b"}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Cards != 5 || rep.Paragraphs != 7 || rep.Compiled != 6 || rep.Pairs != 2 || rep.PairsIdentical != 1 {
		t.Errorf("cards %d paragraphs %d compiled %d pairs %d identical %d, want 5 7 6 2 1",
			rep.Cards, rep.Paragraphs, rep.Compiled, rep.Pairs, rep.PairsIdentical)
	}
	if len(rep.Mismatches) != 1 || rep.Mismatches[0].From != "x-fr-b" || rep.Mismatches[0].Reason != "differ" {
		t.Errorf("mismatches %+v, want x-fr-b differ", rep.Mismatches)
	}
	last := rep.Results[len(rep.Results)-1]
	if last.CardID != "x-fr-c" || last.Status != ReadUnread || last.Reason == "" {
		t.Errorf("last result %+v, want x-fr-c unread with a reason", last)
	}
	if len(rep.Unread) != 1 || rep.Unread[0].Count != 1 {
		t.Errorf("unread shapes %+v, want one", rep.Unread)
	}
	// French: 3 cards, 4 paragraphs, the unicorn's unread.
	if fr, it := rep.ByLang["fr"], rep.ByLang["it"]; fr == nil || it == nil ||
		*fr != (LangCoverage{Paragraphs: 4, Compiled: 3, Cards: 3, CardsWhole: 2}) ||
		*it != (LangCoverage{Paragraphs: 3, Compiled: 3, Cards: 2, CardsWhole: 2}) {
		t.Errorf("by_lang fr %+v it %+v", rep.ByLang["fr"], rep.ByLang["it"])
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"cards", "paragraphs", "compiled", "pairs", "pairs_identical", "results", "by_lang"} {
		if _, ok := top[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	var res []map[string]any
	if err := json.Unmarshal(top["results"], &res); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"card_id", "paragraph", "status", "reason"} {
		if _, ok := res[0][k]; !ok {
			t.Errorf("results[0] lacks %q", k)
		}
	}
	if _, err := ReadCards(kb, []CardPair{{"x-fr-a", "nowhere"}}); err == nil {
		t.Error("a pair naming a missing card: no error")
	}
}

// TestCardAbilities: the spell paragraphs of an instant are one spell
// ability, the later paragraph's targets renumbered.
func TestCardAbilities(t *testing.T) {
	c := &corpus.Card{ID: "x-fr-f", Lang: "fr", Name: "Foudre rêveuse", Types: []string{rules.TInstant},
		Text: []string{"La Foudre rêveuse inflige 2 blessures à une créature ciblée.", "Détruisez un artefact ciblé. Piochez une carte."}}
	cr, err := ReadCard(c)
	if err != nil {
		t.Fatal(err)
	}
	abs := cr.Abilities()
	if len(abs) != 1 {
		t.Fatalf("%d abilities, want one spell ability", len(abs))
	}
	want := "spell targets=[creature][artifact] do=[damage(n=2 to=t0); destroy(what=t1); draw(n=1)]"
	if got := FormAbility(abs[0]); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// The paragraphs' own readings are left as they were.
	if got := cr.Paragraphs[1].Form()[0]; got != "spell targets=[artifact] do=[destroy(what=t0); draw(n=1)]" {
		t.Errorf("second paragraph changed: %s", got)
	}
}

// BenchmarkReadCards reads every card of the embedded corpus, as
// `arbitre verify --cards` and the compare pages do once.
func BenchmarkReadCards(b *testing.B) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := ReadCards(kb, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReadVocabulary: subtypes the tables do not list are read from the
// knowledge base's type lines, singular or plural, in both languages, and
// a pair is not set apart by the words of subtypes no table translates
// (invented ones here: lexicon/subtypes.tsv holds every real one).
func TestReadVocabulary(t *testing.T) {
	kb := &corpus.KB{Cards: []corpus.Card{
		{ID: "x-fr-k", Doc: "x-fr", Lang: "fr", Name: "Maître des lames", Types: []string{rules.TCreature}, Subtypes: []string{"humain", "gnarf"},
			Text: []string{"Les autres gnarfs que vous contrôlez gagnent +1/+1."}},
		{ID: "x-it-k", Doc: "x-it", Lang: "it", Name: "Maestro delle Lame", Types: []string{rules.TCreature}, Subtypes: []string{"umano", "gnarfo"},
			Text: []string{"Gli altri gnarfi che controlli prendono +1/+1."}},
		{ID: "x-fr-l", Doc: "x-fr", Lang: "fr", Name: "Licorne", Types: []string{rules.TCreature},
			Text: []string{"Les autres licornes que vous contrôlez gagnent +1/+1."}},
	}}
	rep, err := ReadCards(kb, []CardPair{{"x-fr-k", "x-it-k"}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"x-fr-k": "static static=[pump(p=1 t=1 affects=all:other sub:gnarf you_control)]",
		"x-it-k": "static static=[pump(p=1 t=1 affects=all:other sub:gnarfo you_control)]",
	}
	for _, r := range rep.Results {
		switch {
		case want[r.CardID] != "":
			if r.Status != ReadCompiled || strings.Join(r.Form, "") != want[r.CardID] {
				t.Errorf("%s: %s %s %q, want %q", r.CardID, r.Status, r.Reason, r.Form, want[r.CardID])
			}
		case r.Status != ReadUnread:
			t.Errorf("%s: a subtype no card prints was read: %q", r.CardID, r.Form)
		}
	}
	if rep.PairsIdentical != 1 {
		t.Errorf("pairs identical %d, want 1 (the subtypes' words differ, nothing else)", rep.PairsIdentical)
	}
}

// TestCardAbilitiesInstead: an "instead" printed in a paragraph of its own
// takes the spell's earlier paragraphs as its else.
func TestCardAbilitiesInstead(t *testing.T) {
	for _, c := range []*corpus.Card{
		{ID: "x-fr-i", Lang: "fr", Name: "Conseil", Types: []string{rules.TSorcery}, Text: []string{
			"Cherchez dans votre bibliothèque une carte de démon, révélez-la, mettez-la dans votre main, puis mélangez.",
			"Délire — S'il y a au moins quatre types de carte parmi les cartes de votre cimetière, à la place cherchez dans votre bibliothèque n'importe quelle carte, mettez-la dans votre main, puis mélangez."}},
		{ID: "x-it-i", Lang: "it", Name: "Consiglio", Types: []string{rules.TSorcery}, Text: []string{
			"Passa in rassegna il tuo grimorio per una carta Demone, rivelala e aggiungila alla tua mano, poi rimescola.",
			"Delirio — Se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, passa invece in rassegna il tuo grimorio per una carta qualsiasi e aggiungila alla tua mano, poi rimescola."}},
	} {
		cr, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		abs := cr.Abilities()
		want := "spell do=[if(if=delirium then=[search(filter=card zone=hand)] else=[search(filter=card sub:demon zone=hand)])]"
		if len(abs) != 1 || FormAbility(abs[0]) != want {
			var got []string
			for _, a := range abs {
				got = append(got, FormAbility(a))
			}
			t.Errorf("%s: %q, want %q", c.ID, got, want)
		}
	}
}

// checkCardForms reads each card, invented in both languages, and wants
// every paragraph compiled and the whole card's forms to be want: for
// shapes that span paragraphs, which checkReadShapes reads one at a time.
func checkCardForms(t *testing.T, want []string, cards []*corpus.Card) {
	t.Helper()
	for _, c := range cards {
		r, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range r.Paragraphs {
			if p.Status != ReadCompiled {
				t.Errorf("%s ¶%d: %s", c.ID, p.Paragraph+1, p.Reason)
			}
		}
		var got []string
		for _, a := range r.Abilities() {
			got = append(got, FormAbility(a))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", c.ID, got, want)
		}
	}
}

// TestReadUnchosenModes reads "choose one that hasn't been chosen" with a
// mode that makes the permanent a copy.
func TestReadUnchosenModes(t *testing.T) {
	for _, tc := range []struct {
		lang, name, text string
		modes            []string
	}{
		{"fr", "Lanterne fantasque", "À chaque fois que la Lanterne fantasque inflige des blessures de combat à un joueur, choisissez l'un qui n'a pas été choisi —",
			[]string{"Piochez une carte.", "La Lanterne fantasque devient une copie d'une autre créature ciblée que vous contrôlez."}},
		{"it", "Lanterna Bizzarra", "Ogniqualvolta la Lanterna Bizzarra infligge danno da combattimento a un giocatore, scegli uno che non è stato scelto —",
			[]string{"Pesca una carta.", "La Lanterna Bizzarra diventa una copia di un'altra creatura bersaglio che controlli."}},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text, tc.modes...)
		if err != nil {
			t.Fatal(err)
		}
		want := "triggered when=combat_damage_player filter=self choose=1 unchosen_modes modes={do=[draw(n=1)] | targets=[creature other you_control] do=[become_copy(to=t0)]}"
		if r.Status != ReadCompiled || strings.Join(r.Form(), "\n") != want {
			t.Errorf("%s: %s %s\n got %q\nwant %q", tc.lang, r.Status, r.Reason, r.Form(), want)
		}
	}
}

// TestReadLookAnyTime: a permission to look at hidden objects at any
// time is op may_look over the objects the phrase names, in both
// languages; a phrase that names no kind of object stays unread.
func TestReadLookAnyTime(t *testing.T) {
	for _, tc := range []struct{ lang, name, text, want string }{
		{"fr", "Lanterne fantasque", "Vous pouvez regarder les créatures face cachée que vos adversaires contrôlent à tout moment.",
			"static static=[may_look(filter=creature face_down opp_control)]"},
		{"it", "Lanterna Bizzarra", "Puoi guardare le creature a faccia in giù controllate dai tuoi avversari in qualsiasi momento.",
			"static static=[may_look(filter=creature face_down opp_control)]"},
		{"fr", "Lanterne fantasque", "Vous pouvez regarder la carte du dessus de votre bibliothèque à tout moment.",
			"static static=[may_look(filter=card in:library top you_own)]"},
		{"it", "Lanterna Bizzarra", "Puoi guardare la prima carta del tuo grimorio in qualsiasi momento.",
			"static static=[may_look(filter=card in:library top you_own)]"},
		{"fr", "Lanterne fantasque", "Vous pouvez regarder la Lanterne fantasque à tout moment.", ""},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(r.Form(), "\n")
		if tc.want == "" {
			if r.Status != ReadUnread {
				t.Errorf("%s %q: %s %q, want unread", tc.lang, tc.text, r.Status, got)
			}
			continue
		}
		if r.Status != ReadCompiled || got != tc.want {
			t.Errorf("%s %q: %s %s\n got %q\nwant %q", tc.lang, tc.text, r.Status, r.Reason, got, tc.want)
		}
	}
}

// TestReadRepeatModes: "you may choose the same mode more than once" is
// part of the compiled form, so that a pair or a scenario that leaves it
// out differs (issue 22, point 4).
func TestReadRepeatModes(t *testing.T) {
	for _, c := range []corpus.Card{
		{ID: "x-fr-r", Lang: "fr", Name: "Lanterne fantasque", Types: []string{rules.TArtifact},
			Text:  []string{"Quand la Lanterne fantasque arrive, choisissez trois. Vous pouvez choisir le même mode plus d'une fois."},
			Modes: []string{"Piochez une carte.", "Vous gagnez 2 points de vie."}},
		{ID: "x-it-r", Lang: "it", Name: "Lanterna Bizzarra", Types: []string{rules.TArtifact},
			Text:  []string{"Quando la Lanterna Bizzarra entra, scegli tre. Puoi scegliere lo stesso modo più di una volta."},
			Modes: []string{"Pesca una carta.", "Guadagni 2 punti vita."}},
	} {
		cr, err := ReadCard(&c)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"triggered when=enters choose=3 repeat_modes modes={do=[draw(n=1)] | do=[gain_life(n=2)]}"}
		if got := cr.Form(); !slices.Equal(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", c.Lang, got, want)
		}
	}
}

// TestPairSubtypesTranslated: a pair is compared on its subtypes in
// English (lexicon/subtypes.tsv): « gobelins » and « goblin » agree,
// « gobelins » and « elfi » do not.
func TestPairSubtypesTranslated(t *testing.T) {
	card := func(id, lang, sub, text string) corpus.Card {
		return corpus.Card{ID: id, Doc: "x-" + lang, Lang: lang, Name: "Chef " + id, Types: []string{rules.TCreature},
			Subtypes: []string{sub}, Text: []string{text}}
	}
	kb := &corpus.KB{Cards: []corpus.Card{
		card("x-fr-a", "fr", "gobelin", "Les autres gobelins que vous contrôlez gagnent +1/+1."),
		card("x-it-a", "it", "goblin", "Gli altri Goblin che controlli prendono +1/+1."),
		card("x-it-b", "it", "elfo", "Gli altri Elfi che controlli prendono +1/+1."),
	}}
	for _, tc := range []struct {
		to   string
		same int
	}{{"x-it-a", 1}, {"x-it-b", 0}} {
		rep, err := ReadCards(kb, []CardPair{{"x-fr-a", tc.to}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.PairsComparable != 1 || rep.PairsIdentical != tc.same {
			t.Errorf("x-fr-a / %s: comparable %d identical %d, want 1 and %d (%+v)", tc.to, rep.PairsComparable, rep.PairsIdentical, tc.same, rep.Mismatches)
		}
	}
}
