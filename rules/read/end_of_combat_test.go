package read

import "testing"

// endOfCombatRows are printed cards whose instruction waits for the end
// of combat (511.2): a delayed trigger about the card itself, in the three
// languages alike; an object the creating trigger was about is not
// remembered by the delayed trigger: unread.
var endOfCombatRows = []conditionRow{
	{"attacks or blocks: sacrifice it at end of combat (10E Fog Elemental)", false,
		[3]string{"Élémental de brouillard", "Elementale della Nebbia", "Fog Elemental"},
		"Quand l'Élémental de brouillard attaque ou bloque, sacrifiez-le à la fin du combat.",
		"Quando l'Elementale della Nebbia attacca o blocca, sacrificalo alla fine del combattimento.",
		"When Fog Elemental attacks or blocks, sacrifice it at end of combat.",
		"triggered when=attacks do=[delayed(ability={triggered when=end_of_combat do=[sacrifice(what=self)]})] | triggered when=blocks do=[delayed(ability={triggered when=end_of_combat do=[sacrifice(what=self)]})]"},
	{"blocks: destroy it at end of combat (8ED Cinder Wall)", false,
		[3]string{"Mur de cendres", "Muro di Cenere", "Cinder Wall"},
		"Quand le Mur de cendres bloque, détruisez-le à la fin du combat.",
		"Quando il Muro di Cenere blocca, distruggilo alla fine del combattimento.",
		"When Cinder Wall blocks, destroy it at end of combat.",
		"triggered when=blocks do=[delayed(ability={triggered when=end_of_combat do=[destroy(what=self)]})]"},
	{"remove a counter from it at end of combat (MRD Clockwork Beetle)", false,
		[3]string{"", "Scarabeo Meccanico", "Clockwork Beetle"},
		"",
		"Ogniqualvolta lo Scarabeo Meccanico attacca o blocca, rimuovi un segnalino +1/+1 da esso alla fine del combattimento.",
		"Whenever Clockwork Beetle attacks or blocks, remove a +1/+1 counter from it at end of combat.",
		"triggered when=attacks do=[delayed(ability={triggered when=end_of_combat do=[remove_counters(n=1 what=self kind=+1/+1)]})] | triggered when=blocks do=[delayed(ability={triggered when=end_of_combat do=[remove_counters(n=1 what=self kind=+1/+1)]})]"},
	{"the creature blocked: not remembered by the delayed trigger (Tangle Asp)", false,
		[3]string{"Vipère de la Filandre", "Aspide del Groviglio", "Tangle Asp"},
		"À chaque fois que la Vipère de la Filandre bloque ou devient bloquée par une créature, détruisez cette créature à la fin du combat.",
		"Ogniqualvolta l'Aspide del Groviglio blocca o viene bloccata da una creatura, distruggi quella creatura alla fine del combattimento.",
		"Whenever Tangle Asp blocks or becomes blocked by a creature, destroy that creature at end of combat.",
		unreadRow},
	{"« jusqu'à la fin du combat » is a duration, not this shape", false,
		[3]string{"Essai", "", ""},
		"Quand l'Essai attaque, il gagne +2/+0 jusqu'à la fin du combat.",
		"", "",
		unreadRow},
}

// TestEndOfCombat reads each row in each of its languages; a card of two
// triggers ("attacks or blocks") has two abilities, joined by " | ".
func TestEndOfCombat(t *testing.T) {
	for _, row := range endOfCombatRows {
		for i, lang := range []string{"fr", "it", "en"} {
			text := [3]string{row.fr, row.it, row.en}[i]
			if text == "" {
				continue
			}
			want := row.want
			if want == unreadRow {
				want = "unread: "
			}
			checkReading(t, lang, row.names[i], row.spell, text, want)
		}
	}
}
