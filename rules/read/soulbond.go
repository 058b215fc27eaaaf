package read

import "maps"

// Soulbond (702.95): the keyword (the engine's pairing trigger) and its
// static abilities, "As long as ~ is paired with another creature, both
// creatures have lifelink" / « Tant que ~ est associé à une autre
// créature, les deux créatures ont le lien de vie » / « Fintanto che ~ è
// abbinato a un'altra creatura, entrambe le creature hanno legame
// vitale », and "each of those creatures has "…"" / « chacune de ces
// créatures a « … » » / « ognuna di quelle creature ha "…" ». The
// condition is paired(self); the creatures it speaks of next are the
// pair, the reference "pair" (the creature and its partner, 702.95c).

func init() {
	maps.Copy(builders.conds, soulbondConditions)
}

var soulbondConditions = map[string]condBuilder{
	"self_paired": condSelfPaired,
}

// condSelfPaired builds the condition shape "self_paired". "Both
// creatures" and "each of those creatures" after it (the phrases of the
// last set named, '@each') are the two paired creatures.
func condSelfPaired(rd *reader, _ map[string]string) (string, error) {
	rd.last, rd.lastMany = "pair", "pair"
	return "paired(self)", nil
}
