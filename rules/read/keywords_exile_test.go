package read

import "testing"

// keywordsExileShapes: keywords that keep a card in exile linked to a
// permanent (branch grammar-keywords-exile): cipher's, hideaway's and
// haunt's keyword lines, hideaway's "play the exiled card" with its
// condition after it, haunt's "the creature it haunts dies", in both eras'
// wordings (« retirée », « rimossa », « est mise dans un cimetière »).
var keywordsExileShapes = []kwShape{
	{"cipher, Gatecrash's wording",
		"Cryptage (Vous pouvez ensuite exiler cette carte de sort cryptée sur une créature que vous contrôlez. À chaque fois que cette créature inflige des blessures de combat à un joueur, son contrôleur peut lancer une copie de la carte cryptée sans payer son coût de mana.)",
		"Cifrare (Poi puoi esiliare questa carta magia codificata su una creatura che controlli. Ogniqualvolta quella creatura infligge danno da combattimento a un giocatore, il suo controllore può lanciare una copia della carta codificata senza pagare il suo costo di mana.)",
		"Cipher (Then you may exile this spell card encoded on a creature you control. Whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)",
		"keyword cipher"},
	{"hideaway, Lorwyn's wording (« en jeu », « retirez-en une de la partie »)",
		"Cachette (Ce terrain arrive en jeu engagé. Quand il le fait, regardez les quatre cartes du dessus de votre bibliothèque, retirez-en une de la partie, face cachée, puis mettez le reste au-dessous de votre bibliothèque.)",
		"Nascondiglio (Questa terra entra in gioco TAPpata. Quando lo fa, guarda le prime quattro carte del tuo grimorio, rimuovine una dal gioco a faccia in giù, poi metti le altre in fondo al tuo grimorio.)",
		"Hideaway (This land enters the battlefield tapped. When it does, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)",
		"keyword hideaway"},
	{"play the exiled card, a condition after it",
		"{G}, {T} : Vous pouvez jouer la carte exilée sans payer son coût de mana si les créatures que vous contrôlez ont une force totale supérieure ou égale à 10.",
		"{G}, {T}: Puoi giocare la carta esiliata senza pagare il suo costo di mana se le creature che controlli hanno una forza totale pari o superiore a 10.",
		"{G}, {T}: You may play the exiled card without paying its mana cost if creatures you control have total power 10 or greater.",
		"activated cost={G} tap do=[if(if=total_power(creature you_control) >= 10 then=[play_free(what=exiled optional)])]"},
	{"play the exiled card, Lorwyn's wording (« retirée », « rimossa »)",
		"{G}, {T} : Vous pouvez jouer la carte retirée sans payer son coût de mana si les créatures que vous contrôlez ont une force totale supérieure ou égale à 10.",
		"{G}, {T}: Puoi giocare la carta rimossa senza pagare il suo costo di mana se le creature che controlli hanno una forza totale pari o superiore a 10.",
		"{G}, {T}: You may play the exiled card without paying its mana cost if creatures you control have total power 10 or greater.",
		"activated cost={G} tap do=[if(if=total_power(creature you_control) >= 10 then=[play_free(what=exiled optional)])]"},
	{"play the exiled card: a source sacrificed has no exiled card to remember",
		"{G}, sacrifiez la Lanterne fantasque : Vous pouvez jouer la carte exilée sans payer son coût de mana.",
		"{G}, Sacrifica la Lanterna Bizzarra: Puoi giocare la carta esiliata senza pagare il suo costo di mana.",
		"{G}, Sacrifice Whimsical Lantern: You may play the exiled card without paying its mana cost.",
		unreadRow},
	{"play the exiled card: an unread condition leaves the ability unread",
		"{R}, {T} : Vous pouvez jouer la carte exilée sans payer son coût de mana si la Lanterne fantasque est bleue et verte.",
		"{R}, {T}: Puoi giocare la carta esiliata senza pagare il suo costo di mana se la Lanterna Bizzarra è blu e verde.",
		"{R}, {T}: You may play the exiled card without paying its mana cost if Whimsical Lantern is blue and green.",
		unreadRow},
	{"haunt, a creature's, old wording (« depuis le jeu », « dal gioco »)",
		"Hantise (Quand cette carte est mise dans un cimetière depuis le jeu, retirez-la de la partie, hantant la créature ciblée.)",
		"Tormentare (Quando questa carta viene messa in un cimitero dal gioco, rimuovila dal gioco ed essa va a tormentare una creatura bersaglio.)",
		"Haunt (When this creature dies, exile it haunting target creature.)",
		"keyword haunt"},
	{"haunt, a spell's, printed without reminder text in French and Italian",
		"Hantise",
		"Tormentare",
		"Haunt (When this spell card is put into a graveyard after resolving, exile it haunting target creature.)",
		"keyword haunt"},
	{"haunt: entering or the creature it haunts dying, old wording",
		"Quand la Lanterne fantasque arrive en jeu ou quand la créature qu'elle hante est mise dans un cimetière, détruisez l'enchantement ciblé.",
		"Quando la Lanterna Bizzarra entra in gioco o la creatura che essa tormenta viene messa in un cimitero, distruggi un incantesimo bersaglio.",
		"When Whimsical Lantern enters the battlefield or the creature it haunts dies, destroy target enchantment.",
		"triggered when=enters targets=[enchantment] do=[destroy(what=t0)]\ntriggered when=haunted_dies targets=[enchantment] do=[destroy(what=t0)]"},
	{"haunt: entering or the creature it haunts dying, today's wording",
		"Quand la Lanterne fantasque arrive sur le champ de bataille ou que la créature qu'elle hante meurt, détruisez l'enchantement ciblé.",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia o la creatura che essa tormenta muore, distruggi un incantesimo bersaglio.",
		"When Whimsical Lantern enters the battlefield or the creature it haunts dies, destroy target enchantment.",
		"triggered when=enters targets=[enchantment] do=[destroy(what=t0)]\ntriggered when=haunted_dies targets=[enchantment] do=[destroy(what=t0)]"},
	{"haunt: a spell's, the creature it haunts dying",
		"Quand la créature hantée par la Lanterne fantasque est mise dans un cimetière, le joueur ciblé se défausse d'une carte.",
		"Quando la creatura tormentata dalla Lanterna Bizzarra viene messa in un cimitero, il giocatore bersaglio scarta una carta.",
		"When the creature Whimsical Lantern haunts dies, target player discards a card.",
		"triggered when=haunted_dies targets=[player] do=[discard(n=1 to=t0)]"},
}

func TestKeywordsExileShapes(t *testing.T) { checkKwShapes(t, keywordsExileShapes) }
