package read

import (
	"testing"
)

// conditionRow is a paragraph of a real card in French, Italian and
// English (Oracle), each with the card's name in that language, and the
// one form the three compile to (unreadRow: all three stay unread).
type conditionRow struct {
	name       string
	spell      bool
	names      [3]string // fr, it, en
	fr, it, en string
	want       string
}

// conditionRows are the conditions and "unless … pays" of condition_shapes.go.
var conditionRows = []conditionRow{
	{"kicked: « si vous avez payé le coût de kick », \"if it was kicked\" (APC Desolation Angel)", false,
		[3]string{"Ange de la désolation", "Angelo della Desolazione", "Desolation Angel"},
		"Quand l'Ange de la désolation arrive en jeu, détruisez tous les terrains que vous contrôlez. Si vous avez payé le coût de kick, détruisez tous les terrains à la place.",
		"Quando l'Angelo della Desolazione entra in gioco, distruggi tutte le terre che controlli. Se hai pagato il costo di potenziamento, distruggi invece tutte le terre.",
		"When Desolation Angel enters the battlefield, destroy all lands you control. If it was kicked, destroy all lands instead.",
		"triggered when=enters do=[if(if=kicked then=[destroy(what=all:land)] else=[destroy(what=all:land you_control)])]"},
	{"sacrifice it unless you pay (C16 Rupture Spire)", false,
		[3]string{"Tour de la Rupture", "Cuspide Spaccata", "Rupture Spire"},
		"Quand la Tour de la Rupture arrive sur le champ de bataille, sacrifiez-la à moins que vous ne payiez {1}.",
		"Quando la Cuspide Spaccata entra nel campo di battaglia, sacrificala a meno che tu non paghi {1}.",
		"When Rupture Spire enters the battlefield, sacrifice it unless you pay {1}.",
		"triggered when=enters do=[sacrifice_unless_paid(what=self cost={1})]"},
	{"sacrifice ~ unless you pay (CON Wild Leotau)", false,
		[3]string{"Léotau sauvage", "Leotauro Selvaggio", "Wild Leotau"},
		"Au début de votre entretien, sacrifiez le Léotau sauvage à moins que vous ne payiez {G}.",
		"All'inizio del tuo mantenimento, sacrifica il Leotauro Selvaggio a meno che non paghi {G}.",
		"At the beginning of your upkeep, sacrifice Wild Leotau unless you pay {G}.",
		"triggered when=upkeep do=[sacrifice_unless_paid(what=self cost={G})]"},
	{"another permanent than the card: its controller is not \"you\"", false,
		[3]string{"Lanterne fantasque", "Lanterna Bizzarra", "Whimsical Lantern"},
		"À chaque fois qu'une créature arrive sur le champ de bataille, sacrifiez-la à moins que vous ne payiez {1}.",
		"Ogniqualvolta una creatura entra nel campo di battaglia, sacrificala a meno che non paghi {1}.",
		"Whenever a creature enters the battlefield, sacrifice it unless you pay {1}.",
		unreadRow},
	{"counter unless its controller pays (10E Spiketail Hatchling)", false,
		[3]string{"Jeune dracodard", "Cucciolo di Codapunta", "Spiketail Hatchling"},
		"Sacrifiez le Jeune dracodard : Contrecarrez le sort ciblé à moins que son contrôleur ne paie {1}.",
		"Sacrifica il Cucciolo di Codapunta: Neutralizza una magia bersaglio a meno che il suo controllore spenda {1}.",
		"Sacrifice Spiketail Hatchling: Counter target spell unless its controller pays {1}.",
		"activated sacrifice=self targets=[spell] do=[counter_unless_paid(what=t0 cost={1})]"},
	{"N or more cards in your graveyard, the place said apart (10E Mortal Combat)", false,
		[3]string{"Combat mortel", "Combattimento Mortale", "Mortal Combat"},
		"Au début de votre entretien, s'il y a au moins vingt cartes de créature dans votre cimetière, vous gagnez la partie.",
		"All'inizio del tuo mantenimento, se nel tuo cimitero ci sono venti o più carte creatura, vinci la partita.",
		"At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game.",
		"triggered when=upkeep if=count(card creature in:graveyard you_own) >= 20 do=[win_game]"},
	{"no spells last turn (ISD Hanweir Watchkeep)", false,
		[3]string{"Guetteur de Hanweir", "Sentinella di Hanweir", "Hanweir Watchkeep"},
		"Au début de chaque entretien, si aucun sort n'a été lancé au tour précédent, transformez le Guetteur de Hanweir.",
		"All'inizio di ogni mantenimento, se nell'ultimo turno non sono state lanciate magie, trasforma la Sentinella di Hanweir.",
		"At the beginning of each upkeep, if no spells were cast last turn, transform Hanweir Watchkeep.",
		"triggered when=each_upkeep if=spells_cast_last_turn() == 0 do=[transform(what=self)]"},
	{"a player cast two or more spells last turn (ISD Bane of Hanweir)", false,
		[3]string{"Fléau de Hanweir", "Flagello di Hanweir", "Bane of Hanweir"},
		"Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez le Fléau de Hanweir.",
		"All'inizio di ogni mantenimento, se nell'ultimo turno un giocatore ha lanciato due o più magie, trasforma il Flagello di Hanweir.",
		"At the beginning of each upkeep, if a player cast two or more spells last turn, transform Bane of Hanweir.",
		"triggered when=each_upkeep if=most_cast_last_turn() >= 2 do=[transform(what=self)]"},
	{"X is N or more (C18 Martial Coup)", true,
		[3]string{"Coup d'état militaire", "Colpo Militare", "Martial Coup"},
		"Créez X jetons de créature 1/1 blanche Soldat. Si X est supérieur ou égal à 5, détruisez toutes les autres créatures.",
		"Crea X pedine creatura Soldato 1/1 bianche. Se X è pari o superiore a 5, distruggi tutte le altre creature.",
		"Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.",
		"spell do=[token(n=x kind=Creature — <type> colors=W pt=1/1); if(if=x >= 5 then=[destroy(what=all:creature other)])]"},
	{"~ is monstrous (AFC Fleecemane Lion)", false,
		[3]string{"Lion à crinière bouclée", "Leone Vellocriniera", "Fleecemane Lion"},
		"Tant que le Lion à crinière bouclée est monstrueux, il a la défense talismanique et l'indestructible.",
		"Fintanto che il Leone Vellocriniera è mostruoso, ha anti-malocchio e indistruttibile.",
		"As long as Fleecemane Lion is monstrous, it has hexproof and indestructible.",
		"static if=monstrous(self) static=[grant(keywords=hexproof,indestructible affects=self)]"},
	{"~ is untapped (DST Nim Abomination)", false,
		[3]string{"Abomination des nims", "Abominio Nim", "Nim Abomination"},
		"", // « À la fin de votre tour », the old trigger, is not read
		"",
		"At the beginning of your end step, if Nim Abomination is untapped, you lose 3 life.",
		"triggered when=end_step if=is(self, untapped) do=[lose_life(n=3)]"},
	{"activate only if ~ is attacking (APC Gerrard Capashen)", false,
		[3]string{"Gerrard Capashen", "Gerrard Capashen", "Gerrard Capashen"},
		"{3}{W} : Engagez la créature ciblée. Ne jouez cette capacité que si Gerrard Capashen attaque.",
		"{3}{W}: TAPpa una creatura bersaglio. Gioca questa abilità solo se Gerrard Capashen sta attaccando.",
		"{3}{W}: Tap target creature. Activate only if Gerrard Capashen is attacking.",
		"activated cost={3}{W} activate_if=attacking(self) targets=[creature] do=[tap(what=t0)]"},
	{"the revealed card's types (M21 Track Down)", true,
		[3]string{"Traque", "Rintracciare", "Track Down"},
		"Regard 3, puis révélez la carte du dessus de votre bibliothèque. Si c'est une carte de créature ou de terrain, piochez une carte.",
		"Profetizza 3, poi rivela la prima carta del tuo grimorio. Se è una carta creatura o terra, pesca una carta.",
		"", // "scry 3, then reveal …" is not read in English
		"spell do=[scry(n=3); reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Creature) || card_is(all:card in:library top you_own, Land) then=[draw(n=1)])]"},
	{"a subtype is not a card type: unread (EMN, a Zombie card)", true,
		[3]string{"Lanterne fantasque", "Lanterna Bizzarra", "Whimsical Lantern"},
		"Renvoyez une carte de créature ciblée depuis votre cimetière dans votre main. Si c'est une carte de zombie, piochez une carte.",
		"Riprendi in mano una carta creatura bersaglio dal tuo cimitero. Se è una carta Zombie, pesca una carta.",
		"Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card.",
		unreadRow},
	{"threshold, an ability word of Oracle (JUD Krosan Beast)", false,
		[3]string{"", "", "Krosan Beast"},
		"", "",
		"Threshold — Krosan Beast gets +7/+7 as long as seven or more cards are in your graveyard.",
		"[threshold] static if=count(card in:graveyard you_own) >= 7 static=[pump(p=7 t=7 affects=self)]"},
	{"an 'instead' paragraph of its own naming what the paragraph before named: unread, not the spell (JUD Stitch Together)", true,
		[3]string{"", "", "Stitch Together"},
		"", "",
		"Threshold — Return that card from your graveyard to the battlefield instead if seven or more cards are in your graveyard.",
		unreadRow},
	{"threshold in its modern French and Italian wording (MH1 Nimble Mongoose)", false,
		[3]string{"Mangouste agile", "Mangusta Agile", "Nimble Mongoose"},
		"Seuil — La Mangouste agile gagne +2/+2 tant qu'il y a au moins sept cartes dans votre cimetière.",
		"Soglia — La Mangusta Agile prende +2/+2 fintanto che ci sono sette o più carte nel tuo cimitero.",
		"Threshold — Nimble Mongoose gets +2/+2 as long as seven or more cards are in your graveyard.",
		"[threshold] static if=count(card in:graveyard you_own) >= 7 static=[pump(p=2 t=2 affects=self)]"},
	{"threshold whose condition the old printing leaves out or to the reminder: unread, not read without it (JUD Treacherous Vampire, TOR Nantuko Calmer)", false,
		[3]string{"Vampire traître", "Moderatore Nantuko", ""},
		"Seuil — Le Vampire traître gagne +2/+2 et a « Quand le Vampire traître est mis dans un cimetière depuis le jeu, vous perdez 6 points de vie. »",
		"Soglia — Il Moderatore Nantuko prende +1/+1 (hai soglia fintano che ci sono almeno sette carte nel tuo cimitero).",
		"",
		unreadRow},
	{"the player a trigger is about: 'that player has two or fewer cards in hand' (10E Lavaborn Muse)", false,
		[3]string{"Muse née de la lave", "Musa Pirogena", "Lavaborn Muse"},
		"Au début de l'entretien de chaque adversaire, si ce joueur a deux cartes ou moins dans sa main, la Muse née de la lave lui inflige 3 blessures.",
		"All'inizio del mantenimento di ogni avversario, se quel giocatore ha due o meno carte in mano, la Musa Pirogena gli infligge 3 danni.",
		"At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Lavaborn Muse deals 3 damage to that player.",
		"triggered when=opp_upkeep if=hand(them) <= 2 do=[damage(n=3 to=them)]"},
	{"'~ deals 2 damage to them': the pronoun is not the source itself (WAR Davriel, Rogue Shadowmage)", false,
		[3]string{"", "", "Davriel, Rogue Shadowmage"},
		"", "",
		"At the beginning of each opponent's upkeep, if that player has one or fewer cards in hand, Davriel, Rogue Shadowmage deals 2 damage to them.",
		unreadRow},
	{"tango lands in Italian: 'a meno che tu non controlli due o più terre base' (BFZ Prairie Stream)", false,
		[3]string{"", "Ruscello nella Prateria", "Prairie Stream"},
		"",
		"Il Ruscello nella Prateria entra nel campo di battaglia TAPpato a meno che tu non controlli due o più terre base.",
		"Prairie Stream enters the battlefield tapped unless you control two or more basic lands.",
		"static static=[enters_tapped(if=!(count(basic land you_control) >= 2))]"},
}

// checkConditionRows reads each row in its three languages.
func checkConditionRows(t *testing.T, rows []conditionRow) {
	t.Helper()
	for _, tc := range rows {
		for i, lang := range []string{"fr", "it", "en"} {
			text := [3]string{tc.fr, tc.it, tc.en}[i]
			if text == "" {
				continue
			}
			r, err := ReadParagraph(lang, tc.names[i], tc.spell, text)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tc.want == unreadRow:
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, r.Form())
				}
			case r.Status != ReadCompiled:
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
			case len(r.Form()) != 1 || r.Form()[0] != tc.want:
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, r.Form(), tc.want)
			}
		}
	}
}

func TestReadConditionShapes(t *testing.T) { checkConditionRows(t, conditionRows) }
