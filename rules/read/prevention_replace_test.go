package read

import "testing"

// preventionReplaceRows are printed prevention and replacement sentences
// of real cards (their text, in the three languages and both eras): the
// form each compiles to, or "unread: " and a part of the reason.
var preventionReplaceRows = []struct {
	lang, name string
	spell      bool
	text, want string
}{
	// After a destruction, a definite phrase names what it destroyed.
	{"fr", "Nékrataal", false, "Quand le Nékrataal arrive en jeu, détruisez la créature non-artefact, non-noire ciblée. Cette créature ne peut pas être régénérée.",
		"triggered when=enters targets=[!black creature nonartifact] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0)]"},
	{"fr", "Lame de l'Arbre mort", true, "Détruisez une créature ciblée. Une créature détruite de cette manière ne peut pas être régénérée.",
		"spell targets=[creature] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0)]"},
	{"it", "Lama dell'Albero Morto", true, "Distruggi una creatura bersaglio. Una creatura distrutta in questo modo non può essere rigenerata.",
		"spell targets=[creature] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0)]"},
	{"en", "Dead Weight", true, "Destroy target creature. A creature destroyed this way can't be regenerated.",
		"spell targets=[creature] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0)]"},
	{"fr", "Rancune", true, "Détruisez le terrain ciblé ou la créature non-noire ciblée. Cette cible ne peut pas être régénérée.",
		"spell targets=[!black creature|land] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0)]"},
	{"it", "Melma Mefitica", false, "Ogniqualvolta la Melma Mefitica infligge danno da combattimento a una creatura, distruggi quella creatura. La creatura non può essere rigenerata.",
		"triggered when=combat_damage_creature filter=creature do=[cant_regenerate(what=it until=eot); destroy(what=it)]"},
	// X defined after a clause about a target: its power is the target's,
	// the card's when the card is named.
	{"fr", "Vision de beauté guerrière", false, "Au début du combat pendant votre tour, une autre créature ciblée que vous contrôlez acquiert la célérité et gagne +X/+X jusqu'à la fin du tour, X étant la force de cette créature.",
		"triggered when=begin_combat targets=[creature other you_control] do=[grant(what=t0 keywords=haste until=eot); pump(p=power(t0) t=power(t0) what=t0 until=eot)]"},
	{"it", "Visione di Bellezza", false, "All'inizio del combattimento nel tuo turno, un'altra creatura bersaglio che controlli ha rapidità e prende +X/+X fino alla fine del turno, dove X è la forza di quella creatura.",
		"triggered when=begin_combat targets=[creature other you_control] do=[grant(what=t0 keywords=haste until=eot); pump(p=power(t0) t=power(t0) what=t0 until=eot)]"},
	{"en", "Vision", false, "At the beginning of combat on your turn, another target creature you control gains haste and gets +X/+X until end of turn, where X is that creature's power.",
		"triggered when=begin_combat targets=[creature other you_control] do=[grant(what=t0 keywords=haste until=eot); pump(p=power(t0) t=power(t0) what=t0 until=eot)]"},
	{"fr", "Khenra résistant", false, "Quand le Khenra résistant arrive sur le champ de bataille, vous pouvez faire que la créature ciblée gagne +X/+X jusqu'à la fin du tour, X étant la force du Khenra résistant.",
		"triggered when=enters targets=[creature] do=[pump(p=power(self) t=power(self) what=t0 until=eot optional)]"},
	{"it", "Khenra Coriaceo", false, "Quando il Khenra Coriaceo entra nel campo di battaglia, puoi far prendere +X/+X a una creatura bersaglio fino alla fine del turno, dove X è la forza del Khenra Coriaceo.",
		"triggered when=enters targets=[creature] do=[pump(p=power(self) t=power(self) what=t0 until=eot optional)]"},
	{"en", "Resilient Khenra", false, "When Resilient Khenra enters the battlefield, you may have target creature get +X/+X until end of turn, where X is Resilient Khenra's power.",
		"triggered when=enters targets=[creature] do=[pump(p=power(self) t=power(self) what=t0 until=eot optional)]"},
	{"en", "Rhythm", false, "{1}{G}{U}, {T}: Target creature you control gains flying and gets +X/+X until end of turn, where X is its power.",
		"activated cost={1}{G}{U} tap targets=[creature you_control] do=[grant(what=t0 keywords=flying until=eot); pump(p=power(t0) t=power(t0) what=t0 until=eot)]"},
	{"it", "Reggilame Auriok", false, "{T}: La creatura bersaglio prende +X/+X fino alla fine del turno, dove X è la forza del Reggilame Auriok.",
		"activated tap targets=[creature] do=[pump(p=power(self) t=power(self) what=t0 until=eot)]"},
	{"fr", "Halana et Alena, partenaires", false, "Au début du combat pendant votre tour, mettez X marqueurs +1/+1 sur une autre créature ciblée que vous contrôlez, X étant la force d'Halana et Alena. Cette créature acquiert la célérité jusqu'à la fin du tour.",
		"triggered when=begin_combat targets=[creature other you_control] do=[counters(n=power(self) what=t0 kind=+1/+1); grant(what=t0 keywords=haste until=eot)]"},
	// A mana ability that adds other mana when a condition holds.
	{"fr", "Cavernes aux gemmes", false, "{T} : Ajoutez {C}. Si les Cavernes aux gemmes ont un marqueur « chance » sur elles, ajoutez un mana de la couleur de votre choix à la place.",
		"mana tap mana={C} mana_instead=if counters(self, luck) >= 1: {W}|{U}|{B}|{R}|{G}"},
	{"it", "Caverne di Gemme", false, "{T}: Aggiungi {C}. Se le Caverne di Gemme hanno un segnalino fortuna, aggiungi invece un mana di un qualsiasi colore.",
		"mana tap mana={C} mana_instead=if counters(self, luck) >= 1: {W}|{U}|{B}|{R}|{G}"},
	{"en", "Gemstone Caverns", false, "{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color.",
		"mana tap mana={C} mana_instead=if counters(self, luck) >= 1: {W}|{U}|{B}|{R}|{G}"},
	{"fr", "Nessian", false, "{T} : Ajoutez un mana de la couleur de votre choix. Si vous contrôlez une créature de force supérieure ou égale à 4, ajoutez deux manas d'une même couleur de votre choix à la place.",
		"mana tap mana={W}|{U}|{B}|{R}|{G} mana_instead=if count(creature power>=4 you_control) >= 1: {W}|{U}|{B}|{R}|{G}*2"},
	{"it", "Nessian", false, "{T}: Aggiungi un mana di un qualsiasi colore. Se controlli una creatura con forza pari o superiore a 4, aggiungi invece due mana di un qualsiasi colore.",
		"mana tap mana={W}|{U}|{B}|{R}|{G} mana_instead=if count(creature power>=4 you_control) >= 1: {W}|{U}|{B}|{R}|{G}*2"},
	{"en", "Nessian", false, "{T}: Add one mana of any color. If you control a creature with power 4 or greater, add two mana of any one color instead.",
		"mana tap mana={W}|{U}|{B}|{R}|{G} mana_instead=if count(creature power>=4 you_control) >= 1: {W}|{U}|{B}|{R}|{G}*2"},
	// Damage to the card itself prevented, and something done instead.
	{"en", "Phantom Centaur", false, "If damage would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1 counter from Phantom Centaur.",
		"static static=[prevent_replace(to=self kind=once then=[remove_counters(n=1 what=self kind=+1/+1)])]"},
	{"fr", "Centaure fantomatique", false, "Si des blessures devaient être infligées au Centaure fantomatique, prévenez ces blessures. Retirez un marqueur +1/+1 du Centaure fantomatique.",
		"static static=[prevent_replace(to=self kind=once then=[remove_counters(n=1 what=self kind=+1/+1)])]"},
	{"it", "Centauro Fantasma", false, "Se viene inflitto danno al Centauro Fantasma, previeni quel danno. Rimuovi un segnalino +1/+1 dal Centauro Fantasma.",
		"static static=[prevent_replace(to=self kind=once then=[remove_counters(n=1 what=self kind=+1/+1)])]"},
	{"it", "Wurm Fantasma", false, "Se sta per essere inflitto danno al Wurm Fantasma, previeni quel danno. Rimuovi un segnalino +1/+1 dal Wurm Fantasma.",
		"static static=[prevent_replace(to=self kind=once then=[remove_counters(n=1 what=self kind=+1/+1)])]"},
	{"fr", "Guivre fantomatique", false, "Si des blessures devaient être infligées à la Guivre fantomatique, prévenez ces blessures. Retirez un marqueur +1/+1 de la Guivre fantomatique.",
		"static static=[prevent_replace(to=self kind=once then=[remove_counters(n=1 what=self kind=+1/+1)])]"},
	{"en", "Protean Hydra", false, "If damage would be dealt to Protean Hydra, prevent that damage and remove that many +1/+1 counters from it.",
		"static static=[prevent_replace(to=self then=[remove_counters(n=amount what=self kind=+1/+1)])]"},
	{"fr", "Hydre protéenne", false, "Si des blessures devaient être infligées à l'Hydre protéenne, prévenez ces blessures et retirez-lui autant de marqueurs +1/+1.",
		"static static=[prevent_replace(to=self then=[remove_counters(n=amount what=self kind=+1/+1)])]"},
	{"it", "Idra Proteiforme", false, "Se sta per essere inflitto danno all'Idra Proteiforme, previeni quel danno e rimuovi da essa altrettanti segnalini +1/+1.",
		"static static=[prevent_replace(to=self then=[remove_counters(n=amount what=self kind=+1/+1)])]"},
	{"en", "Phyrexian Hydra", false, "If damage would be dealt to Phyrexian Hydra, prevent that damage. Put a -1/-1 counter on Phyrexian Hydra for each 1 damage prevented this way.",
		"static static=[prevent_replace(to=self then=[counters(n=amount what=self kind=-1/-1)])]"},
	{"fr", "Hydre phyrexiane", false, "Si des blessures devaient être infligées à l'Hydre phyrexiane, prévenez ces blessures. Mettez un marqueur -1/-1 sur l'Hydre phyrexiane pour chaque 1 blessure prévenue de cette manière.",
		"static static=[prevent_replace(to=self then=[counters(n=amount what=self kind=-1/-1)])]"},
	{"it", "Idra di Phyrexia", false, "Se sta per essere inflitto danno all'Idra di Phyrexia, previeni quel danno. Metti un segnalino -1/-1 sull'Idra di Phyrexia per ogni punto danno prevenuto in questo modo.",
		"static static=[prevent_replace(to=self then=[counters(n=amount what=self kind=-1/-1)])]"},
	// Replacements of how much.
	{"fr", "Reflet de bienfait", false, "Si vous deviez gagner des points de vie, vous gagnez deux fois ce nombre de points de vie à la place.",
		"static static=[life_gain_double(affects=you)]"},
	{"it", "Riflesso del Dono", false, "Se stai per guadagnare punti vita, guadagni invece il doppio di quei punti vita.",
		"static static=[life_gain_double(affects=you)]"},
	{"it", "Angelo", false, "Se stai per guadagnare punti vita, ne guadagni invece il doppio.",
		"static static=[life_gain_double(affects=you)]"},
	{"en", "Boon Reflection", false, "If you would gain life, you gain twice that much life instead.",
		"static static=[life_gain_double(affects=you)]"},
	{"fr", "Écailles durcies", false, "Si au moins un marqueur +1/+1 devait être placé sur une créature que vous contrôlez, autant de marqueurs +1/+1 plus 1 sont placés sur elle à la place.",
		"static static=[counters_plus(n=1 kind=+1/+1 filter=creature you_control)]"},
	{"it", "Scaglie Indurite", false, "Se uno o più segnalini +1/+1 stanno per essere messi su una creatura che controlli, mettine invece uno in più su quella creatura.",
		"static static=[counters_plus(n=1 kind=+1/+1 filter=creature you_control)]"},
	{"en", "Hardened Scales", false, "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.",
		"static static=[counters_plus(n=1 kind=+1/+1 filter=creature you_control)]"},
	{"fr", "Menace", false, "Si au moins un marqueur +1/+1 devait être placé sur une créature que vous contrôlez, placez deux fois ce nombre de marqueurs +1/+1 sur elle à la place.",
		"static static=[counters_double(kind=+1/+1 filter=creature you_control)]"},
	{"it", "Menace", false, "Se uno o più segnalini +1/+1 stanno per essere messi su una creatura che controlli, metti invece su quella creatura il doppio di quei segnalini.",
		"static static=[counters_double(kind=+1/+1 filter=creature you_control)]"},
	{"en", "Menace", false, "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.",
		"static static=[counters_double(kind=+1/+1 filter=creature you_control)]"},
	{"fr", "Mowu, compagnon loyal", false, "Si au moins un marqueur +1/+1 devait être mis sur Mowu, compagnon loyal, autant de marqueurs +1/+1 plus un sont mis sur lui à la place.",
		"static static=[counters_plus(n=1 kind=+1/+1 affects=self)]"},
	{"it", "Mowu, Compagno Fedele", false, "Se uno o più segnalini +1/+1 stanno per essere messi su Mowu, Compagno Fedele, mettine invece uno in più.",
		"static static=[counters_plus(n=1 kind=+1/+1 affects=self)]"},
	{"en", "Mowu, Loyal Companion", false, "If one or more +1/+1 counters would be put on Mowu, Loyal Companion, that many plus one +1/+1 counters are put on it instead.",
		"static static=[counters_plus(n=1 kind=+1/+1 affects=self)]"},
	// "For each 1 damage prevented this way" after a spell's shield: the
	// engine knows no amount there.
	{"fr", "Bouclier de l'âme", true, "Prévenez les 3 prochaines blessures qui devaient être infligées à la créature ciblée ce tour-ci et mettez un marqueur +1/+1 sur cette créature pour chaque 1 blessure prévenue de cette manière.",
		"unread: "},
	// Tokens doubled.
	{"en", "Anointed Procession", false, "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.", "static static=[tokens_double(affects=you)]"},
	{"fr", "Procession ointe", false, "Si un effet devait créer au moins un jeton sous votre contrôle, il crée deux fois ce nombre de jetons à la place.", "static static=[tokens_double(affects=you)]"},
	{"it", "Processione Consacrata", false, "Se un effetto sta per creare una o più pedine sotto il tuo controllo, crea invece il doppio di quelle pedine.", "static static=[tokens_double(affects=you)]"},
	{"fr", "Vies parallèles", false, "Si un effet devait mettre sur le champ de bataille au moins un jeton sous votre contrôle, il met sur le champ de bataille deux fois ce nombre de jetons à la place.", "static static=[tokens_double(affects=you)]"},
	{"it", "Vite Parallele", false, "Se un effetto sta per mettere sul campo di battaglia una o più pedine sotto il tuo controllo, mette invece sul campo di battaglia il doppio di quelle pedine.", "static static=[tokens_double(affects=you)]"},
	{"en", "Mondrak", false, "If one or more tokens would be created under your control, twice that many of those tokens are created instead.", "static static=[tokens_double(affects=you)]"},
	{"fr", "Mondrak", false, "Si au moins un jeton devait être créé sous votre contrôle, deux fois ce nombre de jetons sont créés à la place.", "static static=[tokens_double(affects=you)]"},
	{"it", "Mondrak", false, "Se una o più pedine stanno per essere create sotto il tuo controllo, invece ne vengono create il doppio.", "static static=[tokens_double(affects=you)]"},
	{"en", "Primal Vigor", false, "If one or more tokens would be created, twice that many of those tokens are created instead.", "static static=[tokens_double(affects=each_player)]"},
	{"fr", "Vigueur primitive", false, "Si au moins un jeton devait être mis sur le champ de bataille, mettez deux fois ce nombre de jetons sur le champ de bataille à la place.", "static static=[tokens_double(affects=each_player)]"},
	{"it", "Vigore Primordiale", false, "Se una o più pedine stanno per essere messe sul campo di battaglia, invece ne vengono messe il doppio.", "static static=[tokens_double(affects=each_player)]"},
}

func TestPreventionReplace(t *testing.T) {
	for _, row := range preventionReplaceRows {
		checkReading(t, row.lang, row.name, row.spell, row.text, row.want)
	}
}
