package read

import (
	"strings"
	"testing"
)

// triggerObjectShapes are triggers about another object and what the
// effect calls it, in the three languages, on the invented card
// "Lanterne fantasque" / "Lanterna Bizzarra" / "Whimsical Lantern"; a
// missing want is a text that must stay unread.
var triggerObjectShapes = []struct {
	name string
	text map[string]string
	want map[string]string
}{
	{"a pronoun object after the card as subject is the trigger's object",
		map[string]string{
			"fr": "À chaque fois qu'une créature attaque ou bloque, la Lanterne fantasque lui inflige 2 blessures.",
			"it": "Ogniqualvolta una creatura attacca o blocca, la Lanterna Bizzarra le infligge 2 danni.",
			"en": "Whenever a creature attacks or blocks, Whimsical Lantern deals 2 damage to it."},
		map[string]string{"fr": "triggered when=creature_attacks_or_blocks filter=creature do=[damage(n=2 to=it)]",
			"it": "triggered when=creature_attacks_or_blocks filter=creature do=[damage(n=2 to=it)]",
			"en": "triggered when=creature_attacks_or_blocks filter=creature do=[damage(n=2 to=it)]"}},
	{"« cette créature » is the other when the card names itself",
		map[string]string{
			"fr": "Quand une créature non-noire arrive sur le champ de bataille, sacrifiez la Lanterne fantasque. Si vous faites ainsi, détruisez cette créature.",
			"en": "When a nonblack creature enters the battlefield, sacrifice Whimsical Lantern. If you do, destroy that creature."},
		map[string]string{"fr": "triggered when=enters_any filter=!black creature do=[sacrifice(what=self); if(if=did then=[destroy(what=it)])]",
			"en": "triggered when=enters_any filter=!black creature do=[sacrifice(what=self); if(if=did then=[destroy(what=it)])]"}},
	{"the card or another creature enters: that creature is the event's object",
		map[string]string{
			"fr": "À chaque fois que la Lanterne fantasque ou une autre créature arrive sur le champ de bataille sous votre contrôle, cette créature gagne +2/+2 jusqu'à la fin du tour.",
			"it": "Ogniqualvolta la Lanterna Bizzarra o un'altra creatura entra nel campo di battaglia sotto il tuo controllo, quella creatura prende +2/+2 fino alla fine del turno.",
			"en": "Whenever Whimsical Lantern or another creature enters the battlefield under your control, that creature gets +2/+2 until end of turn."},
		map[string]string{"fr": "triggered when=enters do=[pump(p=2 t=2 what=it until=eot)]\ntriggered when=enters_any filter=creature other you_control do=[pump(p=2 t=2 what=it until=eot)]",
			"it": "triggered when=enters do=[pump(p=2 t=2 what=it until=eot)]\ntriggered when=enters_any filter=creature other you_control do=[pump(p=2 t=2 what=it until=eot)]",
			"en": "triggered when=enters do=[pump(p=2 t=2 what=it until=eot)]\ntriggered when=enters_any filter=creature other you_control do=[pump(p=2 t=2 what=it until=eot)]"}},
	{"a creature dealing combat damage to a player: that creature is the source",
		map[string]string{
			"fr": "À chaque fois qu'une créature que vous contrôlez inflige des blessures de combat à un joueur, mettez un marqueur +1/+1 sur cette créature.",
			"it": "Ogniqualvolta una creatura che controlli infligge danno da combattimento a un giocatore, metti un segnalino +1/+1 su quella creatura.",
			"en": "Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on that creature."},
		map[string]string{"fr": "triggered when=combat_damage_player filter=creature you_control do=[counters(n=1 what=it_source kind=+1/+1)]",
			"it": "triggered when=combat_damage_player filter=creature you_control do=[counters(n=1 what=it_source kind=+1/+1)]",
			"en": "triggered when=combat_damage_player filter=creature you_control do=[counters(n=1 what=it_source kind=+1/+1)]"}},
	{"the card blocking a creature with flying: the pronoun is still the card",
		map[string]string{
			"fr": "À chaque fois que la Lanterne fantasque bloque une créature avec le vol, la Lanterne fantasque gagne +2/+0 jusqu'à la fin du tour.",
			"it": "Ogniqualvolta la Lanterna Bizzarra blocca una creatura con volare, la Lanterna Bizzarra prende +2/+0 fino alla fine del turno.",
			"en": "Whenever Whimsical Lantern blocks a creature with flying, it gets +2/+0 until end of turn."},
		map[string]string{"fr": "triggered when=blocks_creature filter=creature has:flying do=[pump(p=2 t=0 what=self until=eot)]",
			"it": "triggered when=blocks_creature filter=creature has:flying do=[pump(p=2 t=0 what=self until=eot)]",
			"en": "triggered when=blocks_creature filter=creature has:flying do=[pump(p=2 t=0 what=self until=eot)]"}},
	{"\"that creature\" in a spell naming none: unread (it was the spell itself)",
		map[string]string{"en": "Morbid — Put three +1/+1 counters on that creature instead if a creature died this turn."},
		map[string]string{}},
	{"another player's draw step: that player",
		map[string]string{
			"fr": "Au début de l'étape de pioche de chaque joueur, ce joueur pioche une carte.",
			"it": "All'inizio dell'acquisizione di ogni giocatore, quel giocatore pesca una carta.",
			"en": "At the beginning of each player's draw step, that player draws a card."},
		map[string]string{"fr": "triggered when=each_draw_step do=[draw(n=1 to=them)]",
			"it": "triggered when=each_draw_step do=[draw(n=1 to=them)]",
			"en": "triggered when=each_draw_step do=[draw(n=1 to=them)]"}},
}

func TestReadShapesTriggerObject(t *testing.T) {
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra", "en": "Whimsical Lantern"}
	for _, tc := range triggerObjectShapes {
		for _, lang := range []string{"fr", "it", "en"} {
			text, ok := tc.text[lang]
			if !ok {
				continue
			}
			spell := strings.HasPrefix(text, "Morbid")
			r, err := ReadParagraph(lang, names[lang], spell, text)
			if err != nil {
				t.Fatal(err)
			}
			want, compiles := tc.want[lang]
			if !compiles {
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, r.Form())
				}
				continue
			}
			if got := strings.Join(r.Form(), "\n"); r.Status != ReadCompiled || got != want {
				t.Errorf("%s (%s): got %q (%s), want %q", tc.name, lang, got, r.Reason, want)
			}
		}
	}
}
