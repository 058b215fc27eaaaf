package read

import "testing"

// thatSpellRows are printed cards whose « ce sort », « quella magia »,
// "that spell" names the spell named before (a target spell, the spell a
// cast trigger is about), and amounts of damage whose demonstrative names
// what the ability named before the card became the clause's subject: the
// same form in the three languages. Rows that must stay unread name no
// object the reader can find.
var thatSpellRows = []conditionRow{
	{"cast trigger: X is that spell's mana value (ALA Manaplasm)", false,
		[3]string{"Manaplasme", "Manaplasma", "Manaplasm"},
		"À chaque fois que vous jouez un sort, le Manaplasme gagne +X/+X jusqu'à la fin du tour, X étant le coût converti de mana de ce sort.",
		"Ogniqualvolta giochi una magia, il Manaplasma prende +X/+X fino alla fine del turno, dove X è il costo di mana convertito di quella magia.",
		"Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that spell's mana value.",
		"triggered when=cast_any filter=spell do=[pump(p=mv(it) t=mv(it) what=self until=eot)]"},
	{"target spell: damage to that spell's controller (GRN Ionize)", true,
		[3]string{"Ionisation", "Ionizzare", "Ionize"},
		"Contrecarrez le sort ciblé. L'ionisation inflige 2 blessures au contrôleur de ce sort.",
		"Neutralizza una magia bersaglio. Ionizzare infligge 2 danni al controllore di quella magia.",
		"Counter target spell. Ionize deals 2 damage to that spell's controller.",
		"spell targets=[spell] do=[counter(what=t0); damage(n=2 to=controller(t0))]"},
	{"the amount names the target the recipient names after it (HOU Refuse)", true,
		[3]string{"Refuser", "Rifiutare", "Refuse"},
		"Refuser inflige au contrôleur du sort ciblé un nombre de blessures égal au coût converti de mana de ce sort.",
		"Rifiutare infligge al controllore di una magia bersaglio danno pari al costo di mana convertito di quella magia.",
		"Refuse deals damage to target spell's controller equal to that spell's mana value.",
		"spell targets=[spell] do=[damage(n=mv(t0) to=controller(t0))]"},
	{"the card named subject: that card is the one returned (C21 Volcanic Vision)", true,
		[3]string{"Vision volcanique", "Visione Vulcanica", "Volcanic Vision"},
		"Renvoyez une carte d'éphémère ou de rituel ciblée depuis votre cimetière dans votre main. La Vision volcanique inflige à chaque créature que vos adversaires contrôlent un nombre de blessures égal à la valeur de mana de cette carte. Exilez la Vision volcanique.",
		"Riprendi in mano una carta istantaneo o stregoneria bersaglio dal tuo cimitero. La Visione Vulcanica infligge a ogni creatura controllata dai tuoi avversari danno pari al valore di mana di quella carta. Esilia la Visione Vulcanica.",
		"Return target instant or sorcery card from your graveyard to your hand. Volcanic Vision deals damage equal to that card's mana value to each creature your opponents control. Exile Volcanic Vision.",
		"spell targets=[card in:graveyard instant|sorcery you_own] do=[move(what=t0 zone=hand); damage(n=mv(t0) to=all:creature opp_control); exile(what=self)]"},
	{"« della magia », « du sort »: the spell cast, not every spell (GK2 Dovescape)", false,
		[3]string{"Tourterelles", "Colombaggio", "Dovescape"},
		"À chaque fois qu'un joueur lance un sort non-créature, contrecarrez ce sort. Ce joueur crée X jetons de créature 1/1 blanche et bleue Oiseau avec le vol, X étant le coût converti de mana de ce sort.",
		"Ogniqualvolta un giocatore lancia una magia non creatura, neutralizza quella magia. Quel giocatore crea X pedine creatura Uccello 1/1 bianche e blu con volare, dove X è il costo di mana convertito della magia.",
		"Whenever a player casts a noncreature spell, counter that spell. That player creates X 1/1 white and blue Bird creature tokens with flying, where X is the spell's mana value.",
		"triggered when=player_casts filter=noncreature spell do=[counter(what=it); token(n=mv(it) to=them kind=Creature — <type> keywords=flying colors=WU pt=1/1)]"},
	{"old French « du sort » (DIS Dovescape)", false,
		[3]string{"Tourterelles", "", ""},
		"À chaque fois qu'un joueur joue un sort non-créature, contrecarrez ce sort. Ce joueur met en jeu X jetons de créature 1/1 blanche et bleue Oiseau avec le vol, X étant le coût converti de mana du sort.",
		"", "",
		"triggered when=player_casts filter=noncreature spell do=[counter(what=it); token(n=mv(it) to=them kind=Creature — <type> keywords=flying colors=WU pt=1/1)]"},
	{"the spell an opponent cast, not Kaervek named since (TSR Kaervek the Merciless)", false,
		[3]string{"Kaervek l'impitoyable", "Kaervek lo Spietato", "Kaervek the Merciless"},
		"À chaque fois qu'un adversaire lance un sort, Kaervek l'impitoyable inflige un nombre de blessures égal au coût converti de mana de ce sort à n'importe quelle cible.",
		"Ogniqualvolta un avversario lancia una magia, Kaervek lo Spietato infligge a un qualsiasi bersaglio danno pari al costo di mana convertito di quella magia.",
		"Whenever an opponent casts a spell, Kaervek the Merciless deals damage equal to that spell's mana value to any target.",
		"triggered when=opp_casts filter=spell targets=[any] do=[damage(n=mv(it) to=t0)]"},
	{"counter that spell after sacrificing the card (EMN Lunar Force)", false,
		[3]string{"Force lunaire", "Forza Lunare", "Lunar Force"},
		"Quand un adversaire lance un sort, sacrifiez la Force lunaire et contrecarrez ce sort.",
		"Quando un avversario lancia una magia, sacrifica la Forza Lunare e neutralizza quella magia.",
		"When an opponent casts a spell, sacrifice Lunar Force and counter that spell.",
		"triggered when=opp_casts filter=spell do=[sacrifice(what=self); counter(what=it)]"},
	{"the spell's mana value after its controller (RAV Induce Paranoia)", true,
		[3]string{"Invitation à la paranoïa", "Indurre Paranoia", "Induce Paranoia"},
		"Contrecarrez le sort ciblé. Si {B} a été dépensé pour jouer l'Invitation à la paranoïa, le contrôleur de ce sort met les X cartes du dessus de sa bibliothèque dans son cimetière, X étant le coût converti de mana de ce sort.",
		"Neutralizza una magia bersaglio. Se è stato speso {B} per giocare Indurre Paranoia, il controllore di quella magia mette nel proprio cimitero le prime X carte del proprio grimorio, dove X è pari al costo di mana convertito della magia.",
		"Counter target spell. If {B} was spent to cast this spell, that spell's controller mills X cards, where X is the spell's mana value.",
		"spell targets=[spell] do=[counter(what=t0); if(if=spent_color(self, B) >= 1 then=[mill(n=mv(t0) to=controller(t0))])]"},
	{"that spell's power, to its controller (RTR Essence Backlash)", true,
		[3]string{"Contrecoup d'essence", "", "Essence Backlash"},
		"Contrecarrez le sort de créature ciblé. Le Contrecoup d'essence inflige un nombre de blessures égal à la force de ce sort à son contrôleur.",
		"",
		"Counter target creature spell. Essence Backlash deals damage equal to that spell's power to its controller.",
		"spell targets=[creature spell] do=[counter(what=t0); damage(n=power(t0) to=controller(t0))]"},
	{"a new spell of Access Denied: mv of the target, not of a trigger's object (NEC)", true,
		[3]string{"Accès refusé", "Accesso Negato", "Access Denied"},
		"Contrecarrez un sort ciblé. Créez X jetons de créature-artefact 1/1 incolore Mécanoptère avec le vol, X étant la valeur de mana de ce sort.",
		"Neutralizza una magia bersaglio. Crea X pedine creatura artefatto Tottero 1/1 incolore con volare, dove X è il valore di mana di quella magia.",
		"Counter target spell. Create X 1/1 colorless Thopter artifact creature tokens with flying, where X is that spell's mana value.",
		"spell targets=[spell] do=[counter(what=t0); token(n=mv(t0) kind=Artifact Creature — <type> keywords=flying pt=1/1)]"},
	{"the card put on the library, then a second target (WWK Dead Reckoning)", true,
		[3]string{"Estime", "Vendetta dei Morti", "Dead Reckoning"},
		"Vous pouvez mettre une carte de créature ciblée de votre cimetière au-dessus de votre bibliothèque. Si vous faites ainsi, l'Estime inflige à la créature ciblée un nombre de blessures égal à la force de cette carte.",
		"Puoi mettere una carta creatura bersaglio dal tuo cimitero in cima al tuo grimorio. Se lo fai, la Vendetta dei Morti infligge danni pari alla forza di quella carta a una creatura bersaglio.",
		"You may put target creature card from your graveyard on top of your library. If you do, Dead Reckoning deals damage equal to that card's power to target creature.",
		"spell targets=[card creature in:graveyard you_own][creature] do=[move(what=t0 zone=library optional); if(if=did then=[damage(n=power(t0) to=t1)])]"},
	{"the creature destroyed, named « la créature » (INV Agonizing Demise)", true,
		[3]string{"Agonie terminale", "", "Agonizing Demise"},
		"Détruisez la créature non-noire ciblée. Elle ne peut pas être régénérée. Si vous avez payé le coût de kick, l'Agonie terminale inflige au contrôleur de la créature un nombre de blessures égal à la force de la créature.",
		"",
		"Destroy target nonblack creature. It can't be regenerated. If this spell was kicked, Agonizing Demise deals damage equal to that creature's power to the creature's controller.",
		"spell targets=[!black creature] do=[cant_regenerate(what=t0 until=eot); destroy(what=t0); if(if=kicked then=[damage(n=power(t0) to=controller(t0))])]"},
	// The card discarded is not remembered: "that card" is not Hellhole
	// Rats (it compiled mv(self)).
	{"the card discarded: unread, never the card itself (DIS Hellhole Rats)", false,
		[3]string{"Rats du Trou d'enfer", "Ratti Tanainfernale", "Hellhole Rats"},
		"Quand les Rats du Trou d'enfer arrivent en jeu, le joueur ciblé se défausse d'une carte. Les Rats du Trou d'enfer infligent à ce joueur un nombre de dégâts égal au coût converti de mana de cette carte.",
		"Quando i Ratti Tanainfernale entrano in gioco, il giocatore bersaglio scarta una carta. I Ratti Tanainfernale infliggono a quel giocatore un ammontare di danni pari al costo di mana convertito di quella carta.",
		"When Hellhole Rats enters the battlefield, target player discards a card. Hellhole Rats deals damage to that player equal to that card's mana value.",
		unreadRow},
	// The creature sacrificed, not the card (power(self) before) nor the
	// target read after the amount.
	{"the creature sacrificed before a reflexive trigger: unread (C19 Heart-Piercer Manticore)", false,
		[3]string{"Manticore perce-cœur", "Manticora Trafiggicuore", "Heart-Piercer Manticore"},
		"Quand la Manticore perce-cœur arrive sur le champ de bataille, vous pouvez sacrifier une autre créature. Quand vous faites ainsi, la Manticore perce-cœur inflige à n'importe quelle cible un nombre de blessures égal à la force de cette créature.",
		"Quando la Manticora Trafiggicuore entra nel campo di battaglia, puoi sacrificare un'altra creatura. Quando lo fai, la Manticora Trafiggicuore infligge danno pari alla forza di quella creatura a un qualsiasi bersaglio.",
		"When Heart-Piercer Manticore enters the battlefield, you may sacrifice another creature. When you do, Heart-Piercer Manticore deals damage equal to that creature's power to any target.",
		unreadRow},
	{"its controller: of the creature the damage trigger is about (C16 Edric, Spymaster of Trest)", false,
		[3]string{"Edric, maître espion de Trest", "Edric, Capospia di Trest", "Edric, Spymaster of Trest"},
		"À chaque fois qu'une créature inflige des blessures de combat à l'un de vos adversaires, son contrôleur peut piocher une carte.",
		"Ogniqualvolta una creatura infligge danno da combattimento a uno dei tuoi avversari, il suo controllore può pescare una carta.",
		"Whenever a creature deals combat damage to one of your opponents, its controller may draw a card.",
		"triggered when=combat_damage_opp filter=creature do=[draw(n=1 to=controller(it_source) optional)]"},
	{"« ce sort » with no spell before it: unread, not the card", true,
		[3]string{"Essai", "", ""},
		"Piochez un nombre de cartes égal au coût converti de mana de ce sort.",
		"", "",
		unreadRow},
}

func TestThatSpell(t *testing.T) { checkConditionRows(t, thatSpellRows) }

// delayedRefRows: a delayed trigger's pronoun names the target of the
// ability that created it (CSP Vanish into Memory, all three languages
// alike), and "this turn" / « jusqu'à la fin du tour » of unblockable is
// one duration (EVE Riverfall Mimic).
var delayedRefRows = []conditionRow{
	{"the creature exiled returns at the next upkeep (CSP Vanish into Memory)", true,
		[3]string{"Disparition dans la mémoire", "Svanire nella Memoria", "Vanish into Memory"},
		"Retirez la créature ciblée de la partie. Vous piochez un nombre de cartes égal à la force de cette créature. Au début de votre prochain entretien, renvoyez cette carte en jeu sous le contrôle de son propriétaire. Si vous faites ainsi, défaussez-vous d'un nombre de cartes égal à son endurance.",
		"Rimuovi dal gioco una creatura bersaglio. Pesca un numero di carte pari alla forza di quella creatura. All'inizio del tuo prossimo mantenimento, rimetti in gioco quella carta sotto il controllo del suo proprietario. Se lo fai, scarta un numero di carte pari alla sua costituzione.",
		"Exile target creature. You draw cards equal to that creature's power. At the beginning of your next upkeep, return that card to the battlefield under its owner's control. If you do, discard cards equal to that creature's toughness.",
		"spell targets=[creature] do=[exile(what=t0); draw(n=power(t0)); delayed(ability={triggered when=upkeep do=[move(what=exiled_now zone=battlefield); if(if=did then=[discard(n=toughness(t0))])]})]"},
	{"unblockable until end of turn is this turn (EVE Riverfall Mimic)", false,
		[3]string{"Mimique de la cascade", "Mimic della Cascata", "Riverfall Mimic"},
		"À chaque fois que vous jouez un sort qui est à la fois bleu et rouge, le Mimique de la cascade devient 3/3 et il est imblocable jusqu'à la fin du tour.",
		"Ogniqualvolta giochi una magia blu e rossa, il Mimic della Cascata diventa 3/3 e non può essere bloccato fino alla fine del turno.",
		"Whenever you cast a spell that's both blue and red, Riverfall Mimic has base power and toughness 3/3 until end of turn and can't be blocked this turn.",
		"triggered when=cast_any filter=blue red spell do=[set_pt(p=3 t=3 what=self until=eot); unblockable(what=self until=this_turn)]"},
	{"until end of turn, … and can't be blocked (WWK Creeping Tar Pit)", false,
		[3]string{"Fosse à goudron rampante", "Fossa di Catrame Strisciante", ""},
		"{1}{U}{B} : Jusqu'à la fin du tour, la Fosse à goudron rampante devient une créature 3/2 bleue et noire Élémental et elle est imblocable. C'est toujours un terrain.",
		"{1}{U}{B}: Fino alla fine del turno, la Fossa di Catrame Strisciante diventa una creatura Elementale 3/2 blu e nera e non può essere bloccata. È ancora una terra.",
		"",
		"activated cost={1}{U}{B} do=[add_types(what=self types=Creature until=eot); add_types(what=self subtypes=<type> until=eot); set_colors(what=self colors=UB until=eot); set_pt(p=3 t=2 what=self until=eot); unblockable(what=self until=this_turn)]"},
}

func TestDelayedRefs(t *testing.T) { checkConditionRows(t, delayedRefRows) }

// orPhraseRows: two noun phrases joined by "or" with one head (THB
// Purphoros, God of the Forge): card creature (artifact|red) in the three
// languages, not a red artifact or creature card (English word by word)
// nor an artifact creature card only (French and Italian).
var orPhraseRows = []conditionRow{
	{"a red creature card or an artifact creature card (THB Purphoros)", false,
		[3]string{"Purphoros", "Purforos", "Purphoros"},
		"{2}{R} : Vous pouvez mettre sur le champ de bataille une carte de créature rouge ou de créature-artefact de votre main. Sacrifiez-la au début de la prochaine étape de fin.",
		"{2}{R}: Puoi mettere sul campo di battaglia una carta creatura rossa o una carta creatura artefatto dalla tua mano. Sacrificala all'inizio della prossima sottofase finale.",
		"{2}{R}: You may put a red creature card or an artifact creature card from your hand onto the battlefield. Sacrifice it at the beginning of the next end step.",
		"activated cost={2}{R} do=[put(n=1 filter=artifact|red card creature in:hand you_own zone=battlefield optional); delayed(ability={triggered when=each_end_step do=[sacrifice(what=moved)]})]"},
	{"phrases differing by two words each: unread", false,
		[3]string{"", "", "Essai"},
		"", "",
		"{2}{R}: You may put a red creature card or a blue artifact card from your hand onto the battlefield.",
		unreadRow},
}

func TestOrPhrases(t *testing.T) { checkConditionRows(t, orPhraseRows) }
