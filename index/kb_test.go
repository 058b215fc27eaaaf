package index

import (
	"context"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// smallKB is a hand-built knowledge base shaped like the real one: French
// and Italian cards with rulings, mechanic sections, a room, a glossary
// entry and rule paragraphs of the old rulebook. Its lookups are built, as
// ingest builds them.
func smallKB() *corpus.KB {
	kb := &corpus.KB{
		Documents: []corpus.Document{
			{ID: "dsk-fr", Lang: "fr", Kind: corpus.KindReleaseNotes, Set: "dsk"},
			{ID: "dsk-it", Lang: "it", Kind: corpus.KindReleaseNotes, Set: "dsk"},
			{ID: "emn-fr", Lang: "fr", Kind: corpus.KindMechanics, Set: "emn"},
			{ID: "9ed-fr", Lang: "fr", Kind: corpus.KindRulebook, Set: "9ed"},
		},
		Cards: []corpus.Card{
			{
				ID: "dsk-fr-pilleuse-de-poubelles-optimiste", Doc: "dsk-fr", Lang: "fr", Section: corpus.SectionMain, Set: "dsk",
				Name: "Pilleuse de poubelles optimiste", ManaCost: "{2}{W}", ManaValue: 3, Colors: []string{"W"},
				TypeLine: "Créature : humain et survivant", Types: []string{"Creature"}, Subtypes: []string{"humain", "survivant"},
				PT: "2/2", Power: "2", Toughness: "2",
				Text:      []string{"Délire — Tant qu'il y a au moins quatre types de cartes parmi les cartes de votre cimetière, la Pilleuse de poubelles optimiste a +2/+2."},
				Mechanics: []string{"delirium"},
				Rulings: []corpus.Ruling{
					{ID: "dsk-fr-pilleuse-de-poubelles-optimiste-r1", Text: "Les types de cartes sont comptés dans votre cimetière quand vous résolvez la capacité."},
				},
			},
			{
				ID: "dsk-fr-anthropede", Doc: "dsk-fr", Lang: "fr", Section: corpus.SectionMain, Set: "dsk",
				Name: "Anthropède", ManaCost: "{3}{B}", ManaValue: 4, Colors: []string{"B"},
				TypeLine: "Créature : insecte et horreur", Types: []string{"Creature"}, Subtypes: []string{"insecte", "horreur"},
				PT: "4/3", Power: "4", Toughness: "3",
				Text: []string{"Quand l'Anthropède arrive, vous pouvez vous défausser d'une carte ou payer {2}. Quand vous faites ainsi, détruisez une pièce ciblée."},
				Rulings: []corpus.Ruling{
					{ID: "dsk-fr-anthropede-r1", Text: "Vous ne choisissez pas une cible pour la dernière capacité de l'Anthropède au moment où elle se déclenche."},
				},
			},
			{
				ID: "dsk-fr-piscine-sans-fond-vestiaire", Doc: "dsk-fr", Lang: "fr", Section: corpus.SectionMain, Set: "dsk",
				Layout: corpus.LayoutRoom, Name: "Piscine sans fond // Vestiaire", ManaCost: "{U} // {4}{U}", ManaValue: 6, Colors: []string{"U"},
				TypeLine: "Enchantement : pièce", Types: []string{"Enchantment"}, Subtypes: []string{"pièce"},
				Faces: []corpus.Face{
					{Name: "Piscine sans fond", ManaCost: "{U}", ManaValue: 1, Colors: []string{"U"}, Text: []string{"Quand vous déverrouillez cet accès, renvoyez jusqu'à une créature ciblée dans la main de son propriétaire."}},
					{Name: "Vestiaire", ManaCost: "{4}{U}", ManaValue: 5, Colors: []string{"U"}, Text: []string{"À chaque fois qu'au moins une créature que vous contrôlez inflige des blessures de combat à un joueur, piochez une carte."}},
				},
				Mechanics: []string{"room"},
			},
			{
				ID: "dsk-fr-suzerain-de-bouillecale", Doc: "dsk-fr", Lang: "fr", Section: corpus.SectionMain, Set: "dsk",
				Name: "Suzerain de Bouillecale", ManaCost: "{4}{R}{R}", ManaValue: 6, Colors: []string{"R"},
				TypeLine: "Créature-enchantement : avatar et horreur", Types: []string{"Enchantment", "Creature"}, Subtypes: []string{"avatar", "horreur"},
				PT: "5/5", Power: "5", Toughness: "5",
				Text:      []string{"Imminence 4 — {2}{R}{R}", "À chaque fois que le Suzerain de Bouillecale arrive ou qu'il attaque, il inflige 4 blessures à n'importe quelle cible."},
				Mechanics: []string{"impending"},
			},
			{
				ID: "dsk-fr-golgari-guildmage", Doc: "dsk-fr", Lang: "fr", Section: corpus.SectionCommander, Set: "dsc",
				Name: "Mage de guilde golgari", ManaCost: "{B/G}{B/G}", ManaValue: 2, Colors: []string{"B", "G"},
				TypeLine: "Créature : elfe et chaman", Types: []string{"Creature"}, PT: "2/2", Power: "2", Toughness: "2",
				Text: []string{"{4}{B}, Sacrifiez une créature : Renvoyez une carte de créature ciblée de votre cimetière dans votre main."},
			},
			{
				ID: "dsk-it-saccheggiatrice-di-rifiuti-ottimista", Doc: "dsk-it", Lang: "it", Section: corpus.SectionMain, Set: "dsk",
				Name: "Saccheggiatrice di Rifiuti Ottimista", ManaCost: "{2}{W}", ManaValue: 3, Colors: []string{"W"},
				TypeLine: "Creatura — Umano Sopravvissuto", Types: []string{"Creature"}, Subtypes: []string{"umano", "sopravvissuto"},
				PT: "2/2", Power: "2", Toughness: "2",
				Text:      []string{"Delirio — Finché ci sono quattro o più tipi di carte tra le carte nel tuo cimitero, la Saccheggiatrice di Rifiuti Ottimista prende +2/+2."},
				Mechanics: []string{"delirium"},
				Rulings: []corpus.Ruling{
					{ID: "dsk-it-saccheggiatrice-di-rifiuti-ottimista-r1", Text: "I tipi di carta vengono contati mentre l'abilità si risolve."},
				},
			},
		},
		Sections: []corpus.Section{
			{
				ID: "dsk-fr-s-retour-de-mecanique-delire", Doc: "dsk-fr", Lang: "fr", Title: "Retour de mécanique : délire", Kind: "mechanic", Mechanic: "delirium",
				Text: []string{"Le délire vérifie les types de cartes dans votre cimetière."},
				Rulings: []corpus.Ruling{
					{ID: "dsk-fr-s-retour-de-mecanique-delire-r1", Text: "Les types de cartes sont artefact, bataille, créature, enchantement, éphémère, terrain, planeswalker et rituel."},
				},
			},
			{
				ID: "dsk-it-s-meccanica-di-ritorno-delirio", Doc: "dsk-it", Lang: "it", Title: "Meccanica di ritorno: delirio", Kind: "mechanic", Mechanic: "delirium",
				Text: []string{"Il delirio controlla i tipi di carte nel tuo cimitero."},
			},
			{
				ID: "emn-fr-s-assimilation", Doc: "emn-fr", Lang: "fr", Title: "Nouvelle mécanique de jeu : Cartes avec l'assimilation", Kind: "mechanic", Mechanic: "meld",
				Text:  []string{"La paire de cartes avec l'assimilation ci-dessous est Bruna, la lumière pâlissante et Gisela, la lame brisée."},
				Rules: []string{"701.34a"},
			},
		},
		Glossary: []corpus.GlossaryEntry{
			{ID: "9ed-fr-g-en-jeu", Doc: "9ed-fr", Lang: "fr", Term: "En jeu", Text: []string{"Une carte est en jeu quand elle est sur la table. Les cartes en jeu sont appelées des permanents."}},
			{ID: "9ed-fr-g-initiative", Doc: "9ed-fr", Lang: "fr", Term: "Initiative", Text: []string{"Une créature avec l'initiative inflige ses blessures de combat avant les créatures sans l'initiative."}},
		},
		Rules: []corpus.Rule{
			{ID: "emn-fr-701.34a", Number: "701.34a", Doc: "emn-fr", Lang: "fr", Section: "emn-fr-s-assimilation",
				Text: "L'assimilation est une action mot-clé qui apparaît sur une capacité de l'une des cartes d'une paire avec l'assimilation."},
		},
	}
	if err := kb.Index(); err != nil {
		panic(err) // a fixture that does not index is a broken test file
	}
	return kb
}

func buildSmall(t testing.TB) *Index {
	t.Helper()
	ix, err := Build(context.Background(), smallKB(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}
