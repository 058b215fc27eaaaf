package read

import "testing"

// subjectShapes are the shapes whose subject is another object than the
// card or "you": the creature an aura or equipment is attached to, other
// creatures, players; each written in both languages on invented cards.
var subjectShapes = []readShape{
	{"trigger: the card deals combat damage to a player (filter self)", false,
		"À chaque fois que la Lanterne fantasque inflige des blessures de combat à un joueur, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra infligge danno da combattimento a un giocatore, pesca una carta.",
		[]string{"triggered when=combat_damage_player filter=self do=[draw(n=1)]"}},
	{"trigger: the card deals combat damage (filter self)", false,
		"À chaque fois que la Lanterne fantasque inflige des blessures de combat, vous gagnez 1 point de vie.",
		"Ogniqualvolta la Lanterna Bizzarra infligge danno da combattimento, guadagni 1 punto vita.",
		[]string{"triggered when=deals_combat_damage filter=self do=[gain_life(n=1)]"}},
	{"trigger: the equipped creature deals combat damage to a player", false,
		"À chaque fois que la créature équipée inflige des blessures de combat à un joueur, piochez une carte.",
		"Ogniqualvolta la creatura equipaggiata infligge danno da combattimento a un giocatore, pesca una carta.",
		[]string{"triggered when=combat_damage_player filter=enchanted_by_self do=[draw(n=1)]"}},
	{"trigger: the enchanted creature attacks", false,
		"À chaque fois que la créature enchantée attaque, elle gagne +1/+1 jusqu'à la fin du tour.",
		"Ogniqualvolta la creatura incantata attacca, prende +1/+1 fino alla fine del turno.",
		[]string{"triggered when=creature_attacks filter=enchanted_by_self do=[pump(p=1 t=1 what=it until=eot)]"}},
	{"trigger: the enchanted creature dies", false,
		"Quand la créature enchantée meurt, piochez une carte.",
		"Quando la creatura incantata muore, pesca una carta.",
		[]string{"triggered when=dies_any filter=enchanted_by_self do=[draw(n=1)]"}},
	{"trigger: the enchanted creature is put into a graveyard (it dies)", false,
		"Quand la créature enchantée est mise dans un cimetière, piochez une carte.",
		"Quando la creatura incantata viene messa in un cimitero, pesca una carta.",
		[]string{"triggered when=dies_any filter=enchanted_by_self do=[draw(n=1)]"}},
}

func TestReadShapesSubjects(t *testing.T) { checkReadShapes(t, subjectShapes) }

// preventShapes are the preventions of damage to what a clause names.
var preventShapes = []readShape{
	{"prevent all damage to a target this turn", true,
		"Prévenez toutes les blessures qui devraient être infligées à la créature ciblée ce tour-ci.",
		"Previeni tutto il danno che verrebbe inflitto a una creatura bersaglio in questo turno.",
		[]string{"spell targets=[creature] do=[prevent(what=t0 until=this_turn)]"}},
	{"prevent all damage to you this turn", true,
		"Prévenez toutes les blessures qui devraient vous être infligées ce tour-ci.",
		"Previeni tutto il danno che ti verrebbe inflitto in questo turno.",
		[]string{"spell do=[prevent(what=you until=this_turn)]"}},
	{"prevent the next N damage to any target, the duration first (older wording)", false,
		"{T} : Prévenez, ce tour-ci, les prochaines 2 blessures qui devraient être infligées à une cible, créature ou joueur.",
		"{T}: Previeni i prossimi 2 danni che verrebbero inflitti a una creatura o a un giocatore bersaglio in questo turno.",
		[]string{"activated tap targets=[any] do=[prevent(n=2 what=t0 until=this_turn)]"}},
	{"prevent the next 1 damage", false,
		"{T} : Prévenez, ce tour-ci, la prochaine 1 blessure qui devrait être infligée à une cible, créature ou joueur.",
		"{T}: Previeni il prossimo punto danno che verrebbe inflitto a una creatura o a un giocatore bersaglio in questo turno.",
		[]string{"activated tap targets=[any] do=[prevent(n=1 what=t0 until=this_turn)]"}},
	{"prevent all damage to creatures you control this turn: not locked in", true,
		"Prévenez toutes les blessures qui devraient être infligées ce tour-ci aux créatures que vous contrôlez.",
		"Previeni tutto il danno che verrebbe inflitto in questo turno alle creature che controlli.",
		[]string{"spell do=[prevent(until=this_turn filter=creature you_control)]"}},
	{"a prevention without a duration stays unread", true,
		"Prévenez toutes les blessures qui devraient être infligées à la créature ciblée.",
		"Previeni tutto il danno che verrebbe inflitto a una creatura bersaglio.",
		[]string{unreadRow}},
}

func TestReadShapesPrevent(t *testing.T) { checkReadShapes(t, preventShapes) }

// negatedShapes are the statics and effects that say what an object can't
// do or be.
var negatedShapes = []readShape{
	{"the enchanted creature can't attack", false,
		"La créature enchantée ne peut pas attaquer.",
		"La creatura incantata non può attaccare.",
		[]string{"static static=[cant_attack(affects=enchanted)]"}},
	{"can't attack alone", false,
		"La Lanterne fantasque ne peut pas attaquer seule.",
		"La Lanterna Bizzarra non può attaccare da sola.",
		[]string{"static static=[grant(keywords=cant_attack_alone affects=self)]"}},
	{"can't be the target of spells or abilities: shroud", false,
		"La Lanterne fantasque ne peut pas être la cible de sorts ou de capacités.",
		"La Lanterna Bizzarra non può essere bersaglio di magie o abilità.",
		[]string{"static static=[grant(keywords=shroud affects=self)]"}},
	{"… your opponents control: hexproof, for a duration", true,
		"La créature ciblée ne peut pas être la cible de sorts ou de capacités que vos adversaires contrôlent ce tour-ci.",
		"Una creatura bersaglio non può essere bersaglio di magie o abilità controllate dai tuoi avversari in questo turno.",
		[]string{"spell targets=[creature] do=[grant(what=t0 keywords=hexproof until=this_turn)]"}},
	{"can't be blocked except by creatures of one quality", false,
		"La Lanterne fantasque ne peut pas être bloquée excepté par des créatures noires.",
		"La Lanterna Bizzarra non può essere bloccata tranne che da creature nere.",
		[]string{"static static=[cant_be_blocked_by(kind=!black affects=self)]"}},
	{"can be blocked only by creatures with a keyword", false,
		"La Lanterne fantasque ne peut être bloquée que par des créatures avec le vol.",
		"La Lanterna Bizzarra non può essere bloccata tranne che da creature con volare.",
		[]string{"static static=[cant_be_blocked_by(kind=!has:flying affects=self)]"}},
	{"blocked only by two or more creatures: menace (702.111b), not a quality of the blockers", false,
		"La Lanterne fantasque ne peut pas être bloquée excepté par deux créatures ou plus.",
		"La Lanterna Bizzarra non può essere bloccata tranne che da due o più creature.",
		[]string{"static static=[grant(keywords=menace affects=self)]"}},
}

func TestReadShapesNegated(t *testing.T) { checkReadShapes(t, negatedShapes) }

// attachedShapes are the fine points of triggers about the creature an
// aura is attached to.
var attachedShapes = []readShape{
	{"the possessive after a trigger about the enchanted creature is that creature's", false,
		"Quand la créature enchantée meurt, créez X jetons de créature 1/1 blanche Soldat, X étant sa force.",
		"Quando la creatura incantata muore, crea X pedine creatura Soldato 1/1 bianche, dove X è la sua forza.",
		[]string{"triggered when=dies_any filter=enchanted_by_self do=[token(n=power(it) kind=Creature — <type> colors=W pt=1/1)]"}},
	{"« attaque ou bloque » of the enchanted creature: one event of that creature, not the card's block", false,
		"À chaque fois que la créature enchantée attaque ou bloque, vous gagnez 4 points de vie.",
		"Ogniqualvolta la creatura incantata attacca o blocca, guadagni 4 punti vita.",
		[]string{"triggered when=creature_attacks_or_blocks filter=enchanted_by_self do=[gain_life(n=4)]"}},
	{"the card or the enchanted creature attacks: two events", false,
		"À chaque fois que la Lanterne fantasque ou la créature enchantée attaque, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra o la creatura incantata attacca, pesca una carta.",
		[]string{"triggered when=attacks do=[draw(n=1)]", "triggered when=creature_attacks filter=enchanted_by_self do=[draw(n=1)]"}},
}

func TestReadShapesAttached(t *testing.T) { checkReadShapes(t, attachedShapes) }

// perShapes are bonuses for each object of a kind.
var perShapes = []readShape{
	{"static: the enchanted creature gets +2/+1 for each enchantment you control", false,
		"La créature enchantée gagne +2/+1 pour chaque enchantement que vous contrôlez.",
		"La creatura incantata prende +2/+1 per ogni incantesimo che controlli.",
		[]string{"static static=[pump(p=2 * count(enchantment you_control) t=count(enchantment you_control) affects=enchanted)]"}},
	{"static: +1/+0 for each artifact you control", false,
		"La Lanterne fantasque gagne +1/+0 pour chaque artefact que vous contrôlez.",
		"La Lanterna Bizzarra prende +1/+0 per ogni artefatto che controlli.",
		[]string{"static static=[pump(p=count(artifact you_control) t=0 affects=self)]"}},
	{"until end of turn, -1/-1 for each creature you control", true,
		"La créature ciblée gagne -1/-1 jusqu'à la fin du tour pour chaque créature que vous contrôlez.",
		"Una creatura bersaglio prende -1/-1 fino alla fine del turno per ogni creatura che controlli.",
		[]string{"spell targets=[creature] do=[pump(p=(-1) * count(creature you_control) t=(-1) * count(creature you_control) what=t0 until=eot)]"}},
}

func TestReadShapesPer(t *testing.T) { checkReadShapes(t, perShapes) }

// lifeAmountShapes are life gained equal to an amount.
var lifeAmountShapes = []readShape{
	{"gain life equal to the sacrificed creature's toughness", false,
		"{1}, sacrifiez une créature : Vous gagnez un nombre de points de vie égal à l'endurance de la créature sacrifiée.",
		"{1}, Sacrifica una creatura: Guadagni un ammontare di punti vita pari alla costituzione della creatura sacrificata.",
		[]string{"activated cost={1} sacrifice=creature you_control do=[gain_life(n=toughness(sacrificed))]"}},
	{"gain life equal to its own power", false,
		"Quand la Lanterne fantasque meurt, vous gagnez un nombre de points de vie égal à sa force.",
		"Quando la Lanterna Bizzarra muore, guadagni un ammontare di punti vita pari alla sua forza.",
		[]string{"triggered when=dies do=[gain_life(n=power(self))]"}},
	{"a possessive after a trigger about another creature, nothing named since: that creature's", false,
		"À chaque fois qu'une autre créature que vous contrôlez meurt, vous gagnez un nombre de points de vie égal à son endurance.",
		"Ogniqualvolta un'altra creatura che controlli muore, guadagni un ammontare di punti vita pari alla sua costituzione.",
		[]string{"triggered when=dies_any filter=creature other you_control do=[gain_life(n=toughness(it))]"}},
}

func TestReadShapesLifeAmount(t *testing.T) { checkReadShapes(t, lifeAmountShapes) }

// kickedShapes are the kicker's condition.
var kickedShapes = []readShape{
	{"a spell: if the kicker cost was paid", true,
		"Piochez une carte. Si le coût de kick a été payé, piochez deux cartes à la place.",
		"Pesca una carta. Se è stato pagato il costo di potenziamento, pesca invece due carte.",
		[]string{"spell do=[if(if=kicked then=[draw(n=2)] else=[draw(n=1)])]"}},
	{"a spell: if you paid the kicker cost", true,
		"Si vous avez payé le coût de kick, piochez une carte.",
		"Se hai pagato il costo di potenziamento, pesca una carta.",
		[]string{"spell do=[if(if=kicked then=[draw(n=1)])]"}},
	{"a permanent's enters trigger: if it was kicked", false,
		"Quand la Lanterne fantasque arrive, si elle a été kickée, piochez une carte.",
		"Quando la Lanterna Bizzarra entra, se è stata potenziata, pesca una carta.",
		[]string{"triggered when=enters if=kicked do=[draw(n=1)]"}},
}

func TestReadShapesKicked(t *testing.T) { checkReadShapes(t, kickedShapes) }

// otherObjectShapes are the references after a trigger about another
// object than the card.
var otherObjectShapes = []readShape{
	{"the entering creature deals damage equal to its power", false,
		"À chaque fois qu'une créature que vous contrôlez arrive, elle inflige à n'importe quelle cible un nombre de blessures égal à sa force.",
		"Ogniqualvolta una creatura che controlli entra, infligge danno pari alla sua forza a un qualsiasi bersaglio.",
		[]string{"triggered when=enters_any filter=creature you_control targets=[any] do=[damage(n=power(it) to=t0 source=it)]"}},
}

func TestReadShapesOtherObject(t *testing.T) { checkReadShapes(t, otherObjectShapes) }

// conditionShapes are conditions about another object than the card, and
// whose turn it is.
var conditionShapes = []readShape{
	{"while the enchanted creature is of a color", false,
		"Tant que la créature enchantée est verte, elle gagne +1/+1.",
		"Fintanto che la creatura incantata è verde, prende +1/+1.",
		[]string{"static if=is(enchanted, green) static=[pump(p=1 t=1 affects=enchanted)]"}},
	{"while the equipped creature is legendary", false,
		"Tant que la créature équipée est légendaire, elle a la défense talismanique.",
		"Fintanto che la creatura equipaggiata è leggendaria, ha anti-malocchio.",
		[]string{"static if=is(equipped, legendary) static=[grant(keywords=hexproof affects=equipped)]"}},
	{"as long as it's your turn", false,
		"Tant que c'est votre tour, la Lanterne fantasque a le vol.",
		"Fintanto che è il tuo turno, la Lanterna Bizzarra ha volare.",
		[]string{"static if=your_turn static=[grant(keywords=flying affects=self)]"}},
	{"as long as it's not your turn", false,
		"Tant que ce n'est pas votre tour, la Lanterne fantasque a le vol.",
		"Fintanto che non è il tuo turno, la Lanterna Bizzarra ha volare.",
		[]string{"static if=!your_turn static=[grant(keywords=flying affects=self)]"}},
	{"a pronoun after the card named before it", false,
		"La Lanterne fantasque a la défense talismanique tant qu'elle est dégagée.",
		"La Lanterna Bizzarra ha anti-malocchio finché è STAPpata.",
		[]string{"static if=is(self, untapped) static=[grant(keywords=hexproof affects=self)]"}},
	{"a pronoun naming each object of the sentence after it: unread", false,
		"Chaque terrain gagne +2/+2 tant qu'il est une créature.",
		"Ogni terra prende +2/+2 finché è una creatura.",
		[]string{unreadRow}},
	{"a quality of place stays unread", false,
		"Tant que la Lanterne fantasque est dans votre cimetière, vous avez le vol.",
		"Fintanto che la Lanterna Bizzarra è nel tuo cimitero, hai volare.",
		[]string{unreadRow}},
}

func TestReadShapesConditions(t *testing.T) { checkReadShapes(t, conditionShapes) }

// otherSubjectTriggers are triggers whose subject is another creature.
var otherSubjectTriggers = []readShape{
	{"a creature with power N or greater you control enters", false,
		"À chaque fois qu'une créature avec une force supérieure ou égale à 4 que vous contrôlez arrive, piochez une carte.",
		"Ogniqualvolta una creatura con forza pari o superiore a 4 che controlli entra, pesca una carta.",
		[]string{"triggered when=enters_any filter=creature power>=4 you_control do=[draw(n=1)]"}},
	{"a creature enters under an opponent's control", false,
		"À chaque fois qu'une créature arrive sous le contrôle d'un adversaire, vous gagnez 1 point de vie.",
		"Ogniqualvolta una creatura entra sotto il controllo di un avversario, guadagni 1 punto vita.",
		[]string{"triggered when=enters_any filter=creature opp_control do=[gain_life(n=1)]"}},
}

func TestReadShapesOtherSubjectTriggers(t *testing.T) { checkReadShapes(t, otherSubjectTriggers) }

// opponentShapes are triggers about what an opponent does.
var opponentShapes = []readShape{
	{"an opponent discards a card: that player", false,
		"À chaque fois qu'un adversaire se défausse d'une carte, ce joueur perd 2 points de vie.",
		"Ogniqualvolta un avversario scarta una carta, quel giocatore perde 2 punti vita.",
		[]string{"triggered when=opp_discards filter=card do=[lose_life(n=2 to=them)]"}},
	{"an opponent discards a card of a type", false,
		"À chaque fois qu'un adversaire se défausse d'une carte de créature, piochez une carte.",
		"Ogniqualvolta un avversario scarta una carta creatura, pesca una carta.",
		[]string{"triggered when=opp_discards filter=card creature do=[draw(n=1)]"}},
}

func TestReadShapesOpponent(t *testing.T) { checkReadShapes(t, opponentShapes) }

// revealHandShapes are a player revealing their hand, read as looking at
// it (the engine has no hidden information).
var revealHandShapes = []readShape{
	{"target opponent reveals their hand, you choose a card, they discard it", true,
		"L'adversaire ciblé révèle sa main. Vous y choisissez une carte non-terrain. Ce joueur se défausse de cette carte.",
		"Un avversario bersaglio rivela la sua mano. Scegli una carta non terra da quella mano. Quel giocatore scarta quella carta.",
		[]string{"spell targets=[opponent] do=[look_hand(to=t0); choose(filter=card in:hand nonland owner:t0); discard(what=choice to=t0)]"}},
}

func TestReadShapesRevealHand(t *testing.T) { checkReadShapes(t, revealHandShapes) }

// staticPreventShapes are preventions for as long as the permanent is there.
var staticPreventShapes = []readShape{
	{"static: prevent all damage to it", false,
		"Prévenez toutes les blessures qui devraient être infligées à la Lanterne fantasque.",
		"Previeni tutto il danno che verrebbe inflitto alla Lanterna Bizzarra.",
		[]string{"static static=[prevent(affects=self)]"}},
	{"static: prevent all damage to your attacking creatures", false,
		"Prévenez toutes les blessures qui devraient être infligées aux créatures attaquantes que vous contrôlez.",
		"Previeni tutto il danno che verrebbe inflitto alle creature attaccanti che controlli.",
		[]string{"static static=[prevent(affects=all:attacking creature you_control)]"}},
	{"static: prevent all damage that would be dealt to you", false,
		"Prévenez toutes les blessures qui devraient vous être infligées.",
		"Previeni tutto il danno che ti verrebbe inflitto.",
		[]string{"static static=[prevent(affects=you)]"}},
}

func TestReadShapesStaticPrevent(t *testing.T) { checkReadShapes(t, staticPreventShapes) }

// blockShapes are what a creature can block.
var blockShapes = []readShape{
	{"can block only creatures with flying", false,
		"La Lanterne fantasque ne peut bloquer que les créatures avec le vol.",
		"La Lanterna Bizzarra può bloccare solo le creature con volare.",
		[]string{"static static=[block_only(kind=creature has:flying affects=self)]"}},
	{"can block as though it had flying", false,
		"La Lanterne fantasque peut bloquer comme si elle avait le vol.",
		"La Lanterna Bizzarra può bloccare come se avesse volare.",
		[]string{"static static=[grant(keywords=block_as_flying affects=self)]"}},
	{"can block an additional creature (each combat)", false,
		"La Lanterne fantasque peut bloquer une créature supplémentaire.",
		"La Lanterna Bizzarra può bloccare una creatura addizionale in ogni combattimento.",
		[]string{"static static=[extra_blocks(n=1 affects=self)]"}},
	{"can block an additional creature this turn", true,
		"La créature ciblée peut bloquer une créature supplémentaire ce tour-ci.",
		"Una creatura bersaglio può bloccare una creatura addizionale in questo turno.",
		[]string{"spell targets=[creature] do=[extra_blocks(n=1 what=t0 until=this_turn)]"}},
}

func TestReadShapesBlock(t *testing.T) { checkReadShapes(t, blockShapes) }

// regenerateShapes are destructions that can't be regenerated.
var regenerateShapes = []readShape{
	{"destroy target creature, it can't be regenerated: before the destruction", true,
		"Détruisez la créature ciblée. Elle ne peut pas être régénérée.",
		"Distruggi una creatura bersaglio. Non può essere rigenerata.",
		[]string{"spell targets=[creature] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0)]"}},
	{"destroy all creatures, they can't be regenerated", true,
		"Détruisez toutes les créatures. Elles ne peuvent pas être régénérées.",
		"Distruggi tutte le creature. Non possono essere rigenerate.",
		[]string{"spell do=[cant_regenerate(what=all:creature until=eot); destroy(what=all:creature)]"}},
}

func TestReadShapesRegenerate(t *testing.T) { checkReadShapes(t, regenerateShapes) }

// counterUnlessShapes are counters its controller may pay to avoid.
var counterUnlessShapes = []readShape{
	{"counter target spell unless its controller pays {N}", true,
		"Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3}.",
		"Neutralizza una magia bersaglio a meno che il suo controllore non paghi {3}.",
		[]string{"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={3})]"}},
	// The counterspell's own X (107.3a), branch grammar-players2.
	{"… pays {X}: the spell's X", true,
		"Contrecarrez le sort ciblé à moins que son contrôleur ne paie {X}.",
		"Neutralizza una magia bersaglio a meno che il suo controllore non paghi {X}.",
		[]string{"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={X})]"}},
}

func TestReadShapesCounterUnless(t *testing.T) { checkReadShapes(t, counterUnlessShapes) }

// spellPossessiveShapes are possessives in instants and sorceries.
var spellPossessiveShapes = []readShape{
	{"a possessive in a spell is the object it named", true,
		"Détruisez la créature ciblée. Vous gagnez un nombre de points de vie égal à son endurance.",
		"Distruggi una creatura bersaglio. Guadagni un ammontare di punti vita pari alla sua costituzione.",
		[]string{"spell targets=[creature] do=[destroy(what=t0); gain_life(n=toughness(t0))]"}},
}

func TestReadShapesSpellPossessive(t *testing.T) { checkReadShapes(t, spellPossessiveShapes) }

// youHaveShapes are conditions on what you have.
var youHaveShapes = []readShape{
	{"as long as you have N or more cards in hand", false,
		"Tant que vous avez au moins sept cartes en main, la Lanterne fantasque gagne +2/+2.",
		"Fintanto che hai sette o più carte in mano, la Lanterna Bizzarra prende +2/+2.",
		[]string{"static if=hand(you) >= 7 static=[pump(p=2 t=2 affects=self)]"}},
	{"if you have N or less life", false,
		"Au début de votre entretien, si vous avez 5 points de vie ou moins, piochez une carte.",
		"All'inizio del tuo mantenimento, se hai 5 o meno punti vita, pesca una carta.",
		[]string{"triggered when=upkeep if=life(you) <= 5 do=[draw(n=1)]"}},
	{"if you gained life this turn", false,
		"Au début de votre étape de fin, si vous avez gagné des points de vie ce tour-ci, piochez une carte.",
		"All'inizio della tua sottofase finale, se hai guadagnato punti vita in questo turno, pesca una carta.",
		[]string{"triggered when=end_step if=gained_life(you) > 0 do=[draw(n=1)]"}},
	{"as long as you have N creature cards in your graveyard", false,
		"Tant que vous avez au moins quatre cartes de créature dans votre cimetière, la Lanterne fantasque a le vol.",
		"Fintanto che hai quattro o più carte creatura nel tuo cimitero, la Lanterna Bizzarra ha volare.",
		[]string{"static if=count(card creature in:graveyard you_own) >= 4 static=[grant(keywords=flying affects=self)]"}},
}

func TestReadShapesYouHave(t *testing.T) { checkReadShapes(t, youHaveShapes) }

// raidShapes are raid's condition: you attacked this turn.
var raidShapes = []readShape{
	{"if you attacked with a creature this turn", false,
		"Saccage — Quand la Lanterne fantasque arrive, si vous avez attaqué avec une créature ce tour-ci, piochez une carte.",
		"Incursione — Quando la Lanterna Bizzarra entra, se hai attaccato con una creatura in questo turno, pesca una carta.",
		[]string{"triggered when=enters if=attacked(you) > 0 do=[draw(n=1)]"}},
}

func TestReadShapesRaid(t *testing.T) { checkReadShapes(t, raidShapes) }

// fightShapes are fights between two creatures.
var fightShapes = []readShape{
	{"target creature you control fights target creature you don't control", true,
		"La créature ciblée que vous contrôlez se bat contre une créature ciblée que vous ne contrôlez pas.",
		"Una creatura bersaglio che controlli lotta con una creatura bersaglio che non controlli.",
		[]string{"spell targets=[creature you_control][creature opp_control] do=[fight(what=t0 to=t1)]"}},
	{"it fights another target creature", false,
		"Quand la Lanterne fantasque arrive, elle se bat contre une autre créature ciblée.",
		"Quando la Lanterna Bizzarra entra, lotta con un'altra creatura bersaglio.",
		[]string{"triggered when=enters targets=[creature other] do=[fight(what=self to=t0)]"}},
}

func TestReadShapesFight(t *testing.T) { checkReadShapes(t, fightShapes) }

// cantActivateShapes are activated abilities that can't be activated.
var cantActivateShapes = []readShape{
	{"the enchanted creature can't attack or block, and its activated abilities can't be activated", false,
		"La créature enchantée ne peut ni attaquer ni bloquer et ses capacités activées ne peuvent pas être activées.",
		"La creatura incantata non può attaccare o bloccare e le sue abilità attivate non possono essere attivate.",
		[]string{"static static=[cant_attack_or_block(affects=enchanted); cant_activate(affects=enchanted)]"}},
}

func TestReadShapesCantActivate(t *testing.T) { checkReadShapes(t, cantActivateShapes) }
