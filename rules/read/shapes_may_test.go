package read

import (
	"strings"
	"testing"
)

// mayShapes are "you may" sentences of real printed cards (branch
// grammar-may2), each read in its own language: the three languages of a
// card compile to one form, or stay unread with a reason.
var mayShapes = []struct {
	name, lang, card, text string
	want                   string // "" when the paragraph must stay unread
}{
	{"clone of a creature you control", "fr", "Image miroir",
		"Vous pouvez faire que l'Image miroir arrive sur le champ de bataille comme une copie de n'importe quelle créature que vous contrôlez.",
		"static static=[enters_as_copy(filter=creature you_control)]"},
	{"clone of a creature you control", "it", "Immagine Riflessa",
		"Puoi far entrare l'Immagine Riflessa nel campo di battaglia come una copia di qualsiasi creatura che controlli.",
		"static static=[enters_as_copy(filter=creature you_control)]"},
	{"clone of a creature you control", "en", "Mirror Image",
		"You may have Mirror Image enter the battlefield as a copy of a creature you control.",
		"static static=[enters_as_copy(filter=creature you_control)]"},
	{"clone with an ability granted", "fr", "Prétendant mercuriel",
		"Vous pouvez faire que le Prétendant mercuriel arrive sur le champ de bataille comme une copie d'une créature que vous contrôlez, excepté qu'il acquiert « {2}{U}: Renvoyez cette créature dans la main de son propriétaire. »",
		"static static=[enters_as_copy(filter=creature you_control ability={activated cost={2}{U} do=[bounce(what=self)]})]"},
	{"clone with an ability granted", "en", "Mercurial Pretender",
		"You may have Mercurial Pretender enter the battlefield as a copy of a creature you control, except it has \"{2}{U}: Return this creature to its owner's hand.\"",
		"static static=[enters_as_copy(filter=creature you_control ability={activated cost={2}{U} do=[bounce(what=self)]})]"},
	{"clone with an ability granted", "it", "Usurpatore Volubile",
		"Puoi far entrare l'Usurpatore Volubile nel campo di battaglia come una copia di qualsiasi creatura che controlli, tranne che ha \"{2}{U}: Fai tornare questa creatura in mano al suo proprietario\".",
		"static static=[enters_as_copy(filter=creature you_control ability={activated cost={2}{U} do=[bounce(what=self)]})]"},
	{"clone: « un qualsiasi »", "it", "Impostore Scaltro",
		"Puoi far entrare l'Impostore Scaltro nel campo di battaglia come una copia di un qualsiasi permanente non terra sul campo di battaglia.",
		"static static=[enters_as_copy(filter=nonland permanent)]"},
	{"clone: « acquiert » after a subtype", "fr", "Image phantasmatique",
		"Vous pouvez faire que l'Image phantasmatique arrive sur le champ de bataille comme une copie de n'importe quelle créature sur le champ de bataille, excepté que c'est une illusion en plus de ses autres types et qu'elle acquiert « Quand cette créature devient la cible d'un sort ou d'une capacité, sacrifiez-la. »",
		"static static=[enters_as_copy(subtypes=<type> filter=creature ability={triggered when=targeted do=[sacrifice(what=self)]})]"},
	{"clone of a card in a graveyard: the engine copies permanents only", "en", "Body Double",
		"You may have Body Double enter the battlefield as a copy of any creature card in a graveyard.", ""},
	{"clone of a card in a graveyard: the engine copies permanents only", "it", "Controfigura",
		"Puoi far entrare la Controfigura nel campo di battaglia come una copia di qualsiasi carta creatura in un cimitero.", ""},
	{"clone before 2009: choose one in play, it enters as a copy of it", "fr", "Clone",
		"Au moment où le Clone arrive en jeu, vous pouvez choisir une créature en jeu. Si vous faites ainsi, le Clone arrive en jeu comme une copie de cette créature.",
		"static static=[enters_as_copy(filter=creature)]"},
	{"clone before 2009: choose one in play, it enters as a copy of it", "it", "Clone",
		"Mentre il Clone entra in gioco, puoi scegliere una creatura in gioco. Se lo fai, il Clone entra in gioco come copia di quella creatura.",
		"static static=[enters_as_copy(filter=creature)]"},
	{"clone before 2009: an artifact", "fr", "Acier sculpteur",
		"Au moment où l'Acier sculpteur arrive en jeu, vous pouvez choisir un artefact en jeu. Si vous faites ainsi, l'Acier sculpteur arrive en jeu comme une copie de cet artefact.",
		"static static=[enters_as_copy(filter=artifact)]"},
	{"clone before 2009: an artifact", "it", "Acciaio da Scolpire",
		"Mentre l'Acciaio da Scolpire entra in gioco, puoi scegliere un artefatto in gioco. Se lo fai, l'Acciaio da Scolpire entra in gioco come una copia di quell'artefatto.",
		"static static=[enters_as_copy(filter=artifact)]"},
	{"clone before 2009 of a card in a graveyard: unread", "fr", "Doublure",
		"Au moment où la Doublure arrive en jeu, vous pouvez choisir une créature dans un cimetière. Si vous faites ainsi, la Doublure arrive en jeu comme une copie de cette carte.", ""},
	{"lands from the graveyard: « cartes de terrain »", "fr", "Creuset des mondes",
		"Vous pouvez jouer des cartes de terrain depuis votre cimetière.",
		"static static=[may_play(filter=land zone=graveyard)]"},
	{"lands from the graveyard: « carte terra »", "it", "Crogiolo dei Mondi",
		"Puoi giocare carte terra dal tuo cimitero.",
		"static static=[may_play(filter=land zone=graveyard)]"},
	{"lands from the graveyard as though in your hand (before 2009)", "fr", "Creuset des mondes",
		"Vous pouvez jouer des cartes de terrain depuis votre cimetière comme si elles étaient dans votre main.",
		"static static=[may_play(filter=land zone=graveyard)]"},
	{"lands from the graveyard as though in your hand (before 2009)", "it", "Crogiolo dei Mondi",
		"Puoi giocare le carte terra presenti nel tuo cimitero come se fossero nella tua mano.",
		"static static=[may_play(filter=land zone=graveyard)]"},
	{"lands from the graveyard", "en", "Crucible of Worlds",
		"You may play lands from your graveyard.",
		"static static=[may_play(filter=land zone=graveyard)]"},
	{"damage as though unblocked", "en", "Rhox",
		"You may have Rhox assign its combat damage as though it weren't blocked.",
		"static static=[assign_as_unblocked(affects=self)]"},
	{"damage as though unblocked", "fr", "Rhox",
		"Vous pouvez faire que le Rhox attribue ses blessures de combat comme s'il n'était pas bloqué.",
		"static static=[assign_as_unblocked(affects=self)]"},
	{"damage as though unblocked", "fr", "Rhox",
		"Vous pouvez faire que le Rhox inflige ses blessures de combat au joueur défenseur comme s'il n'était pas bloqué.",
		"static static=[assign_as_unblocked(affects=self)]"},
	{"damage as though unblocked", "fr", "Rhox",
		"Vous pouvez faire que les blessures infligées par le Rhox au joueur défenseur le soient comme s'il n'était pas bloqué.",
		"static static=[assign_as_unblocked(affects=self)]"},
	{"damage as though unblocked", "it", "Rhox",
		"Puoi decidere che il Rhox infligga il proprio danno da combattimento al giocatore in difesa come se non fosse stato bloccato.",
		"static static=[assign_as_unblocked(affects=self)]"},
	{"damage as though unblocked", "it", "Fierezza dei Leoni",
		"Puoi far assegnare alla Fierezza dei Leoni il suo danno da combattimento come se non fosse stata bloccata.",
		"static static=[assign_as_unblocked(affects=self)]"},
	{"damage as though unblocked", "it", "Elementale del Tornado",
		"Puoi far assegnare dall'Elementale del Tornado il suo danno da combattimento come se non fosse bloccato.",
		"static static=[assign_as_unblocked(affects=self)]"},
}

func TestReadShapesMay(t *testing.T) {
	for _, tc := range mayShapes {
		r, err := ReadParagraph(tc.lang, tc.card, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(r.Form(), "\n")
		switch {
		case tc.want == "":
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, tc.lang, got)
			}
		case r.Status != ReadCompiled:
			t.Errorf("%s (%s): unread: %s", tc.name, tc.lang, r.Reason)
		case got != tc.want:
			t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, tc.lang, got, tc.want)
		}
	}
}
