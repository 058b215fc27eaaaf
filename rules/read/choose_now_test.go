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
