package read

import (
	"slices"
	"strings"
	"testing"
)

// enShape is a row of the French/Italian shape tables written in English
// Oracle wording: the row is named, and its form is the row's own, so
// that a card compiles to one form whatever its language.
type enShape struct {
	row string // the name of a readShape row of the shape tables
	en  string
}

// enShapes are rows of the shape tables in English, on the invented cards
// "Whimsical Lantern" (a spell: "Dreaming Bolt").
var enShapes = []enShape{
	{"additional cost: sacrifice", "As an additional cost to cast this spell, sacrifice a creature or enchantment."},
	{"additional cost naming the card, in the wording before 2009", "As an additional cost to cast Dreaming Bolt, sacrifice a creature."},
	{"return a card to your hand", "Return target creature card from your graveyard to your hand."},
	{"enters trigger, target", "When Whimsical Lantern enters the battlefield, destroy target artifact an opponent controls."},
	{"unlock door, bounce up to one", "When you unlock this door, return up to one target creature to its owner's hand."},
	{"ward with life", "Ward—Pay 3 life."},
	{"ward: sacrifice three nonland permanents", "Ward—Sacrifice three nonland permanents."},
	{"keywords", "Flying, trample"},
	{"keyword with cost", "Equip {3}"},
	{"reminder only", "(This is a reminder.)"},
	{"enchant", "Enchant creature"},
	{"mana ability", "{T}: Add {G} or {U}."},
	{"target player gains life", "Target player gains 5 life."},
	{"morbid", "Morbid — At the beginning of each end step, if a creature died this turn, you gain 1 life."},
	{"opponent's upkeep, pronoun is that player", "At the beginning of each opponent's upkeep, that player loses 1 life."},
	{"static: enchanted player", "Enchanted player can't gain life."},
	{"trigger: one or more creatures enter, once for each event", "Whenever one or more creatures enter the battlefield under your control, you gain 1 life."},
	{"spell: tap, pump, unblockable", "Tap target creature. Target creature you control gets +2/+2 until end of turn. It can't be blocked this turn."},
	{"goad a target creature", "Goad target creature."},
	{"static: self unblockable, no maximum hand size", "Whimsical Lantern can't be blocked."},
	{"heroic: you cast a spell that targets it", "Whenever you cast a spell that targets Whimsical Lantern, draw a card."},
	{"doesn't untap during your untap step", "Whimsical Lantern doesn't untap during your untap step."},
	{"an aura: neither attack nor block", "Enchanted creature can't attack or block."},
	{"objects with a keyword", "Creatures you control with flying get +1/+1."},
	{"a target with a two-word keyword", "Destroy target creature with lifelink."},
	{"colors joined by « ou »: either color", "Destroy target red or green creature."},
	{"while you control a permanent of a color: at least one", "As long as you control a red permanent, Whimsical Lantern gets +1/+0."},
	{"static: other objects of two types", "Other artifact creatures you control have flying."},
	{"static: equipped", "Equipped creature gets +2/+1 and has deathtouch."},
	{"trigger about another object: pronoun is it", "Whenever another creature enters the battlefield under your control, it gets +1/+0 and gains haste until end of turn."},
	{"until end of turn first", "{1}: Until end of turn, Whimsical Lantern gets +1/+0 and gains flying."},
	{"granted quoted ability", "{2}: Whimsical Lantern gains \"{T}: Add {G}.\" until end of turn."},
	{"X is the greatest power", "{3}{G}: Creatures you control get +X/+X until end of turn, where X is the greatest power among creatures you control."},
	{"power and toughness each equal to a number: characteristic-defining", "Whimsical Lantern's power and toughness are each equal to the number of creatures you control."},
	{"can't be countered", "This spell can't be countered."},
	{"two abilities in one paragraph", "You have no maximum hand size. At the beginning of your end step, draw a card."},
	{"cost: remove counters from the card itself", "{1}, Remove a charge counter from Whimsical Lantern: Draw a card."},
	{"enters with counters", "Whimsical Lantern enters the battlefield with three charge counters on it."},
	{"enters with X +1/+1 counters", "Whimsical Lantern enters the battlefield with X +1/+1 counters on it."},
	{"attacks trigger, counters", "Whenever Whimsical Lantern attacks, put a +1/+1 counter on it."},
	{"spell: counter, manifest dread", "Counter target spell. Manifest dread."},
	{"exile until it leaves the battlefield", "When Whimsical Lantern enters the battlefield, exile target nonland permanent an opponent controls until Whimsical Lantern leaves the battlefield."},
	{"the cards it exiled to their owners' hands", "When Whimsical Lantern leaves the battlefield, put each card exiled with it into its owner's hand."},
	{"each opponent, then the same player again", "When Whimsical Lantern enters the battlefield, each opponent sacrifices a nontoken enchantment, then sacrifices a nontoken creature."},
	{"Phyrexian mana's reminder printed without parentheses", "{G/P} can be paid with either {G} or 2 life."},
	{"exile six cards from your graveyard: an additional cost", "As an additional cost to cast this spell, exile six cards from your graveyard."},
	{"return a permanent card from your graveyard", "You may return a permanent card from your graveyard to your hand."},
	{"static: choose a creature type as it enters", "As Whimsical Lantern enters the battlefield, choose a creature type."},
	{"dies, was a creature, it's an enchantment", "When Whimsical Lantern dies, if it was a creature, return it to the battlefield under its owner's control. It's an enchantment."},
	{"the destroyed creature's controller", "Destroy target creature. Its controller manifests dread."},
	{"enters tapped unless a player's life", "Whimsical Lantern enters the battlefield tapped unless a player has 10 or less life."},
	{"target A and target B: two targets, not one of either type", "Destroy target artifact and target enchantment."},
	{"an object chosen without targeting", "At the beginning of your end step, you may return an artifact you own to your hand."},
	{"reflexive trigger: when you do", "When Whimsical Lantern enters the battlefield, you may sacrifice another creature. When you do, Whimsical Lantern deals 2 damage to any target."},
	{"spell: token", "Create two 1/1 red Gremlin creature tokens."},
	{"emblem with a triggered ability", "[+1]: You get an emblem with \"At the beginning of your upkeep, draw a card.\""},
	{"loyalty abilities", "[−2]: Draw two cards."},
	{"prevent all combat damage this turn (a Fog)", "Prevent all combat damage that would be dealt this turn."},
	{"activated, tap and life", "{T}, Pay 2 life: Whimsical Lantern deals 1 damage to any target."},
	{"dies trigger, pronoun subject", "When Whimsical Lantern dies, it deals 2 damage to each opponent."},
	{"spell: damage and life", "Dreaming Bolt deals 3 damage to target creature. You gain 3 life."},
	{"spell: X defined by the sentence", "Dreaming Bolt deals X damage to each opponent, where X is the number of cards in your hand."},
	{"damage; if that creature would die this turn, exile it instead", "Dreaming Bolt deals 5 damage to target creature. If that creature would die this turn, exile it instead."},
	{"damage to an opponent increased", "If a source you control would deal noncombat damage to an opponent, it deals that much damage plus 1 instead."},
	{"until end of turn, whenever: a delayed trigger", "Until end of turn, whenever a creature you control dies, draw a card."},
	{"discard the hand", "Discard your hand, then draw three cards."},
	{"you may, if you do", "When Whimsical Lantern enters the battlefield, you may discard a card. If you do, draw two cards."},
	{"each player's upkeep: that player", "At the beginning of each player's upkeep, that player loses 1 life."},
	{"turned face up", "When Whimsical Lantern is turned face up, draw a card."},
	{"trigger: the card itself or another object enters", "Whenever Whimsical Lantern or another artifact enters the battlefield under your control, draw a card."},
	{"trigger: creatures attack a player, once per player", "Whenever one or more artifacts you control attack a player, draw a card."},
	{"an opponent loses life for the first time during each of their turns", "Whenever an opponent loses life for the first time during each of their turns, draw a card."},
	{"X is the number of card types in your graveyard", "Draw X cards, where X is the number of card types among cards in your graveyard."},
	{"trigger: one or more creatures deal combat damage to a player, once per player", "Whenever one or more creatures you control deal combat damage to a player, draw a card."},
	{"activated, sacrifice self, sorcery speed", "{2}, Sacrifice Whimsical Lantern: Draw two cards. Activate only as a sorcery."},
	{"upkeep trigger, mill and surveil", "At the beginning of your upkeep, mill two cards, then surveil 1."},
	{"combat damage trigger", "Whenever a creature you control deals combat damage to a player, draw a card."},
	{"spell: search", "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."},
	{"once per turn", "Whenever another creature enters the battlefield under your control, draw a card. This ability triggers only once each turn."},
	{"if you cast it", "When Whimsical Lantern enters the battlefield, if you cast it, draw two cards."},
	{"you may search (infinitive), put it onto the battlefield tapped, then shuffle", "When Whimsical Lantern enters the battlefield, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle."},
	{"look at the top cards, put up to N matching into your hand", "Look at the top four cards of your library. You may reveal a land card from among them and put it into your hand. Put the rest on the bottom of your library in any order."},
	{"search for up to two cards, onto the battlefield tapped", "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle."},
	{"council's dilemma: a vote, an instruction for each vote for each option", "Council's dilemma — Starting with you, each player votes for time or money. For each time vote, take an extra turn after this one. For each money vote, choose a permanent owned by the voter and gain control of it."},
}

// enOwnShapes are shapes of English Oracle wording that the French and
// Italian rows do not print, on the same invented cards.
var enOwnShapes = []struct {
	name  string
	spell bool
	en    string
	want  []string
}{
	{"serial comma: one target of three types", true, "Destroy target artifact, creature, or enchantment.",
		[]string{"spell targets=[artifact|creature|enchantment] do=[destroy(what=t0)]"}},
	{"a player or a planeswalker", true, "Dreaming Bolt deals 3 damage to target player or planeswalker.",
		[]string{"spell targets=[planeswalker player] do=[damage(n=3 to=t0)]"}},
	{"loyalty cost in brackets", false, "[+2]: Whimsical Lantern deals 1 damage to target player or planeswalker.",
		[]string{"activated loyalty=+2 targets=[planeswalker player] do=[damage(n=1 to=t0)]"}},
	{"two conditions joined by or: either holds (attacking|blocking)", true,
		"Target player sacrifices an attacking or blocking creature.",
		[]string{"spell targets=[player] do=[sacrifice(n=1 to=t0 filter=attacking|blocking creature)]"}},
	{"two objects joined by and: not one of either kind", true, "Target player sacrifices an artifact and a land.", []string{unreadRow}},
	{"X is its power, the target's: unread", true, "Target creature gets +X/+0 until end of turn, where X is its power.", []string{unreadRow}},
	{"X is its power, the card's own", false, "{2}{G}{G}: Whimsical Lantern gets +X/+X until end of turn, where X is its power.",
		[]string{"activated cost={2}{G}{G} do=[pump(p=power(self) t=power(self) what=self until=eot)]"}},
	// A list of tokens reads item by item (branch grammar-tokens).
	{"several tokens in one sentence", true,
		"Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.",
		[]string{"spell do=[token(n=1 kind=Creature — <type> colors=G pt=1/1); token(n=1 kind=Creature — <type> colors=G pt=2/2); token(n=1 kind=Creature — <type> colors=G pt=3/3)]"}},
	{"a clone", false, "You may have Whimsical Lantern enter the battlefield as a copy of any creature on the battlefield.",
		[]string{"static static=[enters_as_copy(filter=creature)]"}},
	{"a token with a keyword, tapped and attacking", false,
		"Whenever Whimsical Lantern attacks, create a 1/1 white Bird creature token with flying that's tapped and attacking.",
		// Tapped and attacking: it attacks (it was read as tapped only).
		[]string{"triggered when=attacks do=[token(n=1 kind=Creature — <type> keywords=flying colors=W pt=1/1 tapped attacking)]"}},
	{"flicker: return at the beginning of the next end step", false,
		"When Whimsical Lantern enters the battlefield, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
		[]string{"triggered when=enters targets=[other permanent] do=[exile(what=t0); delayed(ability={triggered when=each_end_step do=[move(what=exiled_now zone=battlefield)]})]"}},
	{"enters the battlefield under your control (before 2024)", false,
		"Whenever a creature enters the battlefield under your control, you may gain 1 life.",
		[]string{"triggered when=enters_any filter=creature you_control do=[gain_life(n=1 optional)]"}},
	// "They have "…"" after the tokens is the tokens' own ability, read
	// into their description (branch grammar-tokens), not the card's.
	{"a pronoun after the tokens is not the card", false,
		"When Whimsical Lantern dies, create two 2/2 green Ooze creature tokens. They have \"When this creature dies, draw a card.\"",
		[]string{"triggered when=dies do=[token(n=2 kind=Creature — <type> colors=G pt=2/2 ability={triggered when=dies do=[draw(n=1)]})]"}},
}

// TestReadShapesEnglishOwn reads the English-only rows.
func TestReadShapesEnglishOwn(t *testing.T) {
	for _, tc := range enOwnShapes {
		name := "Whimsical Lantern"
		if tc.spell {
			name = "Dreaming Bolt"
		}
		r, err := ReadParagraph("en", name, tc.spell, tc.en)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case slices.Equal(tc.want, []string{unreadRow}):
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s: compiled %q, want unread with a reason", tc.name, r.Form())
			}
		case r.Status != ReadCompiled:
			t.Errorf("%s: unread: %s", tc.name, r.Reason)
		case strings.Join(r.Form(), "\n") != strings.Join(tc.want, "\n"):
			t.Errorf("%s:\n got %q\nwant %q", tc.name, r.Form(), tc.want)
		}
	}
}

// TestReadShapesEnglish reads each English row and compares its form with
// the row's, which French and Italian compile to (TestReadShapes*).
func TestReadShapesEnglish(t *testing.T) {
	rows := map[string]readShape{}
	for _, table := range [][]readShape{castShapes, choicesShapes, combatShapes, continuousShapes, copyShapes, countersShapes,
		damageShapes, flowsShapes, handShapes, libraryShapes, lifeShapes, manaShapes, tokensShapes, zonesShapes, readShapesVote} {
		for _, r := range table {
			rows[r.name] = r
		}
	}
	for _, tc := range enShapes {
		row, ok := rows[tc.row]
		if !ok {
			t.Errorf("no shape row %q", tc.row)
			continue
		}
		name := "Whimsical Lantern"
		if row.spell {
			name = "Dreaming Bolt"
		}
		r, err := ReadParagraph("en", name, row.spell, tc.en)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Equal(row.want, []string{unreadRow}) {
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s: compiled %q, want unread with a reason", tc.row, r.Form())
			}
			continue
		}
		if r.Status != ReadCompiled {
			t.Errorf("%s: unread: %s", tc.row, r.Reason)
			continue
		}
		if got := r.Form(); strings.Join(got, "\n") != strings.Join(row.want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", tc.row, got, row.want)
		}
	}
}
