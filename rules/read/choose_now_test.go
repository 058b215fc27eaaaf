package read

import (
	"strings"
	"testing"
)

// chooseNowShapes are real printed sentences (card name, French, Italian,
// English Oracle) that choose a color or a creature type as they resolve,
// or name the color a permanent chose as it entered, and the one form all
// three compile to.
var chooseNowShapes = []mayRow{
	{"Sudden Demise", // c13-124
		"Choisissez une couleur. Le Décès soudain inflige X blessures à chaque créature de la couleur choisie.",
		"Scegli un colore. La Dipartita Improvvisa infligge X danni a ogni creatura del colore scelto.",
		"Choose a color. Sudden Demise deals X damage to each creature of the chosen color.",
		"Décès soudain", "Dipartita Improvvisa",
		"spell do=[choose_color; damage(n=x to=all:chosen_color creature)]"},
	{"Hall of Triumph", // jou-162
		"Les créatures que vous contrôlez de la couleur choisie gagnent +1/+1.",
		"Le creature che controlli del colore scelto prendono +1/+1.",
		"Creatures you control of the chosen color get +1/+1.",
		"Mégaron du triomphe", "Sala del Trionfo",
		"static static=[pump(p=1 t=1 affects=all:chosen_color creature you_control)]"},
	{"Coordinated Barrage", // mor-7
		"Choisissez un type de créature. L'Obstruction coordonnée inflige à la créature attaquante ou bloqueuse ciblée un nombre de blessures égal au nombre de permanents du type choisi que vous contrôlez.",
		"Scegli un tipo di creatura. Il Fuoco Coordinato infligge a una creatura attaccante o bloccante bersaglio un ammontare di danni pari al numero di permanenti che controlli del tipo scelto.",
		"Choose a creature type. Coordinated Barrage deals damage to target attacking or blocking creature equal to the number of permanents you control of the chosen type.",
		"Obstruction coordonnée", "Fuoco Coordinato",
		"spell targets=[attacking|blocking creature] do=[choose_type; damage(n=count(chosen_type permanent you_control) to=t0)]"},
	{"Distant Melody", // mor-32
		"Choisissez un type de créature. Piochez une carte pour chaque permanent que vous contrôlez de ce type.",
		"Scegli un tipo di creatura. Pesca una carta per ogni permanente che controlli del tipo scelto.",
		"Choose a creature type. Draw a card for each permanent you control of that type.",
		"Mélodie lointaine", "Melodia Lontana",
		"spell do=[choose_type; draw(n=count(chosen_type permanent you_control))]"},
	{"Luminescent Rain", // mor-129
		"Choisissez un type de créature. Vous gagnez 2 points de vie pour chaque permanent de ce type que vous contrôlez.",
		"Scegli un tipo di creatura. Guadagni 2 punti vita per ogni permanente che controlli del tipo scelto.",
		"Choose a creature type. You gain 2 life for each permanent you control of that type.",
		"Pluie luminescente", "Pioggia Luminescente",
		"spell do=[choose_type; gain_life(n=2 * count(chosen_type permanent you_control))]"},
	{"Pentarch Paladin", // tsp-32
		"{W}{W}, {T} : Détruisez le permanent ciblé de la couleur choisie.",
		"{W}{W}, {T}: Distruggi un permanente bersaglio del colore scelto.",
		"{W}{W}, {T}: Destroy target permanent of the chosen color.",
		"Paladin pentarque", "Paladino Pentarca",
		"activated cost={W}{W} tap targets=[chosen_color permanent] do=[destroy(what=t0)]"},
	{"Iona, Shield of Emeria", // zen-13
		"Vos adversaires ne peuvent pas lancer de sorts de la couleur choisie.",
		"I tuoi avversari non possono lanciare magie del colore scelto.",
		"Your opponents can't cast spells of the chosen color.",
		"Iona, Bouclier d'Éméria", "Iona, Scudo di Emeria",
		"static static=[cant_cast(kind=chosen_color affects=each_opponent)]"},
}

// chooseNowSpells are those of chooseNowShapes that are a spell's text.
var chooseNowSpells = map[string]bool{"Distant Melody": true, "Sudden Demise": true, "Coordinated Barrage": true, "Luminescent Rain": true}

func TestReadChooseNow(t *testing.T) {
	for _, tc := range chooseNowShapes {
		for _, l := range []struct{ lang, name, text string }{{"fr", tc.frName, tc.fr}, {"it", tc.itName, tc.it}, {"en", tc.name, tc.en}} {
			r, err := ReadParagraph(l.lang, l.name, chooseNowSpells[tc.name], l.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(r.Form(), " | "); r.Status != ReadCompiled || got != tc.want {
				t.Errorf("%s (%s):\n got %s %q\nwant %s", tc.name, l.lang, got, r.Reason, tc.want)
			}
		}
	}
}

// TestReadThatChoiceUnmade: "of that color" / "of that type" with no
// choice before it is not the chosen one: unread, never chosen_color.
func TestReadThatChoiceUnmade(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Destroy all creatures of that color."},
		{"fr", "Détruisez toutes les créatures de cette couleur."},
		{"it", "Distruggi tutte le creature di quel colore."},
	} {
		r, err := ReadParagraph(tc.lang, "Foo", true, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == ReadCompiled || !strings.Contains(r.Reason, "none chosen before it") {
			t.Errorf("%s %q: got %v %q, want unread: none chosen", tc.lang, tc.text, r.Form(), r.Reason)
		}
	}
}

// allCreatureTypesShapes are real printed sentences that give every
// creature type (layer 4), and the one form the three languages compile
// to.
var allCreatureTypesShapes = []mayRow{
	{"Shields of Velis Vel", // lrw-39
		"Les créatures que le joueur ciblé contrôle gagnent +0/+1 et acquièrent tous les types de créature jusqu'à la fin du tour.",
		"Le creature controllate da un giocatore bersaglio prendono +0/+1 e hanno tutti i tipi di creatura fino alla fine del turno.",
		"Creatures target player controls get +0/+1 and gain all creature types until end of turn.",
		"Boucliers de Velis Vel", "Scudi di Velis Vel",
		"spell targets=[player] do=[pump(p=0 t=1 what=all:controlled_by:t0 creature until=eot); add_types(what=all:controlled_by:t0 creature subtypes=all_creature_types until=eot)]"},
	{"Wings of Velis Vel", // lrw-97
		"La créature ciblée devient 4/4, acquiert tous les types de créature, et acquiert le vol jusqu'à la fin du tour.",
		"Una creatura bersaglio diventa 4/4, ha tutti i tipi di creatura e ha volare fino alla fine del turno.",
		"Until end of turn, target creature has base power and toughness 4/4, gains all creature types, and gains flying.",
		"Ailes de Velis Vel", "Ali di Velis Vel",
		"spell targets=[creature] do=[set_pt(p=4 t=4 what=t0 until=eot); add_types(what=t0 subtypes=all_creature_types until=eot); grant(what=t0 keywords=flying until=eot)]"},
	{"Runed Stalactite", // lrw-260
		"La créature équipée gagne +1/+1 et a tous les types de créature.",
		"La creatura equipaggiata prende +1/+1 e ha tutti i tipi di creatura.",
		"Equipped creature gets +1/+1 and is every creature type.",
		"Stalactite couvert de runes", "Stalattite Runica",
		"static static=[pump(p=1 t=1 affects=equipped); add_types(subtypes=all_creature_types affects=equipped)]"},
	{"Volatile Claws", // mh1-154
		"Jusqu'à la fin du tour, les créatures que vous contrôlez gagnent +2/+0 et acquièrent tous les types de créature.",
		"Fino alla fine del turno, le creature che controlli prendono +2/+0 e hanno tutti i tipi di creatura.",
		"Until end of turn, creatures you control get +2/+0 and gain all creature types.",
		"Griffes volatiles", "Artigli Instabili",
		"spell do=[pump(p=2 t=0 what=all:creature you_control until=eot); add_types(what=all:creature you_control subtypes=all_creature_types until=eot)]"},
	{"Velis Vel", // ohop-40
		"À chaque fois que vous obtenez chaos, la créature ciblée acquiert tous les types de créature jusqu'à la fin du tour.",
		"Ogniqualvolta tiri caos, una creatura bersaglio ha tutti i tipi di creatura fino alla fine del turno.",
		"Whenever you roll {CHAOS}, target creature gains all creature types until end of turn.",
		"Velis Vel", "Velis Vel",
		"triggered when=chaos_rolled targets=[creature] do=[add_types(what=t0 subtypes=all_creature_types until=eot)]"},
}

// allCreatureTypesSpells are those of allCreatureTypesShapes that are a
// spell's text.
var allCreatureTypesSpells = map[string]bool{"Volatile Claws": true, "Shields of Velis Vel": true, "Wings of Velis Vel": true}

func TestReadAllCreatureTypes(t *testing.T) {
	for _, tc := range allCreatureTypesShapes {
		for _, l := range []struct{ lang, name, text string }{{"fr", tc.frName, tc.fr}, {"it", tc.itName, tc.it}, {"en", tc.name, tc.en}} {
			r, err := ReadParagraph(l.lang, l.name, allCreatureTypesSpells[tc.name], l.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(r.Form(), " | "); r.Status != ReadCompiled || got != tc.want {
				t.Errorf("%s (%s):\n got %s %q\nwant %s", tc.name, l.lang, got, r.Reason, tc.want)
			}
		}
	}
	// Mistform Ultimus (LGN-47): the card's own, in every zone, is no
	// static ability on the battlefield.
	r, err := ReadParagraph("fr", "Ultimus changebrume", false, "L'Ultimus changebrume a tous les types de créatures (même ceux des cartes qui ne sont pas en jeu).")
	if err != nil {
		t.Fatal(err)
	}
	if r.Status == ReadCompiled || !strings.Contains(r.Reason, "in every zone") {
		t.Errorf("Mistform Ultimus: got %v %q, want unread", r.Form(), r.Reason)
	}
}

// TestReadChooseNotToUntap: "you may choose not to untap ~" and "… for as
// long as ~ remains tapped" (Rust Tick, SOM-198), in the three languages.
func TestReadChooseNotToUntap(t *testing.T) {
	checkMayRows(t, []mayRow{
		{"Rust Tick",
			"Vous pouvez choisir de ne pas dégager la Tique de rouille pendant votre étape de dégagement.",
			"Puoi scegliere di non STAPpare la Zecca della Ruggine durante il tuo STAP.",
			"You may choose not to untap Rust Tick during your untap step.",
			"Tique de rouille", "Zecca della Ruggine",
			"static static=[may_not_untap(affects=self)]"},
		{"Rust Tick",
			"{1}, {T} : Engagez l'artefact ciblé. Il ne se dégage pas pendant l'étape de dégagement de son contrôleur tant que la Tique de rouille reste engagée.",
			"{1}, {T}: TAPpa un artefatto bersaglio. Non STAPpa durante lo STAP del suo controllore fintanto che la Zecca della Ruggine rimane TAPpata.",
			"{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as Rust Tick remains tapped.",
			"Tique de rouille", "Zecca della Ruggine",
			"activated cost={1} tap targets=[artifact] do=[tap(what=t0); no_untap(what=t0 until=source_tapped)]"},
		{"Deserter's Quarters",
			"{6}, {T} : Engagez la créature ciblée. Elle ne se dégage pas pendant l'étape de dégagement de son contrôleur tant que les Quartiers du déserteur restent engagés.",
			"{6}, {T}: TAPpa una creatura bersaglio. Non STAPpa durante lo STAP del suo controllore fintanto che l'Alloggio del Disertore rimane TAPpato.",
			"{6}, {T}: Tap target creature. It doesn't untap during its controller's untap step for as long as Deserter's Quarters remains tapped.",
			"Quartiers du déserteur", "Alloggio del Disertore",
			"activated cost={6} tap targets=[creature] do=[tap(what=t0); no_untap(what=t0 until=source_tapped)]"},
	})
}
