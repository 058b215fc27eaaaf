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
	{"each player discards their hand, then draws seven cards", true,
		"Chaque joueur se défausse de sa main, puis pioche sept cartes.",
		"Ogni giocatore scarta la propria mano, poi pesca sette carte.",
		"Each player discards their hand, then draws seven cards.",
		"spell do=[discard_hand(to=each_player); draw(n=7 to=each_player)]"},
	{"a player discards that many cards", false,
		"À chaque fois que Foo inflige des blessures de combat à un joueur, ce joueur se défausse d'autant de cartes.",
		"Ogniqualvolta Foo infligge danno da combattimento a un giocatore, quel giocatore scarta altrettante carte.",
		"Whenever Foo deals combat damage to a player, that player discards that many cards.",
		"triggered when=combat_damage_player filter=self do=[discard(n=amount to=them)]"},
	{"opponents can't cast spells this turn", true,
		"Vos adversaires ne peuvent pas lancer de sorts ce tour-ci.",
		"I tuoi avversari non possono lanciare magie in questo turno.",
		"Your opponents can't cast spells this turn.",
		"spell do=[cant_cast(what=each_opponent until=this_turn)]"},
	{"players can't cast a kind of spell (static)", false,
		"Les joueurs ne peuvent pas lancer de sorts de créature.",
		"I giocatori non possono lanciare magie creatura.",
		"Players can't cast creature spells.",
		"static static=[cant_cast(kind=creature affects=each_player)]"},
	{"each player may play an additional land", false,
		"Chaque joueur peut jouer un terrain supplémentaire pendant chacun de ses tours.",
		"Ogni giocatore può giocare una terra addizionale in ognuno dei suoi turni.",
		"Each player may play an additional land on each of their turns.",
		"static static=[extra_land(n=1 affects=each_player)]"},
	{"you may play an additional land this turn", true,
		"Piochez trois cartes. Vous pouvez jouer un terrain supplémentaire ce tour-ci.",
		"Pesca tre carte. Puoi giocare una terra addizionale in questo turno.",
		"Draw three cards. You may play an additional land this turn.",
		"spell do=[draw(n=3); extra_land(n=1 what=you until=this_turn)]"},
	{"flash before it was a keyword (9th Edition)", false,
		"Vous pouvez jouer Foo à tout moment où vous pourriez jouer un éphémère.",
		"Puoi giocare Foo in qualsiasi momento in cui potresti giocare un istantaneo.",
		"Flash",
		"keyword flash"},
	{"a player shuffles their graveyard into their library", true,
		"Le joueur ciblé mélange son cimetière dans sa bibliothèque.",
		"Un giocatore bersaglio rimescola il suo cimitero nel suo grimorio.",
		"Target player shuffles their graveyard into their library.",
		"spell targets=[player] do=[move(what=all:card in:graveyard owner:t0 zone=library)]"},
	{"the top cards of target player's library, put back in any order", false,
		"Quand Foo arrive sur le champ de bataille, regardez les trois cartes du dessus de la bibliothèque du joueur ciblé, puis remettez-les dessus dans l'ordre de votre choix.",
		"Quando Foo entra nel campo di battaglia, guarda le prime tre carte del grimorio di un giocatore bersaglio, poi rimettile a posto in qualsiasi ordine.",
		"When Foo enters the battlefield, look at the top three cards of target player's library, then put them back in any order.",
		"triggered when=enters targets=[player] do=[reorder_top(n=3 to=t0)]"},
	{"exile the top card of target player's library", false,
		"À chaque fois que vous lancez un sort bleu, exilez la carte du dessus de la bibliothèque du joueur ciblé.",
		"Ogniqualvolta lanci una magia blu, esilia la prima carta del grimorio di un giocatore bersaglio.",
		"Whenever you cast a blue spell, exile the top card of target player's library.",
		"triggered when=cast_any filter=blue spell targets=[player] do=[exile_top(n=1 to=t0)]"},
	{"look at the hand of target player and choose a card from it", false,
		"{1}{B}, sacrifiez Foo : Regardez la main du joueur ciblé et choisissez-y une carte. Ce joueur se défausse de cette carte. Ne jouez cette capacité que lorsque vous pourriez jouer un rituel.",
		"{1}{B}, Sacrifica Foo: Guarda la mano di un giocatore bersaglio e scegli una carta da quella mano. Quel giocatore scarta quella carta. Gioca questa abilità solo quando potresti giocare una stregoneria.",
		"{1}{B}, Sacrifice Foo: Look at target player's hand and choose a card from it. That player discards that card. Activate only as a sorcery.",
		"activated cost={1}{B} sacrifice=self sorcery targets=[player] do=[look_hand(to=t0); choose(filter=card in:hand owner:t0); discard(what=choice to=t0)]"},
	{"target player exiles a card from their graveyard", false,
		"{T} : Le joueur ciblé exile une carte de son cimetière.",
		"{T}: Un giocatore bersaglio esilia una carta dal suo cimitero.",
		"{T}: Target player exiles a card from their graveyard.",
		"activated tap targets=[player] do=[move_one(filter=card in:graveyard owner:t0 zone=exile)]"},
	{"its controller gains life equal to its power", true,
		"Exilez la créature ciblée. Son contrôleur gagne un nombre de points de vie égal à sa force.",
		"Esilia una creatura bersaglio. Il suo controllore guadagna punti vita pari alla sua forza.",
		"Exile target creature. Its controller gains life equal to its power.",
		"spell targets=[creature] do=[exile(what=t0); gain_life(n=power(t0) to=controller(t0))]"},
	{"you may reveal a card from among them and put it into your hand", true,
		"Regardez les quatre cartes du dessus de votre bibliothèque. Vous pouvez révéler une carte de créature ou de terrain parmi elles et la mettre dans votre main. Mettez le reste au-dessous de votre bibliothèque dans n'importe quel ordre.",
		"Guarda le prime quattro carte del tuo grimorio. Puoi rivelare una carta creatura o terra scelta tra esse e aggiungerla alla tua mano. Metti le altre in fondo al tuo grimorio in qualsiasi ordine.",
		"Look at the top four cards of your library. You may reveal a creature or land card from among them and put it into your hand. Put the rest on the bottom of your library in any order.",
		"spell do=[look_top(n=4); put_looked(n=1 filter=card creature|land zone=hand); bottom_looked]"},
	{"put one of them into your hand and the rest on the bottom", true,
		"Regardez les trois cartes du dessus de votre bibliothèque, puis mettez l'une d'entre elles dans votre main et le reste au-dessous de votre bibliothèque, dans n'importe quel ordre.",
		"Guarda le prime tre carte del tuo grimorio, poi aggiungi alla tua mano una di quelle carte e metti le altre in fondo al tuo grimorio in qualsiasi ordine.",
		"Look at the top three cards of your library, then put one of them into your hand and the rest on the bottom of your library in any order.",
		"spell do=[look_top(n=3); put_one_looked(zone=hand); bottom_looked]"},
	{"you may pay mana; if you do", false,
		"Au début de votre entretien, vous pouvez payer {1}. Si vous faites ainsi, piochez une carte.",
		"All'inizio del tuo mantenimento, puoi pagare {1}. Se lo fai, pesca una carta.",
		"At the beginning of your upkeep, you may pay {1}. If you do, draw a card.",
		"triggered when=upkeep do=[pay_mana(cost={1} optional); if(if=did then=[draw(n=1)])]"},
	{"each player draws, then discards (French « et … ensuite »)", false,
		"{T} : Chaque joueur pioche une carte et se défausse ensuite d'une carte.",
		"{T}: Ogni giocatore pesca una carta, poi scarta una carta.",
		"{T}: Each player draws a card, then discards a card.",
		"activated tap do=[draw(n=1 to=each_player); discard(n=1 to=each_player)]"},
	{"target opponent exiles the top cards of their library", true,
		"L'adversaire ciblé exile les trois cartes du dessus de sa bibliothèque.",
		"Un avversario bersaglio esilia le prime tre carte del suo grimorio.",
		"Target opponent exiles the top three cards of their library.",
		"spell targets=[opponent] do=[exile_top(n=3 to=t0)]"},
	{"its controller creates a token (« met sur le champ de bataille un jeton », before 2016)", true,
		"Détruisez la créature ciblée. Son contrôleur met sur le champ de bataille un jeton de créature 1/1 blanche Esprit avec le vol.",
		"Distruggi una creatura bersaglio. Il suo controllore mette sul campo di battaglia una pedina creatura Spirito 1/1 bianca con volare.",
		"Destroy target creature. Its controller creates a 1/1 white Spirit creature token with flying.",
		"spell targets=[creature] do=[destroy(what=t0); token(n=1 to=controller(t0) kind=Creature — <type> keywords=flying colors=W pt=1/1)]"},
	{"you may reveal the card looked at (not the card itself)", false,
		"Au début de votre entretien, regardez la carte du dessus de votre bibliothèque. Vous pouvez révéler cette carte.",
		"All'inizio del tuo mantenimento, guarda la prima carta del tuo grimorio. Puoi rivelare quella carta.",
		"At the beginning of your upkeep, look at the top card of your library. You may reveal that card.",
		"triggered when=upkeep do=[look_top(n=1); reveal(what=looked optional)]"},
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

// TestPrintedCantCast: a static "Your opponents can't cast noncreature
// spells" stops the opponent's sorcery, not their creature spell nor the
// controller's own sorcery; "Your opponents can't cast spells this turn"
// stops the opponent's creature spell this turn only.
func TestPrintedCantCast(t *testing.T) {
	for _, tc := range []struct{ lang, static, spell, spellType string }{
		{"en", "Your opponents can't cast noncreature spells.", "Your opponents can't cast spells this turn.", "Sorcery"},
		{"fr", "Vos adversaires ne peuvent pas lancer de sorts non-créature.", "Vos adversaires ne peuvent pas lancer de sorts ce tour-ci.", "Rituel"},
		{"it", "I tuoi avversari non possono lanciare magie non creatura.", "I tuoi avversari non possono lanciare magie in questo turno.", "Stregoneria"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		bear := &rules.CardDef{ID: "inline:bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Cost: mustCost(t, "{0}"), Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}
		sorcery := &rules.CardDef{ID: "inline:sorcery", Name: "Sorcery", Faces: []*rules.Face{{Name: "Sorcery", Cost: mustCost(t, "{0}"), Types: []string{rules.TSorcery}}}}
		g.AddCard(printedCard(t, tc.lang, "Lock", "{2}", "Artifact", "", tc.static), 0, rules.ZoneBattlefield, false)
		cast := func(p int, def *rules.CardDef) error {
			o := g.AddCard(def, p, rules.ZoneHand, false)
			g.Active = p
			_, err := g.Cast(p, o, rules.CastOptions{Door: -1})
			if err == nil {
				err = g.ResolveAll()
			}
			return err
		}
		if err := cast(1, sorcery); err == nil || !strings.Contains(err.Error(), "forbids") {
			t.Errorf("%s: the opponent cast a sorcery under %q (error %v)", tc.lang, tc.static, err)
		}
		if err := cast(1, bear); err != nil {
			t.Errorf("%s: the opponent's creature spell: %v", tc.lang, err)
		}
		if err := cast(0, sorcery); err != nil {
			t.Errorf("%s: the controller's own sorcery: %v", tc.lang, err)
		}
		g.Active = 0
		if err := cast(0, printedCard(t, tc.lang, "Silence", "{0}", tc.spellType, "", tc.spell)); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := cast(1, bear); err == nil {
			t.Errorf("%s: the opponent cast a creature spell after %q", tc.lang, tc.spell)
		}
	}
}

// mustCost parses a mana cost.
func mustCost(t *testing.T, s string) rules.ManaCost {
	t.Helper()
	c, err := rules.ParseManaCost(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestPrintedExtraLandThisTurn: "You may play an additional land this
// turn" (Explore) gives two land plays this turn, one the next; "Each
// player may play an additional land on each of their turns" (Rites of
// Flourishing) gives every player two for as long as it is there.
func TestPrintedExtraLandThisTurn(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text, enchType, static string }{
		{"en", "Sorcery", "Draw a card. You may play an additional land this turn.", "Enchantment", "Each player may play an additional land on each of their turns."},
		{"fr", "Rituel", "Piochez une carte. Vous pouvez jouer un terrain supplémentaire ce tour-ci.", "Enchantement", "Chaque joueur peut jouer un terrain supplémentaire pendant chacun de ses tours."},
		{"it", "Stregoneria", "Pesca una carta. Puoi giocare una terra addizionale in questo turno.", "Incantesimo", "Ogni giocatore può giocare una terra addizionale in ognuno dei suoi turni."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		spell := g.AddCard(printedCard(t, tc.lang, "Explore", "{0}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.LandPlays(0); got != 2 {
			t.Errorf("%s: %d land plays after %q, want 2", tc.lang, got, tc.text)
		}
		for g.Step != rules.StepUntap {
			g.Advance()
		}
		if got := g.LandPlays(0); got != 1 {
			t.Errorf("%s: %d land plays the next turn, want 1", tc.lang, got)
		}
		g.AddCard(printedCard(t, tc.lang, "Rites", "{2}{G}", tc.enchType, "", tc.static), 0, rules.ZoneBattlefield, false)
		if a, b := g.LandPlays(0), g.LandPlays(1); a != 2 || b != 2 {
			t.Errorf("%s: land plays %d and %d under %q, want 2 and 2", tc.lang, a, b, tc.static)
		}
	}
}

// TestPrintedShuffleGraveyard: "Target player shuffles their graveyard
// into their library" (Feldon's Cane's kin) moves every card of that
// player's graveyard, and only that player's, to their library.
func TestPrintedShuffleGraveyard(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"en", "Instant", "Target player shuffles their graveyard into their library."},
		{"fr", "Éphémère", "Le joueur ciblé mélange son cimetière dans sa bibliothèque."},
		{"it", "Istantaneo", "Un giocatore bersaglio rimescola il suo cimitero nel suo grimorio."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		land := &rules.CardDef{ID: "inline:land", Name: "Land", Faces: []*rules.Face{{Name: "Land", Types: []string{rules.TLand}}}}
		for p := range 2 {
			for range 3 {
				g.AddCard(land, p, rules.ZoneGraveyard, false)
			}
		}
		spell := g.AddCard(printedCard(t, tc.lang, "Elixir", "{0}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 2}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if gy, lib := len(g.Players[1].Graveyard), len(g.Players[1].Library); gy != 0 || lib != 3 {
			t.Errorf("%s: the target's graveyard %d and library %d, want 0 and 3", tc.lang, gy, lib)
		}
		if gy := len(g.Players[0].Graveyard); gy != 4 {
			t.Errorf("%s: the caster's graveyard %d (three lands and the spell), want 4", tc.lang, gy)
		}
	}
}

// TestPrintedSwordsToPlowshares: "Exile target creature. Its controller
// gains life equal to its power." The exiled creature's controller gains
// its power as it last existed (608.2h), from a spell and from a
// planeswalker's ability alike (the card itself has no power).
func TestPrintedSwordsToPlowshares(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"en", "Instant", "Exile target creature. Its controller gains life equal to its power."},
		{"fr", "Éphémère", "Exilez la créature ciblée. Son contrôleur gagne un nombre de points de vie égal à sa force."},
		{"it", "Istantaneo", "Esilia una creatura bersaglio. Il suo controllore guadagna punti vita pari alla sua forza."},
		{"en", "Legendary Planeswalker — Ajani", "[−2]: Exile target creature. Its controller gains life equal to its power."},
		{"fr", "Planeswalker légendaire : Ajani", "-2 : Exilez la créature ciblée. Son contrôleur gagne un nombre de points de vie égal à sa force."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		ogre := g.AddCard(&rules.CardDef{ID: "inline:ogre", Name: "Ogre", Faces: []*rules.Face{{Name: "Ogre", Types: []string{rules.TCreature}, Power: "3", Toughness: "3"}}}, 1, rules.ZoneBattlefield, false)
		targets := rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: ogre.ID}}}}
		card := printedCard(t, tc.lang, "Swords", "{W}", tc.typeLine, "", tc.text)
		if strings.Contains(tc.typeLine, "walker") {
			card.Faces[0].Loyalty = 4
			pw := g.AddCard(card, 0, rules.ZoneBattlefield, false)
			if _, err := g.Activate(0, pw, card.Faces[0].Abilities[0], targets); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
		} else {
			spell := g.AddCard(card, 0, rules.ZoneHand, false)
			g.Players[0].Pool, _ = rules.ParsePool("{W}")
			if _, err := g.Cast(0, spell, targets); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if you, opp := g.Players[0].Life, g.Players[1].Life; you != 20 || opp != 23 {
			t.Errorf("%s %q: life %d and %d, want 20 and 23", tc.lang, tc.text, you, opp)
		}
	}
}

// TestPrintedPayMana: "you may pay {1}. If you do, draw a card" pays from
// the pool and draws; with nothing to pay it with, it neither pays nor
// draws; declined, it draws nothing either.
func TestPrintedPayMana(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "At the beginning of your upkeep, you may pay {1}. If you do, draw a card."},
		{"fr", "Au début de votre entretien, vous pouvez payer {1}. Si vous faites ainsi, piochez une carte."},
		{"it", "All'inizio del tuo mantenimento, puoi pagare {1}. Se lo fai, pesca una carta."},
	} {
		for _, c := range []struct {
			pool    string
			decline bool
			draws   int
		}{{"{1}", false, 1}, {"", false, 0}, {"{1}", true, 0}} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 3)
			card := printedCard(t, tc.lang, "Monolith", "{4}", "Artifact", "", tc.text)
			src := g.AddCard(card, 0, rules.ZoneBattlefield, false)
			g.Players[0].Pool, _ = rules.ParsePool(c.pool)
			g.Declining = c.decline
			if err := g.Run(card.Faces[0].Abilities[0].Effects, &rules.EvalCtx{G: g, Src: src.ID, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			paid := c.pool != "" && !c.decline
			if got := len(g.Players[0].Hand); got != c.draws || (g.Players[0].Pool.Total() == 0) != (paid || c.pool == "") {
				t.Errorf("%s, pool %q, declining %v: drew %d (want %d), pool left %v", tc.lang, c.pool, c.decline, got, c.draws, g.Players[0].Pool)
			}
		}
	}
}

// TestPrintedOneLookedRest: "Look at the top two cards of your library.
// Put one of them into your hand and the other into your graveyard" puts
// exactly one in hand (the one chosen, else the first) and the other in
// the graveyard; the third card stays.
func TestPrintedOneLookedRest(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard."},
		{"fr", "Regardez les deux cartes du dessus de votre bibliothèque. Mettez l'une d'entre elles dans votre main et l'autre dans votre cimetière."},
		{"it", "Guarda le prime due carte del tuo grimorio. Aggiungine una alla tua mano e metti l'altra nel tuo cimitero."},
	} {
		for _, choose := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 3)
			lib := slices.Clone(g.Players[0].Library)
			g.Objs[lib[1]].Alias = "second"
			if choose {
				g.Choices = []string{"second"}
			}
			card := printedCard(t, tc.lang, "Impulse", "{1}{U}", "Sorcery", "", tc.text)
			if err := g.Run(card.Faces[0].Abilities[0].Effects, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			p := g.Players[0]
			if len(p.Hand) != 1 || len(p.Graveyard) != 1 || len(p.Library) != 1 || p.Library[0] != lib[2] {
				t.Fatalf("%s: hand %d, graveyard %d, library %v (want 1, 1, the third card)", tc.lang, len(p.Hand), len(p.Graveyard), p.Library)
			}
			if got := g.Objs[p.Hand[0]].Alias == "second"; got != choose {
				t.Errorf("%s (choosing %v): the second card in hand: %v", tc.lang, choose, got)
			}
		}
	}
}

// TestPrintedNextTurnUpkeep: "Draw a card at the beginning of the next
// turn's upkeep" (Portent) draws at the next upkeep, whoever's turn it
// is, once.
func TestPrintedNextTurnUpkeep(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"en", "Sorcery", "Draw a card at the beginning of the next turn's upkeep."},
		{"fr", "Rituel", "Piochez une carte au début de l'entretien du prochain tour."},
		{"it", "Stregoneria", "Pesca una carta all'inizio del mantenimento del prossimo turno."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		spell := g.AddCard(printedCard(t, tc.lang, "Portent", "{0}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		if err := g.GoTo(rules.StepMain1, false); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		hand := len(g.Players[0].Hand)
		for range 2 {
			// The next turn (the opponent's) reaches its upkeep, and the
			// trigger resolves there; then the turn after.
			if err := g.GoTo(rules.StepUpkeep, true); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
		}
		if got := len(g.Players[0].Hand); got != hand+1 {
			t.Errorf("%s: %d cards in hand after two upkeeps, want %d (one drawn, once)", tc.lang, got, hand+1)
		}
	}
}
