package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedWerewolfSpellsLastTurn: Hanweir Watchkeep // Bane of Hanweir
// (ISD) transforms at an upkeep when no spells were cast during the
// previous turn, and back when one player cast two or more; two players
// casting one spell each is not "a player cast two".
func TestPrintedWerewolfSpellsLastTurn(t *testing.T) {
	for _, tc := range []struct{ lang, front, back, typeLine, frontText, backText string }{
		{"fr", "Guetteur de Hanweir", "Fléau de Hanweir", "Créature : humain, guerrier et loup-garou",
			"Au début de chaque entretien, si aucun sort n'a été lancé au tour précédent, transformez le Guetteur de Hanweir.",
			"Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez le Fléau de Hanweir."},
		{"it", "Sentinella di Hanweir", "Flagello di Hanweir", "Creatura — Guerriero Mannaro Umano",
			"All'inizio di ogni mantenimento, se nell'ultimo turno non sono state lanciate magie, trasforma la Sentinella di Hanweir.",
			"All'inizio di ogni mantenimento, se nell'ultimo turno un giocatore ha lanciato due o più magie, trasforma il Flagello di Hanweir."},
		{"en", "Hanweir Watchkeep", "Bane of Hanweir", "Creature — Human Warrior Werewolf",
			"At the beginning of each upkeep, if no spells were cast last turn, transform Hanweir Watchkeep.",
			"At the beginning of each upkeep, if a player cast two or more spells last turn, transform Bane of Hanweir."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 10)
		card := printedCard(t, tc.lang, tc.front, "{2}{R}", tc.typeLine, "1/5", tc.frontText)
		card.Back = printedCard(t, tc.lang, tc.back, "", tc.typeLine, "5/5", tc.backText).Faces[0]
		wolf := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		prayer := printedCard(t, "en", "Quick Prayer", "{0}", "Instant", "", "You gain 1 life.")
		// cast makes each player in casters cast one free instant.
		cast := func(casters ...int) {
			for _, p := range casters {
				o := g.AddCard(prayer, p, rules.ZoneHand, false)
				if _, err := g.Cast(p, o, rules.CastOptions{Door: -1}); err != nil {
					t.Fatalf("%s: player %d casts: %v", tc.lang, p, err)
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
			}
		}
		// nextUpkeep plays on to the next turn's upkeep and resolves its
		// triggers.
		nextUpkeep := func() {
			if err := g.GoTo(rules.StepUpkeep, true); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		steps := []struct {
			casters     []int
			transformed bool
		}{
			{nil, true},          // no spells: night
			{[]int{0, 1}, true},  // one each: no player cast two
			{[]int{1, 1}, false}, // one player cast two: day
			{[]int{0}, false},    // a spell was cast: stays
			{nil, true},
		}
		for i, s := range steps {
			cast(s.casters...)
			nextUpkeep()
			if wolf.Transformed != s.transformed {
				t.Fatalf("%s: step %d (casters %v): transformed %v, want %v", tc.lang, i, s.casters, wolf.Transformed, s.transformed)
			}
		}
	}
}

// TestPrintedEquippedEnchanted: Auriok Glaivemaster (DST) gets +1/+1 and
// first strike only while an Equipment is attached to it; an Aura
// attached is not "equipped", and Thran Golem (9ED) is "enchanted" only by
// an Aura.
func TestPrintedEquippedEnchanted(t *testing.T) {
	for _, tc := range []struct{ lang, name, text, attached string }{
		{"fr", "Maîtresse de glaive aurioke", "Tant que la Maîtresse de glaive aurioke est équipée, elle gagne +1/+1 et a l'initiative.", rules.SubEquipment},
		{"it", "Maestro del Gladio Auriok", "Fintanto che il Maestro del Gladio Auriok è equipaggiato, prende +1/+1 e ha attacco improvviso.", rules.SubEquipment},
		{"en", "Auriok Glaivemaster", "As long as Auriok Glaivemaster is equipped, it gets +1/+1 and has first strike.", rules.SubEquipment},
		{"fr", "Golem thran", "Tant que le Golem thran est enchanté, il gagne +2/+2 et il a le vol, l'initiative et le piétinement.", rules.SubAura},
		{"it", "Golem Thran", "Fintanto che il Golem Thran è incantato, prende +2/+2 e ha volare, attacco improvviso e travolgere.", rules.SubAura},
		{"en", "Thran Golem", "As long as Thran Golem is enchanted, it gets +2/+2 and has flying, first strike, and trample.", rules.SubAura},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{W}", "Creature — Human Soldier", "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		attach := func(sub string) *rules.Object {
			typ := map[string]string{rules.SubEquipment: rules.TArtifact, rules.SubAura: rules.TEnchantment}[sub]
			a := g.AddCard(&rules.CardDef{ID: "inline:" + sub, Name: sub, Faces: []*rules.Face{{Name: sub, Types: []string{typ}, Subtypes: []string{sub}}}}, 0, rules.ZoneBattlefield, false)
			a.AttachedTo = o.ID
			g.Touch()
			return a
		}
		if p := g.Chars(o).Power; p != 1 {
			t.Fatalf("%s %s: power %d with nothing attached, want 1", tc.lang, tc.name, p)
		}
		other := map[string]string{rules.SubEquipment: rules.SubAura, rules.SubAura: rules.SubEquipment}[tc.attached]
		attach(other)
		if p := g.Chars(o).Power; p != 1 {
			t.Errorf("%s %s: power %d with an %s attached, want 1", tc.lang, tc.name, p, other)
		}
		attach(tc.attached)
		if p, fs := g.Chars(o).Power, g.Chars(o).Has("first_strike"); p == 1 || !fs {
			t.Errorf("%s %s: power %d, first strike %v with an %s attached, want more and first strike", tc.lang, tc.name, p, fs, tc.attached)
		}
	}
}

// bear adds a vanilla creature of the power given for player p.
func bear(g *rules.Game, p int, power string) *rules.Object {
	return g.AddCard(&rules.CardDef{ID: "inline:Ours" + power, Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}, Power: power, Toughness: power}}}, p, rules.ZoneBattlefield, false)
}

// TestPrintedRevolt: Silkweaver Elite (AER) draws only when a permanent
// its controller controlled left the battlefield this turn; an
// opponent's permanent leaving does not count, and the count ends with
// the turn.
func TestPrintedRevolt(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Élite tissesoie", "Révolte — Quand l'Élite tissesoie arrive sur le champ de bataille, si un permanent que vous contrôliez a quitté le champ de bataille ce tour-ci, piochez une carte."},
		{"it", "Elite Tessitela", "Rivolta — Quando l'Elite Tessitela entra nel campo di battaglia, se un permanente che controllavi ha lasciato il campo di battaglia in questo turno, pesca una carta."},
		{"en", "Silkweaver Elite", "Revolt — When Silkweaver Elite enters the battlefield, if a permanent you controlled left the battlefield this turn, draw a card."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 10)
		card := printedCard(t, tc.lang, tc.name, "{2}{G}", "Creature — Elf Archer", "2/2", tc.text)
		// castElite casts a copy of the card and reports whether it drew.
		castElite := func() bool {
			o := g.AddCard(card, 0, rules.ZoneHand, false)
			hand := len(g.Players[0].Hand)
			g.Players[0].Pool, _ = rules.ParsePool("{2}{G}")
			if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			return len(g.Players[0].Hand) == hand
		}
		destroy := func(o *rules.Object) {
			if err := g.Run([]*rules.Effect{{Op: "destroy", What: "t0"}}, &rules.EvalCtx{G: g, Ctrl: 0, Targets: [][]rules.Target{{{Obj: o.ID}}}}); err != nil {
				t.Fatal(err)
			}
		}
		if castElite() {
			t.Errorf("%s: drew with nothing gone", tc.lang)
		}
		destroy(bear(g, 1, "2"))
		if castElite() {
			t.Errorf("%s: drew when an opponent's permanent left", tc.lang)
		}
		destroy(bear(g, 0, "2"))
		if !castElite() {
			t.Errorf("%s: did not draw after its controller's permanent left", tc.lang)
		}
		if err := g.GoTo(rules.StepMain1, true); err != nil {
			t.Fatal(err)
		}
		g.Active = 0
		if castElite() {
			t.Errorf("%s: drew on the next turn", tc.lang)
		}
	}
}

// TestPrintedFormidable: Atarka Beastbreaker's (DTK) ability can be
// activated only while the creatures its controller controls have total
// power 8 or greater; an opponent's creatures do not count.
func TestPrintedFormidable(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Dresseur de bêtes d'Atarka", "Redoutable — {4}{G} : Le Dresseur de bêtes d'Atarka gagne +4/+4 jusqu'à la fin du tour. N'activez cette capacité que si les créatures que vous contrôlez ont une force totale supérieure ou égale à 8."},
		{"it", "Domatore Atarka", "Formidabile — {4}{G}: Il Domatore Atarka prende +4/+4 fino alla fine del turno. Attiva questa abilità solo se le creature che controlli hanno una forza totale pari o superiore a 8."},
		{"en", "Atarka Beastbreaker", "Formidable — {4}{G}: Atarka Beastbreaker gets +4/+4 until end of turn. Activate only if creatures you control have total power 8 or greater."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, tc.name, "{1}{G}", "Creature — Human Warrior", "2/2", tc.text)
		o := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		activate := func() error {
			g.Players[0].Pool, _ = rules.ParsePool("{4}{G}")
			_, err := g.Activate(0, o, card.Faces[0].Abilities[0], rules.CastOptions{Door: -1})
			return err
		}
		bear(g, 0, "5")
		bear(g, 1, "6")
		if err := activate(); err == nil {
			t.Errorf("%s: activated with total power 7", tc.lang)
		}
		bear(g, 0, "1")
		if err := activate(); err != nil {
			t.Errorf("%s: with total power 8: %v", tc.lang, err)
		}
	}
}

// TestPrintedCastFromHand: Coal Stoker (TSR) adds {R}{R}{R} when it
// enters cast from its owner's hand, not when put onto the battlefield
// from a graveyard.
func TestPrintedCastFromHand(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Chauffeur de charbon", "Quand le Chauffeur de charbon arrive sur le champ de bataille, si vous l'avez lancé depuis votre main, ajoutez {R}{R}{R}."},
		{"it", "Fuochista Carbonaio", "Quando il Fuochista Carbonaio entra nel campo di battaglia, se l'hai lanciato dalla tua mano, aggiungi {R}{R}{R}."},
		{"en", "Coal Stoker", "When Coal Stoker enters the battlefield, if you cast it from your hand, add {R}{R}{R}."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, tc.name, "{3}{R}", "Creature — Elemental", "3/3", tc.text)
		o := g.AddCard(card, 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{3}{R}")
		if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Pool.Total(); got != 3 {
			t.Errorf("%s: cast from the hand: pool %s, want {R}{R}{R}", tc.lang, g.Players[0].Pool)
		}
		g.Players[0].Pool, _ = rules.ParsePool("")
		dead := g.AddCard(card, 0, rules.ZoneGraveyard, false)
		if err := g.Run([]*rules.Effect{{Op: "move", What: "t0", Zone: "battlefield"}}, &rules.EvalCtx{G: g, Ctrl: 0, Targets: [][]rules.Target{{{Obj: dead.ID}}}}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Pool.Total(); got != 0 {
			t.Errorf("%s: put onto the battlefield: pool %s, want empty", tc.lang, g.Players[0].Pool)
		}
	}
}

// TestPrintedDevotionGod: Heliod, God of the Sun (THS) is not a creature
// while its controller's devotion to white is less than five, and is one
// from five on (its own {W} counts).
func TestPrintedDevotionGod(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Héliode, dieu du Soleil", "Créature-enchantement légendaire : dieu", "Tant que votre dévotion au blanc est inférieure à cinq, Héliode n'est pas une créature."},
		{"it", "Eliod, Dio del Sole", "Creatura Incantesimo Leggendaria — Dio", "Fintanto che la tua devozione al bianco è inferiore a cinque, Eliod non è una creatura."},
		{"en", "Heliod, God of the Sun", "Legendary Enchantment Creature — God", "As long as your devotion to white is less than five, Heliod isn't a creature."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		god := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{W}", tc.typeLine, "5/6", tc.text), 0, rules.ZoneBattlefield, false)
		ww, err := rules.ParseManaCost("{W}{W}")
		if err != nil {
			t.Fatal(err)
		}
		knight := func(p int) {
			g.AddCard(&rules.CardDef{ID: "inline:knight", Name: "Knight", Faces: []*rules.Face{{Name: "Knight",
				Cost: ww, Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, p, rules.ZoneBattlefield, false)
			g.Touch()
		}
		if g.Chars(god).Is(rules.TCreature) {
			t.Errorf("%s: a creature with devotion 1", tc.lang)
		}
		knight(1) // an opponent's white permanent: not your devotion
		knight(0) // 3
		if g.Chars(god).Is(rules.TCreature) {
			t.Errorf("%s: a creature with devotion 3", tc.lang)
		}
		knight(0) // 5
		if !g.Chars(god).Is(rules.TCreature) {
			t.Errorf("%s: not a creature with devotion 5", tc.lang)
		}
	}
}

// TestPrintedFastLand: Blooming Marsh (KLD) enters untapped while its
// controller controls two or fewer other lands, tapped from three on.
func TestPrintedFastLand(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Marécage bourgeonnant", "Le Marécage bourgeonnant arrive sur le champ de bataille engagé à moins que vous ne contrôliez deux autres terrains ou moins."},
		{"it", "Palude Fiorente", "La Palude Fiorente entra nel campo di battaglia TAPpata a meno che tu non controlli al massimo altre due terre."},
		{"en", "Blooming Marsh", "Blooming Marsh enters the battlefield tapped unless you control two or fewer other lands."},
	} {
		card := printedCard(t, tc.lang, tc.name, "", "Land", "", tc.text)
		for lands, tapped := range []bool{false, false, false, true, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			for range lands {
				g.AddCard(&rules.CardDef{ID: "inline:Marais", Name: "Marais", Faces: []*rules.Face{{Name: "Marais", Types: []string{rules.TLand}}}}, 0, rules.ZoneBattlefield, false)
			}
			g.AddCard(&rules.CardDef{ID: "inline:Marais", Name: "Marais", Faces: []*rules.Face{{Name: "Marais", Types: []string{rules.TLand}}}}, 1, rules.ZoneBattlefield, false)
			o := g.AddCard(card, 0, rules.ZoneHand, false)
			if err := g.PlayLand(0, o); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
			var marsh *rules.Object
			for _, b := range g.Battlefield() {
				if b.Card == card {
					marsh = b
				}
			}
			if marsh == nil || marsh.Tapped != tapped {
				t.Errorf("%s: with %d other lands: entered tapped %v, want %v", tc.lang, lands, marsh != nil && marsh.Tapped, tapped)
			}
		}
	}
}

// TestPrintedAscend: Skymarcher Aspirant (RIX) has flying once its
// controller controls ten permanents, and keeps it with fewer (the city's
// blessing is for the rest of the game); Secrets of the Golden City (RIX)
// gives the blessing as it resolves, before its "if you have the city's
// blessing".
func TestPrintedAscend(t *testing.T) {
	for _, tc := range []struct {
		lang, name, typeLine, ascend, text string
		spell                              bool
	}{
		{"fr", "Aspirante marcheciel", "Créature : vampire et soldat", "Ascension (Si vous contrôlez au moins dix permanents, vous gagnez l'agrément de la cité pour le reste de la partie.)",
			"L'Aspirante marcheciel a le vol tant que vous avez l'agrément de la cité.", false},
		{"it", "Aspirante Aerofante", "Creatura — Soldato Vampiro", "Ascesa (Se controlli dieci o più permanenti, ottieni la benedizione della città per il resto della partita.)",
			"L'Aspirante Aerofante ha volare fintanto che hai la benedizione della città.", false},
		{"en", "Skymarcher Aspirant", "Creature — Vampire Soldier", "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)",
			"Skymarcher Aspirant has flying as long as you have the city's blessing.", false},
		{"fr", "Secrets de la cité d'or", "Rituel", "Ascension (Si vous contrôlez au moins dix permanents, vous gagnez l'agrément de la cité pour le reste de la partie.)",
			"Piochez deux cartes. Si vous avez l'agrément de la cité, piochez trois cartes à la place.", true},
		{"it", "Segreti della Città Dorata", "Stregoneria", "Ascesa (Se controlli dieci o più permanenti, ottieni la benedizione della città per il resto della partita.)",
			"Pesca due carte. Se hai la benedizione della città, pesca invece tre carte.", true},
		{"en", "Secrets of the Golden City", "Sorcery", "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)",
			"Draw two cards. If you have the city's blessing, draw three cards instead.", true},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 10)
		lands := func(p, n int) (out []*rules.Object) {
			for range n {
				out = append(out, g.AddCard(&rules.CardDef{ID: "inline:Plaine", Name: "Plaine", Faces: []*rules.Face{{Name: "Plaine", Types: []string{rules.TLand}}}}, p, rules.ZoneBattlefield, false))
			}
			return out
		}
		if tc.spell {
			// cast casts the sorcery and reports the cards drawn.
			cast := func() int {
				o := g.AddCard(printedCard(t, tc.lang, tc.name, "{1}{U}{U}", tc.typeLine, "", tc.ascend, tc.text), 0, rules.ZoneHand, false)
				hand := len(g.Players[0].Hand)
				g.Players[0].Pool, _ = rules.ParsePool("{1}{U}{U}")
				if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
					t.Fatalf("%s: %v", tc.lang, err)
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
				return len(g.Players[0].Hand) - hand + 1
			}
			lands(1, 10)
			lands(0, 9)
			if n := cast(); n != 2 {
				t.Errorf("%s: with nine permanents drew %d, want 2", tc.lang, n)
			}
			lands(0, 1)
			if n := cast(); n != 3 {
				t.Errorf("%s: with ten permanents drew %d, want 3", tc.lang, n)
			}
			continue
		}
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{W}", tc.typeLine, "2/1", tc.ascend, tc.text), 0, rules.ZoneBattlefield, false)
		flying := func() bool {
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			return g.Chars(o).Has("flying")
		}
		lands(1, 10)
		some := lands(0, 8)
		if flying() {
			t.Errorf("%s: flying with nine permanents", tc.lang)
		}
		lands(0, 1)
		if !flying() {
			t.Errorf("%s: no flying with ten permanents", tc.lang)
		}
		for _, l := range some {
			g.Move(l, rules.ZoneGraveyard, rules.MoveOpts{})
		}
		if !flying() {
			t.Errorf("%s: lost flying with fewer permanents", tc.lang)
		}
	}
}

// TestPrintedSpentToCast: Azorius Herald (C13) stays only when {U} was
// spent to cast it; paid with white and generic mana it is sacrificed.
func TestPrintedSpentToCast(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Héraut d'Azorius", "Quand le Héraut d'Azorius arrive sur le champ de bataille, sacrifiez-le à moins que {U} n'ait été dépensé pour le lancer."},
		{"it", "Araldo di Azorius", "Quando l'Araldo di Azorius entra nel campo di battaglia, sacrificalo a meno che non sia stato speso {U} per lanciarlo."},
		{"en", "Azorius Herald", "When Azorius Herald enters the battlefield, sacrifice it unless {U} was spent to cast it."},
	} {
		card := printedCard(t, tc.lang, tc.name, "{2}{W}", "Creature — Spirit", "2/1", tc.text)
		for _, c := range []struct {
			pool  string
			stays bool
		}{{"{2}{W}", false}, {"{U}{W}{G}", true}, {"{W}{W}{W}", false}} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			o := g.AddCard(card, 0, rules.ZoneHand, false)
			g.Players[0].Pool, _ = rules.ParsePool(c.pool)
			if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			if stays := len(g.Battlefield()) == 1; stays != c.stays {
				t.Errorf("%s: paid %s: on the battlefield %v, want %v", tc.lang, c.pool, stays, c.stays)
			}
		}
	}
}

// TestPrintedOpponentComparisons: Linvala, the Preserver (OGW) makes an
// Angel only when one opponent controls more creatures than its
// controller, Linvala included (two opponents' creatures are not added
// up) and gains 5 life
// when one opponent has more life; Okina Nightwatch (SOK) gets +3/+3 while
// its controller has more cards in hand than each opponent.
func TestPrintedOpponentComparisons(t *testing.T) {
	for _, tc := range []struct{ lang, name, life, angel, okinaName, okina string }{
		{"fr", "Linvala, la Préservatrice",
			"Quand Linvala, la Préservatrice arrive sur le champ de bataille, si un adversaire a plus de points de vie que vous, vous gagnez 5 points de vie.",
			"Quand Linvala arrive sur le champ de bataille, si un adversaire contrôle plus de créatures que vous, mettez sur le champ de bataille un jeton de créature 3/3 blanche Ange avec le vol.",
			"Garde de nuit d'Okina", "Tant que vous avez plus de cartes en main que chaque adversaire, la Garde de nuit d'Okina gagne +3/+3."},
		{"it", "Linvala, la Protettrice",
			"Quando Linvala, la Protettrice entra nel campo di battaglia, se un avversario ha più punti vita di te, guadagni 5 punti vita.",
			"Quando Linvala entra nel campo di battaglia, se un avversario controlla più creature di te, metti sul campo di battaglia una pedina creatura Angelo 3/3 bianca con volare.",
			"Guardia Notturna di Okina", "Fintanto che hai in mano più carte di ogni avversario, la Guardia Notturna di Okina prende +3/+3."},
		{"en", "Linvala, the Preserver",
			"When Linvala, the Preserver enters the battlefield, if an opponent has more life than you, you gain 5 life.",
			"When Linvala enters the battlefield, if an opponent controls more creatures than you, create a 3/3 white Angel creature token with flying.",
			"Okina Nightwatch", "As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3."},
	} {
		linvala := printedCard(t, tc.lang, tc.name, "{4}{W}{W}", "Legendary Creature — Angel", "5/5", tc.life, tc.angel)
		for _, c := range []struct {
			opp1, opp2, oppLife int
			angel, gain         bool
		}{{1, 1, 20, false, false}, {2, 2, 20, false, false}, {1, 3, 20, true, false}, {0, 1, 21, false, true}} {
			g := rules.NewGame(rules.EraModern, "you", "opp", "opp2")
			bear(g, 0, "2")
			for range c.opp1 {
				bear(g, 1, "2")
			}
			for range c.opp2 {
				bear(g, 2, "2")
			}
			g.Players[2].Life = c.oppLife
			o := g.AddCard(linvala, 0, rules.ZoneHand, false)
			g.Players[0].Pool, _ = rules.ParsePool("{4}{W}{W}")
			if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			mine := 0
			for _, b := range g.Battlefield() {
				if g.Chars(b).Controller == 0 {
					mine++
				}
			}
			if angel := mine == 3; angel != c.angel {
				t.Errorf("%s: opponents' creatures %d and %d: angel %v, want %v", tc.lang, c.opp1, c.opp2, angel, c.angel)
			}
			if gain := g.Players[0].Life == 25; gain != c.gain {
				t.Errorf("%s: opponent's life %d: gained %v, want %v", tc.lang, c.oppLife, gain, c.gain)
			}
		}
		g := rules.NewGame(rules.EraModern, "you", "opp", "opp2")
		library(g, 10)
		okina := g.AddCard(printedCard(t, tc.lang, tc.okinaName, "{4}{G}", "Creature — Human Monk", "4/3", tc.okina), 0, rules.ZoneBattlefield, false)
		draw := func(p, n int) {
			if err := g.Run([]*rules.Effect{{Op: "draw", N: rules.ConstExpr(n)}}, &rules.EvalCtx{G: g, Ctrl: p}); err != nil {
				t.Fatal(err)
			}
		}
		draw(0, 2)
		draw(1, 1)
		draw(2, 2)
		if p := g.Chars(okina).Power; p != 4 {
			t.Errorf("%s: 2 cards against 1 and 2: power %d, want 4", tc.lang, p)
		}
		draw(0, 1)
		if p := g.Chars(okina).Power; p != 7 {
			t.Errorf("%s: 3 cards against 1 and 2: power %d, want 7", tc.lang, p)
		}
	}
}
