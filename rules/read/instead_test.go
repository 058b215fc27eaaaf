package read

import "testing"

// insteadRows are printed replacement effects "if … would …, … instead"
// (real cards' text): the ones the engine runs compile to redirect, the
// same form in the three languages; the others stay unread, with the
// reason that they are a replacement, not an unknown word.
var insteadRows = []struct {
	lang, name, text string
	want             string // the form, or "unread: " and a part of the reason
}{
	{"en", "Lantern", "If another creature would die, exile it instead.",
		"static static=[redirect(kind=dies filter=creature other zone=graveyard instead=exile)]"},
	{"fr", "Lanterne", "Si une autre créature devait être mise dans un cimetière depuis le jeu, retirez-la de la partie à la place.",
		"static static=[redirect(kind=from_battlefield filter=creature other zone=graveyard instead=exile)]"},
	{"it", "Lanterna", "Se un'altra creatura sta per essere messa in un cimitero dal gioco, invece rimuovila dal gioco.",
		"static static=[redirect(kind=from_battlefield filter=creature other zone=graveyard instead=exile)]"},
	{"en", "Lantern", "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.",
		"static static=[redirect(filter=card instant|sorcery zone=graveyard instead=exile)]"},
	{"it", "Lanterna", "Se una carta istantaneo o stregoneria sta per essere messa in un cimitero da qualsiasi zona, invece esiliala.",
		"static static=[redirect(filter=card instant|sorcery zone=graveyard instead=exile)]"},
	{"fr", "Lanterne", "Si une carte devait être mise dans le cimetière d'un adversaire depuis n'importe où, exilez-la à la place.",
		"static static=[redirect(filter=card opp_own zone=graveyard instead=exile)]"},
	{"it", "Lanterna", "Se una carta sta per essere messa nel cimitero di un avversario, invece rimuovila dal gioco.",
		"static static=[redirect(filter=card opp_own zone=graveyard instead=exile)]"},
	{"en", "Lantern", "If a card would be put into your graveyard from anywhere, exile it instead.",
		"static static=[redirect(filter=card you_own zone=graveyard instead=exile)]"},
	{"en", "Lantern", "If a permanent would be put into a graveyard, exile it instead.",
		"static static=[redirect(kind=from_battlefield filter=permanent zone=graveyard instead=exile)]"},
	{"en", "Lantern", "If Lantern would die, return it to its owner's hand instead.",
		"static static=[redirect(what=self kind=dies zone=graveyard instead=hand)]"},
	// A demonstrative after another ability names that ability's object.
	{"en", "Gearhulk", "When Gearhulk enters the battlefield, you may cast target instant card from your graveyard without paying its mana cost. If that spell would be put into your graveyard this turn, exile it instead.",
		"unread: "},
	{"fr", "Bo aux neuf anneaux", "{T} : Le Bo aux neuf anneaux inflige 1 blessure à l'esprit ciblé. Si cette créature devait être mise dans un cimetière ce tour-ci, retirez-la de la partie à la place.",
		"unread: "},
	{"it", "Bo a Nove Anelli", "{T}: Il Bo a Nove Anelli infligge 1 danno a uno Spirito bersaglio. Se quella creatura sta per essere messa in un cimitero in questo turno, invece rimuovila dal gioco.",
		"unread: "},
	{"en", "Kumano", "If a creature dealt damage by Kumano this turn would die, exile it instead.",
		"static static=[redirect(kind=dies filter=creature damaged_by_self zone=graveyard instead=exile)]"},
	{"fr", "Kumano, maître yamabushi", "Si une créature ayant subi ce tour des blessures de Kumano, maître yamabushi devait être mise dans un cimetière, retirez-la de la partie à la place.",
		"static static=[redirect(kind=from_battlefield filter=creature damaged_by_self zone=graveyard instead=exile)]"},
	// "a card or token" is no filter yet: unread, not every card.
	{"en", "Lantern", "If a card or token would be put into a graveyard from anywhere, exile it instead.",
		"unread: a card or a token"},
	{"it", "Lanterna", "Se una carta o una pedina sta per essere messa in un cimitero da qualsiasi zona, invece esiliala.",
		"unread: a card or a token"},
	// Damage doubled: all of it, or to an opponent and their permanents.
	{"en", "Furnace", "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
		"static static=[damage_double]"},
	{"fr", "Fournaise", "Si une source devait infliger des blessures à une créature ou un joueur, elle inflige à la place le double de ces blessures à cette créature ou à ce joueur.",
		"static static=[damage_double]"},
	{"it", "Fornace", "Se una fonte sta per infliggere danno a una creatura o a un giocatore, invece infligge il doppio di quel danno a quella creatura o a quel giocatore.",
		"static static=[damage_double]"},
	{"fr", "Insurrection", "Si une source devait infliger des blessures à un adversaire ou à un permanent qu'un adversaire contrôle, cette source inflige le double de ces blessures à ce joueur ou à ce permanent à la place.",
		"static static=[damage_double(to=opponent_or_permanent)]"},
	{"it", "Insurrezione", "Se una fonte sta per infliggere danno a un avversario o a un permanente controllato da un avversario, quella fonte infligge invece il doppio di quel danno a quel giocatore o permanente.",
		"static static=[damage_double(to=opponent_or_permanent)]"},
	// Halved, or to you only: no op says it.
	{"en", "Furnace", "If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead.",
		"unread: replacement effect"},
	{"en", "Furnace", "If a source would deal damage to you, it deals double that damage to you instead.",
		"unread: replacement effect"},
	// Replacements of other events: honest reasons.
	// Your draws: draw_instead (branch grammar-prevention).
	{"fr", "Lanterne", "Si vous deviez piocher une carte, piochez deux cartes à la place.",
		"static static=[draw_instead(affects=you then=[draw(n=2)])]"},
	{"it", "Lanterna", "Se stai per pescare una carta, pesca invece due carte.",
		"static static=[draw_instead(affects=you then=[draw(n=2)])]"},
	{"en", "Lantern", "If you would draw a card, draw two cards instead.",
		"static static=[draw_instead(affects=you then=[draw(n=2)])]"},
	{"fr", "Lanterne", "Si Lanterne devait être mise dans un cimetière d'où qu'elle vienne, révélez Lanterne et mélangez-la dans la bibliothèque de son propriétaire à la place.",
		`unread: replacement effect of "~ devait etre mise dans un cimetiere`},
	{"fr", "Lanterne", "Si vous engagez un permanent pour du mana, il produit deux fois cette quantité de mana à la place.",
		`unread: replacement effect of "vous engagez un permanent pour du mana"`},
	{"it", "Lanterna", "Se TAPpi un permanente per attingere mana, produce invece il doppio di quel mana.",
		`unread: replacement effect of "tappi un permanente per attingere mana"`},
	{"en", "Lantern", "If you tap a permanent for mana, it produces twice as much of that mana instead.",
		`unread: replacement effect of "you tap a permanent for mana"`},
	// Old shocklands: « à la place » / « invece » after "if you don't".
	{"fr", "Crypte de sang", "Au moment où la Crypte de sang arrive en jeu, vous pouvez payer 2 points de vie. Si vous ne le faites pas, la Crypte de sang arrive en jeu engagée à la place.",
		"static static=[enters_pay_life(n=2 optional)]"},
	{"it", "Cripta di Sangue", "Mentre la Cripta di Sangue entra in gioco, puoi pagare 2 punti vita. Se non lo fai, invece la Cripta di Sangue entra in gioco TAPpata.",
		"static static=[enters_pay_life(n=2 optional)]"},
}

func TestInsteadReplacements(t *testing.T) {
	for _, row := range insteadRows {
		checkReading(t, row.lang, row.name, false, row.text, row.want)
	}
}
