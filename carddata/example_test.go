package carddata_test

import (
	"fmt"
	"log"

	"github.com/arbitre/arbitre/carddata"
)

// An MTGJSON set file and Scryfall's cards and rulings, merged: a card is
// found by its name in any language, with its text in the others.
func Example() {
	im := carddata.NewImporter(carddata.Options{}) // English, French, Italian
	for _, f := range []string{"testdata/mtgjson-isd.json", "testdata/scryfall-cards.json", "testdata/scryfall-rulings.json.bz2"} {
		if err := im.ReadFile(f); err != nil {
			log.Fatal(err)
		}
	}
	cards := im.Cards()
	for _, m := range cards.Named("aberrazione insettoide") {
		fmt.Printf("%s (%s): %s\n", m.Name, m.Lang, m.Card.Name)
		fmt.Println(m.Card.Text("fr").Name)
		fmt.Println(len(m.Card.Rulings), "rulings")
	}
	for _, m := range cards.Fuzzy("chaleru impie", 1) {
		fmt.Printf("%s (%s, %d typo): %s\n", m.Name, m.Lang, m.Typos, m.Card.Name)
	}
	// Output:
	// Aberrazione Insettoide (it): Delver of Secrets // Insectile Aberration
	// Fureteur des secrets // Aberration insectoïde
	// 2 rulings
	// Chaleur impie (fr, 1 typo): Unholy Heat
}
