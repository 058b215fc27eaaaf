package read

import (
	"strings"
	"testing"
)

// TestItalianParity: Italian wordings of real printed cards whose French
// text compiled and whose Italian did not (branch grammar-parity-it); each
// want is the form the card's French printing compiles to.
func TestItalianParity(t *testing.T) {
	for _, tc := range []struct {
		name       string
		spell      bool
		text, want string
	}{
		// « spendere {1} » (before 2010) is paying mana as it resolves.
		{"Sfera del Kraken", false, "Ogniqualvolta un giocatore gioca una magia blu, puoi spendere {1}. Se lo fai, guadagni 1 punto vita.",
			"triggered when=player_casts filter=blue spell do=[pay_mana(cost={1} optional); if(if=did then=[gain_life(n=1)])]"},
		{"Carro da Battaglia Goblin", false, "All'inizio del tuo mantenimento, puoi spendere {2}. Se lo fai, STAPpa il Carro da Battaglia Goblin.",
			"triggered when=upkeep do=[pay_mana(cost={2} optional); if(if=did then=[untap(what=self)])]"},
		// « in un cimitero », « in tutti i cimiteri »: any graveyard.
		{"Annusarifiuti", false, "Quando l'Annusarifiuti lascia il gioco, rimuovi dal gioco una carta bersaglio in un cimitero.",
			"triggered when=leaves targets=[card in:graveyard] do=[exile(what=t0)]"},
		{"Mortifobia", false, "{1}{B}, Sacrifica la Mortifobia: Rimuovi dal gioco una carta bersaglio presente in un cimitero.",
			"activated cost={1}{B} sacrifice=self targets=[card in:graveyard] do=[exile(what=t0)]"},
		{"Necrogoyf", false, "La forza del Necrogoyf è pari al numero di carte creatura in tutti i cimiteri.",
			"static static=[cda_pt(p=count(card creature in:graveyard) affects=self)]"},
		// « che quel giocatore controlla », « che egli controlla ».
		{"Onda di Fiamme", true, "L'Onda di Fiamme infligge 4 danni a un giocatore bersaglio e a ogni creatura che egli controlla.",
			"spell targets=[player] do=[damage(n=4 to=t0); damage(n=4 to=all:controlled_by:t0 creature)]"},
		{"Commando di Skirk", false, "Ogniqualvolta il Commando di Skirk infligge danno da combattimento a un giocatore, puoi fargli infliggere 2 danni a una creatura bersaglio che quel giocatore controlla.",
			"triggered when=combat_damage_player filter=self targets=[creature them_control] do=[damage(n=2 to=t0 optional)]"},
		// « sui ~ », « sugli ~ »: the plural name after « su ».
		{"Mari Minacciosi", false, "Ogniqualvolta peschi una carta, metti un segnalino premonizione sui Mari Minacciosi.",
			"triggered when=draw do=[counters(n=1 what=self kind=foreshadow)]"},
		{"Incendiari Goblin", false, "{1}{R}, Sacrifica una terra: Metti un segnalino +1/+1 sugli Incendiari Goblin.",
			"activated cost={1}{R} sacrifice=land you_control do=[counters(n=1 what=self kind=+1/+1)]"},
		// « invece esiliala »: the imperative.
		{"Spruzzo di Magma", true, "Lo Spruzzo di Magma infligge 2 danni a una creatura bersaglio. Se quella creatura sta per morire in questo turno, invece esiliala.",
			"spell targets=[creature] do=[damage(n=2 to=t0); redirect(what=t0 kind=dies until=this_turn zone=graveyard instead=exile)]"},
		// « Ogniqualvolta muore … »: the verb before its subject; « a cui ~
		// ha inflitto danno in questo turno ».
		{"Melma Predatrice", false, "Ogniqualvolta muore una creatura a cui la Melma Predatrice ha inflitto danno in questo turno, metti un segnalino +1/+1 sulla Melma Predatrice.",
			"triggered when=dies_any filter=creature damaged_by_self do=[counters(n=1 what=self kind=+1/+1)]"},
	} {
		r, err := ReadParagraph("it", tc.name, tc.spell, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(r.Form(), " | ")
		if r.Status != ReadCompiled {
			got = ""
		}
		if got != tc.want {
			t.Errorf("%q:\n got  %s (%s)\n want %s", tc.text, got, r.Reason, tc.want)
		}
	}
}
