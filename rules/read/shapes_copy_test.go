package read

import "testing"

// copyShapes are the shapes whose first instruction belongs to the copy family
// (builders in copy.go), each written in both languages on invented cards.
var copyShapes = []readShape{
	{"the activated abilities of your other creatures", false,
		"La Lanterne fantasque a toutes les capacités activées des créatures que vous contrôlez qui n'ont pas le même nom que cette créature.",
		"La Lanterna Bizzarra ha tutte le abilità attivate delle creature che controlli che non hanno lo stesso nome di questa creatura.",
		[]string{"static static=[copy_activated(affects=self)]"}},
	{"it or another creature you control dies; put those counters", false,
		"À chaque fois que la Lanterne fantasque ou une autre créature que vous contrôlez meurt, s'il avait des marqueurs sur lui, mettez ces marqueurs sur jusqu'à une créature ciblée.",
		"Ogniqualvolta la Lanterna Bizzarra o un'altra creatura che controlli muore, se aveva segnalini, metti quei segnalini su fino a una creatura bersaglio.",
		[]string{"triggered when=dies_any filter=creature you_control if=all_counters(it) > 0 targets=[creature{0,1}] do=[copy_counters(what=t0 source=it)]"}},
	{"token copy: a subtype in addition", false,
		"Quand la Lanterne fantasque arrive, créez un jeton qui est une copie d'une créature ciblée que vous contrôlez, excepté que c'est un reflet en plus de ses autres types de créature.",
		"Quando la Lanterna Bizzarra entra, crea una pedina che è una copia di una creatura bersaglio che controlli, tranne che è un Riflesso in aggiunta ai suoi altri tipi di creatura.",
		[]string{"triggered when=enters targets=[creature you_control] do=[token_copy(what=t0 subtypes=<type>)]"}},
	{"token copy: a 1/1 red creature with keywords, sacrificed at the next end step", false,
		"{1}, {T} : Créez un jeton qui est une copie d'une autre créature ciblée que vous contrôlez, excepté que c'est une créature 1/1 rouge Ballon en plus de ses autres couleurs et de ses autres types et qu'il a le vol et la célérité. Sacrifiez-le au début de la prochaine étape de fin. N'activez que lorsque vous pourriez lancer un rituel.",
		"{1}, {T}: Crea una pedina che è una copia di un'altra creatura bersaglio che controlli, tranne che è una creatura Palloncino 1/1 rossa in aggiunta ai suoi altri colori e tipi e ha volare e rapidità. Sacrificala all'inizio della prossima sottofase finale. Attiva solo come una stregoneria.",
		[]string{"activated cost={1} tap sorcery targets=[creature other you_control] do=[token_copy(what=t0 keywords=flying,haste types=Creature subtypes=<type> colors=R pt=1/1); delayed(ability={triggered when=each_end_step do=[sacrifice(what=copies)]})]"}},
	{"trigger: you cast a spell that targets only a single creature you control", false,
		"À chaque fois que vous lancez un sort d'éphémère ou de rituel qui ne cible qu'une créature unique que vous contrôlez, copiez ce sort. Vous pouvez choisir de nouvelles cibles pour cette copie.",
		"Ogniqualvolta lanci una magia istantaneo o stregoneria che bersaglia solo una creatura che controlli, copia quella magia. Puoi scegliere nuovi bersagli per la copia.",
		[]string{"triggered when=cast_any filter=instant|sorcery spell if=single_target(it, creature you_control) do=[copy_spell(what=it); choose_new_targets(optional)]"}},
	{"enters as a copy of a creature, with a subtype and a quoted trigger added", false,
		"Vous pouvez faire que la Lanterne fantasque arrive comme une copie de n'importe quelle créature sur le champ de bataille, excepté que c'est un esprit en plus de ses autres types et qu'elle a « Quand cette créature devient la cible d'un sort ou d'une capacité, sacrifiez-la. »",
		"Puoi far entrare la Lanterna Bizzarra come una copia di qualsiasi creatura sul campo di battaglia, tranne che è uno Spirito in aggiunta ai suoi altri tipi e ha \"Quando questa creatura diventa bersaglio di una magia o abilità, sacrificala\".",
		[]string{"static static=[enters_as_copy(subtypes=<type> filter=creature ability={triggered when=targeted do=[sacrifice(what=self)]})]"}},
	{"enters as a copy of an artifact, no exception", false,
		"Vous pouvez faire que la Lanterne fantasque arrive comme une copie de n'importe quel artefact sur le champ de bataille.",
		"Puoi far entrare la Lanterna Bizzarra come una copia di qualsiasi artefatto sul campo di battaglia.",
		[]string{"static static=[enters_as_copy(filter=artifact)]"}},
	{"copy a target spell", true,
		"Copiez un sort d'éphémère ciblé que vous contrôlez.",
		"Copia una magia istantaneo bersaglio che controlli.",
		[]string{"spell targets=[instant spell you_control] do=[copy_spell(what=t0)]"}},
}

func TestReadShapesCopy(t *testing.T) { checkReadShapes(t, copyShapes) }
