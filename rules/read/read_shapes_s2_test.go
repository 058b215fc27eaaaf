package read

import (
	"strings"
	"testing"
)

// readShapesS2 are the shapes of the second slice of Duskmourn cards
// (copies with exceptions, modes not chosen before, leylines …), each
// written on invented cards in both languages.
var readShapesS2 = []readShape{
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
	{"static: pay another cost rather than the mana cost of your spells", false,
		"Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana des sorts que vous lancez.",
		"Puoi pagare {W}{U}{B}{R}{G} invece di pagare il costo di mana per le magie che lanci.",
		[]string{"static static=[pay_instead(cost={W}{U}{B}{R}{G} affects=you)]"}},
	{"static: choose a creature type as it enters", false,
		"Au moment où la Lanterne fantasque arrive, choisissez un type de créature.",
		"Mentre la Lanterna Bizzarra entra, scegli un tipo di creatura.",
		[]string{"static static=[enters_creature_type]"}},
	{"static: your creatures, wherever they are, have the chosen type", false,
		"Les créatures que vous contrôlez ont le type choisi en plus de leurs autres types. C'est vrai aussi pour les sorts de créature que vous contrôlez et les cartes de créature que vous possédez qui ne sont pas sur le champ de bataille.",
		"Le creature che controlli hanno il tipo scelto in aggiunta ai loro altri tipi. Lo stesso vale per le magie creatura che controlli e le carte creatura che possiedi e che non sono sul campo di battaglia.",
		[]string{"static static=[add_types(subtypes=chosen affects=all:creature you_control in:battlefield in:stack in:hand in:graveyard in:library in:exile)]"}},
	{"static: your permanents' triggered abilities trigger once more", false,
		"Si une capacité déclenchée d'un permanent que vous contrôlez se déclenche, cette capacité se déclenche une fois de plus.",
		"Se si innesca un'abilità innescata di un permanente che controlli, quell'abilità si innesca una volta in più.",
		[]string{"static static=[extra_trigger(affects=you)]"}},
	{"activated: reveal a face-down permanent, turn it face up if it's a creature card", false,
		"{1}{G} : Révélez un permanent face cachée ciblé. Si c'est une carte de créature, vous pouvez la retourner face visible.",
		"{1}{G}: Rivela un permanente a faccia in giù bersaglio. Se è una carta creatura, puoi girarlo a faccia in su.",
		[]string{"activated cost={1}{G} targets=[face_down permanent] do=[reveal(what=t0); if(if=card_is(t0, Creature) then=[turn_face_up(what=t0 optional)])]"}},
	{"static: damage to an opponent prevented, that many cards milled instead", false,
		"Si une source que vous contrôlez devait infliger des blessures à un adversaire, prévenez ces blessures et chaque adversaire meule autant de cartes.",
		"Se una fonte che controlli sta per infliggere danno a un avversario, previeni quel danno e ogni avversario macina altrettante carte.",
		[]string{"static static=[prevent_replace(to=opponent filter=you_control then=[mill(n=amount to=each_opponent)])]"}},
	{"activated: draw a card for each opponent who lost life this turn", false,
		"0: Surveillez 2. Puis piochez une carte pour chaque adversaire qui a perdu des points de vie ce tour-ci.",
		"0: Sorveglianza 2. Poi pesca una carta per ogni avversario che ha perso punti vita in questo turno.",
		[]string{"activated loyalty=0 do=[surveil(n=2); draw(n=count(lost_life opponent))]"}},
	{"trigger: distribute counters among one or two targets, then double them with six card types", false,
		"Délire — À chaque fois que la Lanterne fantasque arrive ou qu'elle attaque, s'il y a au moins quatre types de carte parmi les cartes dans votre cimetière, distribuez deux marqueurs +1/+1 parmi une ou deux créatures ciblées. Puis, s'il y a au moins six types de carte parmi les cartes de votre cimetière, doublez le nombre de marqueurs +1/+1 sur ces créatures.",
		"Delirio — Ogniqualvolta la Lanterna Bizzarra entra o attacca, se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, distribuisce due segnalini +1/+1 tra una o due creature bersaglio. Poi, se ci sono sei o più tipi di carta tra le carte nel tuo cimitero, raddoppia il numero di segnalini +1/+1 su quelle creature.",
		[]string{"[delirium] triggered when=enters if=delirium targets=[creature{1,2}] do=[distribute_counters(n=2 what=targets kind=+1/+1); if(if=types_in_graveyard(you) >= 6 then=[double_counters(what=targets kind=+1/+1)])]",
			"[delirium] triggered when=attacks if=delirium targets=[creature{1,2}] do=[distribute_counters(n=2 what=targets kind=+1/+1); if(if=types_in_graveyard(you) >= 6 then=[double_counters(what=targets kind=+1/+1)])]"}},
	{"saga chapters: mill, and while two milled cards share a type draw and repeat", false,
		"I, II — Meulez deux cartes. Si deux cartes qui partagent un type de carte ont été meulées de cette manière, piochez une carte et répétez ce processus.",
		"I, II — Macina due carte. Se due carte che condividono un tipo di carta vengono macinate in questo modo, pesca una carta e ripeti il procedimento.",
		[]string{"triggered when=chapter chapter=1 do=[repeat_process(if=share_type(milled) ability={spell do=[mill(n=2)]} then=[draw(n=1)])]",
			"triggered when=chapter chapter=2 do=[repeat_process(if=share_type(milled) ability={spell do=[mill(n=2)]} then=[draw(n=1)])]"}},
	{"enters: choose up to X target creatures, it deals X damage to each", false,
		"Quand la Lanterne fantasque arrive, choisissez jusqu'à X créatures ciblées. Elle inflige X blessures à chacune d'elles.",
		"Scegli fino a X creature bersaglio. Quando la Lanterna Bizzarra entra, infligge X danni a ciascuna di esse.",
		[]string{"triggered when=enters targets=[creature{0,x}] do=[damage(n=x to=targets)]"}},
	{"saga chapter: exile target cards from your graveyard, copy them, cast any number of the copies", false,
		"IV — Exilez n'importe quel nombre de cartes d'éphémère et/ou de rituel ciblées depuis votre cimetière. Copiez-les. Vous pouvez lancer n'importe quel nombre de ces copies.",
		"IV — Esilia un qualsiasi numero di carte istantaneo e/o stregoneria bersaglio dal tuo cimitero. Copia quelle carte. Puoi lanciare un qualsiasi numero di copie.",
		[]string{"triggered when=chapter chapter=4 targets=[card in:graveyard instant|sorcery you_own{0,1000}] do=[exile(what=targets); copy_cards(what=targets); cast_copies(optional)]"}},
}

func TestReadShapesS2(t *testing.T) { checkReadShapes(t, readShapesS2) }

// TestReadUnchosenModes reads "choose one that hasn't been chosen" with a
// mode that makes the permanent a copy.
func TestReadUnchosenModes(t *testing.T) {
	for _, tc := range []struct {
		lang, name, text string
		modes            []string
	}{
		{"fr", "Lanterne fantasque", "À chaque fois que la Lanterne fantasque inflige des blessures de combat à un joueur, choisissez l'un qui n'a pas été choisi —",
			[]string{"Piochez une carte.", "La Lanterne fantasque devient une copie d'une autre créature ciblée que vous contrôlez."}},
		{"it", "Lanterna Bizzarra", "Ogniqualvolta la Lanterna Bizzarra infligge danno da combattimento a un giocatore, scegli uno che non è stato scelto —",
			[]string{"Pesca una carta.", "La Lanterna Bizzarra diventa una copia di un'altra creatura bersaglio che controlli."}},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text, tc.modes...)
		if err != nil {
			t.Fatal(err)
		}
		want := "triggered when=combat_damage_player choose=1 unchosen_modes modes={do=[draw(n=1)] | targets=[creature other you_control] do=[become_copy(to=t0)]}"
		if r.Status != ReadCompiled || strings.Join(r.Form(), "\n") != want {
			t.Errorf("%s: %s %s\n got %q\nwant %q", tc.lang, r.Status, r.Reason, r.Form(), want)
		}
	}
}

// TestTypePhraseWords checks that the subtypes a card's text names in a
// creature type phrase are learned, in both languages, and nothing else.
func TestTypePhraseWords(t *testing.T) {
	for _, tc := range []struct {
		para string
		want []string
	}{
		{"Pendant votre tour, tant que Kaito a au moins un marqueur « loyauté » sur lui, c'est une créature 3/4 Ninja et il a la défense talismanique.", []string{"Ninja"}},
		{"Durante il tuo turno, fintanto che Kaito ha uno o più segnalini fedeltà, è una creatura Ninja 3/4 e ha anti-malocchio.", []string{"Ninja"}},
		{"Créez un jeton de créature 1/1 blanche Esprit avec le vol.", nil},
		{"Créez un jeton de créature Esprit 1/1 blanche avec le vol.", []string{"Esprit"}},
		{"Détruisez une créature ciblée.", nil},
	} {
		if got := typePhraseWords(tc.para); strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%q: got %v, want %v", tc.para, got, tc.want)
		}
	}
}

// TestReadLookAnyTimeUnread: a permission to look at hidden cards at any
// time stays unread, with the reason, in both languages.
func TestReadLookAnyTimeUnread(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Lanterne fantasque", "Vous pouvez regarder les créatures face cachée que vos adversaires contrôlent à tout moment."},
		{"it", "Lanterna Bizzarra", "Puoi guardare le creature a faccia in giù controllate dai tuoi avversari in qualsiasi momento."},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadUnread || !strings.Contains(r.Reason, "hides no information") {
			t.Errorf("%s: %s %q, want unread: the engine hides no information", tc.lang, r.Status, r.Reason)
		}
	}
}
