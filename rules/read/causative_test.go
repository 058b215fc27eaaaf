package read

import (
	"strings"
	"testing"
)

// causativeShapes are real printed sentences (card name, French, Italian,
// English Oracle) with a causative, and the one form all three compile to
// ("Precursor" is Forerunner of the Empire's with an artifact for its
// Dinosaur: a subtype needs the card base, which ReadParagraph has not).
var causativeShapes = []mayRow{
	{"Igneous Elemental",
		"Quand l'Élémental ignescent arrive sur le champ de bataille, vous pouvez faire qu'il inflige 2 blessures à une créature ciblée.",
		"Quando l'Elementale Igneo entra nel campo di battaglia, puoi fargli infliggere 2 danni a una creatura bersaglio.",
		"When Igneous Elemental enters the battlefield, you may have it deal 2 damage to target creature.",
		"Élémental ignescent", "Elementale Igneo",
		"triggered when=enters targets=[creature] do=[damage(n=2 to=t0 optional)]"},
	{"Razormane Masticore",
		"Au début de votre étape de pioche, vous pouvez faire que la Masticore à crinière tranchante inflige 3 blessures à la créature ciblée.",
		"All'inizio della tua acquisizione, puoi fare infliggere dalla Masticora Chioma-Lama 3 danni a una creatura bersaglio.",
		"At the beginning of your draw step, you may have Razormane Masticore deal 3 damage to target creature.",
		"Masticore à crinière tranchante", "Masticora Chioma-Lama",
		"triggered when=draw_step targets=[creature] do=[damage(n=3 to=t0 optional)]"},
	{"Razormane Masticore",
		"Au début de votre étape de pioche, vous pouvez faire que la Masticore à crinière tranchante inflige 3 blessures à la créature ciblée.",
		"All'inizio della tua acquisizione, puoi far infliggere 3 danni dalla Masticora Chioma-Lama a una creatura bersaglio.",
		"At the beginning of your draw step, you may have Razormane Masticore deal 3 damage to target creature.",
		"Masticore à crinière tranchante", "Masticora Chioma-Lama",
		"triggered when=draw_step targets=[creature] do=[damage(n=3 to=t0 optional)]"},
	{"Ob Nixilis, the Fallen",
		"Toucheterre — À chaque fois qu'un terrain arrive sur le champ de bataille sous votre contrôle, vous pouvez faire que le joueur ciblé perde 3 points de vie. Si vous faites ainsi, mettez trois marqueurs +1/+1 sur Ob Nixilis, le Déchu.",
		"Terraferma — Ogniqualvolta una terra entra nel campo di battaglia sotto il tuo controllo, puoi far perdere 3 punti vita a un giocatore bersaglio. Se lo fai, metti tre segnalini +1/+1 su Ob Nixilis, il Caduto.",
		"Landfall — Whenever a land enters the battlefield under your control, you may have target player lose 3 life. If you do, put three +1/+1 counters on Ob Nixilis, the Fallen.",
		"Ob Nixilis, le Déchu", "Ob Nixilis, il Caduto",
		"triggered when=enters_any filter=land you_control targets=[player] do=[lose_life(n=3 to=t0 optional); if(if=did then=[counters(n=3 what=self kind=+1/+1)])]"},
	{"Bloodhusk Ritualist", // the doer after "a", the object between
		"À chaque fois qu'une créature arrive sur le champ de bataille sous le contrôle d'un adversaire, vous pouvez faire que ce joueur perde 1 point de vie.",
		"Ogniqualvolta una creatura entra nel campo di battaglia sotto il controllo di un avversario, puoi far perdere 1 punto vita a quel giocatore.",
		"Whenever a creature enters the battlefield under an opponent's control, you may have that player lose 1 life.",
		"Foo", "Foo",
		"triggered when=enters_any filter=creature opp_control do=[lose_life(n=1 to=them optional)]"},
	{"Hollowsage", // the doer after "a", the object before it
		"À chaque fois que le Sage des tréfonds devient dégagé, vous pouvez faire que le joueur ciblé se défausse d'une carte.",
		"Ogniqualvolta il Saggio Incupito viene STAPpato, puoi fare scartare una carta a un giocatore bersaglio.",
		"Whenever Hollowsage becomes untapped, you may have target player discard a card.",
		"Sage des tréfonds", "Saggio Incupito",
		"triggered when=becomes_untapped targets=[player] do=[discard(n=1 to=t0 optional)]"},
	{"Mordant Dragon",
		"À chaque fois que le Dragon acrimonieux inflige des blessures de combat à un joueur, vous pouvez faire qu'il inflige autant de blessures à la créature ciblée que ce joueur contrôle.",
		"Ogniqualvolta il Drago Caustico infligge danno da combattimento a un giocatore, puoi fargli infliggere altrettanti danni a una creatura bersaglio controllata da quel giocatore.",
		"Whenever Mordant Dragon deals combat damage to a player, you may have it deal that much damage to target creature that player controls.",
		"Dragon acrimonieux", "Drago Caustico",
		"triggered when=combat_damage_player filter=self targets=[creature them_control] do=[damage(n=amount to=t0 optional)]"},
	{"Precursor", // the doer after "a" is the card (« al Precursore »)
		"À chaque fois qu'un artefact arrive sur le champ de bataille sous votre contrôle, vous pouvez faire que le Précurseur inflige 1 blessure à chaque créature.",
		"Ogniqualvolta un artefatto entra nel campo di battaglia sotto il tuo controllo, puoi far infliggere al Precursore 1 danno a ogni creatura.",
		"Whenever an artifact enters the battlefield under your control, you may have Precursor deal 1 damage to each creature.",
		"Précurseur", "Precursore",
		"triggered when=enters_any filter=artifact you_control do=[damage(n=1 to=all:creature optional)]"},
	{"Mardu Ascendancy", // the doer is the creature that triggered: its source
		"À chaque fois qu'une créature que vous contrôlez avec un marqueur +1/+1 sur elle attaque, vous pouvez faire que cette créature inflige 1 blessure au joueur ciblé.",
		"Ogniqualvolta una creatura con un segnalino +1/+1 che controlli attacca, puoi farle infliggere 1 danno a un giocatore bersaglio.",
		"Whenever a creature you control with a +1/+1 counter on it attacks, you may have that creature deal 1 damage to target player.",
		"Foo", "Foo",
		"triggered when=creature_attacks filter=counter:+1/+1 creature you_control targets=[player] do=[damage(n=1 to=t0 source=it optional)]"},
	{"Somberwald Stag",
		"Quand le Cerf de Somberwald arrive sur le champ de bataille, vous pouvez faire qu'il se batte contre une créature ciblée que vous ne contrôlez pas.",
		"Quando il Cervo di Somberwald entra nel campo di battaglia, puoi farlo lottare con una creatura bersaglio che non controlli.",
		"When Somberwald Stag enters the battlefield, you may have it fight target creature you don't control.",
		"Cerf de Somberwald", "Cervo di Somberwald",
		"triggered when=enters targets=[creature opp_control] do=[fight(what=self to=t0 optional)]"},
	{"Fourth Bridge Prowler", // an optional continuous effect
		"Quand la Rôdeuse du quatrième pont arrive sur le champ de bataille, vous pouvez faire qu'une créature ciblée gagne -1/-1 jusqu'à la fin du tour.",
		"Quando la Predatrice del Quarto Ponte entra nel campo di battaglia, puoi far prendere -1/-1 a una creatura bersaglio fino alla fine del turno.",
		"When Fourth Bridge Prowler enters the battlefield, you may have target creature get -1/-1 until end of turn.",
		"Rôdeuse du quatrième pont", "Predatrice del Quarto Ponte",
		"triggered when=enters targets=[creature] do=[pump(p=-1 t=-1 what=t0 until=eot optional)]"},
	{"Reptilian Reflection", // the card itself after « far diventare »; its keywords and the duration at the end kept
		"À chaque fois que vous recyclez une carte, vous pouvez faire que le Reflet reptilien devienne une créature 5/4 Dinosaure avec le piétinement et la célérité en plus de ses autres types jusqu'à la fin du tour.",
		"Ogniqualvolta cicli una carta, puoi far diventare il Riflesso Rettile una creatura Dinosauro 5/4 con travolgere e rapidità in aggiunta ai suoi altri tipi fino alla fine del turno.",
		"Whenever you cycle a card, you may have Reptilian Reflection become a 5/4 Dinosaur creature with trample and haste in addition to its other types until end of turn.",
		"Reflet reptilien", "Riflesso Rettile",
		"triggered when=you_cycle filter=card do=[add_types(what=self types=Creature subtypes=<type> until=eot optional); grant(what=self keywords=haste,trample until=eot optional); set_pt(p=5 t=4 what=self until=eot optional)]"},
	{"Cultivator of Blades", // the Italian doer after « alle », the French subjunctive spelt as the indicative
		"À chaque fois que la Cultivatrice de lames attaque, vous pouvez faire que les autres créatures attaquantes gagnent +X/+X jusqu'à la fin du tour, X étant la force de la Cultivatrice de lames.",
		"Ogniqualvolta la Coltivatrice di Lame attacca, puoi far prendere +X/+X alle altre creature attaccanti fino alla fine del turno, dove X è la forza della Coltivatrice di Lame.",
		"Whenever Cultivator of Blades attacks, you may have other attacking creatures get +X/+X until end of turn, where X is Cultivator of Blades's power.",
		"Cultivatrice de lames", "Coltivatrice di Lame",
		"triggered when=attacks do=[pump(p=power(self) t=power(self) what=all:attacking creature other until=eot optional)]"},
}

// mayRow is a real card's sentence in French, Italian and English and
// the one form the three compile to.
type mayRow struct {
	name, fr, it, en string // name: the card's English name
	frName, itName   string // its French and Italian names
	want             string
}

func TestReadCausatives(t *testing.T) { checkMayRows(t, causativeShapes) }

// checkMayRows reads each row in the three languages, each on the card's
// name in that language.
func checkMayRows(t *testing.T, rows []mayRow) {
	t.Helper()
	for _, tc := range rows {
		for _, l := range []struct{ lang, name, text string }{{"fr", tc.frName, tc.fr}, {"it", tc.itName, tc.it}, {"en", tc.name, tc.en}} {
			r, err := ReadParagraph(l.lang, l.name, false, l.text)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, l.lang, r.Reason)
				continue
			}
			if got := strings.Join(r.Form(), " | "); got != tc.want {
				t.Errorf("%s (%s):\n got %s\nwant %s", tc.name, l.lang, got, tc.want)
			}
		}
	}
}

// TestReadCausativesUnread: a causative whose action the reader cannot
// read, or a sentence broken off at its comma, stays unread.
func TestReadCausativesUnread(t *testing.T) {
	for _, tc := range []struct{ lang, text, reason string }{
		{"fr", ", vous pouvez faire qu'elle inflige 1 blessure à chaque créature.", "begins with a comma"},
		{"en", "When Foo enters the battlefield, you may have it frobnicate target creature.", "no verb after the causative"},
		{"it", "Quando Foo entra nel campo di battaglia, puoi far frobnicare una creatura bersaglio.", "unknown verb"},
	} {
		r, err := ReadParagraph(tc.lang, "Foo", false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == ReadCompiled || !strings.Contains(r.Reason, tc.reason) {
			t.Errorf("%s %q: got %v %q, want unread with %q", tc.lang, tc.text, r.Form(), r.Reason, tc.reason)
		}
	}
}

// TestReadBecomesKeepsAbilities: "becomes a 5/5 Demon creature with
// flying and haste in addition to its other types until end of turn"
// keeps the abilities the description names and the duration that ends
// the sentence (Daxos's Torment, c15-18: they were dropped, and the
// change lasted the game).
func TestReadBecomesKeepsAbilities(t *testing.T) {
	checkMayRows(t, []mayRow{{"Daxos's Torment",
		"Constellation — À chaque fois que le Tourment de Daxos ou un autre enchantement arrive sur le champ de bataille sous votre contrôle, le Tourment de Daxos devient une créature 5/5 Démon avec le vol et la célérité en plus de ses autres types jusqu'à la fin du tour.",
		"Costellazione — Ogniqualvolta il Tormento di Daxos o un altro incantesimo entrano nel campo di battaglia sotto il tuo controllo, il Tormento di Daxos diventa una creatura Demone 5/5 con volare e rapidità in aggiunta ai suoi altri tipi fino alla fine del turno.",
		"Constellation — Whenever Daxos's Torment or another enchantment enters the battlefield under your control, Daxos's Torment becomes a 5/5 Demon creature with flying and haste in addition to its other types until end of turn.",
		"Tourment de Daxos", "Tormento di Daxos",
		"[constellation] triggered when=enters do=[add_types(what=self types=Creature subtypes=<type> until=eot); grant(what=self keywords=flying,haste until=eot); set_pt(p=5 t=5 what=self until=eot)] | " +
			"[constellation] triggered when=enters_any filter=enchantment other you_control do=[add_types(what=self types=Creature subtypes=<type> until=eot); grant(what=self keywords=flying,haste until=eot); set_pt(p=5 t=5 what=self until=eot)]"}})
}
