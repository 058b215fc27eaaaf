package read

import "testing"

// TestMayInstead: "you may … instead" keeps, when declined, the
// instruction it would replace (RIX 37 in the three languages; before,
// declining did nothing).
func TestMayInstead(t *testing.T) {
	const want = "spell targets=[nonland permanent] do=[if(if=city_blessing(you) then=[move(what=t0 zone=library optional); if(if=did == 0 then=[bounce(what=t0)])] else=[bounce(what=t0)])]"
	checkParagraphRows(t, []paragraphRow{
		{"fr", "Expulsion d'Orazca", true, "Renvoyez le permanent non-terrain ciblé dans la main de son propriétaire. Si vous avez l'agrément de la cité, vous pouvez mettre ce permanent au-dessus de la bibliothèque de son propriétaire à la place.", want},
		{"it", "Espellere da Orazca", true, "Fai tornare un permanente non terra bersaglio in mano al suo proprietario. Se hai la benedizione della città, puoi invece mettere quel permanente in cima al grimorio del suo proprietario.", want},
		{"en", "Expel from Orazca", true, "Return target nonland permanent to its owner's hand. If you have the city's blessing, you may put that permanent on top of its owner's library instead.", want},
	})
}
