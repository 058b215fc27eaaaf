package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// diceRows are die rolls and the planar die (branch grammar-dice), real
// printed paragraphs in French, Italian and English (Oracle).
var diceRows = []conditionRow{
	{"chaos: « vous obtenez chaos », « tiri caos », \"you roll {CHAOS}\" (PHOP Tazeem)", false,
		[3]string{"Tazeem", "Tazeem", "Tazeem"},
		"À chaque fois que vous obtenez chaos, piochez une carte pour chaque terrain que vous contrôlez.",
		"Ogniqualvolta tiri caos, pesca una carta per ogni terra che controlli.",
		"Whenever you roll {CHAOS}, draw a card for each land you control.",
		"triggered when=chaos_rolled do=[draw(n=count(land you_control))]"},
	{"chaos: the plane names itself (OPC2 Astral Arena)", false,
		[3]string{"Arène astrale", "Arena Astrale", "Astral Arena"},
		"À chaque fois que vous obtenez chaos, l'Arène astrale inflige 2 blessures à chaque créature.",
		"Ogniqualvolta tiri caos, l'Arena Astrale infligge 2 danni a ogni creatura.",
		"Whenever you roll {CHAOS}, Astral Arena deals 2 damage to each creature.",
		"triggered when=chaos_rolled do=[damage(n=2 to=all:creature)]"},
	{"chaos: a target (OHOP Stronghold Furnace)", false,
		[3]string{"Fourneau de la Forteresse", "Fornace della Fortezza", "Stronghold Furnace"},
		"À chaque fois que vous obtenez chaos, le Fourneau de la Forteresse inflige 1 blessure à une cible, créature ou joueur.",
		"Ogniqualvolta tiri caos, la Fornace della Fortezza infligge 1 danno a una creatura o a un giocatore bersaglio.",
		"Whenever you roll {CHAOS}, Stronghold Furnace deals 1 damage to any target.",
		"triggered when=chaos_rolled targets=[any] do=[damage(n=1 to=t0)]"},
	{"roll the planar die (PC2 Fractured Powerstone)", false,
		[3]string{"Lithoforce fracturée", "Pietra del Potere Spezzata", "Fractured Powerstone"},
		"{T} : Lancez le dé planaire. N'activez cette capacité que lorsque vous pourriez lancer un rituel.",
		"{T}: Tira il dado planare. Attiva questa abilità solo quando potresti lanciare una stregoneria.",
		"{T}: Roll the planar die. Activate only as a sorcery.",
		"activated tap sorcery do=[roll_planar]"},
	{"X/X, where X is the result: the die's, not X chosen on casting (AFC Ebony Fly)", false,
		[3]string{"Mouche d'ébène", "Mosca d'Ebano", "Ebony Fly"},
		"{4} : Lancez un d6. Jusqu'à la fin du tour, vous pouvez faire que la Mouche d'ébène devienne une créature-artefact X/X Insecte avec le vol, X étant le résultat.",
		"{4}: Tira un d6. Puoi far diventare la Mosca d'Ebano una creatura artefatto Insetto X/X con volare fino alla fine del turno, dove X è il risultato.",
		"{4}: Roll a d6. Until end of turn, you may have Ebony Fly become an X/X Insect artifact creature with flying, where X is the result.",
		"activated cost={4} do=[roll(n=6); set_types(what=self types=Artifact,Creature until=eot optional); add_types(what=self subtypes=<type> until=eot optional); grant(what=self keywords=flying until=eot optional); set_pt(p=amount t=amount what=self until=eot optional)]"},
	{"a die's highest natural result (AFC Netherese Puzzle-Ward)", false,
		[3]string{"Casse-tête de protection néthérisse", "Enigma-Interdizione di Netheril", "Netherese Puzzle-Ward"},
		"Illumination parfaite — À chaque fois que vous obtenez le résultat naturel le plus élevé d'un dé, piochez une carte.",
		"Illuminazione Perfetta — Ogniqualvolta tiri un dado e ottieni il risultato naturale più alto, pesca una carta.",
		"Perfect Illumination — Whenever you roll a die's highest natural result, draw a card.",
		"triggered when=die_rolled_highest do=[draw(n=1)]"},
	// The trigger is read; "you may have Vrondiss deal 1 damage to itself"
	// is not yet, in any language.
	{"you roll one or more dice (AFC Vrondiss, Rage of Ancients): its damage stays unread", false,
		[3]string{"Vrondiss, rage des anciens", "Vrondiss, Furia degli Antichi", "Vrondiss, Rage of Ancients"},
		"À chaque fois que vous lancez au moins un dé, vous pouvez faire que Vrondiss s'inflige 1 blessure.",
		"Ogniqualvolta tiri uno o più dadi, puoi far infliggere a Vrondiss 1 danno a se stesso.",
		"Whenever you roll one or more dice, you may have Vrondiss deal 1 damage to itself.",
		unreadRow},
	{"the result: the die rolled before (AFC Netherese Puzzle-Ward)", false,
		[3]string{"Casse-tête de protection néthérisse", "Enigma-Interdizione di Netheril", "Netherese Puzzle-Ward"},
		"Focalisation de rayon — Au début de votre entretien, lancez un d4. Regard X, X étant le résultat.",
		"Direziona il Raggio — All'inizio del tuo mantenimento, tira un d4. Profetizza X, dove X è il risultato.",
		"Focus Beam — At the beginning of your upkeep, roll a d4. Scry X, where X is the result.",
		"triggered when=upkeep do=[roll(n=4); scry(n=amount)]"},
	{"sacrifice any number: a number the player chooses, unread (OPC2 Kharasha Foothills)", false,
		[3]string{"Contreforts de Kharasha", "Colline di Kharasha", "Kharasha Foothills"},
		"À chaque fois que vous obtenez chaos, vous pouvez sacrifier n'importe quel nombre de créatures. Si vous faites ainsi, les Contreforts de Kharasha infligent autant de blessures à une créature ciblée.",
		"Ogniqualvolta tiri caos, puoi sacrificare un qualsiasi numero di creature. Se lo fai, le Colline di Kharasha infliggono altrettanti danni a una creatura bersaglio.",
		"Whenever you roll {CHAOS}, you may sacrifice any number of creatures. If you do, Kharasha Foothills deals that much damage to target creature.",
		unreadRow},
}

func TestReadDice(t *testing.T) { checkConditionRows(t, diceRows) }

// TestReadPlaneNeverThisCreature: on a plane (OHOP 4 Bant), "that
// creature" in a sentence
// of its own is never the plane itself: the paragraph stays unread
// rather than granting indestructible to the plane.
func TestReadPlaneNeverThisCreature(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Bant", "À chaque fois que vous obtenez chaos, mettez un marqueur « divinité » sur une créature verte, blanche ou bleue ciblée. Cette créature est indestructible tant qu'elle a sur elle un marqueur « divinité »."},
		{"it", "Bant", "Ogniqualvolta tiri caos, metti un segnalino divinità su una creatura bersaglio verde, bianca o blu. Quella creatura è indistruttibile fintanto che ha un segnalino divinità."},
	} {
		c := &corpus.Card{ID: "ohop-4-" + tc.lang, Lang: tc.lang, Name: tc.name, TypeLine: "Plane", Types: []string{"Plane"},
			Text: []string{tc.text}}
		cr, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range cr.Paragraphs {
			if p.Status == ReadCompiled {
				t.Errorf("%s: compiled %q on a plane, want unread", tc.lang, p.Form())
			}
		}
	}
	// An ability a plane grants is the creature's: its "this creature" is
	// that creature (OHOP 34 Shiv).
	const want = "static static=[grant(affects=all:creature ability={activated cost={R} do=[pump(p=1 t=0 what=self until=eot)]})]"
	c := &corpus.Card{ID: "ohop-34-fr", Lang: "fr", Name: "Shiv", TypeLine: "Plan : Dominaria", Types: []string{"Plane"},
		Text: []string{"Toutes les créatures ont « {R} : Cette créature gagne +1/+0 jusqu'à la fin du tour. »"}}
	cr, err := ReadCard(c)
	if err != nil {
		t.Fatal(err)
	}
	if got := cr.Paragraphs[0].Form(); len(got) != 1 || got[0] != want {
		t.Errorf("Shiv: got %q (%s), want %q", got, cr.Paragraphs[0].Reason, want)
	}
}

// TestReadResultTable: a d20's result table, printed as paragraphs after
// the roll (AFC Component Pouch), is read with it: each row runs when the
// result is within it; a table whose rows do not cover the die's results
// stays unread, and so do its rows.
func TestReadResultTable(t *testing.T) {
	const want = "activated tap do=[roll(n=20 then=[if(if=amount >= 1 && amount <= 9 then=[counters(n=1 what=self kind=component)]); if(if=amount >= 10 && amount <= 20 then=[counters(n=2 what=self kind=component)])])]"
	for _, tc := range []struct {
		lang, name string
		text       []string
		want       string
	}{
		{"fr", "Sacoche à composantes", []string{"{T} : Lancez un d20.", "1-9 | Mettez un marqueur « composante » sur la Sacoche à composantes.", "10-20 | Mettez deux marqueurs « composante » sur la Sacoche à composantes."}, want},
		{"it", "Borsa per Componenti", []string{"{T}: Tira un d20.", "1—9 | Metti un segnalino componente sulla Borsa per Componenti.", "10—20 | Metti due segnalini componente sulla Borsa per Componenti."}, want},
		{"en", "Component Pouch", []string{"{T}: Roll a d20.", "1—9 | Put a component counter on Component Pouch.", "10—20 | Put two component counters on Component Pouch."}, want},
		// A row missing (10—19): the table does not cover the d20.
		{"en", "Component Pouch", []string{"{T}: Roll a d20.", "1—9 | Put a component counter on Component Pouch.", "10—19 | Put two component counters on Component Pouch."}, ""},
	} {
		c := &corpus.Card{ID: "afc-59-" + tc.lang, Lang: tc.lang, Name: tc.name, TypeLine: "Artifact", Types: []string{"Artifact"}, Text: tc.text}
		cr, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "" {
			for _, p := range cr.Paragraphs[1:] {
				if p.Status == ReadCompiled {
					t.Errorf("%s: row %q compiled, want unread", tc.lang, p.Text)
				}
			}
			continue
		}
		if got := cr.Paragraphs[0].Form(); len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
		for _, p := range cr.Paragraphs[1:] {
			if p.Kind != "continuation" {
				t.Errorf("%s: row %q is no continuation of the roll (%s)", tc.lang, p.Text, p.Reason)
			}
		}
	}
}

// TestReadPlaneswalkUnread: planeswalking and encountering a phenomenon
// need the planar deck the engine lacks: unread, saying so (OPC2
// Chaotic Aether; PC2 planes' "when you planeswalk to/away from").
func TestReadPlaneswalkUnread(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Aether chaotique", "Quand vous rencontrez l'Aether chaotique, chaque lancer vierge du dé planaire est un lancer chaos jusqu'à ce qu'un joueur se transplane depuis un plan. (Puis transplanez-vous depuis ce phénomène.)"},
		{"it", "Etere Caotico", "Quando incontri l'Etere Caotico, ogni tiro nullo del dado planare è un tiro caos finché un giocatore non viaggia tra i piani da un piano. (Poi viaggia tra i piani da questo fenomeno.)"},
		{"en", "Chaotic Aether", "When you encounter Chaotic Aether, each blank roll of the planar die is a {CHAOS} roll until a player planeswalks away from a plane. (Then planeswalk away from this phenomenon.)"},
		{"en", "Plane", "When you planeswalk away from Plane, each player draws a card."},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == ReadCompiled || !strings.Contains(r.Reason, "planar deck") {
			t.Errorf("%s %q: %s %q, want unread for the planar deck", tc.lang, tc.text, r.Status, r.Reason)
		}
	}
}
