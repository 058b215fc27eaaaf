package read

import "testing"

// TestOlderWordings: wordings of older printings that one language read
// and the other did not (the FR/IT pairs where one side compiled), each a
// real printed sentence and the form its other language compiles to.
func TestOlderWordings(t *testing.T) {
	for _, tc := range []struct {
		lang, name string
		spell      bool
		text, want string
	}{
		{"it", "Juggernaut", false, "Il Juggernaut attacca a ogni turno se può farlo.",
			"static static=[attacks_each_combat(affects=self)]"},
		{"fr", "Marécage fumant", false, "Le Marécage fumant arrive sur le champ de bataille engagé à moins que vous ne contrôliez au moins deux terrains de base.",
			"static static=[enters_tapped(if=!(count(basic land you_control) >= 2))]"},
		{"it", "Ladro", false, "Quando il Ladro entra nel campo di battaglia, puoi far tornare una creatura bersaglio in mano al suo proprietario.",
			"triggered when=enters targets=[creature] do=[bounce(what=t0 optional)]"},
		{"fr", "Passeur", false, "{T} : La créature ciblée de force 2 ou moins est imblocable ce tour-ci.",
			"activated tap targets=[creature power<=2] do=[unblockable(what=t0 until=this_turn)]"},
		{"it", "Prisma", false, "{T}: Aggiungi un mana di qualsiasi colore alla tua riserva.",
			"mana tap mana={W}|{U}|{B}|{R}|{G}"},
		{"it", "Redentrice Lumifera", false, "Incanalare {1}{W}, Scarta la Redentrice Lumifera: Guadagni 4 punti vita.",
			"activated cost={1}{W} discard_self from=hand do=[gain_life(n=4)]"},
		{"it", "Prescelto", false, "Quando il Prescelto entra in gioco, guadagni 1 punto vita per ogni carta presente nel tuo cimitero.",
			"triggered when=enters do=[gain_life(n=count(card in:graveyard you_own))]"},
		// The third person with no subject is the player named before.
		{"it", "Gnarr", false, "Ogniqualvolta un giocatore gioca una magia non nera, perde 1 punto vita.",
			"triggered when=player_casts filter=!black spell do=[lose_life(n=1 to=them)]"},
		// One colorless mana in words, before the {C} symbol.
		{"fr", "Obélisque", false, "{T} : Ajoutez un mana incolore à votre réserve.", "mana tap mana={C}"},
		{"it", "Obelisco", false, "{T}: Aggiungi un mana incolore alla tua riserva di mana.", "mana tap mana={C}"},
		{"fr", "Obélisque", false, "{T} : Ajoutez un mana d'une couleur de votre choix à votre réserve.", "mana tap mana={W}|{U}|{B}|{R}|{G}"},
		// Modes printed in the announcement's paragraph (before 2009).
		{"fr", "Charme", true, "Choisissez l'un — Détruisez l'enchantement ciblé ; ou piochez deux cartes ; ou le joueur ciblé se défausse de deux cartes.",
			"spell choose=1 modes={targets=[enchantment] do=[destroy(what=t0)] | do=[draw(n=2)] | targets=[player] do=[discard(n=2 to=t0)]}"},
		{"it", "Fascino", true, "Scegli uno Distruggi un incantesimo bersaglio; oppure pesca due carte; oppure un giocatore bersaglio scarta due carte.",
			"spell choose=1 modes={targets=[enchantment] do=[destroy(what=t0)] | do=[draw(n=2)] | targets=[player] do=[discard(n=2 to=t0)]}"},
		// A sentence with no subject is about the object named before:
		// the target, not the spell (which has no power).
		{"it", "Morso", true, "Una creatura bersaglio che controlli prende +1/+1 fino alla fine del turno. Infligge danno pari alla sua forza a una creatura bersaglio che non controlli.",
			"spell targets=[creature you_control][creature opp_control] do=[pump(p=1 t=1 what=t0 until=eot); damage(n=power(t0) to=t1 source=t0)]"},
		// « neve » is the snow supertype, not a subtype.
		{"it", "Impeto", true, "Distruggi una creatura non neve bersaglio.",
			"spell targets=[!snow creature] do=[destroy(what=t0)]"},
	} {
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, tc.want)
	}
}
