package rules

import "testing"

// readShapesS3 are shapes of a third slice of the Duskmourn cards, written
// on invented cards.
var readShapesS3 = []readShape{
	{"shuffle itself and a target with a counter", false,
		"{1}{U}, {T} : Mélangez la Lanterne fantasque et une créature ciblée avec un marqueur « étourdissement » sur elle dans les bibliothèques de leurs propriétaires.",
		"{1}{U}, {T}: Rimescola la Lanterna Bizzarra e una creatura bersaglio con un segnalino stordimento nei grimori dei rispettivi proprietari.",
		[]string{"activated cost={1}{U} tap targets=[counter:stun creature] do=[move(what=self zone=library); move(what=t0 zone=library)]"}},
}

func TestReadShapesS3(t *testing.T) { checkReadShapes(t, readShapesS3) }
