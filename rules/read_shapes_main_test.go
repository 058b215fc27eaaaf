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
}

func TestReadShapesMain(t *testing.T) { testReadShapes(t, readShapesMain) }
