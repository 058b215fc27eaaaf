package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// graveyardRows are abilities of a card that function from its graveyard
// (113.6k): they move the card out of it, or their condition is that it is
// there (self_graveyard.go).
var graveyardRows = []conditionRow{
	{"cast trigger returning the card (DIS Aurora Eidolon)", false,
		[3]string{"Eidôlon de l'aurore", "Apparizione dell'Aurora", "Aurora Eidolon"},
		"À chaque fois que vous jouez un sort multicolore, vous pouvez renvoyer l'Eidôlon de l'aurore depuis votre cimetière dans votre main.",
		"Ogniqualvolta giochi una magia multicolore, puoi riprendere in mano l'Apparizione dell'Aurora dal tuo cimitero.",
		"Whenever you cast a multicolored spell, you may return Aurora Eidolon from your graveyard to your hand.",
		"triggered when=cast_any filter=multicolored spell from=graveyard do=[move(what=self zone=hand optional)]"},
	{"cast trigger, pay then return (LRW Masked Admirers)", false,
		[3]string{"Admirateurs masqués", "Ammiratori Mascherati", "Masked Admirers"},
		"À chaque fois que vous lancez un sort de créature, vous pouvez payer {G}{G}. Si vous faites ainsi, renvoyez les Admirateurs masqués depuis votre cimetière dans votre main.",
		"Ogniqualvolta giochi una magia creatura, puoi pagare {G}{G}. Se lo fai, riprendi in mano gli Ammiratori Mascherati dal tuo cimitero.",
		"Whenever you cast a creature spell, you may pay {G}{G}. If you do, return Masked Admirers from your graveyard to your hand.",
		"triggered when=cast_any filter=creature spell from=graveyard do=[pay_mana(cost={G}{G} optional); if(if=did then=[move(what=self zone=hand)])]"},
	{"upkeep trigger (10E Squee, Goblin Nabob)", false,
		[3]string{"Skwi, nabab gobelin", "Squee, Nababbo Goblin", "Squee, Goblin Nabob"},
		"Au début de votre entretien, vous pouvez renvoyer Skwi, nabab gobelin depuis votre cimetière dans votre main.",
		"All'inizio del tuo mantenimento, puoi riprendere in mano Squee, Nababbo Goblin dal tuo cimitero.",
		"At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.",
		"triggered when=upkeep from=graveyard do=[move(what=self zone=hand optional)]"},
	{"a sorcery's activated ability (8ED Hammer of Bogardan)", true,
		[3]string{"Marteau du Bogardân", "Martello di Bogardan", "Hammer of Bogardan"},
		"{2}{R}{R}{R} : Renvoyez le Marteau du Bogardân depuis votre cimetière dans votre main. Ne jouez cette capacité que pendant votre phase d'entretien.",
		"{2}{R}{R}{R}: Riprendi in mano il Martello di Bogardan dal tuo cimitero. Gioca questa abilità solo durante il tuo mantenimento.",
		"{2}{R}{R}{R}: Return Hammer of Bogardan from your graveyard to your hand. Activate only during your upkeep.",
		"activated cost={2}{R}{R}{R} activate_if=your_upkeep from=graveyard do=[move(what=self zone=hand)]"},
	{"intervening if: the card is in your graveyard (INV Pyre Zombie)", false,
		[3]string{"Zombie des bûchers", "Zombie della Pira", "Pyre Zombie"},
		"Au début de votre entretien, si le Zombie des bûchers est dans votre cimetière, vous pouvez payer {1}{B}{B}. Si vous faites ainsi, renvoyez le Zombie des bûchers depuis votre cimetière dans votre main.",
		"",
		"At the beginning of your upkeep, if Pyre Zombie is in your graveyard, you may pay {1}{B}{B}. If you do, return Pyre Zombie to your hand.",
		"triggered when=upkeep if=is(self, in:graveyard you_own) from=graveyard do=[pay_mana(cost={1}{B}{B} optional); if(if=did then=[move(what=self zone=hand)])]"},
	{"landfall returning the card to the battlefield (ZEN Bloodghast)", false,
		[3]string{"Exécration de sang", "Spettro di Sangue", "Bloodghast"},
		"",
		"",
		"Landfall — Whenever a land enters the battlefield under your control, you may return Bloodghast from your graveyard to the battlefield.",
		"triggered when=enters_any filter=land you_control from=graveyard do=[move(what=self zone=battlefield optional)]"},
	{"a static ability from the graveyard stays unread (JUD Riftstone Portal)", false,
		[3]string{"Portail de pierrebrèche", "Portale della Rocciaspaccata", "Riftstone Portal"},
		"Tant que le Portail de pierrebrèche est dans votre cimetière, les terrains que vous contrôlez ont « {T}: Ajoutez {G} ou {W} à votre réserve. »",
		"",
		"As long as Riftstone Portal is in your graveyard, lands you control have \"{T}: Add {G} or {W}.\"",
		unreadRow},
	{"a spell exiling itself from the graveyard stays unread (AER Dark Intimations)", false,
		[3]string{"Obscures suggestions", "Oscuri Segnali", "Dark Intimations"},
		"",
		"",
		"When you cast a Bolas planeswalker spell, exile Dark Intimations from your graveyard. That planeswalker enters the battlefield with an additional loyalty counter on it.",
		unreadRow},
	{"a cost of exiling the card from its graveyard (VOW Bramble Wurm)", false,
		[3]string{"Guivre de ronces", "Wurm dei Rovi", "Bramble Wurm"},
		"{2}{G}, exilez la Guivre de ronces depuis votre cimetière : Vous gagnez 5 points de vie.",
		"{2}{G}, Esilia il Wurm dei Rovi dal tuo cimitero: Guadagni 5 punti vita.",
		"{2}{G}, Exile Bramble Wurm from your graveyard: You gain 5 life.",
		"activated cost={2}{G} exile_self from=graveyard do=[gain_life(n=5)]"},
	{"one or more cards put into your graveyard: one event (SOI The Gitrog Monster)", false,
		[3]string{"Le monstre de Gitrog", "Il Mostro di Gitrog", "The Gitrog Monster"},
		"À chaque fois qu'au moins une carte de terrain est mise dans votre cimetière d'où qu'elle vienne, piochez une carte.",
		"Ogniqualvolta una o più carte terra vengono messe nel tuo cimitero da qualsiasi zona, pesca una carta.",
		"Whenever one or more land cards are put into your graveyard from anywhere, draw a card.",
		"triggered when=put_into_your_graveyard_batch filter=card land do=[draw(n=1)]"},
	{"a card put into your graveyard: one event each (C15 Centaur Vinecrasher's event, another graveyard)", false,
		[3]string{"", "", "Centaur Vinecrasher"},
		"", "",
		"Whenever a land card is put into your graveyard from anywhere, draw a card.",
		"triggered when=put_into_your_graveyard filter=card land do=[draw(n=1)]"},
}

func TestReadSelfGraveyard(t *testing.T) { checkConditionRows(t, graveyardRows) }

// TestPrintedAuraReturnsFromGraveyard: an aura's trigger about the
// permanent it enchants functions on the battlefield (113.6k's exception):
// Genju of the Realm's land is destroyed, the aura goes to the graveyard,
// and the ability returns it from there to its owner's hand.
func TestPrintedAuraReturnsFromGraveyard(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Genju of the Realm", "When enchanted land is put into a graveyard, you may return Genju of the Realm from your graveyard to your hand."},
		{"fr", "Genju du royaume", "Quand le terrain enchanté est mis dans un cimetière, vous pouvez renvoyer le Genju du royaume depuis votre cimetière dans votre main."},
		{"it", "Genju del Reame", "Quando la terra incantata viene messa in un cimitero, puoi riprendere in mano il Genju del Reame dal tuo cimitero."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		aura := g.AddCard(printedCard(t, tc.lang, tc.name, "{W}{U}{B}{R}{G}", "Enchantment — Aura", "", tc.text), 0, rules.ZoneBattlefield, false)
		land := g.AddCard(&rules.CardDef{ID: "inline:Land", Name: "Land", Faces: []*rules.Face{{Name: "Land", Types: []string{"Land"}}}}, 0, rules.ZoneBattlefield, false)
		aura.AttachedTo = land.ID
		if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 0, Src: land.ID}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if n := len(g.Players[0].Hand); n != 1 {
			t.Errorf("%s: %d cards in hand, want the aura returned from the graveyard\n%s", tc.lang, n, strings.Join(g.Log(), "\n"))
		}
	}
}
