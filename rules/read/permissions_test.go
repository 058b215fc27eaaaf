package read

import (
	"strings"
	"testing"
)

// permissionShapes are real printed permissions (the card's name,
// French, Italian, English Oracle) and the one form the three compile to.
var permissionShapes = []mayRow{
	{"Vedalken Orrery", // 5dn-163 as printed in 2004 (the Oracle is "You may cast spells as though they had flash")
		"Vous pouvez jouer des cartes non-terrain à tout moment où vous pourriez jouer un éphémère.",
		"Puoi giocare le carte non terra in qualsiasi momento in cui potresti giocare un istantaneo.",
		"You may play nonland cards any time you could play an instant.",
		"Planétaire mécanique vedalken", "Planetario Vedalken",
		"static static=[cast_as_flash(filter=nonland spell)]"},
	{"Yeva, Nature's Herald", // m13-197; the French and Italian "cartes"/"carte" are the spells cast
		"Vous pouvez lancer des cartes de créature vertes comme si elles avaient le flash.",
		"Puoi lanciare carte creatura verdi come se avessero lampo.",
		"You may cast green creature spells as though they had flash.",
		"Foo", "Foo",
		"static static=[cast_as_flash(filter=creature green spell)]"},
	{"Hypersonic Dragon", // rtr-170
		"Vous pouvez lancer les sorts de rituel comme s'ils avaient le flash.",
		"Puoi lanciare magie stregoneria come se avessero lampo.",
		"You may cast sorcery spells as though they had flash.",
		"Foo", "Foo",
		"static static=[cast_as_flash(filter=sorcery spell)]"},
	{"Hungering Yeti", // the card itself, while a condition holds
		"Tant que vous contrôlez un permanent vert ou bleu, vous pouvez lancer le Yeti affamé comme s'il avait le flash. (Vous pouvez le lancer à tout moment où vous pourriez lancer un éphémère.)",
		"Fintanto che controlli un permanente verde o blu, puoi lanciare lo Yeti Famelico come se avesse lampo. (Puoi lanciarlo in ogni momento in cui potresti lanciare un istantaneo.)",
		"As long as you control a green or blue permanent, you may cast Hungering Yeti as though it had flash. (You may cast it any time you could cast an instant.)",
		"Yeti affamé", "Yeti Famelico",
		"static if=count(blue|green permanent you_control) >= 1 static=[cast_as_flash(affects=self)]"},
	{"Skaab Ruinator",
		"Vous pouvez lancer le Skaab déprédateur depuis votre cimetière.",
		"Puoi lanciare lo Skaab Distruttore dal tuo cimitero.",
		"You may cast Skaab Ruinator from your graveyard.",
		"Skaab déprédateur", "Skaab Distruttore",
		"static static=[may_cast_from(zone=graveyard)]"},
	{"Misthollow Griffin",
		"Vous pouvez lancer le Griffon de Brumecreux depuis l'exil.",
		"Puoi lanciare il Grifone di Brumaconca dall'esilio.",
		"You may cast Misthollow Griffin from exile.",
		"Griffon de Brumecreux", "Grifone di Brumaconca",
		"static static=[may_cast_from(zone=exile)]"},
	{"Marang River Prowler", // from the graveyard while a condition holds
		"Vous pouvez lancer le Rôdeur du fleuve Marang depuis votre cimetière tant que vous contrôlez un permanent noir ou vert.",
		"Puoi lanciare il Predatore del Fiume Marang dal tuo cimitero fintanto che controlli un permanente nero o verde.",
		"You may cast Marang River Prowler from your graveyard as long as you control a black or green permanent.",
		"Rôdeur du fleuve Marang", "Predatore del Fiume Marang",
		"static if=count(black|green permanent you_control) >= 1 static=[may_cast_from(zone=graveyard)]"},
	{"Vivien, Monsters' Advocate", // the top card of the library: looked at, played
		"Vous pouvez regarder la carte du dessus de votre bibliothèque à tout moment.",
		"Puoi guardare la prima carta del tuo grimorio in qualsiasi momento.",
		"You may look at the top card of your library any time.",
		"Vivien, partisane des monstres", "Vivien, Fautrice dei Mostri",
		"static static=[may_look(filter=card in:library top you_own)]"},
	{"Vivien, Monsters' Advocate",
		"Vous pouvez lancer les sorts de créature du dessus de votre bibliothèque.",
		"Puoi lanciare magie creatura dalla cima del tuo grimorio.",
		"You may cast creature spells from the top of your library.",
		"Vivien, partisane des monstres", "Vivien, Fautrice dei Mostri",
		"static static=[play_from_top(filter=creature spell)]"},
	{"Garruk's Horde", // m12-176: the older « si c'est une carte de … »
		"Vous pouvez lancer la carte du dessus de votre bibliothèque si c'est une carte de créature.",
		"Puoi lanciare la prima carta del tuo grimorio se è una carta creatura.",
		"You may cast creature spells from the top of your library.",
		"Horde de Garruk", "Orda di Garruk",
		"static static=[play_from_top(filter=creature spell)]"},
	{"Magus of the Future", // fut-40: the older « jouer la carte du dessus »
		"Vous pouvez jouer la carte du dessus de votre bibliothèque.",
		"Puoi giocare la prima carta del tuo grimorio.",
		"You may play lands and cast spells from the top of your library.",
		"Mage de l'avenir", "Magus del Futuro",
		"static static=[play_from_top]"},
	{"Oracle of Mul Daya", // zen-172
		"Vous pouvez jouer la carte du dessus de votre bibliothèque si c'est une carte de terrain.",
		"Puoi giocare la prima carta del tuo grimorio se è una carta terra.",
		"You may play lands from the top of your library.",
		"Oracle de Mul Daya", "Oracolo di Mul Daya",
		"static static=[play_from_top(filter=land)]"},
	{"Flameblast Dragon", // X chosen as it is paid, X after it
		"À chaque fois que le Dragon à la salve de flammes attaque, vous pouvez payer {X}{R}. Si vous faites ainsi, le Dragon à la salve de flammes inflige X blessures à n'importe quelle cible.",
		"Ogniqualvolta il Drago Esplosivo attacca, puoi pagare {X}{R}. Se lo fai, il Drago Esplosivo infligge X danni a un qualsiasi bersaglio.",
		"Whenever Flameblast Dragon attacks, you may pay {X}{R}. If you do, Flameblast Dragon deals X damage to any target.",
		"Dragon à la salve de flammes", "Drago Esplosivo",
		"triggered when=attacks targets=[any] do=[pay_mana(cost={X}{R} optional); if(if=did then=[damage(n=x to=t0)])]"},
}

func TestReadPermissions(t *testing.T) { checkMayRows(t, permissionShapes) }

// TestReadPaidXTargets: a target that depends on an X paid as the ability
// resolves (Relentless Dead, soi-131) stays unread: it is chosen before X.
func TestReadPaidXTargets(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Relentless Dead", "When Relentless Dead dies, you may pay {X}. If you do, return another target creature card with mana value X from your graveyard to the battlefield."},
		{"it", "Morto Implacabile", "Quando il Morto Implacabile muore, puoi pagare {X}. Se lo fai, rimetti sul campo di battaglia un'altra carta creatura bersaglio con costo di mana convertito pari a X dal tuo cimitero."},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == ReadCompiled || !strings.Contains(r.Reason, "paid as the ability resolves") {
			t.Errorf("%s: got %q %q, want unread: X paid after the targets", tc.lang, r.Form(), r.Reason)
		}
	}
}

// TestReadMayPlayExiledLeadingDuration: "Until the end of your next turn,
// you may play those cards" after exiling the top cards, the duration
// first (afc-131), reads as the duration last does.
func TestReadMayPlayExiledLeadingDuration(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "Exilez les deux cartes du dessus de votre bibliothèque. Jusqu'à la fin de votre prochain tour, vous pouvez jouer ces cartes."},
		{"it", "Esilia le prime due carte del tuo grimorio. Fino alla fine del tuo prossimo turno, puoi giocare quelle carte."},
		{"en", "Exile the top two cards of your library. Until the end of your next turn, you may play those cards."},
	} {
		r, err := ReadParagraph(tc.lang, "Foo", true, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Form(), " | "); r.Status != ReadCompiled || got != "spell do=[exile_top(n=2 until=end_of_next_turn)]" {
			t.Errorf("%s: %q %s", tc.lang, got, r.Reason)
		}
	}
}
