package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// searchKindsRows are real printed paragraphs (FR, IT, EN) of searches for
// one card of each of several kinds, and the sentence after the search that
// says where they go (branch grammar-search4).
var searchKindsRows = []paragraphRow{
	// Krosan Verge (c17-260, jud-141 before 2009, c18-263).
	{"fr", "Orée de la Krosia", false, "{2}, {T}, sacrifiez l'Orée de la Krosia : Cherchez dans votre bibliothèque une carte de forêt et une carte de plaine et mettez-les sur le champ de bataille engagées. Mélangez ensuite votre bibliothèque.",
		"activated cost={2} tap sacrifice=self do=[search(filter=card sub:forest zone=battlefield tapped); search(filter=card sub:plains zone=battlefield tapped)]"},
	{"fr", "Orée de la Krosia", false, "{2}, {T}, sacrifiez l'Orée de la Krosia : Cherchez dans votre bibliothèque une carte de forêt et une carte de plaine, et mettez-les en jeu engagées. Mélangez ensuite votre bibliothèque.",
		"activated cost={2} tap sacrifice=self do=[search(filter=card sub:forest zone=battlefield tapped); search(filter=card sub:plains zone=battlefield tapped)]"},
	{"it", "Confine di Krosa", false, "{2}, {T}, sacrifica il Confine di Krosa: Passa in rassegna il tuo grimorio, scegli una carta foresta e una carta pianura e mettile in gioco TAPpate. Poi rimescola il tuo grimorio.",
		"activated cost={2} tap sacrifice=self do=[search(filter=card sub:forest zone=battlefield tapped); search(filter=card sub:plains zone=battlefield tapped)]"},
	{"en", "Krosan Verge", false, "{2}, {T}, Sacrifice Krosan Verge: Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle.",
		"activated cost={2} tap sacrifice=self do=[search(filter=card sub:forest zone=battlefield tapped); search(filter=card sub:plains zone=battlefield tapped)]"},
	// Gem of Becoming (m13-205): the steps in the next sentence.
	{"fr", "Gemme de transition", false, "{3}, {T}, sacrifiez la Gemme de transition : Cherchez dans votre bibliothèque une carte d'île, une carte de marais et une carte de montagne. Révélez ces cartes et mettez-les dans votre main. Mélangez ensuite votre bibliothèque.",
		"activated cost={3} tap sacrifice=self do=[search(filter=card sub:island zone=hand); search(filter=card sub:swamp zone=hand); search(filter=card sub:mountain zone=hand)]"},
	{"it", "Gemma del Divenire", false, "{3}, {T}, Sacrifica la Gemma del Divenire: Passa in rassegna il tuo grimorio per una carta Isola, una carta Palude e una carta Montagna. Rivela queste carte e aggiungile alla tua mano. Poi rimescola il tuo grimorio.",
		"activated cost={3} tap sacrifice=self do=[search(filter=card sub:island zone=hand); search(filter=card sub:swamp zone=hand); search(filter=card sub:mountain zone=hand)]"},
	{"en", "Gem of Becoming", false, "{3}, {T}, Sacrifice Gem of Becoming: Search your library for an Island card, a Swamp card, and a Mountain card. Reveal those cards, put them into your hand, then shuffle.",
		"activated cost={3} tap sacrifice=self do=[search(filter=card sub:island zone=hand); search(filter=card sub:swamp zone=hand); search(filter=card sub:mountain zone=hand)]"},
	// Conflux (con-102): colors.
	{"en", "Conflux", true, "Search your library for a white card, a blue card, a black card, a red card, and a green card. Reveal those cards, put them into your hand, then shuffle.",
		"spell do=[search(filter=card white zone=hand); search(filter=blue card zone=hand); search(filter=black card zone=hand); search(filter=card red zone=hand); search(filter=card green zone=hand)]"},
	// Steps in other words: on top in the order of one's choice after the
	// shuffle (Congregation at Dawn, rav-198), « et le reste dans votre
	// main » (Nissa's Pilgrimage, c17-155).
	{"fr", "Assemblée à l'aube", true, "Cherchez jusqu'à trois cartes de créature dans votre bibliothèque et révélez-les. Puis mélangez votre bibliothèque et mettez ces cartes au-dessus d'elle dans l'ordre de votre choix.",
		"spell do=[search(n=3 filter=card creature zone=library)]"},
	{"it", "Adunanza all'Alba", true, "Passa in rassegna il tuo grimorio, scegli fino a tre carte creatura e rivelale. Rimescola il tuo grimorio, poi metti quelle carte in cima a esso nell'ordine che preferisci.",
		"spell do=[search(n=3 filter=card creature zone=library)]"},
	{"en", "Congregation at Dawn", true, "Search your library for up to three creature cards, reveal them, then shuffle and put those cards on top in any order.",
		"spell do=[search(n=3 filter=card creature zone=library)]"},
	{"fr", "Pèlerinage de Nissa", true, "Cherchez dans votre bibliothèque jusqu'à deux cartes de forêt de base, révélez ces cartes et mettez-en une sur le champ de bataille engagée, et le reste dans votre main. Mélangez ensuite votre bibliothèque.",
		"spell do=[search_split(n=2 kind=hand filter=basic card sub:forest zone=battlefield tapped)]"},
	// Ghost Quarter (dis-173): what it is for before « dans sa
	// bibliothèque »; « il proprio grimorio, scegliere … ».
	{"fr", "Quartier fantôme", false, "{T}, sacrifiez le Quartier fantôme : Détruisez le terrain ciblé. Son contrôleur peut chercher une carte de terrain de base dans sa bibliothèque, la mettre en jeu, et mélanger ensuite sa bibliothèque.",
		"activated tap sacrifice=self targets=[land] do=[destroy(what=t0); search(to=controller(t0) filter=basic card land zone=battlefield optional)]"},
	{"it", "Quartiere Fantasma", false, "{T}, Sacrifica il Quartiere Fantasma: Distruggi una terra bersaglio. Il suo controllore può passare in rassegna il proprio grimorio, scegliere una carta terra base, metterla in gioco, poi rimescolare il proprio grimorio.",
		"activated tap sacrifice=self targets=[land] do=[destroy(what=t0); search(to=controller(t0) filter=basic card land zone=battlefield optional)]"},
	// Fertilid (mor-122): « le joueur ciblé cherche une carte … dans sa
	// bibliothèque »; Zur the Enchanter (csp-135): « prendere una carta ».
	{"fr", "Fertilide", false, "{1}{G}, retirez un marqueur +1/+1 du Fertilide : Le joueur ciblé cherche une carte de terrain de base dans sa bibliothèque et la met en jeu engagée. Ce joueur mélange ensuite sa bibliothèque.",
		"activated cost={1}{G} remove_counters=1:+1/+1 targets=[player] do=[search(to=t0 filter=basic card land zone=battlefield tapped)]"},
	{"it", "Zur l'Incantatore", false, "Ogniqualvolta Zur l'Incantatore attacca, puoi passare in rassegna il tuo grimorio, prendere una carta incantesimo con costo di mana convertito pari o inferiore a 3 e metterla in gioco. Se lo fai, rimescola il tuo grimorio.",
		"triggered when=attacks do=[search(filter=card enchantment mv<=3 zone=battlefield optional)]"},
	// Invented: "up to two" in the list is not one card of a kind; "then"
	// does not join two cards; "one … and the other" with two kinds.
	{"en", "Whimsical Lantern", false, "{T}: Search your library for a Forest card and up to two Plains cards, put them onto the battlefield tapped, then shuffle.", unreadRow},
	{"en", "Whimsical Lantern", false, "{T}: Search your library for a Forest card then a Plains card, put them onto the battlefield tapped, then shuffle.", unreadRow},
	{"en", "Whimsical Lantern", false, "{T}: Search your library for a Forest card and a Plains card, put one onto the battlefield tapped and the other into your hand, then shuffle.", unreadRow},
	// Transmute (rav-43 Dizzy Spell): the keyword with its cost.
	{"fr", "Malaise", true, "Transmutation {1}{U}{U} ({1}{U}{U}, Défaussez-vous de cette carte : Cherchez dans votre bibliothèque une carte ayant le même coût converti de mana que cette carte, révélez-la et mettez-la dans votre main. Mélangez ensuite votre bibliothèque. Ne jouez cette capacité que lorsque vous pourriez jouer un rituel.)",
		"keyword transmute {1}{U}{U}"},
	{"it", "Magia Stordente", true, "Trasmutare {1}{U}{U} ({1}{U}{U}, Scarta questa carta: Passa in rassegna il tuo grimorio, scegli una carta con lo stesso costo di mana convertito di questa carta, rivelala e aggiungila alla tua mano. Poi rimescola il tuo grimorio. Giocalo solo come una stregoneria.)",
		"keyword transmute {1}{U}{U}"},
	{"en", "Dizzy Spell", true, "Transmute {1}{U}{U} ({1}{U}{U}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)",
		"keyword transmute {1}{U}{U}"},
}

// searchSubtypes are the land subtypes other cards of a knowledge base
// print, per language: the vocabulary reads them.
var searchSubtypes = map[string][]string{
	"fr": {"forêt", "plaine", "île", "marais", "montagne"},
	"it": {"foresta", "pianura", "isola", "palude", "montagna"},
	"en": {"forest", "plains", "island", "swamp", "mountain"},
}

// checkRowsWithSubtypes reads each row as the one paragraph of a card of
// a knowledge base whose other cards print the land subtypes, and
// compares its form with the row's (or that it stays unread, with a
// reason).
func checkRowsWithSubtypes(t *testing.T, rows []paragraphRow) {
	t.Helper()
	kb := &corpus.KB{}
	for lang, subs := range searchSubtypes {
		kb.Cards = append(kb.Cards, corpus.Card{ID: lang + "-other", Lang: lang, Name: "x", Subtypes: subs})
	}
	vocab := NewVocabulary(kb)
	for _, tc := range rows {
		c := corpus.Card{ID: tc.lang + "-card", Lang: tc.lang, Name: tc.name, Text: []string{tc.text}}
		if tc.spell {
			c.Types = []string{rules.TInstant}
		}
		cr, err := ReadCardWith(&c, vocab)
		if err != nil {
			t.Fatal(err)
		}
		r := cr.Paragraphs[0]
		switch {
		case tc.want == unreadRow:
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s %q: compiled %q, want unread with a reason", tc.lang, tc.text, r.Form())
			}
		case r.Status != ReadCompiled:
			t.Errorf("%s %q: unread: %s", tc.lang, tc.text, r.Reason)
		default:
			if got := strings.Join(r.Form(), "\n"); got != tc.want {
				t.Errorf("%s %q:\n got %q\nwant %q", tc.lang, tc.text, got, tc.want)
			}
		}
	}
}

// searchConditionRows are real printed paragraphs (FR, IT, EN) whose
// search has a condition before it comparing players' lands (branch
// grammar-search4).
var searchConditionRows = []paragraphRow{
	// Aerial Surveyor (nec-5): the defending player's lands.
	{"fr", "Inspecteur aérien", false, "À chaque fois que l'Inspecteur aérien attaque, si le joueur défenseur contrôle plus de terrains que vous, cherchez dans votre bibliothèque une carte de plaine de base, mettez-la sur le champ de bataille engagée, puis mélangez.",
		"triggered when=attacks if=count(land defending_control) > count(land you_control) do=[search(filter=basic card sub:plains zone=battlefield tapped)]"},
	{"it", "Supervisore Aereo", false, "Ogniqualvolta il Supervisore Aereo attacca, se il giocatore in difesa controlla più terre di te, passa in rassegna il tuo grimorio per una carta Pianura base, mettila sul campo di battaglia TAPpata, poi rimescola.",
		"triggered when=attacks if=count(land defending_control) > count(land you_control) do=[search(filter=basic card sub:plains zone=battlefield tapped)]"},
	{"en", "Aerial Surveyor", false, "Whenever Aerial Surveyor attacks, if defending player controls more lands than you, search your library for a basic Plains card, put it onto the battlefield tapped, then shuffle.",
		"triggered when=attacks if=count(land defending_control) > count(land you_control) do=[search(filter=basic card sub:plains zone=battlefield tapped)]"},
	// Gift of Estates (9ed-15): « a plus de terrains », « ha più terre ».
	{"fr", "Don de domaines", true, "Si un adversaire a plus de terrains que vous, cherchez dans votre bibliothèque jusqu'à trois cartes de plaine, révélez-les et mettez-les dans votre main. Mélangez ensuite votre bibliothèque.",
		"spell do=[if(if=most_controlled(each_opponent, land) > count(land you_control) then=[search(n=3 filter=card sub:plains zone=hand)])]"},
	{"it", "Dono di Proprietà", true, "Se un avversario ha più terre di te, passa in rassegna il tuo grimorio, scegli fino a tre carte Pianura, rivelale e aggiungile alla tua mano. Poi rimescola il tuo grimorio.",
		"spell do=[if(if=most_controlled(each_opponent, land) > count(land you_control) then=[search(n=3 filter=card sub:plains zone=hand)])]"},
	// Edge of Autumn (fut-144): « quattro o meno terre ».
	{"it", "Fine dell'Autunno", true, "Se controlli quattro o meno terre, passa in rassegna il tuo grimorio per una carta terra base, mettila in gioco TAPpata, poi rimescola il tuo grimorio.",
		"spell do=[if(if=count(land you_control) <= 4 then=[search(filter=basic card land zone=battlefield tapped)])]"},
	// Invented: the defending player in an ability whose card is not the
	// attacker.
	{"en", "Whimsical Lantern", false, "Whenever a creature you control attacks, if defending player controls more lands than you, search your library for a basic Plains card, put it onto the battlefield tapped, then shuffle.", unreadRow},
}

func TestReadSearchConditions(t *testing.T) {
	checkRowsWithSubtypes(t, searchConditionRows)
}

func TestReadSearchKinds(t *testing.T) {
	checkRowsWithSubtypes(t, searchKindsRows)
}
