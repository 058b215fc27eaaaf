package read

import "testing"

// TestPluralReferences: "each of them", "those creatures", « chacune
// d'elles », « quelle creature » name the set of objects named before,
// never the card named since ("~ deals 1 damage to each of them"), and a
// singular definite phrase ("the creature", « la créature ») is the object
// named before, never every object of its kind. Real printed text (THB,
// XLN, CON, RAV, M19); an empty want is unread.
func TestPluralReferences(t *testing.T) {
	for _, tc := range []struct {
		lang, name string
		spell      bool
		text, want string
	}{
		{"it", "Avvolgere di Fiamme", true, "Scegli fino a tre creature bersaglio. Avvolgere di Fiamme infligge 1 danno a ognuna di esse. Quelle creature non possono bloccare in questo turno.",
			"spell targets=[creature{0,3}] do=[damage(n=1 to=targets); cant_block(what=targets until=this_turn)]"},
		{"fr", "Enveloppe de flammes", true, "Ciblez jusqu'à trois créatures. L'Enveloppe de flammes inflige 1 blessure à chacune d'elles. Ces créatures ne peuvent pas bloquer ce tour-ci.",
			"spell targets=[creature{0,3}] do=[damage(n=1 to=targets); cant_block(what=targets until=this_turn)]"},
		{"en", "Wrap in Flames", true, "Wrap in Flames deals 1 damage to each of up to three target creatures. Those creatures can't block this turn.",
			"spell targets=[creature{0,3}] do=[damage(n=1 to=targets); cant_block(what=targets until=this_turn)]"},
		// "Il" is the card: one source, not the targets.
		{"fr", "Gardien du reliquaire de feu", false, "{7}{R}, {T}, sacrifiez le Gardien du reliquaire de feu : Ciblez jusqu'à deux créatures. Il inflige 3 blessures à chacune d'elles.",
			"activated cost={7}{R} tap sacrifice=self targets=[creature{0,2}] do=[damage(n=3 to=targets)]"},
		{"en", "Fire Shrine Keeper", false, "{7}{R}, {T}, Sacrifice Fire Shrine Keeper: It deals 3 damage to each of up to two target creatures.",
			"activated cost={7}{R} tap sacrifice=self targets=[creature{0,2}] do=[damage(n=3 to=targets)]"},
		// « Ciblez » makes the creature a target, as « bersaglio » does.
		{"fr", "Ajani", false, "+1 : Ciblez jusqu'à deux créatures. Mettez un marqueur +1/+1 sur chacune d'elles.",
			"activated loyalty=+1 targets=[creature{0,2}] do=[counters(n=1 what=targets kind=+1/+1)]"},
		{"it", "Ajani", false, "+1: Scegli fino a due creature bersaglio. Metti un segnalino +1/+1 su ciascuna di esse.",
			"activated loyalty=+1 targets=[creature{0,2}] do=[counters(n=1 what=targets kind=+1/+1)]"},
		// "The creature" is the target, not every creature.
		{"fr", "Tempérament fumeux", true, "Le Tempérament fumeux inflige 2 blessures à la créature ciblée. Si vous contrôlez un permanent noir, détruisez la créature à la place.",
			"spell targets=[creature] do=[if(if=count(black permanent you_control) >= 1 then=[destroy(what=t0)] else=[damage(n=2 to=t0)])]"},
		{"en", "Dark Temper", true, "Dark Temper deals 2 damage to target creature. If you control a black permanent, destroy the creature instead.",
			"spell targets=[creature] do=[if(if=count(black permanent you_control) >= 1 then=[destroy(what=t0)] else=[damage(n=2 to=t0)])]"},
		// Nothing named before is a creature: unread, not every creature.
		{"en", "Sigiled Blade", false, "Whenever equipped creature attacks, you may return a land you control to its owner's hand. If you do, the creature gets +2/+2 until end of turn.",
			"unread: "},
		// "Those creatures" after a count names no set the reader keeps.
		{"en", "Incremental Growth", true, "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn.",
			"unread: "},
		// "Each creature … its power" is each of them, one at a time.
		{"en", "Ajani", false, "[−7]: Each creature you control deals damage equal to its power to each opponent.",
			"activated loyalty=-7 do=[damage(n=power(all:creature you_control) to=each_opponent source=all:creature you_control)]"},
	} {
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, tc.want)
	}
}
