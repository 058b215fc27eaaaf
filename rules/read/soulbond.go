package read

import (
	"maps"
)

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
	"self_paired":      condSelfPaired,
	"self_paired_with": condSelfPairedWith,
}

// condSelfPaired builds the condition shape "self_paired". "Both
// creatures" and "each of those creatures" after it (the phrases of the
// last set named, '@each') are the two paired creatures.
func condSelfPaired(rd *reader, _ map[string]string) (string, error) {
	rd.last, rd.lastMany = "pair", "pair"
	return "paired(self)", nil
}

// condSelfPairedWith builds the condition shape "self_paired_with":
// "unless it's paired with a creature with soulbond" / « à moins qu'il ne
// soit associé à une créature avec l'association d'âmes » / « a meno che
// non sia abbinato a una creatura con unione d'anime »: the card (named,
// or the pronoun with nothing else named before) is paired with a
// creature matching the phrase.
func condSelfPairedWith(rd *reader, m map[string]string) (string, error) {
	if rd.last != "" && rd.last != "self" {
		return "", unreadf("paired: %q names another object than the card", rd.last)
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return "", err
	}
	return "paired_with(self, " + f + ")", nil
}
