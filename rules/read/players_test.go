package read

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedEnergy plays energy from printed text (Kaladesh block): a
// spell's "You get {E}{E}" gives two counters; "Pay {E}: … gets +1/+1"
// (Aetherwind Basker) is paid from them, and refused once they are spent
// (118.3); a trigger's "you may pay {E}{E}. If you do, …" does its "if
// you do" only when paid.
func TestPrintedEnergy(t *testing.T) {
	for _, tc := range []struct{ lang, spellType, spell, beastType, pump, mayPay string }{
		{"en", "Instant", "Target creature gets +3/+3 until end of turn. You get {E}{E} (two energy counters).",
			"Creature — Lizard", "Pay {E}: Basker gets +1/+1 until end of turn.",
			"At the beginning of your upkeep, you may pay {E}{E}. If you do, draw a card."},
		{"fr", "Éphémère", "La créature ciblée gagne +3/+3 jusqu'à la fin du tour. Vous gagnez {E}{E} (deux marqueurs « énergie »).",
			"Créature : lézard", "Payez {E} : Basker gagne +1/+1 jusqu'à la fin du tour.",
			"Au début de votre entretien, vous pouvez payer {E}{E}. Si vous faites ainsi, piochez une carte."},
		{"it", "Istantaneo", "Una creatura bersaglio prende +3/+3 fino alla fine del turno. Ottieni {E}{E} (due segnalini energia).",
			"Creatura — Lucertola", "Paga {E}: Basker prende +1/+1 fino alla fine del turno.",
			"All'inizio del tuo mantenimento, puoi pagare {E}{E}. Se lo fai, pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		spell := g.AddCard(printedCard(t, tc.lang, "Smash", "{2}{R}", tc.spellType, "", tc.spell), 0, rules.ZoneHand, false)
		card := printedCard(t, tc.lang, "Basker", "{4}{G}", tc.beastType, "1/1", tc.pump, tc.mayPay)
		basker := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{R}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: basker.ID}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Energy; got != 2 {
			t.Fatalf("%s: %d energy after the spell, want 2", tc.lang, got)
		}
		pump := card.Faces[0].Abilities[0]
		for i := range 2 {
			if _, err := g.Activate(0, basker, pump, rules.CastOptions{Door: -1}); err != nil {
				t.Fatalf("%s: activation %d with energy left: %v", tc.lang, i+1, err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := g.Chars(basker).Power, 1+3+2; got != want {
			t.Errorf("%s: power %d after two activations, want %d", tc.lang, got, want)
		}
		if _, err := g.Activate(0, basker, pump, rules.CastOptions{Door: -1}); err == nil || !strings.Contains(err.Error(), "energy") {
			t.Errorf("%s: activated with no energy left (error %v)", tc.lang, err)
		}
		// The upkeep trigger: with no energy, "if you do" does not draw;
		// with two, it draws and spends them.
		for _, energy := range []int{0, 2} {
			g.Players[0].Energy = energy
			hand := len(g.Players[0].Hand)
			ab := card.Faces[0].Abilities[1]
			if err := g.Run(ab.Effects, &rules.EvalCtx{G: g, Src: basker.ID, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			want := hand
			if energy == 2 {
				want++
			}
			if got := len(g.Players[0].Hand); got != want || g.Players[0].Energy != 0 {
				t.Errorf("%s: with %d energy, hand %d → %d (want %d), energy left %d", tc.lang, energy, hand, got, want, g.Players[0].Energy)
			}
		}
	}
}

// TestPrintedReorderTop: "Look at the top three cards of your library,
// then put them back in any order" keeps the three on top, in the order
// chosen (none to the bottom, unlike scry), and the draw after it takes
// the one chosen first.
func TestPrintedReorderTop(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"en", "Sorcery", "Look at the top three cards of your library, then put them back in any order. Draw a card."},
		{"fr", "Rituel", "Regardez les trois cartes du dessus de votre bibliothèque, puis remettez-les dessus dans l'ordre de votre choix. Piochez une carte."},
		{"it", "Stregoneria", "Guarda le prime tre carte del tuo grimorio, poi rimettile a posto in qualsiasi ordine. Pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		for _, name := range []string{"a", "b", "c", "d"} {
			o := g.AddCard(&rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{{Name: name, Types: []string{rules.TLand}}}}, 0, rules.ZoneLibrary, false)
			o.Alias = name
		}
		aliases := func(ids []int) []string {
			var out []string
			for _, id := range ids {
				out = append(out, g.Objs[id].Alias)
			}
			return out
		}
		before := aliases(g.Players[0].Library)
		card := printedCard(t, tc.lang, "Ponder", "{U}", tc.typeLine, "", tc.text)
		effs := card.Faces[0].Abilities[0].Effects
		if effs[0].Op != "reorder_top" {
			t.Fatalf("%s: first instruction %s, want reorder_top", tc.lang, effs[0].Op)
		}
		// The choice: the third card on top, then the first; the second,
		// not named, under them; the fourth stays where it was.
		effs[0].Choose = before[2] + "," + before[0]
		if err := g.Run(effs, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		lib, hand := aliases(g.Players[0].Library), aliases(g.Players[0].Hand)
		if want := []string{before[0], before[1], before[3]}; !slices.Equal(lib, want) || !slices.Equal(hand, []string{before[2]}) {
			t.Errorf("%s: from %v, library %v and hand %v, want %v and [%s]", tc.lang, before, lib, hand, want, before[2])
		}
	}
}

// playerShapes are clauses whose subject is a player, and energy, in the
// three languages (real printed sentences: Duress, Beacon of Tomorrows,
// Tidehollow Sculler, Kaladesh's energy), each with the one form all
// three compile to.
var playerShapes = []struct {
	name       string
	spell      bool
	fr, it, en string
	want       string
}{
	{"target opponent reveals their hand, you choose from it", true,
		"L'adversaire ciblé révèle sa main. Vous y choisissez une carte non-légendaire non-terrain. Ce joueur se défausse de cette carte.",
		"Un avversario bersaglio rivela la sua mano. Scegli una carta non leggendaria e non terra da quella mano. Quel giocatore scarta quella carta.",
		"Target opponent reveals their hand. You choose a nonlegendary, nonland card from it. That player discards that card.",
		"spell targets=[opponent] do=[look_hand(to=t0); choose(filter=!legendary card in:hand nonland owner:t0); discard(what=choice to=t0)]"},
	{"reveals their hand and you choose, in one sentence", false,
		"Quand Foo arrive en jeu, l'adversaire ciblé révèle sa main et vous y choisissez une carte non-terrain. Retirez cette carte de la partie.",
		"Quando Foo entra in gioco, un avversario bersaglio rivela la sua mano e tu scegli una carta non terra da essa. Rimuovi dal gioco quella carta.",
		"When Foo enters the battlefield, target opponent reveals their hand and you choose a nonland card from it. Exile that card.",
		"triggered when=enters targets=[opponent] do=[look_hand(to=t0); choose(filter=card in:hand nonland owner:t0); exile(what=choice)]"},
	{"target player takes an extra turn", true,
		"Le joueur ciblé joue un tour supplémentaire après celui-ci.",
		"Il giocatore bersaglio gioca un altro turno dopo questo.",
		"Target player takes an extra turn after this one.",
		"spell targets=[player] do=[extra_turn(to=t0)]"},
	{"you get energy", false,
		"Quand Foo arrive sur le champ de bataille, vous gagnez {E}{E} (deux marqueurs « énergie »).",
		"Quando Foo entra nel campo di battaglia, ottieni {E}{E} (due segnalini energia).",
		"When Foo enters the battlefield, you get {E}{E} (two energy counters).",
		"triggered when=enters do=[get_energy(n=2)]"},
	{"gain life and energy, one verb in French", false,
		"Quand Foo arrive sur le champ de bataille, vous gagnez 3 points de vie et {E}{E}{E} (trois marqueurs « énergie »).",
		"Quando Foo entra nel campo di battaglia, guadagni 3 punti vita e ottieni {E}{E}{E} (tre segnalini energia).",
		"When Foo enters the battlefield, you gain 3 life and get {E}{E}{E} (three energy counters).",
		"triggered when=enters do=[gain_life(n=3); get_energy(n=3)]"},
	{"pay energy as a cost", false,
		"{T}, payez {E}{E}{E} : Piochez une carte.",
		"{T}, Paga {E}{E}{E}: Pesca una carta.",
		"{T}, Pay {E}{E}{E}: Draw a card.",
		"activated tap energy=3 do=[draw(n=1)]"},
	{"you may pay energy; if you do", false,
		"À chaque fois que Foo attaque, vous pouvez payer {E}{E}. Si vous faites ainsi, mettez un marqueur +1/+1 sur lui.",
		"Ogniqualvolta Foo attacca, puoi pagare {E}{E}. Se lo fai, metti un segnalino +1/+1 su di esso.",
		"Whenever Foo attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.",
		"triggered when=attacks do=[pay_energy(n=2 optional); if(if=did then=[counters(n=1 what=self kind=+1/+1)])]"},
	{"return to its owner's hand, with the owner as subject (Italian before 2009)", false,
		"{U} : Renvoyez Foo dans la main de son propriétaire.",
		"{U}: Il proprietario riprende in mano Foo.",
		"{U}: Return Foo to its owner's hand.",
		"activated cost={U} do=[bounce(what=self)]"},
	{"look at the top cards and put them back in any order", false,
		"{T} : Regardez les trois cartes du dessus de votre bibliothèque, puis remettez-les dessus dans l'ordre de votre choix.",
		"{T}: Guarda le prime tre carte del tuo grimorio, poi rimettile a posto nell'ordine che preferisci.",
		"{T}: Look at the top three cards of your library, then put them back in any order.",
		"activated tap do=[reorder_top(n=3)]"},
}

func TestReadPlayerShapes(t *testing.T) {
	for _, tc := range playerShapes {
		for lang, text := range map[string]string{"fr": tc.fr, "it": tc.it, "en": tc.en} {
			r, err := ReadParagraph(lang, "Foo", tc.spell, text)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
				continue
			}
			if got := strings.Join(r.Form(), " | "); got != tc.want {
				t.Errorf("%s (%s):\n got %s\nwant %s", tc.name, lang, got, tc.want)
			}
		}
	}
}
