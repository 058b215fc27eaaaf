package rules

import "testing"

// moreReadShapes are the shapes of the Commander cards' templating, each
// written once in French and once in Italian on invented cards.
var moreReadShapes = []readShape{
	{"trigger: the card itself or another object enters", false,
		"À chaque fois que la Lanterne fantasque ou qu'un autre artefact que vous contrôlez arrive, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra o un altro artefatto che controlli entra, pesca una carta.",
		[]string{"triggered when=enters do=[draw(n=1)]", "triggered when=enters_any filter=artifact other you_control do=[draw(n=1)]"}},
	{"static: counters that can't be removed", false,
		"Les marqueurs « étourdissement » ne peuvent pas être retirés des créatures que vos adversaires contrôlent.",
		"I segnalini stordimento non possono essere rimossi dalle creature controllate dai tuoi avversari.",
		[]string{"static static=[cant_remove_counters(kind=stun affects=all:creature opp_control)]"}},
	{"a static ability after a trigger in one paragraph", false,
		"Quand la Lanterne fantasque arrive, engagez jusqu'à une créature ciblée et mettez un marqueur « étourdissement » sur elle. Les marqueurs « étourdissement » ne peuvent pas être retirés des permanents que vos adversaires contrôlent.",
		"Quando la Lanterna Bizzarra entra, TAPpa fino a una creatura bersaglio e metti un segnalino stordimento su di essa. I segnalini stordimento non possono essere rimossi dai permanenti controllati dai tuoi avversari.",
		[]string{"triggered when=enters targets=[creature{0,1}] do=[tap(what=t0); counters(n=1 what=t0 kind=stun)]",
			"static static=[cant_remove_counters(kind=stun affects=all:opp_control permanent)]"}},
}

func TestReadShapesMore(t *testing.T) { checkReadShapes(t, moreReadShapes) }
