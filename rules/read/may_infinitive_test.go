package read

import (
	"strings"
	"testing"
)

// mayInfinitiveShapes are real printed sentences (card name, French,
// Italian, English Oracle) whose "you may" takes an infinitive the French
// and Italian effect shapes read conjugated (« vous pouvez gagner »,
// « puoi distruggere », « vous pouvez la renvoyer »), and the one form all
// three compile to.
var mayInfinitiveShapes = []mayRow{
	{"Angel's Feather", // 10e-311
		"À chaque fois qu'un joueur joue un sort blanc, vous pouvez gagner 1 point de vie.",
		"Ogniqualvolta un giocatore gioca una magia bianca, puoi guadagnare 1 punto vita.",
		"Whenever a player casts a white spell, you may gain 1 life.",
		"Plume d'ange", "Piuma d'Angelo",
		"triggered when=player_casts filter=spell white do=[gain_life(n=1 optional)]"},
	{"Battered Golem", // 5dn-106
		"À chaque fois qu'un artefact arrive en jeu, vous pouvez dégager le Golem bosselé.",
		"Ogniqualvolta un artefatto entra in gioco, puoi STAPpare il Golem Danneggiato.",
		"Whenever an artifact enters the battlefield, you may untap Battered Golem.",
		"Golem bosselé", "Golem Danneggiato",
		"triggered when=enters_any filter=artifact do=[untap(what=self optional)]"},
	{"Felidar Guardian", // aer-19
		"Quand le Gardien félidar arrive sur le champ de bataille, vous pouvez exiler un autre permanent ciblé que vous contrôlez, puis renvoyer cette carte sur le champ de bataille sous le contrôle de son propriétaire.",
		"Quando il Guardiano Felidar entra nel campo di battaglia, puoi esiliare un altro permanente bersaglio che controlli, poi rimettere quella carta sul campo di battaglia sotto il controllo del suo proprietario.",
		"When Felidar Guardian enters the battlefield, you may exile another target permanent you control, then return that card to the battlefield under its owner's control.",
		"Gardien félidar", "Guardiano Felidar",
		"triggered when=enters targets=[other permanent you_control] do=[exile(what=t0 optional); move(what=t0 zone=battlefield optional)]"},
	{"Ogre Slumlord", // afc-104
		"À chaque fois qu'une autre créature non-jeton meurt, vous pouvez créer un jeton de créature 1/1 noire Rat.",
		"Ogniqualvolta un'altra creatura non pedina muore, puoi creare una pedina creatura Ratto 1/1 nera.",
		"Whenever another nontoken creature dies, you may create a 1/1 black Rat creature token.",
		"Seigneur ogre de quartier insalubre", "Ogre Padrone dei Tuguri",
		"triggered when=dies_any filter=creature nontoken other do=[token(n=1 kind=Creature — <type> colors=B pt=1/1 optional)]"},
	{"Manglehorn", // akh-175
		"Quand le Déchiqueteur cornu arrive sur le champ de bataille, vous pouvez détruire un artefact ciblé.",
		"Quando lo Squartacorno entra nel campo di battaglia, puoi distruggere un artefatto bersaglio.",
		"When Manglehorn enters the battlefield, you may destroy target artifact.",
		"Déchiqueteur cornu", "Squartacorno",
		"triggered when=enters targets=[artifact] do=[destroy(what=t0 optional)]"},
	{"Overseer of the Damned", // c14-28
		"Quand le Brigadier des damnés arrive sur le champ de bataille, vous pouvez détruire une créature ciblée.",
		"Quando il Sorvegliante dei Dannati entra nel campo di battaglia, puoi distruggere una creatura bersaglio.",
		"When Overseer of the Damned enters the battlefield, you may destroy target creature.",
		"Brigadier des damnés", "Sorvegliante dei Dannati",
		"triggered when=enters targets=[creature] do=[destroy(what=t0 optional)]"},
	{"Swarm Intelligence", // c20-124
		"À chaque fois que vous lancez un sort d'éphémère ou de rituel, vous pouvez copier ce sort. Vous pouvez choisir de nouvelles cibles pour cette copie.",
		"Ogniqualvolta lanci una magia istantaneo o stregoneria, puoi copiare quella magia. Puoi scegliere nuovi bersagli per la copia.",
		"Whenever you cast an instant or sorcery spell, you may copy that spell. You may choose new targets for the copy.",
		"Intelligence de l'essaim", "Intelligenza dello Sciame",
		"triggered when=cast_any filter=instant|sorcery spell do=[copy_spell(what=it optional); choose_new_targets(optional)]"},
	{"Fluxcharger", // dgm-71
		"À chaque fois que vous lancez un sort d'éphémère ou de rituel, vous pouvez échanger la force et l'endurance du Chargeur de flux jusqu'à la fin du tour.",
		"Ogniqualvolta lanci una magia istantaneo o stregoneria, puoi scambiare la forza e la costituzione del Caricaflusso fino alla fine del turno.",
		"Whenever you cast an instant or sorcery spell, you may switch Fluxcharger's power and toughness until end of turn.",
		"Chargeur de flux", "Caricaflusso",
		"triggered when=cast_any filter=instant|sorcery spell do=[switch_pt(what=self until=eot optional)]"},
	{"Frilled Mystic", // rna-174
		"Quand la Mystique à jabots arrive sur le champ de bataille, vous pouvez contrecarrer le sort ciblé.",
		"Quando la Mistica dal Collarino entra nel campo di battaglia, puoi neutralizzare una magia bersaglio.",
		"When Frilled Mystic enters the battlefield, you may counter target spell.",
		"Mystique à jabots", "Mistica dal Collarino",
		"triggered when=enters targets=[spell] do=[counter(what=t0 optional)]"},
	{"Hero's Blade", // c17-214
		"À chaque fois qu'une créature légendaire arrive sur le champ de bataille sous votre contrôle, vous pouvez lui attacher la Lame du héros.",
		"Ogniqualvolta una creatura leggendaria entra nel campo di battaglia sotto il tuo controllo, puoi assegnarle la Lama dell'Eroe.",
		"Whenever a legendary creature enters the battlefield under your control, you may attach Hero's Blade to it.",
		"Lame du héros", "Lama dell'Eroe",
		"triggered when=enters_any filter=creature legendary you_control do=[attach(to=it optional)]"},
	{"Stormrider Rig", // dtk-245
		"À chaque fois qu'une créature arrive sur le champ de bataille sous votre contrôle, vous pouvez lui attacher le Gréement de chevaucheur de tempête.",
		"Ogniqualvolta una creatura entra nel campo di battaglia sotto il tuo controllo, puoi assegnarle l'Attrezzatura da Cavalcatempeste.",
		"Whenever a creature enters the battlefield under your control, you may attach Stormrider Rig to it.",
		"Gréement de chevaucheur de tempête", "Attrezzatura da Cavalcatempeste",
		"triggered when=enters_any filter=creature you_control do=[attach(to=it optional)]"},
}

func TestReadMayInfinitive(t *testing.T) { checkMayRows(t, mayInfinitiveShapes) }

// TestReadMayInfinitiveUnread: a verb no effect shape reads stays unread
// once conjugated, with the conjugated clause as its reason; a clause
// whose start is no infinitive is not conjugated.
func TestReadMayInfinitiveUnread(t *testing.T) {
	for _, tc := range []struct{ lang, text, reason string }{
		{"fr", "Quand Foo arrive sur le champ de bataille, vous pouvez frobniquer une créature ciblée.", `"frobniquez une creature ciblee"`},
		{"it", "Quando Foo entra nel campo di battaglia, puoi frobnicare una creatura bersaglio.", `"frobnica una creatura bersaglio"`},
		{"fr", "Quand Foo arrive sur le champ de bataille, vous pouvez une créature ciblée.", `"une creature ciblee"`},
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
