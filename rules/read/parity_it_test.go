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
		// « da essa »: the hand just revealed.
		{"Sfilata di Lame", true, "L'avversario bersaglio rivela la propria mano. Scegli una carta artefatto da essa. Quel giocatore scarta quella carta.",
			"spell targets=[opponent] do=[look_hand(to=t0); choose(filter=artifact card in:hand owner:t0); discard(what=choice to=t0)]"},
		{"Sfilata di Lame", true, "Un avversario bersaglio rivela la sua mano. Scegli una carta non terra, non creatura da quella mano. Quel giocatore scarta quella carta.",
			"spell targets=[opponent] do=[look_hand(to=t0); choose(filter=card in:hand noncreature nonland owner:t0); discard(what=choice to=t0)]"},
		// « tu controlli », « tu peschi »: the pronoun left out today.
		{"Controllo Mentale", false, "Tu controlli la creatura incantata.", "static static=[control(affects=enchanted)]"},
		{"Nephilim Occhiobrillante", false, "Ogniqualvolta il Nephilim Occhiobrillante infligge danno da combattimento a un giocatore, tu peschi altrettante carte.",
			"triggered when=combat_damage_player filter=self do=[draw(n=amount)]"},
		// « almeno altre tre creature », « almeno cinque terre ».
		{"Oketra la Leale", false, "Oketra la Leale non può attaccare o bloccare a meno che tu non controlli almeno altre tre creature.",
			"static if=!(count(creature other you_control) >= 3) static=[cant_attack_or_block(affects=self)]"},
		{"Torre", false, "{T}: Aggiungi {2} alla tua riserva di mana. Gioca questa abilità solo se controlli almeno cinque terre.",
			"mana tap activate_if=count(land you_control) >= 5 mana={C} mana_n=2"},
		// « Se è una creatura artefatto »: a kind in two words.
		{"Spinta", true, "Una creatura attaccante bersaglio prende +3/+3 fino alla fine del turno. Se è una creatura artefatto, ha travolgere fino alla fine del turno.",
			"spell targets=[attacking creature] do=[pump(p=3 t=3 what=t0 until=eot); if(if=is(t0, artifact creature) then=[grant(what=t0 keywords=trample until=eot)])]"},
		// Counters with the object first; the bottom of the library first.
		{"Entità Eterna", false, "Ogniqualvolta guadagni punti vita, metti sull'Entità Eterna altrettanti segnalini +1/+1.",
			"triggered when=life_gained do=[counters(n=amount what=self kind=+1/+1)]"},
		{"Cacciatore Riverente", false, "Quando il Cacciatore Riverente entra nel campo di battaglia, metti un numero di segnalini +1/+1 su di esso pari alla tua devozione al verde.",
			"triggered when=enters do=[counters(n=devotion(g) what=self kind=+1/+1)]"},
		{"Muro", false, "{T}: Metti in fondo al grimorio del suo proprietario una carta bersaglio presente in un cimitero.",
			"activated tap targets=[card in:graveyard] do=[move(what=t0 zone=library bottom)]"},
		{"Ricerca", true, "Guarda le prime cinque carte del tuo grimorio. Puoi rivelare una carta creatura tra esse e aggiungerla alla tua mano. Metti le rimanenti in fondo al tuo grimorio nell'ordine che preferisci.",
			"spell do=[look_top(n=5); put_looked(n=1 filter=card creature zone=hand); bottom_looked]"},
		// « fallo tornare », « in mano al loro proprietario », « fai
		// riprendere in mano ai proprietari ».
		{"Mortus Errante", false, "Quando il Mortus Errante muore, fallo tornare in mano al suo proprietario.",
			"triggered when=dies do=[bounce(what=self)]"},
		{"Ali Evanescenti", false, "{U}: Fai tornare le Ali Evanescenti in mano al loro proprietario.",
			"activated cost={U} do=[bounce(what=self)]"},
		{"Spazzatori Aerocustodi", false, "Quando gli Spazzatori Aerocustodi entrano in gioco, puoi far riprendere in mano ai proprietari fino a due creature bersaglio.",
			"triggered when=enters targets=[creature{0,2}] do=[bounce(what=targets optional)]"},
		// « Rimetti sul campo di battaglia ~ TAPpato dal tuo cimitero ».
		{"Scheletro Riassemblato", false, "{1}{B}: Rimetti sul campo di battaglia lo Scheletro Riassemblato TAPpato dal tuo cimitero.",
			"activated cost={1}{B} from=graveyard do=[move(what=self zone=battlefield tapped)]"},
		// « Puoi far entrare ~ nel campo di battaglia come una copia … ».
		{"Clone", false, "Puoi far entrare il Clone nel campo di battaglia come una copia di qualsiasi creatura sul campo di battaglia.",
			"static static=[enters_as_copy(filter=creature)]"},
		// « su ciascuna »: each of the targets.
		{"Quartiermastra Angelica", false, "Quando la Quartiermastra Angelica entra nel campo di battaglia, scegli fino a due altre creature bersaglio e metti un segnalino +1/+1 su ciascuna.",
			"triggered when=enters targets=[creature other{0,2}] do=[counters(n=1 what=targets kind=+1/+1)]"},
		// « e 3 danni a te »: the second damage to you.
		{"Cannoneggiamento degli Orchi", true, "Il Cannoneggiamento degli Orchi infligge 2 danni a un qualsiasi bersaglio e 3 danni a te.",
			"spell targets=[any] do=[damage(n=2 to=t0); damage(n=3 to=you)]"},
		// « Ognuna di quelle creature »: each of the targets.
		{"Raggio", true, "Scegli un qualsiasi numero di creature bersaglio. Ognuna di quelle creature ha persistere fino alla fine del turno.",
			"spell targets=[creature{0,1000}] do=[grant(what=targets keywords=persist until=eot)]"},
		// « Ogniqualvolta gli viene inflitto danno »: damage to the card.
		{"Sputamorte dal Collarino", false, "Infuriare — Ogniqualvolta gli viene inflitto danno, lo Sputamorte dal Collarino infligge 2 danni a un avversario bersaglio.",
			"triggered when=damaged targets=[opponent] do=[damage(n=2 to=t0)]"},
		// « con segnalini +1/+1 »: a counter of that kind.
		{"Mare", false, "Le creature che controlli con segnalini +1/+1 non possono essere bloccate.",
			"static static=[unblockable(affects=all:counter:+1/+1 creature you_control)]"},
		// « una terra viene messa in gioco »: it enters; « il proprietario
		// lo riprende in mano »; « su di essi ».
		{"Zo-Zu il Punitore", false, "Ogniqualvolta una terra viene messa in gioco, Zo-Zu il Punitore infligge 2 danni al controllore di quella terra.",
			"triggered when=enters_any filter=land do=[damage(n=2 to=controller(it))]"},
		{"Spirito dello Zefiro", false, "Quando lo Spirito dello Zefiro blocca, il proprietario lo riprende in mano.",
			"triggered when=blocks do=[bounce(what=self)]"},
		{"Eredi di Stromkirk", false, "Ogniqualvolta gli Eredi di Stromkirk infliggono danno da combattimento a un giocatore, metti un segnalino +1/+1 su di essi.",
			"triggered when=combat_damage_player filter=self do=[counters(n=1 what=self kind=+1/+1)]"},
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
