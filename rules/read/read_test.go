package read

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules"
)

// readShapes has one row per ability shape, written once in French and
// once in Italian on invented cards (so that nothing is tuned to the
// corpus's names): both must compile, to the same form.
var readShapes = []readShape{
	{"keywords", false, "Vol, piétinement", "Volare, travolgere",
		[]string{"keyword flying", "keyword trample"}},
	{"keyword with cost", false, "Équipement {3}", "Equipaggiare {3}",
		[]string{"keyword equip {3}"}},
	{"reminder only", false, "(Ceci est un rappel.)", "(Questo è un promemoria.)", nil},
	{"enchant", false, "Enchanter : créature", "Incanta creatura",
		[]string{"spell targets=[creature]"}},
	{"mana ability", false, "{T} : Ajoutez {G} ou {U}.", "{T}: Aggiungi {G} o {U}.",
		[]string{"mana tap mana={G}|{U}"}},
	{"activated, sacrifice self, sorcery speed", false,
		"{2}, sacrifiez la Lanterne fantasque : Piochez deux cartes. N'activez que lorsque vous pourriez lancer un rituel.",
		"{2}, Sacrifica la Lanterna Bizzarra: Pesca due carte. Attiva solo come una stregoneria.",
		[]string{"activated cost={2} sacrifice=self sorcery do=[draw(n=2)]"}},
	{"activated, tap and life", false,
		"{T}, payez 2 points de vie : La Lanterne fantasque inflige 1 blessure à n'importe quelle cible.",
		"{T}, Paga 2 punti vita: La Lanterna Bizzarra infligge 1 danno a un qualsiasi bersaglio.",
		[]string{"activated tap life=2 targets=[any] do=[damage(n=1 to=t0)]"}},
	{"enters trigger, target", false,
		"Quand la Lanterne fantasque arrive, détruisez un artefact ciblé qu'un adversaire contrôle.",
		"Quando la Lanterna Bizzarra entra, distruggi un artefatto bersaglio controllato da un avversario.",
		[]string{"triggered when=enters targets=[artifact opp_control] do=[destroy(what=t0)]"}},
	{"dies trigger, pronoun subject", false,
		"Quand la Lanterne fantasque meurt, elle inflige 2 blessures à chaque adversaire.",
		"Quando la Lanterna Bizzarra muore, infligge 2 danni a ogni avversario.",
		[]string{"triggered when=dies do=[damage(n=2 to=each_opponent)]"}},
	{"attacks trigger, counters", false,
		"À chaque fois que la Lanterne fantasque attaque, mettez un marqueur +1/+1 sur elle.",
		"Ogniqualvolta la Lanterna Bizzarra attacca, metti un segnalino +1/+1 su di essa.",
		[]string{"triggered when=attacks do=[counters(n=1 what=self kind=+1/+1)]"}},
	{"two triggers (eerie), ability word", false,
		"Angoisse — À chaque fois qu'un enchantement que vous contrôlez arrive et à chaque fois que vous déverrouillez complètement une pièce, piochez une carte.",
		"Inquietante — Ogniqualvolta un incantesimo che controlli entra e ogniqualvolta sblocchi completamente una Stanza, pesca una carta.",
		[]string{"[eerie] triggered when=enters_any filter=enchantment you_control do=[draw(n=1)]",
			"[eerie] triggered when=fully_unlocked do=[draw(n=1)]"}},
	{"upkeep trigger, mill and surveil", false,
		"Au début de votre entretien, meulez deux cartes, puis surveillez 1.",
		"All'inizio del tuo mantenimento, macina due carte, poi sorveglia 1.",
		[]string{"triggered when=upkeep do=[mill(n=2); surveil(n=1)]"}},
	{"survival: intervening if", false,
		"Survie — Au début de votre deuxième phase principale, si la Lanterne fantasque est engagée, vous gagnez 3 points de vie.",
		"Sopravvivenza — All'inizio della tua seconda fase principale, se la Lanterna Bizzarra è TAPpata, guadagni 3 punti vita.",
		[]string{"[survival] triggered when=main2 if=tapped(self) do=[gain_life(n=3)]"}},
	{"unlock door, bounce up to one", false,
		"Quand vous déverrouillez cet accès, renvoyez jusqu'à une créature ciblée dans la main de son propriétaire.",
		"Quando sblocchi questa porta, fai tornare fino a una creatura bersaglio in mano al suo proprietario.",
		[]string{"triggered when=unlock_door targets=[creature{0,1}] do=[bounce(what=t0)]"}},
	{"combat damage trigger", false,
		"À chaque fois qu'une créature que vous contrôlez inflige des blessures de combat à un joueur, piochez une carte.",
		"Ogniqualvolta una creatura che controlli infligge danno da combattimento a un giocatore, pesca una carta.",
		[]string{"triggered when=combat_damage_player filter=creature you_control do=[draw(n=1)]"}},
	{"trigger about another object: pronoun is it", false,
		"À chaque fois qu'une autre créature que vous contrôlez arrive, elle gagne +1/+0 et acquiert la célérité jusqu'à la fin du tour.",
		"Ogniqualvolta un'altra creatura che controlli entra, prende +1/+0 e ha rapidità fino alla fine del turno.",
		[]string{"triggered when=enters_any filter=creature other you_control do=[pump(p=1 t=0 what=it until=eot); grant(what=it keywords=haste until=eot)]"}},
	{"spell: damage and life", true,
		"La Foudre rêveuse inflige 3 blessures à une créature ciblée. Vous gagnez 3 points de vie.",
		"Il Fulmine Sognante infligge 3 danni a una creatura bersaglio. Guadagni 3 punti vita.",
		[]string{"spell targets=[creature] do=[damage(n=3 to=t0); gain_life(n=3)]"}},
	{"spell: X defined by the sentence", true,
		"La Foudre rêveuse inflige X blessures à chaque adversaire, X étant le nombre de cartes dans votre main.",
		"Il Fulmine Sognante infligge X danni a ogni avversario, dove X è il numero di carte nella tua mano.",
		[]string{"spell do=[damage(n=hand(you) to=each_opponent)]"}},
	{"spell: token", true,
		"Créez deux jetons de créature 1/1 rouge Gremlin.",
		"Crea due pedine creatura Gremlin 1/1 rosse.",
		[]string{"spell do=[token(n=2 kind=Creature — <type> colors=R pt=1/1)]"}},
	{"spell: search", true,
		"Cherchez dans votre bibliothèque une carte de terrain de base, révélez-la, mettez-la dans votre main, puis mélangez.",
		"Passa in rassegna il tuo grimorio per una carta terra base, rivelala e aggiungila alla tua mano, poi rimescola.",
		[]string{"spell do=[search(filter=basic card land zone=hand)]"}},
	{"spell: counter, manifest dread", true,
		"Contrecarrez un sort ciblé. Manifestez l'effroi.",
		"Neutralizza una magia bersaglio. Manifesta angoscia.",
		[]string{"spell targets=[spell] do=[counter(what=t0); manifest_dread]"}},
	{"spell: tap, pump, unblockable", true,
		"Engagez une créature ciblée. Une créature ciblée que vous contrôlez gagne +2/+2 jusqu'à la fin du tour. Elle ne peut pas être bloquée ce tour-ci.",
		"TAPpa una creatura bersaglio. Una creatura bersaglio che controlli prende +2/+2 fino alla fine del turno. Non può essere bloccata in questo turno.",
		[]string{"spell targets=[creature][creature you_control] do=[tap(what=t0); pump(p=2 t=2 what=t1 until=eot); unblockable(what=t1 until=this_turn)]"}},
	{"spell: delirium condition", true,
		"Délire — S'il y a au moins quatre types de carte parmi les cartes de votre cimetière, exilez la carte du dessus de votre bibliothèque. Vous pouvez la jouer jusqu'à la fin de votre prochain tour.",
		"Delirio — Se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, esilia la prima carta del tuo grimorio. Puoi giocarla fino alla fine del tuo prossimo turno.",
		[]string{"[delirium] spell do=[if(if=delirium then=[exile_top(n=1 until=end_of_next_turn)])]"}},
	{"spell: instead", true,
		"Chaque adversaire sacrifie une créature. Si vous contrôlez au moins six terrains, chaque adversaire sacrifie trois créatures à la place.",
		"Ogni avversario sacrifica una creatura. Se controlli sei o più terre, ogni avversario sacrifica invece tre creature.",
		[]string{"spell do=[if(if=count(land you_control) >= 6 then=[sacrifice(n=3 to=each_opponent filter=creature)] else=[sacrifice(n=1 to=each_opponent filter=creature)])]"}},
	{"static: equipped", false,
		"La créature équipée gagne +2/+1 et a le contact mortel.",
		"La creatura equipaggiata prende +2/+1 e ha tocco letale.",
		[]string{"static static=[pump(p=2 t=1 affects=equipped); grant(keywords=deathtouch affects=equipped)]"}},
	{"static: enchanted player", false,
		"Le joueur enchanté ne peut pas gagner de points de vie.",
		"Il giocatore incantato non può guadagnare punti vita.",
		[]string{"static static=[cant_gain_life(affects=enchanted_player)]"}},
	{"static with condition: cost reduction", true,
		"Délire — Ce sort coûte {2} de moins à lancer tant qu'il y a au moins quatre types de carte parmi les cartes de votre cimetière.",
		"Delirio — Questa magia costa {2} in meno per essere lanciata fintanto che ci sono quattro o più tipi di carta tra le carte nel tuo cimitero.",
		[]string{"[delirium] static if=delirium static=[cost_less(n=2 affects=self)]"}},
	{"two abilities in one paragraph", false,
		"Il n'y a pas de limite au nombre de cartes dans votre main. Au début de votre étape de fin, piochez une carte.",
		"Non hai un limite massimo di carte nella tua mano. All'inizio della tua sottofase finale, pesca una carta.",
		[]string{"static static=[no_max_hand(affects=you)]", "triggered when=end_step do=[draw(n=1)]"}},
	{"once per turn", false,
		"À chaque fois qu'une autre créature que vous contrôlez arrive, piochez une carte. Cette capacité ne se déclenche qu'une seule fois par tour.",
		"Ogniqualvolta un'altra creatura che controlli entra, pesca una carta. Questa abilità si innesca solo una volta per turno.",
		[]string{"triggered when=enters_any filter=creature other you_control once_per_turn do=[draw(n=1)]"}},
	{"granted quoted ability", false,
		"{2} : La Lanterne fantasque acquiert « {T} : Ajoutez {G}. » jusqu'à la fin du tour.",
		"{2}: La Lanterna Bizzarra ha \"{T}: Aggiungi {G}\" fino alla fine del turno.",
		[]string{"activated cost={2} do=[grant(what=self until=eot ability={mana tap mana={G}})]"}},
	{"return from graveyard with a counter", false,
		"{2}{G} : Renvoyez sur le champ de bataille, depuis votre cimetière, la Lanterne fantasque avec un marqueur « fatalité » sur elle. N'activez que lorsque vous pourriez lancer un rituel.",
		"{2}{G}: Rimetti sul campo di battaglia la Lanterna Bizzarra dal tuo cimitero con un segnalino finale. Attiva solo come una stregoneria.",
		[]string{"activated cost={2}{G} sorcery from=graveyard do=[move(n=1 what=self kind=finality zone=battlefield)]"}},
	{"dies, was a creature, it's an enchantment", false,
		"Quand la Lanterne fantasque meurt, si c'était une créature, renvoyez-la sur le champ de bataille sous le contrôle de son propriétaire. C'est un enchantement.",
		"Quando la Lanterna Bizzarra muore, se era una creatura, rimettila sul campo di battaglia sotto il controllo del suo proprietario. È un incantesimo.",
		[]string{"triggered when=dies if=is(self, creature) do=[move(what=it_cards types=Enchantment zone=battlefield)]"}},
	{"can't be countered", true,
		"Ce sort ne peut pas être contrecarré.",
		"Questa magia non può essere neutralizzata.",
		[]string{"static static=[cant_be_countered(affects=self)]"}},
	{"target player gains life", true,
		"Un joueur ciblé gagne 5 points de vie.",
		"Un giocatore bersaglio guadagna 5 punti vita.",
		[]string{"spell targets=[player] do=[gain_life(n=5 to=t0)]"}},
	{"play lands from the graveyard", false,
		"Vous pouvez jouer des terrains depuis votre cimetière.",
		"Puoi giocare terre dal tuo cimitero.",
		[]string{"static static=[may_play(filter=land zone=graveyard)]"}},
	{"morbid", false,
		"Morbidité — Au début de chaque étape de fin, si une créature est morte ce tour-ci, vous gagnez 1 point de vie.",
		"Patologia — All'inizio di ogni sottofase finale, se è morta una creatura in questo turno, guadagni 1 punto vita.",
		[]string{"[morbid] triggered when=each_end_step if=creatures_died > 0 do=[gain_life(n=1)]"}},
	{"you may, if you do", false,
		"Quand la Lanterne fantasque arrive, vous pouvez vous défausser d'une carte. Si vous faites ainsi, piochez deux cartes.",
		"Quando la Lanterna Bizzarra entra, puoi scartare una carta. Se lo fai, pesca due carte.",
		[]string{"triggered when=enters do=[discard(n=1 optional); if(if=did then=[draw(n=2)])]"}},
	{"ward with life", false,
		"Parade — Payez 3 points de vie.",
		"Egida—Paga 3 punti vita.",
		[]string{"keyword ward 3"}},
	{"scheme set in motion, abandon", false,
		"Quand vous mettez cette machination à exécution, piochez deux cartes, puis abandonnez cette machination.",
		"Quando metti in atto questo intrigo, pesca due carte, poi abbandona questo intrigo.",
		[]string{"triggered when=set_in_motion do=[draw(n=2); abandon]"}},
	{"opponent's upkeep, pronoun is that player", false,
		"Au début de l'entretien de chaque adversaire, il perd 1 point de vie.",
		"All'inizio del mantenimento di ogni avversario, quel giocatore perde 1 punto vita.",
		[]string{"triggered when=opp_upkeep do=[lose_life(n=1 to=them)]"}},
	{"another player casts", false,
		"À chaque fois qu'un adversaire lance un sort d'éphémère, la Lanterne fantasque lui inflige 2 blessures.",
		"Ogniqualvolta un avversario lancia una magia istantaneo, la Lanterna Bizzarra gli infligge 2 danni.",
		[]string{"triggered when=opp_casts filter=instant spell do=[damage(n=2 to=them)]"}},
	{"sacrificed this turn", false,
		"Au début de votre étape de fin, si vous avez sacrifié au moins un permanent ce tour-ci, piochez une carte.",
		"All'inizio della tua sottofase finale, se hai sacrificato uno o più permanenti in questo turno, pesca una carta.",
		[]string{"triggered when=end_step if=sacrificed(you) > 0 do=[draw(n=1)]"}},
	{"loyalty abilities", false,
		"−2 : Piochez deux cartes.",
		"−2: Pesca due carte.",
		[]string{"activated loyalty=-2 do=[draw(n=2)]"}},
	{"emblem with a triggered ability", false,
		"+1 : Vous gagnez un emblème avec « Au début de votre entretien, piochez une carte. »",
		"+1: Ottieni un emblema con \"All'inizio del tuo mantenimento, pesca una carta.\"",
		[]string{"activated loyalty=+1 do=[emblem(ability={triggered when=upkeep do=[draw(n=1)]})]"}},
	{"copy a target spell", true,
		"Copiez un sort d'éphémère ciblé que vous contrôlez.",
		"Copia una magia istantaneo bersaglio che controlli.",
		[]string{"spell targets=[instant spell you_control] do=[copy_spell(what=t0)]"}},
	{"replacement: opponents' cards go to exile", false,
		"Si une carte devait être mise dans le cimetière d'un adversaire d'où qu'elle vienne, exilez-la à la place.",
		"Se una carta sta per essere messa nel cimitero di un avversario da qualsiasi zona, invece esiliala.",
		[]string{"static static=[redirect(filter=card opp_own zone=graveyard instead=exile)]"}},
	{"additional cost: sacrifice", true,
		"En tant que coût supplémentaire pour lancer ce sort, sacrifiez une créature ou un enchantement.",
		"Come costo addizionale per lanciare questa magia, sacrifica una creatura o un incantesimo.",
		[]string{"spell cast_sacrifice=creature|enchantment you_control"}},
	{"spells you cast, cards in your hand, what you don't control", false,
		"Les sorts de créature que vous lancez coûtent {1} de moins à lancer.",
		"Le magie creatura che lanci costano {1} in meno per essere lanciate.",
		[]string{"static static=[cost_less(n=1 filter=creature spell you_control)]"}},
	{"until end of turn first", false,
		"{1} : Jusqu'à la fin du tour, la Lanterne fantasque gagne +1/+0 et acquiert le vol.",
		"{1}: Fino alla fine del turno, la Lanterna Bizzarra prende +1/+0 e ha volare.",
		[]string{"activated cost={1} do=[pump(p=1 t=0 what=self until=eot); grant(what=self keywords=flying until=eot)]"}},
	{"becomes a creature, for good", false,
		"{7} : La Lanterne fantasque devient une créature 0/0 Esprit en plus de ses autres types.",
		"{7}: La Lanterna Bizzarra diventa una creatura Spirito 0/0 in aggiunta ai suoi altri tipi.",
		[]string{"activated cost={7} do=[add_types(what=self types=Creature subtypes=<type> until=game); set_pt(p=0 t=0 what=self until=game)]"}},
	{"X is the greatest power", false,
		"{3}{G} : Les créatures que vous contrôlez gagnent +X/+X jusqu'à la fin du tour, X étant la force la plus élevée parmi les créatures que vous contrôlez.",
		"{3}{G}: Le creature che controlli prendono +X/+X fino alla fine del turno, dove X è la forza maggiore tra le creature che controlli.",
		[]string{"activated cost={3}{G} do=[pump(p=max_power(creature you_control) t=max_power(creature you_control) what=all:creature you_control until=eot)]"}},
	{"one target, three clauses sharing it", true,
		"Jusqu'à la fin du tour, une créature ciblée gagne +2/+2, acquiert le vol et devient une créature-enchantement Horreur en plus de ses autres types.",
		"Fino alla fine del turno, una creatura bersaglio prende +2/+2, ha volare e diventa una creatura incantesimo Orrore in aggiunta ai suoi altri tipi.",
		[]string{"spell targets=[creature] do=[pump(p=2 t=2 what=t0 until=eot); grant(what=t0 keywords=flying until=eot); add_types(what=t0 types=Enchantment,Creature subtypes=<type> until=eot)]"}},
	{"until end of turn, whenever: a delayed trigger", true,
		"Jusqu'à la fin du tour, à chaque fois qu'une créature que vous contrôlez meurt, piochez une carte.",
		"Fino alla fine del turno, ogniqualvolta una creatura che controlli muore, pesca una carta.",
		[]string{"spell do=[delayed(until=eot ability={triggered when=dies_any filter=creature you_control do=[draw(n=1)]})]"}},
	{"return a card to your hand", true,
		"Renvoyez dans votre main une carte de créature ciblée de votre cimetière.",
		"Riprendi in mano una carta creatura bersaglio dal tuo cimitero.",
		[]string{"spell targets=[card creature in:graveyard you_own] do=[move(what=t0 zone=hand)]"}},
	{"others enter with counters", false,
		"Les créatures incolores que vous contrôlez arrivent avec deux marqueurs +1/+1 supplémentaires sur elles.",
		"Le creature incolori che controlli entrano con due segnalini +1/+1 addizionali.",
		[]string{"static static=[others_enter_with_counters(n=2 kind=+1/+1 filter=colorless creature you_control)]"}},
	{"the damaged player loses half their life", false,
		"À chaque fois que le joueur enchanté subit des blessures, il perd la moitié de ses points de vie, arrondie à l'unité supérieure.",
		"Ogniqualvolta viene inflitto danno al giocatore incantato, perde metà dei suoi punti vita, arrotondati per eccesso.",
		[]string{"triggered when=player_damaged do=[lose_life(n=half_up(life(them)) to=them)]"}},
	{"if you cast it", false,
		"Quand la Lanterne fantasque arrive, si vous l'avez lancée, piochez deux cartes.",
		"Quando la Lanterna Bizzarra entra, se l'hai lanciata, pesca due carte.",
		[]string{"triggered when=enters if=was_cast(self) do=[draw(n=2)]"}},
	{"static: self unblockable, no maximum hand size", false,
		"La Lanterne fantasque ne peut pas être bloquée.",
		"La Lanterna Bizzarra non può essere bloccata.",
		[]string{"static static=[unblockable(affects=self)]"}},
}

// readShape is a row of a shape table: an invented paragraph in French and
// in Italian and the form both must compile to.
type readShape struct {
	name   string
	spell  bool
	fr, it string
	want   []string
}

func TestReadShapes(t *testing.T) { checkReadShapes(t, readShapes) }

// checkReadShapes reads each row in both languages, on the invented cards
// "Lanterne fantasque" / "Lanterna Bizzarra" (a spell: "Foudre rêveuse" /
// "Fulmine Sognante"), and compares the forms with the row's.
func checkReadShapes(t *testing.T, rows []readShape) {
	t.Helper()
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra"}
	spellNames := map[string]string{"fr": "Foudre rêveuse", "it": "Fulmine Sognante"}
	for _, tc := range rows {
		for _, lang := range []string{"fr", "it"} {
			text := tc.fr
			if lang == "it" {
				text = tc.it
			}
			name := names[lang]
			if tc.spell {
				name = spellNames[lang]
			}
			r, err := ReadParagraph(lang, name, tc.spell, text)
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

// TestReadSelfName checks that the card's name is found with its article,
// elision or articulated preposition, and for a legendary name by its
// first part.
func TestReadSelfName(t *testing.T) {
	for _, tc := range []struct {
		lang, name, text, want string
	}{
		{"fr", "Apprentie de la forge", "Quand l'Apprentie de la forge arrive, piochez une carte.", "triggered when=enters do=[draw(n=1)]"},
		{"fr", "Chaleur sombre", "À chaque fois que la Chaleur sombre attaque, piochez une carte.", "triggered when=attacks do=[draw(n=1)]"},
		{"fr", "Orma, veilleuse des fosses", "À chaque fois qu'Orma attaque, piochez une carte.", "triggered when=attacks do=[draw(n=1)]"},
		{"fr", "Gardien muet", "Mettez un marqueur +1/+1 sur le Gardien muet.", "static"},
		{"it", "Calore Sacrilego", "Ogniqualvolta il Calore Sacrilego attacca, pesca una carta.", "triggered when=attacks do=[draw(n=1)]"},
		{"it", "Archivista Annegato", "Quando l'Archivista Annegato entra, pesca una carta.", "triggered when=enters do=[draw(n=1)]"},
		{"it", "Guardiano Muto", "{1}: Metti un segnalino +1/+1 sul Guardiano Muto.", "activated cost={1} do=[counters(n=1 what=self kind=+1/+1)]"},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if tc.want == "static" {
			// A one-shot instruction on a permanent outside any trigger
			// or cost is not a static ability: it must stay unread.
			if r.Status != ReadUnread {
				t.Errorf("%q: compiled to %q, want unread", tc.text, r.Form())
			}
			continue
		}
		if r.Status != ReadCompiled || len(r.Form()) != 1 || r.Form()[0] != tc.want {
			t.Errorf("%q: %s %s %q, want %q", tc.text, r.Status, r.Reason, r.Form(), tc.want)
		}
	}
}

// TestReadUnread checks that what the grammar does not know is reported
// with a reason, never compiled half.
func TestReadUnread(t *testing.T) {
	for _, tc := range []struct {
		lang, text, reason string
	}{
		{"fr", "Quand la Lanterne fantasque arrive, piochez une carte et chantez une chanson.", "unknown clause"},
		{"fr", "Détruisez une licorne ciblée.", "unknown word"},
		{"it", "Distruggi un unicorno bersaglio.", "unknown word"},
		{"fr", "+1 : Chantez une chanson.", "unknown clause"},
		{"fr", "À chaque fois qu'il pleut, piochez une carte.", "unknown trigger"},
		{"fr", "Dilemme du conseil — Chaque adversaire choisit.", "unknown clause \"chaque adversaire choisit\""},
		{"it", "Egida—Scarta una carta.", "ward"},
		{"it", "Ogniqualvolta un giocatore perde punti vita, pesca una carta.", "the engine has no such event"},
		{"fr", "Vous pouvez échanger n'importe quel nombre de totaux de points de vie.", "unknown clause"},
	} {
		r, err := ReadParagraph(tc.lang, "Lanterne fantasque", true, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadUnread || !strings.Contains(r.Reason, tc.reason) || r.Abilities != nil {
			t.Errorf("%q: %s %q %v, want unread with %q", tc.text, r.Status, r.Reason, r.Form(), tc.reason)
		}
	}
	if _, err := ReadParagraph("de", "Laterne", false, "Fliegend"); err == nil {
		t.Error("a language without a reader: no error")
	}
}

// TestReadCards reads a small knowledge base with a pair that compiles
// alike, one that does not (a different number), and a paragraph that
// does not read; every paragraph is in the results.
func TestReadCards(t *testing.T) {
	kb := &corpus.KB{Cards: []corpus.Card{
		{ID: "x-fr-a", Doc: "x-fr", Lang: "fr", Name: "Foudre rêveuse", Types: []string{rules.TInstant},
			Text: []string{"La Foudre rêveuse inflige 3 blessures à n'importe quelle cible."}},
		{ID: "x-it-a", Doc: "x-it", Lang: "it", Name: "Fulmine Sognante", Types: []string{rules.TInstant},
			Text: []string{"Il Fulmine Sognante infligge 3 danni a un qualsiasi bersaglio."}},
		{ID: "x-fr-b", Doc: "x-fr", Lang: "fr", Name: "Ours", Types: []string{rules.TCreature},
			Text: []string{"Vol", "Quand l'Ours arrive, piochez deux cartes."}},
		{ID: "x-it-b", Doc: "x-it", Lang: "it", Name: "Orso", Types: []string{rules.TCreature},
			Text: []string{"Volare", "Quando l'Orso entra, pesca tre carte."}},
		{ID: "x-fr-c", Doc: "x-fr", Lang: "fr", Name: "Licorne", Types: []string{rules.TCreature},
			Text: []string{"La Licorne chante."}},
	}}
	rep, err := ReadCards(kb, []CardPair{{"x-fr-a", "x-it-a"}, {"x-fr-b", "x-it-b"}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Cards != 5 || rep.Paragraphs != 7 || rep.Compiled != 6 || rep.Pairs != 2 || rep.PairsIdentical != 1 {
		t.Errorf("cards %d paragraphs %d compiled %d pairs %d identical %d, want 5 7 6 2 1",
			rep.Cards, rep.Paragraphs, rep.Compiled, rep.Pairs, rep.PairsIdentical)
	}
	if len(rep.Mismatches) != 1 || rep.Mismatches[0].From != "x-fr-b" || rep.Mismatches[0].Reason != "differ" {
		t.Errorf("mismatches %+v, want x-fr-b differ", rep.Mismatches)
	}
	last := rep.Results[len(rep.Results)-1]
	if last.CardID != "x-fr-c" || last.Status != ReadUnread || last.Reason == "" {
		t.Errorf("last result %+v, want x-fr-c unread with a reason", last)
	}
	if len(rep.Unread) != 1 || rep.Unread[0].Count != 1 {
		t.Errorf("unread shapes %+v, want one", rep.Unread)
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"cards", "paragraphs", "compiled", "pairs", "pairs_identical", "results"} {
		if _, ok := top[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	var res []map[string]any
	if err := json.Unmarshal(top["results"], &res); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"card_id", "paragraph", "status", "reason"} {
		if _, ok := res[0][k]; !ok {
			t.Errorf("results[0] lacks %q", k)
		}
	}
	if _, err := ReadCards(kb, []CardPair{{"x-fr-a", "nowhere"}}); err == nil {
		t.Error("a pair naming a missing card: no error")
	}
}

// TestCardAbilities: the spell paragraphs of an instant are one spell
// ability, the later paragraph's targets renumbered.
func TestCardAbilities(t *testing.T) {
	c := &corpus.Card{ID: "x-fr-f", Lang: "fr", Name: "Foudre rêveuse", Types: []string{rules.TInstant},
		Text: []string{"La Foudre rêveuse inflige 2 blessures à une créature ciblée.", "Détruisez un artefact ciblé. Piochez une carte."}}
	cr, err := ReadCard(c)
	if err != nil {
		t.Fatal(err)
	}
	abs := cr.Abilities()
	if len(abs) != 1 {
		t.Fatalf("%d abilities, want one spell ability", len(abs))
	}
	want := "spell targets=[creature][artifact] do=[damage(n=2 to=t0); destroy(what=t1); draw(n=1)]"
	if got := FormAbility(abs[0]); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// The paragraphs' own readings are left as they were.
	if got := cr.Paragraphs[1].Form()[0]; got != "spell targets=[artifact] do=[destroy(what=t0); draw(n=1)]" {
		t.Errorf("second paragraph changed: %s", got)
	}
}

// BenchmarkReadCards reads every card of the embedded corpus, as
// `arbitre verify --cards` and the compare pages do once.
func BenchmarkReadCards(b *testing.B) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := ReadCards(kb, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReadVocabulary: subtypes the tables do not list are read from the
// knowledge base's type lines, singular or plural, in both languages, and
// a pair is not set apart by the words of its subtypes.
func TestReadVocabulary(t *testing.T) {
	kb := &corpus.KB{Cards: []corpus.Card{
		{ID: "x-fr-k", Doc: "x-fr", Lang: "fr", Name: "Maître des lames", Types: []string{rules.TCreature}, Subtypes: []string{"humain", "ninja"},
			Text: []string{"Les autres ninjas que vous contrôlez gagnent +1/+1."}},
		{ID: "x-it-k", Doc: "x-it", Lang: "it", Name: "Maestro delle Lame", Types: []string{rules.TCreature}, Subtypes: []string{"umano", "spirito"},
			Text: []string{"Gli altri spiriti che controlli prendono +1/+1."}},
		{ID: "x-fr-l", Doc: "x-fr", Lang: "fr", Name: "Licorne", Types: []string{rules.TCreature},
			Text: []string{"Les autres licornes que vous contrôlez gagnent +1/+1."}},
	}}
	rep, err := ReadCards(kb, []CardPair{{"x-fr-k", "x-it-k"}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"x-fr-k": "static static=[pump(p=1 t=1 affects=all:other sub:ninja you_control)]",
		"x-it-k": "static static=[pump(p=1 t=1 affects=all:other sub:spirito you_control)]",
	}
	for _, r := range rep.Results {
		switch {
		case want[r.CardID] != "":
			if r.Status != ReadCompiled || strings.Join(r.Form, "") != want[r.CardID] {
				t.Errorf("%s: %s %s %q, want %q", r.CardID, r.Status, r.Reason, r.Form, want[r.CardID])
			}
		case r.Status != ReadUnread:
			t.Errorf("%s: a subtype no card prints was read: %q", r.CardID, r.Form)
		}
	}
	if rep.PairsIdentical != 1 {
		t.Errorf("pairs identical %d, want 1 (the subtypes' words differ, nothing else)", rep.PairsIdentical)
	}
}

// TestCardAbilitiesInstead: an "instead" printed in a paragraph of its own
// takes the spell's earlier paragraphs as its else.
func TestCardAbilitiesInstead(t *testing.T) {
	for _, c := range []*corpus.Card{
		{ID: "x-fr-i", Lang: "fr", Name: "Conseil", Types: []string{rules.TSorcery}, Text: []string{
			"Cherchez dans votre bibliothèque une carte de démon, révélez-la, mettez-la dans votre main, puis mélangez.",
			"Délire — S'il y a au moins quatre types de carte parmi les cartes de votre cimetière, à la place cherchez dans votre bibliothèque n'importe quelle carte, mettez-la dans votre main, puis mélangez."}},
		{ID: "x-it-i", Lang: "it", Name: "Consiglio", Types: []string{rules.TSorcery}, Text: []string{
			"Passa in rassegna il tuo grimorio per una carta Demone, rivelala e aggiungila alla tua mano, poi rimescola.",
			"Delirio — Se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, passa invece in rassegna il tuo grimorio per una carta qualsiasi e aggiungila alla tua mano, poi rimescola."}},
	} {
		cr, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		abs := cr.Abilities()
		want := "spell do=[if(if=delirium then=[search(filter=card zone=hand)] else=[search(filter=card sub:demon zone=hand)])]"
		if len(abs) != 1 || FormAbility(abs[0]) != want {
			var got []string
			for _, a := range abs {
				got = append(got, FormAbility(a))
			}
			t.Errorf("%s: %q, want %q", c.ID, got, want)
		}
	}
}
