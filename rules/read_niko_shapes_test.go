package rules

import "testing"

// readShapesCopyExile are the shapes of a predefined token defined by its
// reminder text and of permanents becoming copies of an exiled creature
// until the next end step, written on invented cards.
var readShapesCopyExile = []readShape{
	{"two predefined tokens defined by their reminder text", false,
		"Quand la Lanterne fantasque arrive, créez deux jetons « éclat ». (Ce sont des enchantements avec « {2}\\», sacrifiez cet enchantement : Regard 1, puis piochez une carte. »)",
		"Quando la Lanterna Bizzarra entra, crea due pedine Frammento. (Sono incantesimi con \"{2}, Sacrifica questo incantesimo: Profetizza 1, poi pesca una carta\".)",
		[]string{"triggered when=enters do=[token(n=2 kind=Enchantment — <type> ability={activated cost={2} sacrifice=self do=[scry(n=1); draw(n=1)]})]"}},
}

func TestReadShapesCopyExile(t *testing.T) { checkReadShapes(t, readShapesCopyExile) }
