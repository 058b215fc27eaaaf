package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// Keyword abilities of other sets, as printed with their reminder text,
// read by the reader and played by the engine.

// TestPrintedDevoid: « Carence » / « Vacuità »: a card with a colored mana
// cost is colorless.
func TestPrintedDevoid(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : eldrazi et drone", "Carence (Cette carte n'a pas de couleur.)"},
		{"it", "Creatura — Eldrazi Drone", "Vacuità (Questa carta non ha colore.)"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, "Drone", "{1}{B}", tc.typeLine, "2/1", tc.text), 0, rules.ZoneBattlefield, false)
		if cols := g.Chars(o).Colors; len(cols) != 0 {
			t.Errorf("%s: colors %v, want none", tc.lang, cols)
		}
		plain := g.AddCard(printedCard(t, tc.lang, "Drone", "{1}{B}", tc.typeLine, "2/1"), 0, rules.ZoneBattlefield, false)
		if cols := g.Chars(plain).Colors; len(cols) != 1 {
			t.Errorf("%s: without devoid, colors %v, want black", tc.lang, cols)
		}
	}
}

// TestPrintedProwess: « Prouesse » / « Prodezza »: a noncreature spell
// cast gives +1/+1 until end of turn; a creature spell does not.
func TestPrintedProwess(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, instant, creature, draw, text string }{
		{"fr", "Créature : humain et moine", "Éphémère", "Créature : ours", "Piochez une carte.", "Prouesse (À chaque fois que vous lancez un sort non-créature, cette créature gagne +1/+1 jusqu'à la fin du tour.)"},
		{"it", "Creatura — Umano Monaco", "Istantaneo", "Creatura — Orso", "Pesca una carta.", "Prodezza (Ogniqualvolta lanci una magia non creatura, questa creatura prende +1/+1 fino alla fine del turno.)"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		if err := g.GoTo(rules.StepMain1, false); err != nil {
			t.Fatal(err)
		}
		monk := g.AddCard(printedCard(t, tc.lang, "Moine", "{R}", tc.typeLine, "1/2", tc.text), 0, rules.ZoneBattlefield, false)
		bear := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", tc.creature, "2/2"), 0, rules.ZoneHand, false)
		castPrinted(t, g, bear, "{G}")
		if p := g.Chars(monk).Power; p != 1 {
			t.Errorf("%s: power %d after a creature spell, want 1", tc.lang, p)
		}
		spell := g.AddCard(printedCard(t, tc.lang, "Éclair", "{R}", tc.instant, "", tc.draw), 0, rules.ZoneHand, false)
		library(g, 2)
		castPrinted(t, g, spell, "{R}")
		if ch := g.Chars(monk); ch.Power != 2 || ch.Toughness != 3 {
			t.Errorf("%s: %d/%d after a noncreature spell, want 2/3", tc.lang, ch.Power, ch.Toughness)
		}
	}
}

// TestPrintedExalted: « Exaltation » / « Esaltato »: a creature attacking
// alone gets +1/+1 for each instance; two attackers get nothing.
func TestPrintedExalted(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : humain et chevalier", "Exaltation (À chaque fois qu'une créature que vous contrôlez attaque seule, cette créature gagne +1/+1 jusqu'à la fin du tour pour chaque occurrence d'exaltation.)"},
		{"it", "Creatura — Umano Cavaliere", "Esaltato (Ogniqualvolta una creatura che controlli attacca da sola, quella creatura prende +1/+1 fino alla fine del turno per ogni istanza di esaltato.)"},
	} {
		for _, alone := range []bool{true, false} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			g.AddCard(printedCard(t, tc.lang, "Chevalier", "{W}", tc.typeLine, "1/1", tc.text), 0, rules.ZoneBattlefield, false)
			a := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", tc.typeLine, "2/2"), 0, rules.ZoneBattlefield, false)
			b := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", tc.typeLine, "2/2"), 0, rules.ZoneBattlefield, false)
			attackers, want := []*rules.Object{a}, 3
			if !alone {
				attackers, want = []*rules.Object{a, b}, 2
			}
			if err := g.DeclareAttackers(0, 1, attackers); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			if p := g.Chars(a).Power; p != want {
				t.Errorf("%s, alone %v: power %d, want %d", tc.lang, alone, p, want)
			}
		}
	}
}

// TestReadMorph: « Mue {2}{U} » / « Metamorfosi {2}{U} » and megamorph
// are read as their keyword with its cost (casting face down is the
// engine's to come).
func TestReadMorph(t *testing.T) {
	for _, tc := range []struct{ lang, text, want string }{
		{"fr", "Mue {2}{U} (Vous pouvez lancer cette carte face cachée pour {3} en tant que créature 2/2. Retournez-la face visible à tout moment pour son coût de mue.)", "keyword morph {2}{U}"},
		{"it", "Metamorfosi {2}{U} (Puoi lanciare questa carta a faccia in giù come creatura 2/2 per {3}. Girala a faccia in su in qualsiasi momento per il suo costo di metamorfosi.)", "keyword morph {2}{U}"},
		{"fr", "Mégamue {1}{G}", "keyword megamorph {1}{G}"},
		{"it", "Megamorfosi {1}{G}", "keyword megamorph {1}{G}"},
	} {
		r, err := ReadParagraph(tc.lang, "Lanterne fantasque", false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Form(); len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.text, got, tc.want)
		}
	}
}

// TestPrintedInfectWither: « Infection » / « Infettare » deals damage to a
// player as poison counters and to a creature as -1/-1 counters;
// « Flétrissure » / « Avvizzire » to a creature as -1/-1 counters and to a
// player as life loss.
func TestPrintedInfectWither(t *testing.T) {
	for _, tc := range []struct {
		lang, kw, ping           string
		poison, life, minus, dmg int
	}{
		{"fr", "Infection (Cette créature inflige des blessures aux créatures sous forme de marqueurs -1/-1 et aux joueurs sous forme de marqueurs « poison ».)", "{T} : La Lanterne fantasque inflige 1 blessure à n'importe quelle cible.", 1, 20, 1, 0},
		{"it", "Infettare (Questa creatura infligge danno alle creature sotto forma di segnalini -1/-1 e ai giocatori sotto forma di segnalini veleno.)", "{T}: La Lanterna Bizzarra infligge 1 danno a un qualsiasi bersaglio.", 1, 20, 1, 0},
		{"fr", "Flétrissure (Cette créature inflige des blessures aux créatures sous forme de marqueurs -1/-1.)", "{T} : La Lanterne fantasque inflige 1 blessure à n'importe quelle cible.", 0, 19, 1, 0},
		{"it", "Avvizzire (Questa creatura infligge danno alle creature sotto forma di segnalini -1/-1.)", "{T}: La Lanterna Bizzarra infligge 1 danno a un qualsiasi bersaglio.", 0, 19, 1, 0},
		{"fr", "Vol", "{T} : La Lanterne fantasque inflige 1 blessure à n'importe quelle cible.", 0, 19, 0, 1},
	} {
		name := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra"}[tc.lang]
		g := rules.NewGame(rules.EraModern, "you", "opp")
		src := g.AddCard(printedCard(t, tc.lang, name, "{B}", "Créature : horreur", "1/1", tc.kw, tc.ping), 0, rules.ZoneBattlefield, false)
		bear := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", "Créature : ours", "2/2"), 1, rules.ZoneBattlefield, false)
		var ping *rules.Ability
		for _, a := range g.Chars(src).Abilities {
			if a.Kind == rules.KindActivated {
				ping = a
			}
		}
		for _, tgt := range []rules.Target{{Player: 2}, {Obj: bear.ID}} {
			src.Tapped = false
			if _, err := g.Activate(0, src, ping, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{tgt}}}); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		opp := g.Players[1]
		if opp.Poison != tc.poison || opp.Life != tc.life || bear.CounterCount("-1/-1") != tc.minus || bear.Damage != tc.dmg {
			t.Errorf("%s %q: opponent %d poison %d life, bear %d -1/-1 counters %d damage; want %d, %d, %d, %d", tc.lang, tc.kw,
				opp.Poison, opp.Life, bear.CounterCount("-1/-1"), bear.Damage, tc.poison, tc.life, tc.minus, tc.dmg)
		}
	}
}

// TestPrintedLevelUp: « Montée de niveau {2} » / « Aumentare di livello
// {2} » is a sorcery-speed ability that puts a level counter on it.
func TestPrintedLevelUp(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "Montée de niveau {2} ({2} : Placez un marqueur « niveau » sur ce permanent. Ne montez de niveau qu'en tant que rituel.)"},
		{"it", "Aumentare di livello {2} ({2}: Metti un segnalino livello su questo permanente. Aumenta di livello solo come una stregoneria.)"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, "Adepte", "{W}", "Créature : humain", "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		var lvl *rules.Ability
		for _, a := range g.Chars(o).Abilities {
			if a.Label == "level_up" {
				lvl = a
			}
		}
		if lvl == nil {
			t.Fatalf("%s: no level up ability", tc.lang)
		}
		g.Step = rules.StepUpkeep
		g.Players[0].Pool, _ = rules.ParsePool("{2}")
		if _, err := g.Activate(0, o, lvl, rules.CastOptions{Door: -1}); err == nil {
			t.Errorf("%s: leveled up outside a main phase", tc.lang)
		}
		g.Step = rules.StepMain1
		g.Players[0].Pool, _ = rules.ParsePool("{2}")
		if _, err := g.Activate(0, o, lvl, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if n := o.CounterCount("level"); n != 1 {
			t.Errorf("%s: %d level counters, want 1", tc.lang, n)
		}
	}
}

// TestPrintedTypecycling: « Recyclage de terrain de base {1} » /
// « Cicloterra base {1} » discards the card from hand and finds a basic
// land (not the nonbasic on top) instead of drawing.
func TestPrintedTypecycling(t *testing.T) {
	for _, tc := range []struct{ lang, text, basic, nonbasic, want string }{
		{"fr", "Recyclage de terrain de base {1} ({1}, défaussez-vous de cette carte : Cherchez une carte de terrain de base dans votre bibliothèque, révélez-la, mettez-la dans votre main, puis mélangez.)", "Terrain de base : plaine", "Terrain", "keyword typecycling {1} basic land"},
		{"it", "Cicloterra base {1} ({1}, Scarta questa carta: Passa in rassegna il tuo grimorio per una carta terra base, rivelala e aggiungila alla tua mano, poi rimescola.)", "Terra Base — Pianura", "Terra", "keyword typecycling {1} basic land"},
		{"fr", "Recyclage de terrain de base {1}, recyclage de terrain de base {2}", "Terrain de base : plaine", "Terrain", "keyword typecycling {1} basic land\nkeyword typecycling {2} basic land"},
	} {
		r, err := ReadParagraph(tc.lang, "Béhémoth", false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Form(), "\n"); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.text, got, tc.want)
			continue
		}
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(basicLand(t, "Désert", tc.nonbasic), 0, rules.ZoneLibrary, false)
		g.AddCard(basicLand(t, "Plaine", tc.basic), 0, rules.ZoneLibrary, false)
		o := g.AddCard(printedCard(t, tc.lang, "Béhémoth", "{7}{G}", "Créature : bête", "7/7", tc.text), 0, rules.ZoneHand, false)
		var tcy *rules.Ability
		for _, a := range g.Chars(o).Abilities {
			if a.Label == "typecycling" {
				tcy = a
			}
		}
		if tcy == nil {
			t.Fatalf("%s: no typecycling ability in hand", tc.lang)
		}
		g.Players[0].Pool, _ = rules.ParsePool("{2}")
		if _, err := g.Activate(0, o, tcy, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		hand, gy := g.Players[0].Hand, g.Players[0].Graveyard
		if len(hand) != 1 || g.Objs[hand[0]].Card.Name != "Plaine" || len(gy) != 1 || g.Objs[gy[0]].Card.Name != "Béhémoth" {
			t.Errorf("%s: hand %v, graveyard %v; want the plains in hand and the card discarded", tc.lang, hand, gy)
		}
	}
}

// TestPrintedEvoke: « Évocation {U} » / « Apparire {U} »: cast for its
// evoke cost, the creature's enters trigger happens and it is sacrificed;
// cast for its mana cost, it stays.
func TestPrintedEvoke(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, etb, evoke string }{
		{"fr", "Créature : élémental", "Quand l'Éclaireur arrive, piochez une carte.", "Évocation {U} (Vous pouvez lancer ce sort pour son coût d'évocation. Dans ce cas, il est sacrifié quand il arrive sur le champ de bataille.)"},
		{"it", "Creatura — Elementale", "Quando l'Éclaireur entra, pesca una carta.", "Apparire {U} (Puoi lanciare questa magia pagando il suo costo di apparire. Se lo fai, viene sacrificata quando entra nel campo di battaglia.)"},
	} {
		for _, alt := range []string{"evoke", ""} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 2)
			o := g.AddCard(printedCard(t, tc.lang, "Éclaireur", "{3}{U}", tc.typeLine, "2/2", tc.etb, tc.evoke), 0, rules.ZoneHand, false)
			g.Players[0].Pool, _ = rules.ParsePool(map[string]string{"evoke": "{U}", "": "{3}{U}"}[alt])
			if _, err := g.Cast(0, o, rules.CastOptions{Door: -1, Alt: alt}); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			onBf, gy := len(g.Battlefield()), len(g.Players[0].Graveyard)
			if wantBf := map[string]int{"evoke": 0, "": 1}[alt]; onBf != wantBf || gy != 1-wantBf || len(g.Players[0].Hand) != 1 {
				t.Errorf("%s, alt %q: %d on the battlefield, %d in the graveyard, %d in hand; want %d, %d, 1",
					tc.lang, alt, onBf, gy, len(g.Players[0].Hand), wantBf, 1-wantBf)
			}
		}
	}
}

// TestPrintedIntimidate: « Intimidation » / « Intimidire »: only an
// artifact creature or a creature sharing a color with it blocks it.
func TestPrintedIntimidate(t *testing.T) {
	for _, tc := range []struct{ lang, text, artifact string }{
		{"fr", "Intimidation (Cette créature ne peut être bloquée que par des créatures-artefacts et/ou des créatures qui partagent une couleur avec elle.)", "Créature-artefact : golem"},
		{"it", "Intimidire (Questa creatura non può essere bloccata tranne che da creature artefatto e/o creature che condividono con essa un colore.)", "Creatura Artefatto — Golem"},
	} {
		for _, b := range []struct {
			cost, typeLine string
			ok             bool
		}{{"{G}", "Créature : ours", false}, {"{R}", "Créature : ours", true}, {"{3}", tc.artifact, true}} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			at := g.AddCard(printedCard(t, tc.lang, "Brute", "{1}{R}", "Créature : ogre", "2/2", tc.text), 0, rules.ZoneBattlefield, false)
			bl := g.AddCard(printedCard(t, tc.lang, "Bloqueur", b.cost, b.typeLine, "2/2"), 1, rules.ZoneBattlefield, false)
			if err := g.DeclareAttackers(0, 1, []*rules.Object{at}); err != nil {
				t.Fatal(err)
			}
			err := g.DeclareBlockers(1, []rules.Block{{Blocker: bl, Attacker: at}})
			if (err == nil) != b.ok {
				t.Errorf("%s: a %s %s blocker: %v, want blocking allowed %v", tc.lang, b.cost, b.typeLine, err, b.ok)
			}
		}
	}
}

// TestPrintedBloodthirst: « Soif de sang 2 » / « Sete di sangue 2 »: the
// creature enters with two +1/+1 counters only once an opponent was dealt
// damage this turn.
func TestPrintedBloodthirst(t *testing.T) {
	for _, tc := range []struct{ lang, text, bolt string }{
		{"fr", "Soif de sang 2 (Si un adversaire a subi des blessures ce tour-ci, ce permanent arrive sur le champ de bataille avec deux marqueurs +1/+1.)", "La Foudre inflige 1 blessure à n'importe quelle cible."},
		{"it", "Sete di sangue 2 (Se un avversario ha subito danno in questo turno, questo permanente entra nel campo di battaglia con due segnalini +1/+1.)", "La Foudre infligge 1 danno a un qualsiasi bersaglio."},
	} {
		for _, damaged := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			if damaged {
				bolt := g.AddCard(printedCard(t, tc.lang, "Foudre", "{R}", "Éphémère", "", tc.bolt), 0, rules.ZoneHand, false)
				g.Players[0].Pool, _ = rules.ParsePool("{R}")
				if _, err := g.Cast(0, bolt, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 2}}}}); err != nil {
					t.Fatal(err)
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
			}
			o := g.AddCard(printedCard(t, tc.lang, "Gobelin", "{R}", "Créature : gobelin", "1/1", tc.text), 0, rules.ZoneHand, false)
			castPrinted(t, g, o, "{R}")
			want := map[bool]int{false: 1, true: 3}[damaged]
			if p := g.Chars(g.Battlefield()[0]).Power; p != want {
				t.Errorf("%s, opponent damaged %v: power %d, want %d", tc.lang, damaged, p, want)
			}
		}
	}
}

// TestPrintedSplitSecond: « Fraction de seconde » / « Battibaleno »:
// while the spell is on the stack no other spell is cast and no ability
// but a mana ability activated; once it resolved, they are.
func TestPrintedSplitSecond(t *testing.T) {
	for _, tc := range []struct{ lang, kw, draw, ping string }{
		{"fr", "Fraction de seconde (Tant que ce sort est sur la pile, les joueurs ne peuvent pas lancer de sorts ni activer de capacités qui ne sont pas des capacités de mana.)", "Piochez une carte.", "{T} : Piochez une carte."},
		{"it", "Battibaleno (Finché questa magia è in pila, i giocatori non possono lanciare magie o attivare abilità che non siano abilità di mana.)", "Pesca una carta.", "{T}: Pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		fast := g.AddCard(printedCard(t, tc.lang, "Éclair", "{R}", "Éphémère", "", tc.kw, tc.draw), 0, rules.ZoneHand, false)
		other := g.AddCard(printedCard(t, tc.lang, "Réponse", "{U}", "Éphémère", "", tc.draw), 1, rules.ZoneHand, false)
		rod := g.AddCard(printedCard(t, tc.lang, "Baguette", "{1}", "Artefact", "", tc.ping), 1, rules.ZoneBattlefield, false)
		g.Players[0].Pool, _ = rules.ParsePool("{R}")
		if _, err := g.Cast(0, fast, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		g.Players[1].Pool, _ = rules.ParsePool("{U}")
		if _, err := g.Cast(1, other, rules.CastOptions{Door: -1}); err == nil {
			t.Errorf("%s: a spell was cast over split second", tc.lang)
		}
		if _, err := g.Activate(1, rod, g.Chars(rod).Abilities[0], rules.CastOptions{Door: -1}); err == nil {
			t.Errorf("%s: an ability was activated over split second", tc.lang)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Cast(1, other, rules.CastOptions{Door: -1}); err != nil {
			t.Errorf("%s: once it resolved: %v", tc.lang, err)
		}
	}
}

// TestPrintedEcho: « Écho {2}{R} » / « Eco {2}{R} »: at the upkeep of the
// controller's next turn they pay or sacrifice it; at the one after, the
// echo is not asked again.
func TestPrintedEcho(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "Écho {2}{R} (Au début de votre entretien, si cette créature est arrivée sous votre contrôle depuis le début de votre dernier entretien, sacrifiez-la à moins que vous ne payiez son coût d'écho.)"},
		{"it", "Eco {2}{R} (All'inizio del tuo mantenimento, se questo permanente è entrato sotto il tuo controllo dopo l'inizio del tuo ultimo mantenimento, sacrificalo a meno che tu non paghi il suo costo di eco.)"},
	} {
		for _, pay := range []bool{true, false} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 5)
			// Cast this turn: a permanent there from the start of the game
			// came under no one's control since an upkeep.
			castPrinted(t, g, g.AddCard(printedCard(t, tc.lang, "Brute", "{2}{R}", "Créature : ogre", "3/3", tc.text), 0, rules.ZoneHand, false), "{2}{R}")
			// Your next upkeep: the opponent's turn, then yours.
			yourUpkeep := func(pool string, decline bool) bool {
				for range 2 {
					if err := g.GoTo(rules.StepUpkeep, true); err != nil {
						t.Fatal(err)
					}
				}
				g.Players[0].Pool, _ = rules.ParsePool(pool)
				g.Declining = decline
				if err := g.Settle(); err != nil {
					t.Fatal(err)
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
				g.Declining = false
				return len(g.Battlefield()) == 1
			}
			if on := yourUpkeep("{2}{R}", !pay); on != pay {
				t.Errorf("%s, paid %v: on the battlefield %v after the first upkeep", tc.lang, pay, on)
			}
			if pay && !yourUpkeep("", true) {
				t.Errorf("%s: echo asked again at the next upkeep", tc.lang)
			}
		}
	}
}

// TestPrintedRebound: « Rebond » / « Ripresa »: cast from hand, the spell
// is exiled as it resolves and cast again, free, at your next upkeep; then
// it goes to the graveyard.
func TestPrintedRebound(t *testing.T) {
	for _, tc := range []struct{ lang, kw, draw string }{
		{"fr", "Rebond (Si vous lancez ce sort depuis votre main, exilez-le au moment où il se résout. Au début de votre prochain entretien, vous pouvez lancer cette carte depuis l'exil sans payer son coût de mana.)", "Piochez une carte."},
		{"it", "Ripresa (Se lanci questa magia dalla tua mano, esiliala mentre si risolve. All'inizio del tuo prossimo mantenimento, puoi lanciare questa carta dall'esilio senza pagare il suo costo di mana.)", "Pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 6)
		o := g.AddCard(printedCard(t, tc.lang, "Écho", "{1}{U}", "Éphémère", "", tc.draw, tc.kw), 0, rules.ZoneHand, false)
		castPrinted(t, g, o, "{1}{U}")
		if exiled(g) != 1 || len(g.Players[0].Hand) != 1 {
			t.Fatalf("%s: %d in exile, %d in hand after it resolved; want it exiled and a card drawn", tc.lang, exiled(g), len(g.Players[0].Hand))
		}
		for range 2 {
			if err := g.GoTo(rules.StepUpkeep, true); err != nil {
				t.Fatal(err)
			}
		}
		for range 2 {
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		if exiled(g) != 0 || len(g.Players[0].Graveyard) != 1 || len(g.Players[0].Hand) != 2 {
			t.Errorf("%s: %d in exile, %d in the graveyard, %d in hand after the upkeep; want 0, 1 and 2", tc.lang,
				exiled(g), len(g.Players[0].Graveyard), len(g.Players[0].Hand))
		}
	}
}

// exiled counts the objects in exile.
func exiled(g *rules.Game) int {
	n := 0
	for _, o := range g.Objs {
		if o.Zone == rules.ZoneExile {
			n++
		}
	}
	return n
}

// TestPrintedStorm: « Déluge » / « Tempesta »: cast after two spells this
// turn, the spell is copied twice (its copies are not cast: no storm of
// their own).
func TestPrintedStorm(t *testing.T) {
	for _, tc := range []struct{ lang, kw, draw string }{
		{"fr", "Déluge (Quand vous lancez ce sort, copiez-le pour chaque sort lancé avant lui ce tour-ci. Vous pouvez choisir de nouvelles cibles pour les copies.)", "Piochez une carte."},
		{"it", "Tempesta (Quando lanci questa magia, copiala per ogni magia lanciata prima di essa in questo turno. Puoi scegliere nuovi bersagli per le copie.)", "Pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 8)
		for range 2 {
			castPrinted(t, g, g.AddCard(printedCard(t, tc.lang, "Idée", "{U}", "Éphémère", "", tc.draw), 0, rules.ZoneHand, false), "{U}")
		}
		o := g.AddCard(printedCard(t, tc.lang, "Tempête", "{1}{U}", "Éphémère", "", tc.draw, tc.kw), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{1}{U}")
		if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		// The storm trigger goes on the stack above the spell.
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if n := len(g.Players[0].Hand); n != 5 {
			t.Errorf("%s: %d cards in hand, want 5 (two spells, then the storm spell and its two copies)", tc.lang, n)
		}
	}
}

// TestReadAffinityFirstPrintings: the Italian « Affinità con gli artefatti »
// of the first printings is today's « affinità per gli artefatti ».
func TestReadAffinityFirstPrintings(t *testing.T) {
	for _, text := range []string{
		"Affinità con gli artefatti (Questa magia costa {1} in meno per essere giocata per ogni artefatto che controlli.)",
		"Affinità per gli artefatti (Questa magia costa {1} in meno per essere lanciata per ogni artefatto che controlli.)",
	} {
		r, err := ReadParagraph("it", "Golem", false, text)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Form(), "\n"); got != "keyword affinity" {
			t.Errorf("%q: %q, want keyword affinity", text, got)
		}
	}
}
