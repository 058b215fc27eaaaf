package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// creatureTriggerHeads are printed trigger heads whose subject is "a
// creature …" / « une créature … » / « una creatura … » (branch
// grammar-triggers2), with the form each language must compile to; an
// empty want is a text that must stay unread.
var creatureTriggerHeads = []struct {
	lang, name, text, want string
}{
	// MH2 Magus of the Bridge: the owner's graveyard is the owner's.
	{"it", "Magus del Ponte", "Ogniqualvolta una creatura non pedina viene messa nel tuo cimitero dal campo di battaglia, crea una pedina creatura Zombie 2/2 nera.",
		"triggered when=dies_any filter=creature nontoken you_own do=[token(n=1 kind=Creature — <type> colors=B pt=2/2)]"},
	{"fr", "Mage du pont", "Quand une créature est mise dans le cimetière d'un adversaire depuis le champ de bataille, exilez le Mage du pont.",
		"triggered when=dies_any filter=creature opp_own do=[exile(what=self)]"},
	{"it", "Magus del Ponte", "Quando una creatura viene messa nel cimitero di un avversario dal campo di battaglia, esilia il Magus del Ponte.",
		"triggered when=dies_any filter=creature opp_own do=[exile(what=self)]"},
	{"en", "Magus of the Bridge", "When a creature is put into an opponent's graveyard from the battlefield, exile Magus of the Bridge.",
		"triggered when=dies_any filter=creature opp_own do=[exile(what=self)]"},
	// ONS Gravedigger's era (« dal gioco », « depuis le jeu »).
	{"it", "Prova", "Ogniqualvolta una creatura viene messa nel tuo cimitero dal gioco, puoi spendere {1}{W}. Se lo fai, riprendi in mano quella carta.",
		"triggered when=dies_any filter=creature you_own do=[pay_mana(cost={1}{W} optional); if(if=did then=[move(what=it zone=hand)])]"},
	{"fr", "Prova", "À chaque fois qu'une créature est mise dans votre cimetière depuis le jeu, vous pouvez payer {1}{W}. Si vous faites ainsi, renvoyez cette carte dans votre main.",
		"triggered when=dies_any filter=creature you_own do=[pay_mana(cost={1}{W} optional); if(if=did then=[move(what=it zone=hand)])]"},
	// GPT, SHM Raking Canopy: what attacks you.
	{"fr", "Prova", "À chaque fois qu'une créature vous attaque, son contrôleur perd 1 point de vie.", "triggered when=attacks_you filter=creature do=[lose_life(n=1 to=controller(it))]"},
	{"it", "Prova", "Ogniqualvolta una creatura ti attacca, il suo controllore perde 1 punto vita.", "triggered when=attacks_you filter=creature do=[lose_life(n=1 to=controller(it))]"},
	{"en", "Prova", "Whenever a creature attacks you, its controller loses 1 life.", "triggered when=attacks_you filter=creature do=[lose_life(n=1 to=controller(it))]"},
	{"fr", "Canopée ratissante", "À chaque fois qu'une créature avec le vol vous attaque, la Canopée ratissante lui inflige 4 blessures.", "triggered when=attacks_you filter=creature has:flying do=[damage(n=4 to=it)]"},
	{"it", "Fronde Artigliate", "Ogniqualvolta una creatura con volare ti attacca, le Fronde Artigliate infliggono 4 danni a quella creatura.", "triggered when=attacks_you filter=creature has:flying do=[damage(n=4 to=it)]"},
	{"en", "Raking Canopy", "Whenever a creature with flying attacks you, Raking Canopy deals 4 damage to it.", "triggered when=attacks_you filter=creature has:flying do=[damage(n=4 to=it)]"},
	// LRW Dread, ONS: a creature dealing damage to you, combat or not.
	{"fr", "Prova", "À chaque fois qu'une créature vous inflige des blessures, détruisez-la.", "triggered when=damage_to_you filter=creature do=[destroy(what=it_source)]"},
	{"it", "Prova", "Ogniqualvolta una creatura ti infligge danno, distruggila.", "triggered when=damage_to_you filter=creature do=[destroy(what=it_source)]"},
	{"en", "Prova", "Whenever a creature deals damage to you, destroy it.", "triggered when=damage_to_you filter=creature do=[destroy(what=it_source)]"},
	{"it", "Prova", "Ogniqualvolta una creatura ti infligge danno, metti un segnalino oro su di essa.", "triggered when=damage_to_you filter=creature do=[counters(n=1 what=it_source kind=gold)]"},
	{"en", "Prova", "Whenever a creature deals damage to you, put a gold counter on it.", "triggered when=damage_to_you filter=creature do=[counters(n=1 what=it_source kind=gold)]"},
	// "a source an opponent controls" is no filter the reader has yet.
	{"en", "Retaliator Griffin", "Whenever a source an opponent controls deals damage to you, you may put that many +1/+1 counters on Retaliator Griffin.", ""},
	{"en", "Prova", "Whenever a source an opponent controls deals damage to you, that player sacrifices a permanent.", ""},
	// "its controller" of the trigger's source: the creature's controller
	// (trigger_source_controller.go); C16, 8ED: combat damage to one of
	// your opponents.
	{"fr", "Prova", "À chaque fois qu'une créature inflige des blessures de combat à l'un de vos adversaires, son contrôleur peut piocher une carte.", "triggered when=combat_damage_opp filter=creature do=[draw(n=1 to=controller(it_source) optional)]"},
	{"it", "Prova", "Ogniqualvolta una creatura infligge danno da combattimento a uno dei tuoi avversari, il suo controllore può pescare una carta.", "triggered when=combat_damage_opp filter=creature do=[draw(n=1 to=controller(it_source) optional)]"},
	{"en", "Prova", "Whenever a creature deals combat damage to one of your opponents, its controller may draw a card.", "triggered when=combat_damage_opp filter=creature do=[draw(n=1 to=controller(it_source) optional)]"},
	{"fr", "Prova", "À chaque fois qu'une créature que vous contrôlez inflige des blessures de combat à l'un de vos adversaires, vous pouvez piocher une carte.", "triggered when=combat_damage_opp filter=creature you_control do=[draw(n=1 optional)]"},
	// EVE Nightsky Mimic: a spell of both colours (the Italian read
	// « bianca e nera » as either).
	{"it", "Mimic Notturno", "Ogniqualvolta giochi una magia bianca e nera, il Mimic Notturno diventa 4/4 e ha volare fino alla fine del turno.",
		"triggered when=cast_any filter=black spell white do=[set_pt(p=4 t=4 what=self until=eot); grant(what=self keywords=flying until=eot)]"},
	{"fr", "Mimique du ciel nocturne", "À chaque fois que vous jouez un sort qui est à la fois blanc et noir, le Mimique du ciel nocturne devient 4/4 et acquiert le vol jusqu'à la fin du tour.",
		"triggered when=cast_any filter=black spell white do=[set_pt(p=4 t=4 what=self until=eot); grant(what=self keywords=flying until=eot)]"},
	{"en", "Nightsky Mimic", "Whenever you cast a spell that's both white and black, Nightsky Mimic has base power and toughness 4/4 until end of turn and gains flying until end of turn.",
		"triggered when=cast_any filter=black spell white do=[set_pt(p=4 t=4 what=self until=eot); grant(what=self keywords=flying until=eot)]"},
	// ISD Curse of Stalked Prey: combat damage to the enchanted player.
	{"fr", "Malédiction de la proie traquée", "À chaque fois qu'une créature inflige des blessures de combat au joueur enchanté, mettez un marqueur +1/+1 sur cette créature.",
		"triggered when=combat_damage_enchanted_player filter=creature do=[counters(n=1 what=it_source kind=+1/+1)]"},
	{"it", "Maledizione della Preda Braccata", "Ogniqualvolta una creatura infligge danno da combattimento al giocatore incantato, metti un segnalino +1/+1 su quella creatura.",
		"triggered when=combat_damage_enchanted_player filter=creature do=[counters(n=1 what=it_source kind=+1/+1)]"},
	{"en", "Curse of Stalked Prey", "Whenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that creature.",
		"triggered when=combat_damage_enchanted_player filter=creature do=[counters(n=1 what=it_source kind=+1/+1)]"},
	// "sono state messe" is no trigger: the rewrite needs « viene ».
	{"it", "Prova", "Riprendi in mano tutte le carte creatura che sono state messe nel tuo cimitero dal campo di battaglia in questo turno.", ""},
}

func TestReadCreatureTriggerHeads(t *testing.T) {
	for _, tc := range creatureTriggerHeads {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(r.Form(), "\n")
		if tc.want == "" {
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s %q: compiled %q, want unread", tc.lang, tc.text, got)
			}
			continue
		}
		if r.Status != ReadCompiled || got != tc.want {
			t.Errorf("%s %q:\n got %q (%s)\nwant %q", tc.lang, tc.text, got, r.Reason, tc.want)
		}
	}
}

// TestPrintedCreatureDamagesYou: ONS's "Whenever a creature deals damage to
// you, put a gold counter on it", played: the opponent's attacker that
// deals you damage gets one; blocked, it deals you none and gets none.
func TestPrintedCreatureDamagesYou(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever a creature deals damage to you, put a gold counter on it."},
		{"it", "Ogniqualvolta una creatura ti infligge danno, metti un segnalino oro su di essa."},
	} {
		for _, blocked := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			g.AddCard(printedCard(t, tc.lang, "Prova", "{4}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
			bear := plainCreature(g, 1, "Ours", "2", "2")
			g.Active = 1
			want := 1
			if blocked {
				want = 0
			}
			if got := attackForCounters(t, g, bear, 1, blocked, "gold"); got != want {
				t.Errorf("%s (blocked %v): %d gold counters, want %d", tc.lang, blocked, got, want)
			}
		}
	}
}

// TestPrintedCombatDamageEnchantedPlayer: ISD's Curse of Stalked Prey on
// the opponent, played: your attacker that deals them combat damage gets
// a counter; their attacker that deals you combat damage gets none.
func TestPrintedCombatDamageEnchantedPlayer(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that creature."},
		{"fr", "À chaque fois qu'une créature inflige des blessures de combat au joueur enchanté, mettez un marqueur +1/+1 sur cette créature."},
	} {
		for attacker, want := range []int{1, 0} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			curse := g.AddCard(printedCard(t, tc.lang, "Prova", "{1}{R}", "Enchantment — Aura Curse", "", tc.text), 0, rules.ZoneBattlefield, false)
			curse.AttachedToPl = 2
			bear := plainCreature(g, attacker, "Ours", "2", "2")
			g.Active = attacker
			if err := g.DeclareAttackers(attacker, 1-attacker, []*rules.Object{bear}); err != nil {
				t.Fatal(err)
			}
			if err := g.CombatDamage(nil); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
			if got := g.Objs[bear.ID].Counters["+1/+1"]; got != want {
				t.Errorf("%s (attacker %d): %d counters, want %d", tc.lang, attacker, got, want)
			}
		}
	}
}
