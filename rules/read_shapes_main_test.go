package rules

import "testing"

// readShapesMain are the shapes of the main set's printed cards (names
// A–L in French) that the reader learned after the first table: each
// written on invented cards, in both languages.
var readShapesMain = []readShape{
	{"amount: count with a power filter", false,
		"À chaque fois que la Lanterne fantasque attaque, elle inflige X blessures à chaque adversaire, X étant le nombre de créatures avec une force inférieure ou égale à 2 que vous contrôlez.",
		"Ogniqualvolta la Lanterna Bizzarra attacca, infligge X danni a ogni avversario, dove X è il numero di creature con forza pari o inferiore a 2 che controlli.",
		[]string{"triggered when=attacks do=[damage(n=count(creature power<=2 you_control) to=each_opponent)]"}},
	{"reflexive trigger: when you do", false,
		"Quand la Lanterne fantasque arrive, vous pouvez sacrifier une autre créature. Quand vous faites ainsi, la Lanterne fantasque inflige 2 blessures à n'importe quelle cible.",
		"Quando la Lanterna Bizzarra entra, puoi sacrificare un'altra creatura. Quando lo fai, la Lanterna Bizzarra infligge 2 danni a un qualsiasi bersaglio.",
		[]string{"triggered when=enters do=[sacrifice(n=1 filter=creature other you_control optional); reflexive(ability={triggered when=reflexive targets=[any] do=[damage(n=2 to=t0)]})]"}},
}

func TestReadShapesMain(t *testing.T) { testReadShapes(t, readShapesMain) }
