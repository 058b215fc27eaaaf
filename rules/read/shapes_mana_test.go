package read

import "testing"

// manaShapes are the shapes whose first instruction belongs to the mana family
// (builders in mana.go), each written in both languages on invented cards.
var manaShapes = []readShape{
	{"mana before 2017: « à votre réserve », « alla tua riserva di mana »", false,
		"{T} : Ajoutez {R} ou {G} à votre réserve. La Lanterne fantasque vous inflige 1 blessure.",
		"{T}: Aggiungi {R} o {G} alla tua riserva di mana. La Lanterna Bizzarra ti infligge 1 danno.",
		[]string{"mana tap mana={R}|{G} do=[damage(n=1 to=you)]"}},
	{"regenerate (the cards of every era until 2020)", false,
		"{1}{G} : Régénérez la Lanterne fantasque.",
		"{1}{G}: Rigenera la Lanterna Bizzarra.",
		[]string{"activated cost={1}{G} do=[regenerate(what=self)]"}},
	{"trigger adds restricted mana", false,
		"Au début de votre première phase principale, ajoutez {R}{R}. Ne dépensez ce mana que pour lancer des sorts de pièce et déverrouiller des accès.",
		"All'inizio della tua prima fase principale, aggiungi {R}{R}. Spendi questo mana solo per lanciare magie Stanza e sbloccare porte.",
		[]string{"triggered when=main1 do=[add_mana(mana={R}{R} mana_for=cast:sub:room,unlock)]"}},
	{"add an amount of one mana symbol: the mana value of the creature sacrificed as a cost", true,
		"Ajoutez une quantité de {B} égale à la valeur de mana de la créature sacrifiée.",
		"Aggiungi un ammontare di {B} pari al valore di mana della creatura sacrificata.",
		[]string{"spell do=[add_mana(n=mv(sacrificed) mana={B})]"}},
	{"add an amount of one mana symbol: a number of cards", true,
		"Ajoutez une quantité de {G} égale au nombre de cartes dans votre main.",
		"Aggiungi un ammontare di {G} pari al numero di carte nella tua mano.",
		[]string{"spell do=[add_mana(n=hand(you) mana={G})]"}},
	{"a player taps a land for mana: a triggered mana ability, if this is tapped", false,
		"À chaque fois qu'un joueur engage un terrain pour du mana, si la Lanterne fantasque est engagée, ce joueur ajoute un mana de n'importe quel type que ce terrain a produit. Puis ce terrain inflige 1 blessure à ce joueur.",
		"Ogniqualvolta un giocatore TAPpa una terra per attingere mana, se la Lanterna Bizzarra è TAPpata, quel giocatore aggiunge un mana di un qualsiasi tipo prodotto da quella terra. Poi quella terra infligge 1 danno a quel giocatore.",
		[]string{"triggered when=land_tapped_for_mana if=tapped(self) do=[add_mana_produced(to=them); damage(n=1 to=them source=it)]"}},
}

func TestReadShapesMana(t *testing.T) { checkReadShapes(t, manaShapes) }
