package read

import (
	"strings"
	"testing"
)

// keywordActionShapes are keyword abilities and keyword actions of the
// family of branch grammar-kwactions (unleash, devour, graft, …), printed
// sentences with their reminder text in French, Italian and English, and
// the one form the three compile to (or unreadRow). The card's name is
// the invented "Lanterne fantasque" / "Lanterna Bizzarra" / "Whimsical
// Lantern".
var keywordActionShapes = []kwShape{
	{"unleash (702.98a)",
		"Emportement (Vous pouvez faire arriver cette créature sur le champ de bataille avec un marqueur +1/+1 sur elle. Elle ne peut pas bloquer tant qu'elle a un marqueur +1/+1 sur elle.)",
		"Scatenare (Puoi far entrare questa creatura nel campo di battaglia con un segnalino +1/+1. Non può bloccare fintanto che ha un segnalino +1/+1.)",
		"Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)",
		"keyword unleash"},
	{"devour 2 (702.82a), old wording « arrive en jeu », « entra in gioco »",
		"Dévorement 2 (Au moment où cette créature arrive en jeu, vous pouvez sacrifier le nombre de créatures de votre choix. Cette créature arrive en jeu avec deux fois ce nombre de marqueurs +1/+1 sur elle.)",
		"Divorare 2 (Mentre questa creatura entra in gioco, puoi sacrificare un qualsiasi numero di creature. Entra in gioco con un numero di segnalini +1/+1 pari al doppio delle creature sacrificate.)",
		"Devour 2 (As this enters the battlefield, you may sacrifice any number of creatures. This creature enters the battlefield with twice that many +1/+1 counters on it.)",
		"keyword devour 2"},
	{"graft 3 (702.58a)",
		"Greffe 3 (Cette créature arrive sur le champ de bataille avec trois marqueurs +1/+1 sur elle. À chaque fois qu'une autre créature arrive sur le champ de bataille, vous pouvez déplacer un marqueur +1/+1 de cette créature sur elle.)",
		"Innesto 3 (Questa creatura entra nel campo di battaglia con tre segnalini +1/+1. Ogniqualvolta un'altra creatura entra nel campo di battaglia, puoi spostare su quella creatura un segnalino +1/+1 da questa creatura.)",
		"Graft 3 (This creature enters the battlefield with three +1/+1 counters on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)",
		"keyword graft 3"},
	{"totem armor (702.89a)",
		"Armure totémique (Si la créature enchantée devait être détruite, à la place, retirez-lui toutes ses blessures et détruisez cette aura.)",
		"Armatura totem (Se la creatura incantata sta per essere distrutta, rimuovi invece tutto il danno da essa e distruggi quest'Aura.)",
		"Totem armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)",
		"keyword totem_armor"},
	{"umbra armor, the keyword's name since 2023",
		"Armure totémique (Si la créature enchantée devait être détruite, à la place, retirez-lui toutes ses blessures et détruisez cette aura.)",
		"Armatura totem (Se la creatura incantata sta per essere distrutta, rimuovi invece tutto il danno da essa e distruggi quest'Aura.)",
		"Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)",
		"keyword totem_armor"},
	{"dredge 3 (702.52a), its first reminder (« Sinon, piochez une carte »)",
		"Dragage 3 (Si vous deviez piocher une carte, vous pouvez mettre exactement trois cartes du dessus de votre bibliothèque dans votre cimetière à la place. Si vous faites ainsi, renvoyez cette carte dans votre main depuis votre cimetière. Sinon, piochez une carte.)",
		"Dragare 3 (Se stai per pescare una carta, invece puoi mettere nel tuo cimitero esattamente tre carte dalla cima del tuo grimorio. Se lo fai, riprendi in mano questa carta dal tuo cimitero. Altrimenti, pesca una carta.)",
		"Dredge 3 (If you would draw a card, you may mill three cards instead. If you do, return this card from your graveyard to your hand.)",
		"keyword dredge 3"},
	{"cipher: not in the engine, unread with its reason",
		"Cryptage (Ensuite, vous pouvez exiler cette carte de sort encodée sur une créature que vous contrôlez. À chaque fois que cette créature inflige des blessures de combat à un joueur, sa carte encodée vous permet d'en lancer une copie sans payer son coût de mana.)",
		"Cifrare (Poi puoi esiliare questa carta magia codificandola su una creatura che controlli. Ogniqualvolta quella creatura infligge danno da combattimento a un giocatore, la carta codificata ti permette di lanciarne una copia senza pagarne il costo di mana.)",
		"Cipher (Then you may exile this spell card encoded on a creature you control. Whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)",
		unreadRow},
	{"hideaway: not in the engine, unread with its reason",
		"Cachette (Ce terrain arrive sur le champ de bataille engagé. Quand il le fait, regardez les quatre cartes du dessus de votre bibliothèque, exilez-en une face cachée, puis mettez le reste au-dessous de votre bibliothèque.)",
		"Nascondiglio (Questa terra entra nel campo di battaglia TAPpata. Quando lo fa, guarda le prime quattro carte del tuo grimorio, esiliane una a faccia in giù, poi metti le altre in fondo al tuo grimorio.)",
		"Hideaway (This land enters the battlefield tapped. When it does, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)",
		unreadRow},
	{"devour of artifacts: another keyword than devour, not read as it",
		"Dévorement d'artefact 1 (Au moment où cette créature arrive sur le champ de bataille, vous pouvez sacrifier n'importe quel nombre d'artefacts. Cette créature arrive sur le champ de bataille avec autant de marqueurs +1/+1 sur elle.)",
		"Divorare artefatti 1 (Mentre questa creatura entra nel campo di battaglia, puoi sacrificare un qualsiasi numero di artefatti. Entra nel campo di battaglia con altrettanti segnalini +1/+1.)",
		"Devour artifact 1 (As this enters the battlefield, you may sacrifice any number of artifacts. This creature enters the battlefield with that many +1/+1 counters on it.)",
		unreadRow},
	{"clash, then if you win: a counter on the card (LRW Oaken Brawler, old wording « arrive en jeu »)",
		"Quand la Lanterne fantasque arrive en jeu, confrontez un adversaire. Si vous gagnez, mettez un marqueur +1/+1 sur la Lanterne fantasque. (Chaque joueur en confrontation révèle la carte du dessus de sa bibliothèque puis la met au-dessus ou au-dessous de celle-ci. Un joueur gagne si sa carte a un coût converti de mana supérieur.)",
		"Quando la Lanterna Bizzarra entra in gioco, scontrati con un avversario. Se vinci, metti un segnalino +1/+1 sulla Lanterna Bizzarra. (Ogni giocatore coinvolto nello scontro rivela la prima carta del suo grimorio, poi la mette in cima o in fondo al suo grimorio. Vince chi ha rivelato la carta con il costo di mana convertito più alto.)",
		"When Whimsical Lantern enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Whimsical Lantern. (Each clashing player reveals the top card of their library, then puts that card on the top or bottom. A player wins if their card had a higher mana value.)",
		"triggered when=enters do=[clash; if(if=did then=[counters(n=1 what=self kind=+1/+1)])]"},
	{"clash, if you win / otherwise: \"that player\" is the target named since (MOR 75)",
		"Confrontez un adversaire. Si vous gagnez, le joueur ciblé se défausse de deux cartes. Sinon, ce joueur se défausse d'une carte.",
		"Scontrati con un avversario. Se vinci, un giocatore bersaglio scarta due carte. Altrimenti, quel giocatore scarta una carta.",
		"Clash with an opponent. If you win, target player discards two cards. Otherwise, that player discards a card.",
		"spell targets=[player] do=[clash; if(if=did then=[discard(n=2 to=t0)] else=[discard(n=1 to=t0)])]"},
	{"a coin flip, won and lost (Goblin Archaeologist without its untap)",
		"{R}, {T} : Jouez à pile ou face. Si vous gagnez, détruisez l'artefact ciblé. Si vous perdez, sacrifiez la Lanterne fantasque.",
		"{R}, {T}: Lancia una moneta. Se vinci il lancio, distruggi un artefatto bersaglio. Se perdi il lancio, sacrifica la Lanterna Bizzarra.",
		"{R}, {T}: Flip a coin. If you win the flip, destroy target artifact. If you lose the flip, sacrifice Whimsical Lantern.",
		"activated cost={R} tap targets=[artifact] do=[flip_coin; if(if=did then=[destroy(what=t0)] else=[sacrifice(what=self)])]"},
	{"a coin flip, lost only (upkeep, sacrifice)",
		"Au début de votre entretien, jouez à pile ou face. Si vous perdez, sacrifiez la Lanterne fantasque.",
		"All'inizio del tuo mantenimento, lancia una moneta. Se perdi il lancio, sacrifica la Lanterna Bizzarra.",
		"At the beginning of your upkeep, flip a coin. If you lose the flip, sacrifice Whimsical Lantern.",
		"triggered when=upkeep do=[flip_coin; if(if=!did then=[sacrifice(what=self)])]"},
	{"amass on entering (WAR Eternal Skylord)",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, amassez 2. (Mettez deux marqueurs +1/+1 sur une armée que vous contrôlez. Si vous n'en contrôlez pas, créez d'abord un jeton de créature 0/0 noire Zombie et Armée.)",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, recluta 2. (Metti due segnalini +1/+1 su un Esercito che controlli. Se non ne controlli uno, crea prima una pedina creatura Esercito Zombie 0/0 nera.)",
		"When Whimsical Lantern enters the battlefield, amass 2. (Put two +1/+1 counters on an Army you control. If you don't control one, create a 0/0 black Zombie Army creature token first.)",
		"triggered when=enters do=[amass(n=2)]"},
	{"amass X, X defined (WAR Commence the Endgame)",
		"Piochez deux cartes, puis amassez X, X étant le nombre de cartes dans votre main.",
		"Pesca due carte, poi recluta X, dove X è il numero di carte nella tua mano.",
		"Draw two cards, then amass X, where X is the number of cards in your hand.",
		"spell do=[draw(n=2); amass(n=hand(you))]"},
	{"becomes a Frog with base power and toughness, until end of turn at the end (DIS Infected Vermin's neighbour, Frogmite's cousin: GK2 121)",
		"{T} : La créature ciblée devient une grenouille avec une force et une endurance de base de 3/3 jusqu'à la fin du tour.",
		"{T}: Una creatura bersaglio diventa una Rana con forza e costituzione base 3/3 fino alla fine del turno.",
		"{T}: Target creature becomes a Frog with base power and toughness 3/3 until end of turn.",
		"activated tap targets=[creature] do=[remove_types(what=t0 types=Creature until=eot); add_types(what=t0 types=Creature subtypes=<type> until=eot); set_pt(p=3 t=3 what=t0 until=eot)]"},
	{"until end of turn, becomes a green Wurm with base power and toughness (MH1 179)",
		"Jusqu'à la fin du tour, une créature ciblée que vous contrôlez devient une guivre verte avec une force et une endurance de base de 6/4.",
		"Fino alla fine del turno, una creatura bersaglio che controlli diventa un Wurm verde con forza e costituzione base 6/4.",
		"Until end of turn, target creature you control becomes a green Wurm with base power and toughness 6/4.",
		"spell targets=[creature you_control] do=[remove_types(what=t0 types=Creature until=eot); add_types(what=t0 types=Creature subtypes=<type> until=eot); set_colors(what=t0 colors=G until=eot); set_pt(p=6 t=4 what=t0 until=eot)]"},
	{"loses all abilities and becomes a blue Frog (M12 Turn to Frog)",
		"Jusqu'à la fin du tour, la créature ciblée perd toutes ses capacités et devient une grenouille bleue avec une force et une endurance de base de 1/1.",
		"Fino alla fine del turno, una creatura bersaglio perde tutte le abilità e diventa una Rana blu con forza e costituzione base 1/1.",
		"Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
		"spell targets=[creature] do=[lose_abilities(what=t0 until=eot); remove_types(what=t0 types=Creature until=eot); add_types(what=t0 types=Creature subtypes=<type> until=eot); set_colors(what=t0 colors=U until=eot); set_pt(p=1 t=1 what=t0 until=eot)]"},
	{"loses all abilities, no duration stated: a static ability's words, not read as an instruction",
		"La créature ciblée perd toutes ses capacités.",
		"Una creatura bersaglio perde tutte le abilità.",
		"Target creature loses all abilities.",
		unreadRow},
	{"not a subtype: unread",
		"Jusqu'à la fin du tour, une créature ciblée devient une lanterne bleue avec une force et une endurance de base de 5/5.",
		"Fino alla fine del turno, una creatura bersaglio diventa una Lanterna blu con forza e costituzione base 5/5.",
		"Until end of turn, target creature becomes a blue Lantern with base power and toughness 5/5.",
		unreadRow},
	{"becomes an artifact creature with base power and toughness: the card types replaced (NEC Cyberdrive Awakener)",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, jusqu'à la fin du tour, chaque artefact non-créature que vous contrôlez devient une créature-artefact avec une force et une endurance de base de 4/4.",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, fino alla fine del turno, ogni artefatto non creatura che controlli diventa una creatura artefatto con forza e costituzione base 4/4.",
		"When Whimsical Lantern enters the battlefield, until end of turn, each noncreature artifact you control becomes an artifact creature with base power and toughness 4/4.",
		"triggered when=enters do=[set_types(what=all:artifact noncreature you_control types=Artifact,Creature until=eot); set_pt(p=4 t=4 what=all:artifact noncreature you_control until=eot)]"},
	{"becomes a Dragon with base power and toughness and keywords (MH1 Bogardan Dragonheart)",
		"Sacrifiez une autre créature : Jusqu'à la fin du tour, la Lanterne fantasque devient un dragon avec une force et une endurance de base de 4/4, le vol et la célérité.",
		"Sacrifica un'altra creatura: Fino alla fine del turno, la Lanterna Bizzarra diventa un Drago con forza e costituzione base 4/4, volare e rapidità.",
		"Sacrifice another creature: Until end of turn, Whimsical Lantern becomes a Dragon with base power and toughness 4/4, flying, and haste.",
		"activated sacrifice=creature other you_control do=[remove_types(what=self types=Creature until=eot); add_types(what=self types=Creature subtypes=<type> until=eot); grant(what=self keywords=flying,haste until=eot); set_pt(p=4 t=4 what=self until=eot)]"},
	{"you may clash (« vous pouvez confronter »), won: a duration opening what is done (LRW Sentry Oak)",
		"Au début du combat pendant votre tour, vous pouvez confronter un adversaire. Si vous gagnez, jusqu'à la fin du tour, la Lanterne fantasque gagne +2/+0 et perd le défenseur.",
		"All'inizio del combattimento nel tuo turno, puoi scontrarti con un avversario. Se vinci, la Lanterna Bizzarra prende +2/+0 e perde difensore fino alla fine del turno.",
		"At the beginning of combat on your turn, you may clash with an opponent. If you win, Whimsical Lantern gets +2/+0 and loses defender until end of turn.",
		"triggered when=begin_combat do=[clash(optional); if(if=did then=[pump(p=2 t=0 what=self until=eot); lose_keywords(what=self keywords=defender until=eot)])]"},
	{"if you win after no clash: unread",
		"Piochez une carte. Si vous gagnez, piochez une carte.",
		"Pesca una carta. Se vinci, pesca una carta.",
		"Draw a card. If you win, draw a card.",
		unreadRow},
}

// TestReadKeywordActions reads each row in the three languages.
func TestReadKeywordActions(t *testing.T) {
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra", "en": "Whimsical Lantern"}
	for _, tc := range keywordActionShapes {
		for lang, text := range map[string]string{"fr": tc.fr, "it": tc.it, "en": tc.en} {
			r, err := ReadParagraph(lang, names[lang], strings.HasPrefix(tc.want, "spell "), text)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(r.Form(), "\n")
			switch {
			case tc.want == unreadRow:
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, got)
				}
			case r.Status != ReadCompiled:
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
			case got != tc.want:
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}
