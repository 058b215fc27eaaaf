package read

import "testing"

// mutateShapes are printed Ikoria sentences of mutate (702.140), the
// keyword line with its reminder text and the "whenever this creature
// mutates" trigger, in French, Italian and English, and the one form the
// three compile to (or unreadRow).
var mutateShapes = []kwShape{
	{"mutate keyword with its reminder (iko Gloomfang)",
		"Mutation {4}{B} (Si vous lancez ce sort pour son coût de mutation, mettez-le au-dessus ou au-dessous d'une créature non-Humain ciblée que vous possédez. La créature mutante est la créature du dessus, avec toutes les capacités des cartes au-dessous.)",
		"Mutazione {4}{B} (Se lanci questa magia per il suo costo di mutazione, mettila sopra o sotto una creatura non Umano bersaglio che possiedi. Muta nella creatura sopra, con anche le abilità di quelle sotto.)",
		"Mutate {4}{B} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)",
		"keyword mutate {4}{B}"},
	{"mutate keyword without its reminder",
		"Mutation {2}{U}",
		"Mutazione {2}{U}",
		"Mutate {2}{U}",
		"keyword mutate {2}{U}"},
	{"a reminder that does not say mutate's rule (any creature, not a non-Human one you own)",
		"Mutation {2}{U} (Si vous lancez ce sort pour son coût de mutation, mettez-le au-dessus ou au-dessous d'une créature ciblée.)",
		"Mutazione {2}{U} (Se lanci questa magia per il suo costo di mutazione, mettila sopra o sotto una creatura bersaglio.)",
		"Mutate {2}{U} (If you cast this spell for its mutate cost, put it over or under target creature.)",
		unreadRow},
	{"this creature mutates: a +1/+1 counter on it (iko Mysterious Egg)",
		"À chaque fois que cette créature subit une mutation, mettez un marqueur +1/+1 sur elle.",
		"Ogniqualvolta questa creatura muta, metti un segnalino +1/+1 su di essa.",
		"Whenever this creature mutates, put a +1/+1 counter on it.",
		"triggered when=mutates do=[counters(n=1 what=self kind=+1/+1)]"},
	{"this creature mutates: target creature an opponent controls (iko Dirge Bat)",
		"À chaque fois que cette créature subit une mutation, détruisez une créature ciblée ou un planeswalker ciblé qu'un adversaire contrôle.",
		"Ogniqualvolta questa creatura muta, distruggi una creatura o un planeswalker bersaglio controllati da un avversario.",
		"Whenever this creature mutates, destroy target creature or planeswalker an opponent controls.",
		"triggered when=mutates targets=[creature|planeswalker opp_control] do=[destroy(what=t0)]"},
	{"this creature mutates: draw a card (iko Dreamtail Heron)",
		"À chaque fois que cette créature subit une mutation, piochez une carte.",
		"Ogniqualvolta questa creatura muta, pesca una carta.",
		"Whenever this creature mutates, draw a card.",
		"triggered when=mutates do=[draw(n=1)]"},
	{"the number of times this creature has mutated (iko Insatiable Hemophage)",
		"À chaque fois que cette créature subit une mutation, chaque adversaire perd X points de vie et vous gagnez X points de vie, X étant le nombre de mutations subies par cette créature.",
		"Ogniqualvolta questa creatura muta, ogni avversario perde X punti vita e tu guadagni X punti vita, dove X è il numero di volte che questa creatura è mutata.",
		"Whenever this creature mutates, each opponent loses X life and you gain X life, where X is the number of times this creature has mutated.",
		"triggered when=mutates do=[lose_life(n=mutations(self) to=each_opponent); gain_life(n=mutations(self))]"},
	{"an activated ability's X: the number of times it has mutated (iko Porcuparrot)",
		"{T} : Cette créature inflige X blessures à n'importe quelle cible, X étant le nombre de mutations subies par cette créature.",
		"{T}: Questa creatura infligge X danni a un qualsiasi bersaglio, dove X è il numero di volte che questa creatura è mutata.",
		"{T}: This creature deals X damage to any target, where X is the number of times this creature has mutated.",
		"activated tap targets=[any] do=[damage(n=mutations(self) to=t0)]"},
	{"a creature you control mutates (iko Essence Symbiote)",
		"À chaque fois qu'une créature que vous contrôlez subit une mutation, mettez un marqueur +1/+1 sur cette créature et vous gagnez 2 points de vie.",
		"Ogniqualvolta una creatura che controlli muta, metti un segnalino +1/+1 su quella creatura e guadagni 2 punti vita.",
		"Whenever a creature you control mutates, put a +1/+1 counter on that creature and you gain 2 life.",
		"triggered when=mutates_any filter=creature you_control do=[counters(n=1 what=it kind=+1/+1); gain_life(n=2)]"},
}

func TestMutateShapes(t *testing.T) { checkKwShapes(t, mutateShapes) }

// TestMayCastSelfUsing: Brokkos's permission names its mutate ability; a
// keyword that is no alternative cost the engine casts a card for from
// the graveyard is unread.
func TestMayCastSelfUsing(t *testing.T) {
	checkKwShapes(t, []kwShape{
		{"cast from the graveyard using its mutate ability (iko Brokkos, Apex of Forever)",
			"Vous pouvez lancer la Lanterne fantasque depuis votre cimetière avec sa capacité de mutation.",
			"Puoi lanciare la Lanterna Bizzarra dal tuo cimitero usando la sua abilità mutazione.",
			"You may cast Whimsical Lantern from your graveyard using its mutate ability.",
			"static static=[may_cast_from(kind=mutate zone=graveyard)]"},
		{"using another keyword's ability: unread",
			"Vous pouvez lancer la Lanterne fantasque depuis votre cimetière avec sa capacité de vol.",
			"Puoi lanciare la Lanterna Bizzarra dal tuo cimitero usando la sua abilità volare.",
			"You may cast Whimsical Lantern from your graveyard using its flying ability.",
			unreadRow},
	})
}
