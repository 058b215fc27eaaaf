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
	{"« vous créez » opening a sentence", true,
		"Chaque joueur sacrifie trois créatures. Vous créez trois jetons Nourriture. (Ce sont des artefacts avec « {2}, {T}, sacrifiez cet artefact : Vous gagnez 3 points de vie. »)",
		"Ogni giocatore sacrifica tre creature. Crei tre pedine Cibo. (Sono artefatti con \"{2}, {T}, Sacrifica questo artefatto: Guadagni 3 punti vita\".)",
		"Each player sacrifices three creatures. You create three Food tokens. (They're artifacts with \"{2}, {T}, Sacrifice this artifact: You gain 3 life.\")",
		[]string{"spell do=[sacrifice(n=3 to=each_player filter=creature); token(n=3 kind=Artifact — <type> ability={activated cost={2} tap sacrifice=self do=[gain_life(n=3)]})]"}, nil},
	{"« cette créature » after a sacrifice: the creature sacrificed", true,
		"Le joueur ciblé sacrifie une créature attaquante. Vous créez X jetons de créature 1/1 blanche Soldat, X étant l'endurance de cette créature.",
		"Un giocatore bersaglio sacrifica una creatura attaccante. Crea X pedine creatura Soldato 1/1 bianche, dove X è la costituzione di quella creatura.",
		"Target player sacrifices an attacking creature. You create X 1/1 white Soldier creature tokens, where X is that creature's toughness.",
		[]string{"spell targets=[player] do=[sacrifice(n=1 to=t0 filter=attacking creature); token(n=toughness(sacrificed_now) kind=Creature — <type> colors=W pt=1/1)]"}, nil},
}

func TestReadShapesTokensThreeLang(t *testing.T) { checkThreeLangShapes(t, tokensThreeLang) }
