package read

import (
	"strings"
	"testing"
)

// filterShape is a paragraph of a real card in French, Italian and
// English (printed text, each with the card's printed name) and the one
// form all three compile to, or unreadRow when each must stay unread.
type filterShape struct {
	name       string
	spell      bool
	names      [3]string // fr, it, en
	fr, it, en string
	want       string
}

// filterShapes are the noun phrases of grammar-filters: qualifiers and
// relative clauses of filters, read alike in the three languages.
var filterShapes = []filterShape{
	{"attacking or blocking: either condition", true, [3]string{"Huile brûlante", "Olio Bollente", "Burning Oil"},
		"L'Huile brûlante inflige 3 blessures à une créature attaquante ou bloqueuse ciblée.",
		"L'Olio Bollente infligge 3 danni a una creatura attaccante o bloccante bersaglio.",
		"Burning Oil deals 3 damage to target attacking or blocking creature.",
		"spell targets=[attacking|blocking creature] do=[damage(n=3 to=t0)]"},
	{"attacking or blocking as a relative clause, colors as alternatives", true,
		[3]string{"Déferlement de droiture", "Impeto di Rettitudine", "Surge of Righteousness"},
		"Détruisez une créature noire ou rouge ciblée qui attaque ou qui bloque. Vous gagnez 2 points de vie.",
		"Distruggi una creatura nera o rossa bersaglio attaccante o bloccante. Guadagni 2 punti vita.",
		"Destroy target black or red creature that's attacking or blocking. You gain 2 life.",
		"spell targets=[attacking|blocking black|red creature] do=[destroy(what=t0); gain_life(n=2)]"},
	{"enchanted land", false, [3]string{"Nouveaux horizons", "Nuovi Orizzonti", "New Horizons"},
		"Le terrain enchanté a « {T} : Ajoutez deux manas d'une seule couleur de votre choix à votre réserve. »",
		"La terra incantata ha \"{T}: Aggiungi due mana di un qualsiasi colore alla tua riserva di mana\".",
		"Enchanted land has \"{T}: Add two mana of any one color.\"",
		"static static=[grant(affects=enchanted ability={mana tap mana={W}|{U}|{B}|{R}|{G} mana_n=2})]"},
	{"multicolored", true, [3]string{"Renonciation aux guildes", "Rinunciare alle Gilde", "Renounce the Guilds"},
		"Chaque joueur sacrifie un permanent multicolore.",
		"Ogni giocatore sacrifica un permanente multicolore.",
		"Each player sacrifices a multicolored permanent.",
		"spell do=[sacrifice(n=1 to=each_player filter=multicolored permanent)]"},
	{"the controller of the target", false, [3]string{"Nin, l'artiste en souffrances", "Nin, l'Artista del Dolore", "Nin, the Pain Artist"},
		"{X}{U}{R}, {T} : Nin, l'artiste en souffrances inflige X blessures à une créature ciblée. Le contrôleur de cette créature pioche X cartes.",
		"{X}{U}{R}, {T}: Nin, l'Artista del Dolore infligge X danni a una creatura bersaglio. Il controllore di quella creatura pesca X carte.",
		"{X}{U}{R}, {T}: Nin, the Pain Artist deals X damage to target creature. That creature's controller draws X cards.",
		"activated cost={X}{U}{R} tap targets=[creature] do=[damage(n=x to=t0); draw(n=x to=controller(t0))]"},
	{"the controller of the creature a trigger is about", false,
		[3]string{"Affliction des guêplaies", "Calamità di Vespiaga", "Banewasp Affliction"},
		"Quand la créature enchantée est mise dans un cimetière, le contrôleur de cette créature perd un nombre de points de vie égal à son endurance.",
		"Quando la creatura incantata viene messa in un cimitero, il controllore di quella creatura perde punti vita pari alla sua costituzione.",
		"", // "loses life equal to its toughness": an amount English does not read yet
		"triggered when=dies_any filter=enchanted_by_self do=[lose_life(n=toughness(it) to=controller(it))]"},
	{"the controller of 'that creature' after the spell's name: unread", true,
		[3]string{"Flou de lames", "Turbinio di Lame", "Blur of Blades"},
		"Mettez un marqueur -1/-1 sur la créature ciblée. Le Flou de lames inflige 2 blessures au contrôleur de cette créature.",
		"Metti un segnalino -1/-1 su una creatura bersaglio. Il Turbinio di Lame infligge 2 danni al controllore di quella creatura.",
		"Put a -1/-1 counter on target creature. Blur of Blades deals 2 damage to that creature's controller.",
		unreadRow},
	{"a card from an opponent's graveyard", true, [3]string{"Saccagement de mémoire", "Furto di Memoria", "Memory Plunder"},
		"Vous pouvez lancer une carte d'éphémère ou de rituel ciblée dans le cimetière d'un adversaire sans payer son coût de mana.",
		"Puoi lanciare una carta istantaneo o stregoneria bersaglio dal cimitero di un avversario senza pagare il suo costo di mana.",
		"You may cast target instant or sorcery card from an opponent's graveyard without paying its mana cost.",
		"spell targets=[card in:graveyard instant|sorcery opp_own] do=[cast_free(what=t0 optional)]"},
	{"a target opponent's graveyard: the target is the player, not a card", false,
		[3]string{"Trésor de l'hédoniste", "Tesoro dell'Edonista", "Hedonist's Trove"},
		"Quand le Trésor de l'hédoniste arrive sur le champ de bataille, exilez toutes les cartes depuis le cimetière de l'adversaire ciblé.",
		"Quando il Tesoro dell'Edonista entra nel campo di battaglia, esilia tutte le carte dal cimitero di un avversario bersaglio.",
		"When Hedonist's Trove enters the battlefield, exile target opponent's graveyard.",
		"triggered when=enters targets=[opponent] do=[exile(what=all:card in:graveyard owner:t0)]"},
	{"a target player's graveyard", false, [3]string{"Crypte de Tormod", "Cripta di Tormod", "Tormod's Crypt"},
		"{T}, sacrifiez la Crypte de Tormod : Exilez toutes les cartes du cimetière du joueur ciblé.",
		"{T}, Sacrifica la Cripta di Tormod: Esilia tutte le carte dal cimitero di un giocatore bersaglio.",
		"{T}, Sacrifice Tormod's Crypt: Exile target player's graveyard.",
		"activated tap sacrifice=self targets=[player] do=[exile(what=all:card in:graveyard owner:t0)]"},
	{"a card from a graveyard, old wording", true, [3]string{"Repas de l'ombre", "Nutrimento Ombroso", "Shadowfeed"},
		"Retirez de la partie la carte ciblée d'un cimetière. Vous gagnez 3 points de vie.",
		"Rimuovi dal gioco una carta bersaglio da un cimitero. Guadagni 3 punti vita.",
		"Exile target card from a graveyard. You gain 3 life.",
		"spell targets=[card in:graveyard] do=[exile(what=t0); gain_life(n=3)]"},
	{"with a counter on it: any kind", false, [3]string{"Anéantisseur aux nageoires-rasoir", "Abolitore dalla Pinna Tagliente", "Razorfin Abolisher"},
		"{1}{U}, {T} : Renvoyez la créature ciblée avec un marqueur sur elle dans la main de son propriétaire.",
		"{1}{U}, {T}: Fai tornare una creatura bersaglio con un segnalino in mano al suo proprietario.",
		"{1}{U}, {T}: Return target creature with a counter on it to its owner's hand.",
		"activated cost={1}{U} tap targets=[counters creature] do=[bounce(what=t0)]"},
	{"with mana value X", false, [3]string{"Kami de l'âtre", "Kami del Focolare", "Hearth Kami"},
		"{X}, Sacrifiez le Kami de l'âtre : Détruisez l'artefact ciblé ayant un coût converti de mana de X.",
		"{X}, Sacrifica il Kami del Focolare: Distruggi un artefatto bersaglio con costo di mana convertito pari a X.",
		"{X}, Sacrifice Hearth Kami: Destroy target artifact with mana value X.",
		"activated cost={X} sacrifice=self targets=[artifact mv=x] do=[destroy(what=t0)]"},
	{"two negated words joined by a comma: both", false, [3]string{"Hurlegueule", "Fauce Urlante", "Shriekmaw"},
		"Quand le Hurlegueule arrive sur le champ de bataille, détruisez une créature non-artefact, non-noire ciblée.",
		"Quando la Fauce Urlante entra nel campo di battaglia, distruggi una creatura non artefatto, non nera bersaglio.",
		"When Shriekmaw enters the battlefield, destroy target nonartifact, nonblack creature.",
		"triggered when=enters targets=[!black creature nonartifact] do=[destroy(what=t0)]"},
	{"the card itself from its graveyard: activated there", false, [3]string{"Squelette interné", "Scheletro del Manicomio", "Sanitarium Skeleton"},
		"{2}{B} : Renvoyez le Squelette interné depuis votre cimetière dans votre main.",
		"{2}{B}: Riprendi in mano lo Scheletro del Manicomio dal tuo cimitero.",
		"{2}{B}: Return Sanitarium Skeleton from your graveyard to your hand.",
		"activated cost={2}{B} from=graveyard do=[move(what=self zone=hand)]"},
	{"the card itself from its graveyard in a trigger: it triggers from there (113.6k)", false, [3]string{"Skwi, nabab gobelin", "Squee, Nababbo Goblin", "Squee, Goblin Nabob"},
		"Au début de votre entretien, vous pouvez renvoyer Skwi, nabab gobelin depuis votre cimetière dans votre main.",
		"All'inizio del tuo mantenimento, puoi riprendere in mano Squee, Nababbo Goblin dal tuo cimitero.",
		"At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.",
		"triggered when=upkeep from=graveyard do=[move(what=self zone=hand optional)]"},
	{"damage to each creature and each player, the source a pronoun", false,
		[3]string{"Colosse hématopyre", "Colosso Sangue-di-Fuoco", "Bloodfire Colossus"},
		"{R}, sacrifiez le Colosse hématopyre : Le Colosse hématopyre inflige 6 blessures à chaque créature et à chaque joueur.",
		"{R}, Sacrifica il Colosso Sangue-di-Fuoco: Il Colosso Sangue-di-Fuoco infligge 6 danni a ogni creatura e a ogni giocatore.",
		"{R}, Sacrifice Bloodfire Colossus: It deals 6 damage to each creature and each player.",
		"activated cost={R} sacrifice=self do=[damage(n=6 to=all:creature); damage(n=6 to=each_player)]"},
	{"damage to each creature with a keyword and each player", true, [3]string{"Ouragan", "Uragano", "Hurricane"},
		"L'Ouragan inflige X blessures à chaque créature avec le vol et à chaque joueur.",
		"L'Uragano infligge X danni a ogni creatura con volare e a ogni giocatore.",
		"Hurricane deals X damage to each creature with flying and each player.",
		"spell do=[damage(n=x to=all:creature has:flying); damage(n=x to=each_player)]"},
	{"creatures a target player controls: the player is the target", false,
		[3]string{"Invocatrice aubegloire", "Evocatrice dell'Alba Accecante", "Dawnglare Invoker"},
		"{8} : Engagez toutes les créatures que le joueur ciblé contrôle.",
		"{8}: TAPpa tutte le creature controllate da un giocatore bersaglio.",
		"{8}: Tap all creatures target player controls.",
		"activated cost={8} targets=[player] do=[tap(what=all:controlled_by:t0 creature)]"},
	{"controlled by a target opponent is not a target creature of an opponent", false,
		[3]string{"Tezzeret, maître du métal", "Tezzeret, Maestro del Metallo", "Tezzeret, Master of Metal"},
		"", // « de tous les artefacts et de toutes les créatures »: two quantified sets, not read yet
		"−8: Prendi il controllo di tutte le creature e gli artefatti controllati da un avversario bersaglio.",
		"[−8]: Gain control of all artifacts and creatures target opponent controls.",
		"activated loyalty=-8 targets=[opponent] do=[remember(what=all:artifact|creature controlled_by:t0); control(what=those until=game)]"},
	{"that player in a spell is the target chosen before, no event's player", true,
		[3]string{"Troupeau curieux", "Mandria Curiosa", "Curious Herd"},
		"Choisissez un adversaire ciblé. Vous créez X jetons de créature 3/3 verte Bête, X étant le nombre d'artefacts que ce joueur contrôle.",
		"Scegli un avversario bersaglio. Crea X pedine creatura Bestia 3/3 verdi, dove X è il numero di artefatti controllati da quel giocatore.",
		"Choose target opponent. You create X 3/3 green Beast creature tokens, where X is the number of artifacts that player controls.",
		"spell targets=[opponent] do=[token(n=count(artifact controlled_by:t0) kind=Creature — <type> colors=G pt=3/3)]"},
	{"that player in a spell that named none is its target's controller", true,
		[3]string{"Exécution publique", "Esecuzione Pubblica", "Public Execution"},
		"Détruisez une créature ciblée qu'un adversaire contrôle. Chaque autre créature que ce joueur contrôle gagne -2/-0 jusqu'à la fin du tour.",
		"", // « quell'avversario »: not read yet
		"Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of turn.",
		"spell targets=[creature opp_control] do=[destroy(what=t0); pump(p=-2 t=0 what=all:controlled_by:controller(t0) creature except:t0 until=eot)]"},
	{"that player, each opponent in turn: their own count, once for each (for_each_player)", true,
		[3]string{"Terrain traître", "Terreno Infido", "Treacherous Terrain"},
		"Le Terrain traître inflige à chaque adversaire un nombre de blessures égal au nombre de terrains que ce joueur contrôle.",
		"Il Terreno Infido infligge a ogni avversario danno pari al numero di terre controllate da quel giocatore.",
		"Treacherous Terrain deals damage to each opponent equal to the number of lands that player controls.",
		"spell do=[for_each_player(to=each_opponent then=[damage(n=count(land them_control) to=them)])]"},
	{"each creature's own controller is no one reference: unread (a mode of Rakdos Charm)", true,
		[3]string{"Charme de Rakdos", "Talismano Rakdos", "Rakdos Charm"},
		"Chaque créature inflige 1 blessure à son contrôleur.",
		"Ogni creatura infligge 1 danno al suo controllore.",
		"Each creature deals 1 damage to its controller.",
		unreadRow},
	{"the exiled card: what the source exiled", false, [3]string{"Cercle de l'oubli", "Anello dell'Oblio", "Oblivion Ring"},
		"Quand le Cercle de l'oubli quitte le champ de bataille, renvoyez, sous le contrôle de son propriétaire, la carte exilée sur le champ de bataille.",
		"Quando l'Anello dell'Oblio lascia il campo di battaglia, rimetti la carta esiliata sul campo di battaglia sotto il controllo del suo proprietario.",
		"When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
		"triggered when=leaves do=[move(what=exiled zone=battlefield)]"},
	{"the exiled card in the wording before 2009 (« retirée », « rimossa »)", false,
		[3]string{"Cercle de l'oubli", "Anello dell'Oblio", "Oblivion Ring"},
		"Quand le Cercle de l'oubli quitte le jeu, renvoyez en jeu sous le contrôle de son propriétaire la carte retirée.",
		"Quando l'Anello dell'Oblio lascia il gioco, rimetti in gioco la carta rimossa sotto il controllo del suo proprietario.",
		"When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
		"triggered when=leaves do=[move(what=exiled zone=battlefield)]"},
	{"the enchanted creature after an articulated preposition (« sulla »)", false,
		[3]string{"Illumination selon Éphara", "Illuminazione di Efara", "Ephara's Enlightenment"},
		"Quand l'Illumination selon Éphara arrive sur le champ de bataille, mettez un marqueur +1/+1 sur la créature enchantée.",
		"Quando l'Illuminazione di Efara entra nel campo di battaglia, metti un segnalino +1/+1 sulla creatura incantata.",
		"When Ephara's Enlightenment enters the battlefield, put a +1/+1 counter on enchanted creature.",
		"triggered when=enters do=[counters(n=1 what=enchanted kind=+1/+1)]"},
	{"the exiled card a cost exiled is not remembered: unread", true, [3]string{"Bond du cadavre", "Balzo del Cadavere", "Corpse Lunge"},
		"", "",
		"Corpse Lunge deals damage equal to the exiled card's power to target creature.",
		unreadRow},
	{"creatures of the chosen type", false, [3]string{"Héraut", "Araldo", "Herald"},
		"Les créatures du type choisi gagnent +1/+1.",
		"Le creature del tipo scelto prendono +1/+1.",
		"Creatures of the chosen type get +1/+1.",
		"static static=[pump(p=1 t=1 affects=all:chosen_type creature)]"},
}

func TestReadFilterShapes(t *testing.T) {
	for _, tc := range filterShapes {
		for i, lang := range []string{"fr", "it", "en"} {
			text := []string{tc.fr, tc.it, tc.en}[i]
			if text == "" {
				continue
			}
			r, err := ReadParagraph(lang, tc.names[i], tc.spell, text)
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == unreadRow {
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, r.Form())
				}
				continue
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
				continue
			}
			if got := strings.Join(r.Form(), "\n"); got != tc.want {
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}
