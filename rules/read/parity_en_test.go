package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// parityRow is one card's abilities (paragraphs split by "\n") printed
// in French and Italian and worded in English Oracle text: all three
// must compile to the same form (the card's sorted lines).
type parityRow struct {
	name, card string
	spell      bool
	fr, it, en string
	want       string
	// subs are the subtypes other cards of the knowledge base print, per
	// language ("forêt,plaine|foresta,pianura|forest,plains"), which the
	// vocabulary reads.
	subs string
}

// parityRows are real cards whose French and Italian compiled to one form
// and whose Oracle text did not (branch grammar-parity-en).
var parityRows = []parityRow{
	{"reveal a card of two land types from your hand as it enters", "Village fortifié|Villaggio Fortificato|Fortified Village", false,
		"Au moment où le Village fortifié arrive sur le champ de bataille, vous pouvez révéler une carte de forêt ou de plaine de votre main. Si vous ne le faites pas, le Village fortifié arrive sur le champ de bataille engagé.",
		"Mentre il Villaggio Fortificato entra nel campo di battaglia, puoi rivelare una carta Foresta o Pianura dalla tua mano. Se non lo fai, il Villaggio Fortificato entra nel campo di battaglia TAPpato.",
		"As Fortified Village enters the battlefield, you may reveal a Forest or Plains card from your hand. If you don't, Fortified Village enters the battlefield tapped.",
		"static static=[enters_reveal(filter=card in:hand sub:forest|sub:plains you_own optional)]",
		"forêt,plaine|foresta,pianura|forest,plains"},
	{"reveal a card of a creature type from your hand as it enters", "Amphithéâtre ancien|Antico Anfiteatro|Ancient Amphitheater", false,
		"Au moment où l'Amphithéâtre ancien arrive sur le champ de bataille, vous pouvez révéler une carte de géant de votre main. Si vous ne le faites pas, l'Amphithéâtre ancien arrive sur le champ de bataille engagé.",
		"Mentre l'Antico Anfiteatro entra nel campo di battaglia, puoi rivelare una carta Gigante dalla tua mano. Se non lo fai, l'Antico Anfiteatro entra nel campo di battaglia TAPpato.",
		"As Ancient Amphitheater enters the battlefield, you may reveal a Giant card from your hand. If you don't, Ancient Amphitheater enters the battlefield tapped.",
		"static static=[enters_reveal(filter=card in:hand sub:giant you_own optional)]",
		"géant|gigante|giant"},
	{"its toughness after a target", "Exil de chair|Flagello della Carne|Exile into Darkness", true,
		"Mettez la créature attaquante ciblée au-dessous de la bibliothèque de son propriétaire. Son contrôleur gagne un nombre de points de vie égal à son endurance.",
		"Metti una creatura attaccante bersaglio in fondo al grimorio del suo proprietario. Il suo controllore guadagna un ammontare di punti vita pari alla sua costituzione.",
		"Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness.",
		"spell targets=[attacking creature] do=[move(what=t0 zone=library bottom); gain_life(n=toughness(t0) to=controller(t0))]", ""},
	{"its toughness, the object of the trigger", "Pisteur elfe|Inseguitore Elfico|Elvish Tracker", false,
		"À chaque fois qu'un autre elfe arrive sur le champ de bataille sous votre contrôle, vous gagnez un nombre de points de vie égal à son endurance.",
		"Ogniqualvolta un altro Elfo entra nel campo di battaglia sotto il tuo controllo, guadagni punti vita pari alla sua costituzione.",
		"Whenever another Elf enters the battlefield under your control, you gain life equal to its toughness.",
		"triggered when=enters_any filter=other sub:elf you_control do=[gain_life(n=toughness(it))]", "elfe|elfo|elf"},
	{"manifest the top card of your library", "Émissaire de Sultaï|Emissario Sultai|Sultai Emissary", false,
		"Quand l'Émissaire de Sultaï meurt, manifestez la carte du dessus de votre bibliothèque. (Mettez cette carte sur le champ de bataille face cachée comme une créature 2/2. Retournez-la face visible à tout moment pour son coût de mana si c'est une carte de créature.)",
		"Quando l'Emissario Sultai muore, manifesta la prima carta del tuo grimorio. (Metti quella carta sul campo di battaglia a faccia in giù come una creatura 2/2. Se è una carta creatura, girala a faccia in su in qualsiasi momento pagando il suo costo di mana.)",
		"When Sultai Emissary dies, manifest the top card of your library. (Put that card onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
		"triggered when=dies do=[manifest(n=1)]", ""},
	{"manifest, then counters on the manifested card", "Lien sinueux|Rampicante Avvolgente|Winding Constrictor", true,
		"Manifestez la carte du dessus de votre bibliothèque, puis mettez un marqueur +1/+1 sur elle. (Pour manifester une carte, mettez-la sur le champ de bataille face cachée comme une créature 2/2. Retournez-la face visible à tout moment pour son coût de mana si c'est une carte de créature.)",
		"Manifesta la prima carta del tuo grimorio, poi metti un segnalino +1/+1 su di essa. (Per manifestare una carta, mettila sul campo di battaglia a faccia in giù come una creatura 2/2. Se è una carta creatura, girala a faccia in su in qualsiasi momento pagando il suo costo di mana.)",
		"Manifest the top card of your library, then put a +1/+1 counter on it. (To manifest a card, put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
		"spell do=[manifest(n=1); counters(n=1 what=manifested kind=+1/+1)]", ""},
	{"a spell cast or a land entering: two events, not one filter", "Staff of the Death Magus|Staff of the Death Magus|Staff of the Death Magus", false,
		"À chaque fois que vous lancez un sort noir ou qu'un marais arrive sur le champ de bataille sous votre contrôle, vous gagnez 1 point de vie.",
		"Ogniqualvolta lanci una magia nera o una Palude entra nel campo di battaglia sotto il tuo controllo, guadagni 1 punto vita.",
		"Whenever you cast a black spell or a Swamp enters the battlefield under your control, you gain 1 life.",
		"triggered when=cast_any filter=black spell do=[gain_life(n=1)] | triggered when=enters_any filter=sub:swamp you_control do=[gain_life(n=1)]",
		"marais|palude|swamp"},
	{"you control another: at least one other", "Oragalfange d'Esper|Lama Tempestosa di Esper|Esper Stormblade", false,
		"Tant que vous contrôlez un autre permanent multicolore, l'Oragalfange d'Esper gagne +1/+1 et a le vol.",
		"Fintanto che controlli un altro permanente multicolore, la Lama Tempestosa di Esper prende +1/+1 e ha volare.",
		"As long as you control another multicolored permanent, Esper Stormblade gets +1/+1 and has flying.",
		"static if=count(multicolored other permanent you_control) >= 1 static=[pump(p=1 t=1 affects=self); grant(keywords=flying affects=self)]", ""},
	{"can block an additional creature this turn", "Chimère de la côte|Chimera delle Coste|Coastline Chimera", false,
		"{1}{W} : La Chimère de la côte peut bloquer une créature supplémentaire ce tour-ci.",
		"{1}{W}: La Chimera delle Coste può bloccare una creatura addizionale in questo turno.",
		"{1}{W}: Coastline Chimera can block an additional creature this turn.",
		"activated cost={1}{W} do=[extra_blocks(n=1 what=self until=this_turn)]", ""},
	{"it can block an additional creature this turn, after a target", "Acte héroïque|Atto di Eroismo|Act of Heroism", true,
		"Dégagez la créature ciblée. Elle gagne +2/+2 jusqu'à la fin du tour et peut bloquer une créature supplémentaire ce tour-ci.",
		"STAPpa una creatura bersaglio. Prende +2/+2 fino alla fine del turno e può bloccare una creatura addizionale in questo turno.",
		"Untap target creature. It gets +2/+2 until end of turn and can block an additional creature this turn.",
		"spell targets=[creature] do=[untap(what=t0); pump(p=2 t=2 what=t0 until=eot); extra_blocks(n=1 what=t0 until=this_turn)]", ""},
	{"a possessive after a target in a loyalty ability: the target's", "Garruk, prédateur du zénith|Garruk, Predatore Supremo|Garruk, Apex Predator", false,
		"−3 : Détruisez la créature ciblée. Vous gagnez un nombre de points de vie égal à son endurance.",
		"-3: Distruggi una creatura bersaglio. Guadagni punti vita pari alla sua costituzione.",
		"[−3]: Destroy target creature. You gain life equal to its toughness.",
		"activated loyalty=-3 targets=[creature] do=[destroy(what=t0); gain_life(n=toughness(t0))]", ""},
	{"keywords separated by semicolons", "Solifuge géante|Solifugo Gigante|Giant Solifuge", false,
		"Piétinement, célérité\nLinceul (Cette créature ne peut pas être la cible de sorts ou de capacités.)",
		"Travolgere, rapidità\nVelo (Questa creatura non può essere bersaglio di magie o abilità.)",
		"Trample; haste; shroud (This creature can't be the target of spells or abilities.)",
		"keyword haste | keyword shroud | keyword trample", ""},
	{"the search's shuffle in a sentence of its own", "Pérégrinations|Peregrinazione|Peregrination", true,
		"Cherchez dans votre bibliothèque jusqu'à deux cartes de terrain de base, révélez ces cartes et mettez-en une sur le champ de bataille engagée, et l'autre dans votre main. Mélangez votre bibliothèque, puis regard 1. (Regardez la carte du dessus de votre bibliothèque. Vous pouvez mettre cette carte au-dessous de votre bibliothèque.)",
		"Passa in rassegna il tuo grimorio per trovare fino a due carte terra base, rivelale, mettine una sul campo di battaglia TAPpata e aggiungi l'altra alla tua mano. Rimescola il tuo grimorio, poi profetizza 1. (Guarda la prima carta del tuo grimorio. Puoi mettere quella carta in fondo al tuo grimorio.)",
		"Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Shuffle, then scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)",
		"spell do=[search_split(n=2 kind=hand filter=basic card land zone=battlefield tapped); scry(n=1)]", ""},
	{"then shuffle, after a search", "Butin de la victoire|Spoils of Victory|Spoils of Victory", true,
		"Cherchez dans votre bibliothèque une carte de plaine, d'île, de marais, de montagne ou de forêt et mettez cette carte sur le champ de bataille. Mélangez ensuite votre bibliothèque.",
		"Passa in rassegna il tuo grimorio per una carta Pianura, Isola, Palude, Montagna o Foresta e mettila sul campo di battaglia. Poi rimescola il tuo grimorio.",
		"Search your library for a Plains, Island, Swamp, Mountain, or Forest card and put that card onto the battlefield. Then shuffle.",
		"spell do=[search(filter=card sub:forest|sub:island|sub:mountain|sub:plains|sub:swamp zone=battlefield)]",
		"plaine,île,marais,montagne,forêt|pianura,isola,palude,montagna,foresta|plains,island,swamp,mountain,forest"},
	{"a card chosen from a revealed hand, its quality after the hand", "Inquisition de Kozilek|Indagini di Kozilek|Inquisition of Kozilek", true,
		"Le joueur ciblé révèle sa main. Choisissez-y une carte non-terrain avec un coût converti de mana inférieur ou égal à 3. Ce joueur se défausse de cette carte.",
		"Un giocatore bersaglio rivela la sua mano. Scegli una carta non terra con costo di mana convertito pari o inferiore a 3 da quella mano. Quel giocatore scarta quella carta.",
		"Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.",
		"spell targets=[player] do=[look_hand(to=t0); choose(filter=card in:hand mv<=3 nonland owner:t0); discard(what=choice to=t0)]", ""},
	{"a player who lost life this turn", "Ghildmage de Rix Maadi|Maga della Gilda di Rix Maadi|Rix Maadi Guildmage", false,
		"{B}{R} : Le joueur ciblé qui a perdu des points de vie ce tour-ci perd 1 point de vie.",
		"{B}{R}: Un giocatore bersaglio che ha perso punti vita in questo turno perde 1 punto vita.",
		"{B}{R}: Target player who lost life this turn loses 1 life.",
		"activated cost={B}{R} targets=[lost_life player] do=[lose_life(n=1 to=t0)]", ""},
	{"you've gained life this turn", "Assouvissement sanguin|Soddisfazione Sanguinaria|Sanguine Indulgence", true,
		"Ce sort coûte {3} de moins à lancer si vous avez gagné au moins 3 points de vie ce tour-ci.",
		"Questa magia costa {3} in meno per essere lanciata se hai guadagnato 3 o più punti vita in questo turno.",
		"This spell costs {3} less to cast if you've gained 3 or more life this turn.",
		"static static=[cost_less(n=3 affects=self if=gained_life(you) >= 3)]", ""},
	{"colorless mana printed as a generic symbol, before 2016", "Pierre de l'esprit|Pietra della Mente|Mind Stone", false,
		"{T} : Ajoutez {1} à votre réserve.\n{1}, {T}, sacrifiez la Pierre de l'esprit : Piochez une carte.",
		"{T}: Aggiungi {1} alla tua riserva di mana.\n{1}, {T}, Sacrifica la Pietra della Mente: Pesca una carta.",
		"{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.",
		"activated cost={1} tap sacrifice=self do=[draw(n=1)] | mana tap mana={C}", ""},
	{"two colorless mana printed as {2}: two mana, not one", "Ferronnerie du clan Krark|Ferriera di Krark-Clan|Krark-Clan Ironworks", false,
		"Sacrifiez un artefact : Ajoutez {2} à votre réserve.",
		"Sacrifica un artefatto: Aggiungi {2} alla tua riserva di mana.",
		"Sacrifice an artifact: Add {C}{C}.",
		"mana sacrifice=artifact you_control mana={C} mana_n=2", ""},
	{"playing a spell, before 2010, is casting it", "Dryade quirionaise|Driade Quirion|Quirion Dryad", false,
		"À chaque fois que vous jouez un sort blanc, bleu, noir ou rouge, mettez un marqueur +1/+1 sur la Dryade quirionaise.",
		"Ogniqualvolta giochi una magia bianca, blu, nera o rossa, metti un segnalino +1/+1 sulla Driade Quirion.",
		"Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Quirion Dryad.",
		"triggered when=cast_any filter=black|blue|red|white spell do=[counters(n=1 what=self kind=+1/+1)]", ""},
}

// TestParityEnglish: the French, Italian and English texts of each row
// compile whole to the row's form.
func TestParityEnglish(t *testing.T) {
	for _, row := range parityRows {
		names, subs := strings.Split(row.card, "|"), strings.Split(row.subs+"||", "|")
		kb := &corpus.KB{}
		for i, lang := range []string{"fr", "it", "en"} {
			text := []string{row.fr, row.it, row.en}[i]
			kb.Cards = append(kb.Cards, corpus.Card{ID: lang + "-card", Lang: lang, Name: names[i], Text: strings.Split(text, "\n")})
			if row.spell {
				kb.Cards[len(kb.Cards)-1].Types = []string{rules.TInstant}
			}
			if subs[i] != "" {
				kb.Cards = append(kb.Cards, corpus.Card{ID: lang + "-other", Lang: lang, Name: "x", Subtypes: strings.Split(subs[i], ",")})
			}
		}
		vocab := NewVocabulary(kb)
		for _, c := range kb.Cards {
			if !strings.HasSuffix(c.ID, "-card") {
				continue
			}
			cr, err := ReadCardWith(&c, vocab)
			if err != nil {
				t.Fatalf("%s (%s): %v", row.name, c.Lang, err)
			}
			if cr.Compiled() != len(cr.Paragraphs) {
				t.Errorf("%s (%s): unread: %s", row.name, c.Lang, cr.Paragraphs[0].Reason)
				continue
			}
			if got := strings.Join(cr.Form(), " | "); got != row.want {
				t.Errorf("%s (%s):\n got %s\nwant %s", row.name, c.Lang, got, row.want)
			}
		}
	}
}

// TestCreatureDies: the printed « est mis dans un cimetière depuis le
// jeu » is "dies" on a creature card (Aven Fisher, as Oracle), and stays
// any permanent's going to a graveyard on an artifact (Chromatic Star,
// whose Oracle text says "is put into a graveyard from the battlefield").
func TestCreatureDies(t *testing.T) {
	tests := []struct {
		id, lang, name, typ, text, want string
	}{
		{"fr-10e-68", "fr", "Pêcheur avemain", rules.TCreature, "Quand le Pêcheur avemain est mis dans un cimetière depuis le jeu, vous pouvez piocher une carte.",
			"triggered when=dies do=[draw(n=1 optional)]"},
		{"it-10e-68", "it", "Pescatore Aviano", rules.TCreature, "Quando il Pescatore Aviano viene messo in un cimitero dal gioco, puoi pescare una carta.",
			"triggered when=dies do=[draw(n=1 optional)]"},
		{"en-10e-68", "en", "Aven Fisher", rules.TCreature, "When Aven Fisher dies, you may draw a card.",
			"triggered when=dies do=[draw(n=1 optional)]"},
		{"fr-10e-314", "fr", "Étoile chromatique", rules.TArtifact, "Quand l'Étoile chromatique est mise dans un cimetière depuis le jeu, piochez une carte.",
			"triggered when=leaves_to_graveyard do=[draw(n=1)]"},
	}
	for _, tt := range tests {
		c := corpus.Card{ID: tt.id, Lang: tt.lang, Name: tt.name, Types: []string{tt.typ}, Text: []string{tt.text}}
		cr, err := ReadCard(&c)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(cr.Form(), " | "); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.id, got, tt.want)
		}
	}
}
