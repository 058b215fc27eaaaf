package read

import (
	"strings"
	"testing"
)

// readSchemeShapes are shapes the Archenemy schemes print, written on
// invented cards in both languages as readShapes are: both must compile,
// to the same form.
var readSchemeShapes = []struct {
	name   string
	fr, it string
	want   []string
}{
	{"beginning of combat, up to one target, pump and unblockable",
		"Au début du combat pendant votre tour, jusqu'à une créature ciblée gagne +1/+1 et acquiert le vol jusqu'à la fin du tour. Elle ne peut pas être bloquée ce tour-ci.",
		"All'inizio del combattimento nel tuo turno, fino a una creatura bersaglio prende +1/+1 e ha volare fino alla fine del turno. Non può essere bloccata in questo turno.",
		[]string{"triggered when=begin_combat targets=[creature{0,1}] do=[pump(p=1 t=1 what=t0 until=eot); grant(what=t0 keywords=flying until=eot); unblockable(what=t0 until=this_turn)]"}},
	{"you and your permanents have a keyword",
		"Vous et les créatures que vous contrôlez avez la défense talismanique.",
		"Tu e le creature che controlli avete anti-malocchio.",
		[]string{"static static=[player_keywords(keywords=hexproof affects=you); grant(keywords=hexproof affects=all:creature you_control)]"}},
	{"that player below half their starting life",
		"Au début de l'étape de fin de chaque adversaire, si ce joueur a moins de la moitié de son total de points de vie de départ, piochez une carte.",
		"All'inizio della sottofase finale di ogni avversario, se quel giocatore ha meno della metà dei propri punti vita iniziali, pesca una carta.",
		[]string{"triggered when=opp_end_step if=life(them) * 2 < starting_life(them) do=[draw(n=1)]"}},
	{"draw, and then sacrifice (e poi)",
		"Au début de votre étape de fin, piochez deux cartes, puis sacrifiez la Lanterne fantasque.",
		"All'inizio della tua sottofase finale, pesca due carte e poi sacrifica la Lanterna Bizzarra.",
		[]string{"triggered when=end_step do=[draw(n=2); sacrifice(what=self)]"}},
	{"tokens with a quoted ability, a pronoun for the tokens, damage plus this turn",
		"Quand la Lanterne fantasque arrive, créez deux jetons de créature 1/1 rouge Diable avec « Quand cette créature meurt, elle inflige 1 blessure à n'importe quelle cible. » Elles acquièrent la célérité jusqu'à la fin du tour. Si une source que vous contrôlez devait infliger des blessures ce tour-ci, elle inflige autant de blessures plus 2 à la place.",
		"Quando la Lanterna Bizzarra entra, crea due pedine creatura Diavolo 1/1 rosse con “Quando questa creatura muore, infligge 1 danno a un qualsiasi bersaglio”. Hanno rapidità fino alla fine del turno. Se una fonte che controlli sta per infliggere danno in questo turno, infligge invece altrettanti danni più 2.",
		[]string{"triggered when=enters do=[token(n=2 kind=Creature — <type> colors=R pt=1/1 ability={triggered when=dies targets=[any] do=[damage(n=1 to=t0)]}); grant(what=created keywords=haste until=eot); damage_plus(n=2 until=this_turn filter=you_control)]"}},
	{"may cast a spell from hand without paying, if you do",
		"Au début de votre étape de fin, vous pouvez lancer un sort depuis votre main sans payer son coût de mana. Si vous faites ainsi, sacrifiez la Lanterne fantasque.",
		"All'inizio della tua sottofase finale, puoi lanciare una magia dalla tua mano senza pagare il suo costo di mana. Se lo fai, sacrifica la Lanterna Bizzarra.",
		[]string{"triggered when=end_step do=[cast_free(optional); if(if=did then=[sacrifice(what=self)])]"}},
	{"no maximum hand size until your next turn, up to N spells free",
		"Quand la Lanterne fantasque arrive, piochez deux cartes. Il n'y a pas de limite au nombre de cartes dans votre main jusqu'à votre prochain tour. Si vous contrôlez au moins cinq terrains, vous pouvez lancer jusqu'à deux sorts depuis votre main sans payer leur coût de mana.",
		"Quando la Lanterna Bizzarra entra, pesca due carte. Non hai un limite massimo di carte in mano fino al tuo prossimo turno. Se controlli cinque o più terre, puoi lanciare fino a due magie dalla tua mano senza pagare i loro costi di mana.",
		[]string{"triggered when=enters do=[draw(n=2); no_max_hand(what=you until=your_next_turn); if(if=count(land you_control) >= 5 then=[cast_free(n=2 optional)])]"}},
	{"if you drew a card last turn",
		"Au début de votre entretien, si vous avez pioché une carte au dernier tour, sacrifiez la Lanterne fantasque.",
		"All'inizio del tuo mantenimento, se hai pescato una carta nell'ultimo turno, sacrifica la Lanterna Bizzarra.",
		[]string{"triggered when=upkeep if=drawn_last_turn(you) > 0 do=[sacrifice(what=self)]"}},
	{"damage equal to your commander's mana value, non-commander creatures",
		"Quand la Lanterne fantasque arrive, elle inflige à chaque créature non-commandant que vos adversaires contrôlent un nombre de blessures égal à la valeur de mana de votre commandant.",
		"Quando la Lanterna Bizzarra entra, infligge a ogni creatura non comandante controllata dai tuoi avversari danno pari al valore di mana del tuo comandante.",
		[]string{"triggered when=enters do=[choose(filter=commander you_own); damage(n=mv(choice) to=all:!commander creature opp_control)]"}},
	{"may sacrifice; if you do, copy that spell, new targets",
		"À chaque fois que vous lancez un sort, vous pouvez sacrifier la Lanterne fantasque. Si vous faites ainsi, copiez ce sort et vous pouvez choisir de nouvelles cibles pour cette copie.",
		"Ogniqualvolta lanci una magia, puoi sacrificare la Lanterna Bizzarra. Se lo fai, copia quella magia e puoi scegliere nuovi bersagli per la copia.",
		[]string{"triggered when=cast_any filter=spell do=[sacrifice(what=self optional); if(if=did then=[copy_spell(what=it); choose_new_targets(optional)])]"}},
	{"until end of turn, whenever you cast an instant or sorcery, copy it",
		"Quand la Lanterne fantasque arrive, jusqu'à la fin du tour, à chaque fois que vous lancez un sort d'éphémère ou de rituel, copiez-le. Vous pouvez choisir de nouvelles cibles pour cette copie.",
		"Quando la Lanterna Bizzarra entra, fino alla fine del turno, ogniqualvolta lanci una magia istantaneo o stregoneria, copiala. Puoi scegliere nuovi bersagli per la copia.",
		[]string{"triggered when=enters do=[delayed(until=eot ability={triggered when=cast_any filter=instant|sorcery spell do=[copy_spell(what=it); choose_new_targets(optional)]})]"}},
	{"each opponent exiles their top card; cast any number of them free",
		"Quand la Lanterne fantasque arrive, chaque adversaire exile la carte du dessus de sa bibliothèque. Vous pouvez lancer n'importe quel nombre de sorts parmi les cartes exilées de cette manière sans payer leur coût de mana.",
		"Quando la Lanterna Bizzarra entra, ogni avversario esilia la prima carta del proprio grimorio. Puoi lanciare un qualsiasi numero di magie scelte tra le carte esiliate in questo modo senza pagare i loro costi di mana.",
		[]string{"triggered when=enters do=[exile_top(n=1 to=each_opponent); cast_free(what=exiled_top optional)]"}},
	{"exile until a nonland card, cast it free, repeat once if",
		"Quand la Lanterne fantasque arrive, exilez les cartes du dessus de votre bibliothèque jusqu'à ce que vous exiliez une carte non-terrain. Vous pouvez lancer cette carte sans payer son coût de mana. Puis si vous contrôlez au moins cinq terrains, répétez ce processus une fois.",
		"Quando la Lanterna Bizzarra entra, esilia carte dalla cima del tuo grimorio finché non esili una carta non terra. Puoi lanciare quella carta senza pagare il suo costo di mana. Poi, se controlli cinque o più terre, ripeti questo procedimento una volta.",
		[]string{"triggered when=enters do=[exile_until(filter=card nonland); cast_free(what=hit optional); if(if=count(land you_control) >= 5 then=[exile_until(filter=card nonland); cast_free(what=hit optional)])]"}},
	{"whenever you set a non-ongoing scheme in motion",
		"À chaque fois que vous mettez une machination non-continue à exécution, piochez une carte.",
		"Ogniqualvolta metti in atto un intrigo non in corso, pesca una carta.",
		[]string{"triggered when=scheme_set_in_motion filter=!ongoing scheme do=[draw(n=1)]"}},
	{"abandon this scheme, then set that scheme in motion again: again is the scheme the trigger reports",
		"À chaque fois que vous mettez une machination non-continue à exécution, vous pouvez abandonner cette machination. Si vous faites ainsi, mettez à nouveau cette machination à exécution.",
		"Ogniqualvolta metti in atto un intrigo non in corso, puoi abbandonare questo intrigo. Se lo fai, rimetti in atto quell'intrigo.",
		[]string{"triggered when=scheme_set_in_motion filter=!ongoing scheme do=[abandon(optional); if(if=did then=[set_in_motion(what=it)])]"}},
	{"redistribute any number of life totals",
		"Quand la Lanterne fantasque arrive, vous pouvez redistribuer n'importe quel nombre de totaux de points de vie.",
		"Quando la Lanterna Bizzarra entra, puoi ridistribuire un qualsiasi numero di punti vita.",
		[]string{"triggered when=enters do=[redistribute_life(optional)]"}},
	{"a token copy of your commander, not legendary",
		"Quand la Lanterne fantasque arrive, créez un jeton qui est une copie de votre commandant, excepté qu'il n'est pas légendaire.",
		"Quando la Lanterna Bizzarra entra, crea una pedina che è una copia del tuo comandante, tranne che non è leggendaria.",
		[]string{"triggered when=enters do=[choose(filter=commander you_own); token_copy(what=choice not_legendary)]"}},
	{"token copies of up to two targets, tokens for the difference",
		"Quand la Lanterne fantasque arrive, choisissez jusqu'à trois créatures ciblées que vos adversaires contrôlent. Pour chacune d'elles, créez un jeton qui en est une copie. Si vous avez créé moins de trois jetons de cette manière, créez un nombre de jetons de créature 1/1 blanche Soldat égal à la différence.",
		"Quando la Lanterna Bizzarra entra, scegli fino a tre creature bersaglio controllate dai tuoi avversari. Per ognuna di esse, crea una pedina che è una sua copia. Se hai creato meno di tre pedine in questo modo, crea un numero di pedine creatura Soldato 1/1 bianche pari alla differenza.",
		[]string{"triggered when=enters targets=[creature opp_control{0,3}] do=[token_copy(what=targets); token(n=3 - size(copies) kind=Creature — <type> colors=W pt=1/1)]"}},
	{"each player mills, put a permanent card among the milled cards onto the battlefield under your control",
		"Quand la Lanterne fantasque arrive, chaque joueur meule deux cartes. Puis vous mettez sur le champ de bataille, sous votre contrôle, une carte de créature parmi les cartes meulées.",
		"Quando la Lanterna Bizzarra entra, ogni giocatore macina due carte. Poi metti sul campo di battaglia sotto il tuo controllo una carta creatura scelta tra le carte macinate.",
		[]string{"triggered when=enters do=[mill(n=2 to=each_player); choose(what=milled filter=card creature); move(what=choice to=you zone=battlefield)]"}},
	{"target opponent chooses a player; only you and that player cast spells and attack",
		"Quand la Lanterne fantasque arrive, un adversaire ciblé choisit un joueur. Jusqu'à votre prochain tour, seuls vous et le joueur choisi pouvez lancer des sorts et attaquer avec des créatures.",
		"Quando la Lanterna Bizzarra entra, un avversario bersaglio sceglie un giocatore. Fino al tuo prossimo turno, solo tu e il giocatore scelto potete lanciare magie e attaccare con le creature.",
		[]string{"triggered when=enters targets=[opponent] do=[choose_player(to=t0); only_players_act(what=you_and_chosen until=your_next_turn)]"}},
	{"choose any number of creatures with different mana values, destroy them",
		"Quand la Lanterne fantasque arrive, choisissez n'importe quel nombre de créatures avec des valeurs de mana différentes. Détruisez ces créatures.",
		"Quando la Lanterna Bizzarra entra, scegli un qualsiasi numero di creature con valori di mana diversi. Distruggi quelle creature.",
		[]string{"triggered when=enters do=[choose_many(kind=distinct_mv filter=creature); destroy(what=chosen)]"}},
	{"choose up to N, target opponent chooses one, gain control of the rest",
		"Quand la Lanterne fantasque arrive, choisissez jusqu'à deux permanents non-terrain que vous ne contrôlez pas. Un adversaire ciblé choisit l'un de ces permanents. Vous acquérez le contrôle du reste.",
		"Quando la Lanterna Bizzarra entra, scegli fino a due permanenti non terra che non controlli. Un avversario bersaglio sceglie uno di quei permanenti. Prendi il controllo degli altri.",
		[]string{"triggered when=enters targets=[opponent] do=[choose_many(n=2 filter=nonland opp_control permanent); choose(what=chosen to=t0); control(what=all:among:chosen except:spared until=game)]"}},
	{"reveal the top cards into your hand; reflexive trigger on their total mana value",
		"Quand la Lanterne fantasque arrive, révélez les trois cartes du dessus de votre bibliothèque et mettez-les dans votre main. Quand vous révélez au moins une carte de créature de cette manière, la Lanterne fantasque inflige un nombre de blessures égal à leur valeur de mana totale à n'importe quelle cible.",
		"Quando la Lanterna Bizzarra entra, rivela le prime tre carte del tuo grimorio e aggiungile alla tua mano. Quando riveli una o più carte creatura in questo modo, la Lanterna Bizzarra infligge danno pari al loro valore di mana totale a un qualsiasi bersaglio.",
		[]string{"triggered when=enters do=[reveal_top(n=3); reflexive(if=count(card creature among:revealed) >= 1 ability={triggered when=reflexive targets=[any] do=[damage(n=mv_sum(all:card creature among:revealed) to=t0)]})]"}},
	{"the next time you would set a scheme in motion, set N instead",
		"Quand la Lanterne fantasque arrive, la prochaine fois que vous devriez mettre une machination à exécution, mettez deux machinations à exécution à la place.",
		"Quando la Lanterna Bizzarra entra, la prossima volta che stai per mettere in atto un intrigo, metti invece in atto due intrighi.",
		[]string{"triggered when=enters do=[schemes_instead(n=2 what=you until=game)]"}},
	{"for each card type among permanents, put a permanent card of that type from your hand",
		"Quand la Lanterne fantasque arrive, pour chaque type de carte parmi les permanents que vos adversaires contrôlent, vous pouvez mettre sur le champ de bataille une carte de permanent de ce type depuis votre main.",
		"Quando la Lanterna Bizzarra entra, per ogni tipo di carta tra i permanenti controllati dai tuoi avversari, puoi mettere sul campo di battaglia dalla tua mano una carta permanente di quel tipo.",
		[]string{"triggered when=enters do=[put_per_type(filter=opp_control permanent optional)]"}},
	{"two piles, an opponent chooses one for your hand",
		"Quand la Lanterne fantasque arrive, regardez les trois cartes du dessus de votre bibliothèque et séparez-les en un tas face cachée et un tas face visible. Un adversaire choisit un de ces tas. Mettez les cartes de ce tas dans votre main et le reste au-dessous de votre bibliothèque dans l'ordre de votre choix.",
		"Quando la Lanterna Bizzarra entra, guarda le prime tre carte del tuo grimorio e separale in una pila a faccia in giù e una pila a faccia in su. Un avversario sceglie una pila. Aggiungi alla tua mano le carte di quella pila e metti le altre in fondo al tuo grimorio in qualsiasi ordine.",
		[]string{"triggered when=enters do=[piles(n=3 to=opp)]"}},
	{"any number of target players discard their hands; opponents draw that many minus one; if you discarded, draw",
		"Quand la Lanterne fantasque arrive, n'importe quel nombre de joueurs ciblés se défaussent chacun de leur main. Chaque adversaire pioche un nombre de cartes égal au nombre de cartes dont ce joueur s'est défaussé moins une. Puis si vous vous êtes défaussé d'une carte de cette manière, piochez cinq cartes.",
		"Quando la Lanterna Bizzarra entra, un qualsiasi numero di giocatori bersaglio scartano la propria mano. Ogni avversario pesca carte pari al numero di carte che ha scartato meno uno. Poi, se hai scartato una carta in questo modo, peschi cinque carte.",
		[]string{"triggered when=enters targets=[player{0,1000}] do=[discard_hand(to=targets); draw_discarded(n=1 to=each_opponent); if(if=discarded(you) >= 1 then=[draw(n=5)])]"}},
	{"gain control of all of them until end of turn, untap them, haste, each attacks its owner",
		"Quand la Lanterne fantasque arrive, acquérez le contrôle de toutes les créatures que vos adversaires contrôlent jusqu'à la fin du tour. Dégagez ces créatures. Elles acquièrent la célérité jusqu'à la fin du tour. Chacune d'elles attaque son propriétaire ce tour-ci si possible.",
		"Quando la Lanterna Bizzarra entra, prendi il controllo di tutte le creature controllate dai tuoi avversari fino alla fine del turno. STAPpa quelle creature. Hanno rapidità fino alla fine del turno. Ognuna di esse attacca il suo proprietario in questo turno, se può farlo.",
		[]string{"triggered when=enters do=[remember(what=all:creature opp_control); control(what=those until=eot); untap(what=those); grant(what=those keywords=haste until=eot); must_attack_owner(what=those until=this_turn)]"}},
}

func TestReadSchemeShapes(t *testing.T) {
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra"}
	for _, tc := range readSchemeShapes {
		for _, lang := range []string{"fr", "it"} {
			text := tc.fr
			if lang == "it" {
				text = tc.it
			}
			r, err := ReadParagraph(lang, names[lang], false, text)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
				continue
			}
			if got := r.Form(); strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}
