package read

import "testing"

// playerDiscardsRows are real cards' sentences whose subject is a player
// who discards: "cards equal to the damage" (« égal aux blessures »,
// « pari al danno ») is the event's amount, unread in a spell that has no
// event; the French « ce joueur se défausse ensuite » is « puis ».
var playerDiscardsRows = []struct {
	lang, name string
	spell      bool
	text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Jagged Poppet", false, "Hellbent — Whenever Jagged Poppet deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage.",
		"[hellbent] triggered when=combat_damage_player filter=self if=hand(you) == 0 do=[discard(n=amount to=them)]"},
	{"fr", "Fantogre dentelé", false, "Acharnement — À chaque fois que le Fantogre dentelé inflige des blessures de combat à un joueur, si vous n'avez pas de carte dans votre main, ce joueur se défausse d'un nombre de cartes égal aux blessures.",
		"[hellbent] triggered when=combat_damage_player filter=self if=hand(you) == 0 do=[discard(n=amount to=them)]"},
	{"it", "Burattino Dentellato", false, "Determinazione — Ogniqualvolta il Burattino Dentellato infligge danno da combattimento a un giocatore, se non hai carte in mano, quel giocatore scarta un numero di carte pari al danno.",
		"[hellbent] triggered when=combat_damage_player filter=self if=hand(you) == 0 do=[discard(n=amount to=them)]"},
	{"en", "Test Damage", true, "Target player discards cards equal to the damage.", "unread: no event before it"},
	{"fr", "Repli tactique", true, "Renvoyez le permanent ciblé dans la main de son propriétaire. Ce joueur se défausse ensuite d'une carte de sa main.",
		"spell targets=[permanent] do=[bounce(what=t0); discard(n=1 to=controller(t0))]"},
	{"en", "Repulse", true, "Return target permanent to its owner's hand. Then that player discards a card.",
		"spell targets=[permanent] do=[bounce(what=t0); discard(n=1 to=controller(t0))]"},
	{"fr", "Test Choix", true, "Le joueur ciblé révèle sa main, vous y choisissez une carte, et ce joueur se défausse ensuite de cette carte.",
		"spell targets=[player] do=[look_hand(to=t0); choose(filter=card in:hand owner:t0); discard(what=choice to=t0)]"},
	// Without a player subject, you discard; « quella carta » in the
	// delayed trigger is the creature exiled, the card in exile (delayed_refs.go),
	// never the card itself.
	{"it", "Test Spettro", true, "Rimuovi dal gioco una creatura bersaglio. Pesca un numero di carte pari alla forza di quella creatura. All'inizio del tuo prossimo mantenimento, rimetti in gioco quella carta sotto il controllo del suo proprietario. Se lo fai, scarta un numero di carte pari alla sua costituzione.",
		"spell targets=[creature] do=[exile(what=t0); draw(n=power(t0)); delayed(ability={triggered when=upkeep do=[move(what=exiled_now zone=battlefield); if(if=did then=[discard(n=toughness(t0))])]})]"},
	{"en", "Tormenting Thoughts", true, "Target player discards a number of cards equal to the sacrificed creature's power.",
		"spell targets=[player] do=[discard(n=power(sacrificed) to=t0)]"},
	// Old wording of "mills that many cards" (before 2021).
	{"fr", "Messager interville", false, "À chaque fois que le Messager interville inflige des blessures de combat à un joueur, ce joueur met autant de cartes du dessus de sa bibliothèque dans son cimetière.",
		"triggered when=combat_damage_player filter=self do=[mill(n=amount to=them)]"},
	{"it", "Corriere Interquartiere", false, "Ogniqualvolta il Corriere Interquartiere infligge danno da combattimento a un giocatore, quel giocatore mette nel suo cimitero altrettante carte dalla cima del suo grimorio.",
		"triggered when=combat_damage_player filter=self do=[mill(n=amount to=them)]"},
	{"en", "Crosstown Courier", false, "Whenever Crosstown Courier deals combat damage to a player, that player mills that many cards.",
		"triggered when=combat_damage_player filter=self do=[mill(n=amount to=them)]"},
	{"fr", "Sphinx de beffroi", false, "À chaque fois qu'une source inflige des blessures au Sphinx de beffroi, le contrôleur de cette source met autant de cartes du dessus de sa bibliothèque dans son cimetière.",
		"triggered when=damaged_by_source do=[mill(n=amount to=controller(it_source))]"},
	{"fr", "Psychose de masse", true, "Mélangez toutes les cartes de votre cimetière dans votre bibliothèque. Le joueur ciblé met autant de cartes du dessus de sa bibliothèque dans son cimetière.",
		"unread: no event before it"},
	{"it", "Test Choix", true, "Un giocatore bersaglio rivela la sua mano, tu scegli una carta da essa, poi quel giocatore scarta quella carta.",
		"spell targets=[player] do=[look_hand(to=t0); choose(filter=card in:hand owner:t0); discard(what=choice to=t0)]"},
}

func TestPlayerDiscards(t *testing.T) {
	for _, tc := range playerDiscardsRows {
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, tc.want)
	}
}
