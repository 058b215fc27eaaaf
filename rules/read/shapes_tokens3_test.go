package read

import "testing"

// tokensThreeLang: predefined tokens named bare (« jeton Sang », "Blood
// token") and defined by their reminder text, in three languages.
var tokensThreeLang = []threeLangShape{
	{"a Blood token defined by its reminder text", true,
		"Créez un jeton Sang. (C'est un artefact avec « {1}, {T}, défaussez-vous d'une carte, sacrifiez cet artefact : Piochez une carte. »)",
		"Crea una pedina Sangue. (È un artefatto con \"{1}, {T}, Scarta una carta, Sacrifica questo artefatto: Pesca una carta\".)",
		"Create a Blood token. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")",
		[]string{"spell do=[token(n=1 kind=Artifact — <type> ability={activated cost={1} tap sacrifice=self discard=1 do=[draw(n=1)]})]"}, nil},
	{"two Treasure tokens defined by their reminder text", true,
		"Créez deux jetons Trésor. (Ce sont des artefacts avec « {T}, sacrifiez cet artefact : Ajoutez un mana de la couleur de votre choix. »)",
		"Crea due pedine Tesoro. (Sono artefatti con \"{T}, Sacrifica questo artefatto: Aggiungi un mana di un qualsiasi colore\".)",
		"Create two Treasure tokens. (They're artifacts with \"{T}, Sacrifice this artifact: Add one mana of any color.\")",
		[]string{"spell do=[token(n=2 kind=Artifact — <type> ability={mana tap sacrifice=self mana={W}|{U}|{B}|{R}|{G}})]"}, nil},
	{"a Food token defined by its reminder text", true,
		"Créez un jeton Nourriture. (C'est un artefact avec « {2}, {T}, sacrifiez cet artefact : Vous gagnez 3 points de vie. »)",
		"Crea una pedina Cibo. (È un artefatto con \"{2}, {T}, Sacrifica questo artefatto: Guadagni 3 punti vita\".)",
		"Create a Food token. (It's an artifact with \"{2}, {T}, Sacrifice this artifact: You gain 3 life.\")",
		[]string{"spell do=[token(n=1 kind=Artifact — <type> ability={activated cost={2} tap sacrifice=self do=[gain_life(n=3)]})]"}, nil},
	{"« vous créez » opening a clause after another instruction", true,
		"Vous gagnez 1 point de vie et vous créez un jeton Sang. (C'est un artefact avec « {1}, {T}, défaussez-vous d'une carte, sacrifiez cet artefact : Piochez une carte. »)",
		"Guadagni 1 punto vita e crei una pedina Sangue. (È un artefatto con \"{1}, {T}, Scarta una carta, Sacrifica questo artefatto: Pesca una carta\".)",
		"You gain 1 life and you create a Blood token. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\")",
		[]string{"spell do=[gain_life(n=1); token(n=1 kind=Artifact — <type> ability={activated cost={1} tap sacrifice=self discard=1 do=[draw(n=1)]})]"}, nil},
}

func TestReadShapesTokensThreeLang(t *testing.T) { checkThreeLangShapes(t, tokensThreeLang) }
