package read

import (
	"strings"
	"testing"
)

// eraKeywordShapes are keyword lines of other eras (branch
// grammar-keywords), printed sentences with their reminder text, in
// French, Italian and English, and the one form the three compile to (or
// unreadRow). The card's name is the invented "Lanterne fantasque" /
// "Lanterna Bizzarra" / "Whimsical Lantern".
var eraKeywordShapes = []kwShape{
	{"shadow",
		"Distorsion (Cette créature ne peut bloquer ou être bloquée que par des créatures avec la distorsion.)",
		"Ombra (Questa creatura può bloccare o essere bloccata solo da creature con ombra.)",
		"Shadow (This creature can block or be blocked by only creatures with shadow.)",
		"keyword shadow"},
	{"shadow granted until end of turn",
		"La créature ciblée acquiert la distorsion jusqu'à la fin du tour.",
		"Una creatura bersaglio ha ombra fino alla fine del turno.",
		"Target creature gains shadow until end of turn.",
		"spell targets=[creature] do=[grant(what=t0 keywords=shadow until=eot)]"},
	{"partner: a keyword of deck construction, no game effect",
		"Partenariat (Vous pouvez avoir deux commandants si les deux ont le partenariat.)",
		"Partner (Puoi avere due comandanti se entrambi hanno partner.)",
		"Partner (You can have two commanders if both have partner.)",
		"keyword partner"},
	{"delve",
		"Fouille (Chaque carte que vous exilez depuis votre cimetière en lançant ce sort paie {1}.)",
		"Esumare (Ogni carta che esili dal tuo cimitero mentre lanci questa magia corrisponde al pagamento di {1}.)",
		"Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)",
		"keyword delve"},
	{"improvise",
		"Improvisation (Vos artefacts peuvent aider à lancer ce sort. Chaque artefact que vous engagez après avoir activé des capacités de mana paie {1}.)",
		"Improvvisare (I tuoi artefatti possono aiutarti a lanciare questa magia. Ogni artefatto che TAPpi dopo aver attivato le abilità di mana corrisponde al pagamento di {1}.)",
		"Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)",
		"keyword improvise"},
	{"living weapon",
		"Arme vivante (Quand cet équipement arrive sur le champ de bataille, mettez sur le champ de bataille un jeton de créature 0/0 noire Germe, puis attachez-lui cet équipement.)",
		"Arma vivente (Quando questo Equipaggiamento entra nel campo di battaglia, metti sul campo di battaglia una pedina creatura Microbo 0/0 nera, poi assegnalo ad essa.)",
		"Living weapon (When this Equipment enters the battlefield, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)",
		"keyword living_weapon"},
	{"evolve",
		"Évolution (À chaque fois qu'une créature arrive sur le champ de bataille sous votre contrôle, si sa force ou son endurance est supérieure à celle de cette créature, mettez un marqueur +1/+1 sur cette créature.)",
		"Evoluzione (Ogniqualvolta una creatura entra nel campo di battaglia sotto il tuo controllo, se quella creatura ha forza o costituzione maggiore di questa creatura, metti un segnalino +1/+1 su questa creatura.)",
		"Evolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)",
		"keyword evolve"},
	{"exploit",
		"Exploitation (Quand cette créature arrive sur le champ de bataille, vous pouvez sacrifier une créature.)",
		"Sfruttare (Quando questa creatura entra nel campo di battaglia, puoi sacrificare una creatura.)",
		"Exploit (When this creature enters the battlefield, you may sacrifice a creature.)",
		"keyword exploit"},
	{"exploit's trigger: the card exploits a creature",
		"Quand la Lanterne fantasque exploite une créature, renvoyez la créature ciblée dans la main de son propriétaire.",
		"Quando la Lanterna Bizzarra sfrutta una creatura, fai tornare una creatura bersaglio in mano al suo proprietario.",
		"When Whimsical Lantern exploits a creature, return target creature to its owner's hand.",
		"triggered when=exploits targets=[creature] do=[bounce(what=t0)]"},
	{"flanking",
		"Débordement (À chaque fois qu'une créature sans le débordement bloque cette créature, la créature bloqueuse gagne -1/-1 jusqu'à la fin du tour.)",
		"Aggirare (Ogniqualvolta una creatura senza aggirare blocca questa creatura, la creatura bloccante prende -1/-1 fino alla fine del turno.)",
		"Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)",
		"keyword flanking"},
	{"bushido: the keyword the engine now runs",
		"Bushido 1 (Quand cette créature bloque ou devient bloquée, elle gagne +1/+1 jusqu'à la fin du tour.)",
		"Bushido 1 (Quando questa blocca o viene bloccata, prende +1/+1 fino alla fine del turno.)",
		"Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)",
		"keyword bushido 1"},
	{"crew: the keyword the engine now runs",
		"Pilotage 3 (Engagez n'importe quel nombre de créatures que vous contrôlez dont la force totale est supérieure ou égale à 3 : Ce véhicule devient une créature-artefact jusqu'à la fin du tour.)",
		"Manovrare 3 (TAPpa un qualsiasi numero di creature che controlli con forza totale pari o superiore a 3: Questo Veicolo diventa una creatura artefatto fino alla fine del turno.)",
		"Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)",
		"keyword crew 3"},
	{"soulshift, two instances (old wording « depuis le jeu », « dal gioco »)",
		"Transmigration 4, transmigration 4 (Quand cette créature est mise dans un cimetière depuis le jeu, vous pouvez renvoyer jusqu'à deux cartes d'esprit ciblées dont le coût converti de mana est de 4 ou moins depuis votre cimetière dans votre main.)",
		"Muta-anima 4, muta-anima 4 (Quando questa viene messa in un cimitero dal gioco, puoi riprendere in mano fino a due carte Spirito bersaglio con costo di mana convertito pari o inferiore a 4 dal tuo cimitero.)",
		"Soulshift 4, soulshift 4 (When this creature dies, you may return up to two target Spirit cards with mana value 4 or less from your graveyard to your hand.)",
		"keyword soulshift 4\nkeyword soulshift 4"},
	{"outlast",
		"Résilience {1}{W} ({1}{W}, {T} : Mettez un marqueur +1/+1 sur cette créature. N'utilisez la résilience que lorsque vous pourriez lancer un rituel.)",
		"Perdurare {1}{W} ({1}{W}, {T}: Metti un segnalino +1/+1 su questa creatura. Perdura solo quando potresti lanciare una stregoneria.)",
		"Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)",
		"keyword outlast {1}{W}"},
	{"dash",
		"Précipitation {1}{R} (Vous pouvez lancer ce sort pour son coût de précipitation. Si vous faites ainsi, il acquiert la célérité et il est renvoyé dans la main de son propriétaire depuis le champ de bataille au début de la prochaine étape de fin.)",
		"Accelerare {1}{R} (Puoi lanciare questa magia pagando il suo costo di accelerare. Se lo fai, ha rapidità e torna in mano al suo proprietario dal campo di battaglia all'inizio della prossima sottofase finale.)",
		"Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)",
		"keyword dash {1}{R}"},
	{"protection from the chosen color, the permanent's own (old wording)",
		"La Lanterne fantasque a la protection contre la couleur choisie. (Elle ne peut pas être bloquée, ciblée, blessée ou enchantée par une source de la couleur choisie.)",
		"La Lanterna Bizzarra ha protezione dal colore scelto. (Non può essere bloccata, bersagliata, non le può essere inflitto danno, né può essere incantata da nulla del colore scelto.)",
		"Whimsical Lantern has protection from the chosen color.",
		"static static=[grant(keywords=protection:chosen_color affects=self)]"},
	{"protection from the chosen color on a keyword line: no choice made there",
		"Protection contre la couleur choisie",
		"Protezione dal colore scelto",
		"Protection from the chosen color",
		unreadRow},
	{"flashback paying mana and life",
		"Flashback — {1}{U}, payez 3 points de vie. (Vous pouvez lancer cette carte depuis votre cimetière pour son coût de flashback. Exilez-la ensuite.)",
		"Flashback—{1}{U}, Paga 3 punti vita. (Puoi lanciare questa carta dal tuo cimitero pagando il suo costo di flashback. Poi esiliala.)",
		"Flashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
		"keyword flashback {1}{U}+life3"},
	{"flashback paying with a sacrifice: no such cost paid",
		"Flashback — Sacrifiez une montagne.",
		"Flashback—Sacrifica una montagna.",
		"Flashback—Sacrifice a Mountain.",
		unreadRow},
	{"unearth (old reminder: « renvoyez en jeu », « rimetti in gioco »)",
		"Exhumation {B} ({B} : Renvoyez en jeu cette carte depuis votre cimetière. Elle acquiert la célérité. Retirez-la de la partie à la fin du tour ou si elle devait quitter le jeu. N'exhumez que lorsque vous pourriez jouer un rituel.)",
		"Dissotterrare {B} ({B}: Rimetti in gioco questa carta dal tuo cimitero. Ha rapidità. Rimuovila dal gioco alla fine del turno o se sta per lasciare il gioco. Dissotterra solo quando potresti giocare una stregoneria.)",
		"Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
		"keyword unearth {B}"},
	{"vanishing (old reminder: « arrive en jeu », « entra in gioco »)",
		"Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier marqueur est retiré, sacrifiez le permanent.)",
		"Evanescenza 2 (Questo permanente entra in gioco con due segnalini tempo su di esso. All'inizio del tuo mantenimento, rimuovi un segnalino tempo da esso. Quando l'ultimo viene rimosso, sacrificalo.)",
		"Vanishing 2 (This creature enters the battlefield with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
		"keyword vanishing 2"},
	{"modular (old reminder: « arrive en jeu », « entra in gioco »)",
		"Modularité 3 (Cette carte arrive en jeu avec trois marqueurs +1/+1 sur elle. Quand elle est mise dans un cimetière, vous pouvez placer ses marqueurs +1/+1 sur la créature-artefact ciblée.)",
		"Modulare 3 (Questa creatura entra in gioco con tre segnalini +1/+1 su di essa. Quando viene messa in un cimitero, puoi mettere i suoi segnalini +1/+1 su una creatura artefatto bersaglio.)",
		"Modular 3 (This creature enters the battlefield with three +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)",
		"keyword modular 3"},
	{"afterlife",
		"Au-delà 2 (Quand cette créature meurt, créez deux jetons de créature 1/1 blanche et noire Esprit avec le vol.)",
		"Aldilà 2 (Quando questa creatura muore, crea due pedine creatura Spirito 1/1 bianche e nere con volare.)",
		"Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)",
		"keyword afterlife 2"},
	{"mentor",
		"Mentor (À chaque fois que cette créature attaque, mettez un marqueur +1/+1 sur une créature attaquante ciblée de force inférieure.)",
		"Mentore (Ogniqualvolta questa creatura attacca, metti un segnalino +1/+1 su una creatura attaccante bersaglio con forza inferiore.)",
		"Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)",
		"keyword mentor"},
	{"renown (702.112a)",
		"Réputation 1 (Quand cette créature inflige des blessures de combat à un joueur, si elle n'est pas réputée, mettez un marqueur +1/+1 sur elle et elle devient réputée.)",
		"Rinomare 1 (Quando questa creatura infligge danno da combattimento a un giocatore, se non è rinomata, metti un segnalino +1/+1 su di essa e diventa rinomata.)",
		"Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes renowned.)",
		"keyword renown 1"},
	{"extort (702.101a)",
		"Extorsion (À chaque fois que vous lancez un sort, vous pouvez payer {W/B}. Si vous faites ainsi, chaque adversaire perd 1 point de vie et vous gagnez autant de points de vie.)",
		"Estorsione (Ogniqualvolta lanci una magia, puoi pagare {W/B}. Se lo fai, ogni avversario perde 1 punto vita e tu guadagni altrettanti punti vita.)",
		"Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)",
		"keyword extort"},
	{"fabricate (702.123a)",
		"Fabrication 2 (Quand cette créature arrive sur le champ de bataille, mettez deux marqueurs +1/+1 sur elle ou créez deux jetons de créature-artefact 1/1 incolore Servo.)",
		"Fabbrica 2 (Quando questa creatura entra nel campo di battaglia, metti due segnalini +1/+1 su di essa o crea due pedine creatura artefatto Servomeccanismo 1/1 incolori.)",
		"Fabricate 2 (When this creature enters the battlefield, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)",
		"keyword fabricate 2"},
	{"training (702.149a)",
		"Entraînement (À chaque fois que cette créature attaque avec une autre créature de force supérieure, mettez un marqueur +1/+1 sur cette créature.)",
		"Addestramento (Ogniqualvolta questa creatura attacca con un'altra creatura con forza maggiore, metti un segnalino +1/+1 su questa creatura.)",
		"Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)",
		"keyword training"},
	{"sunburst (old wording « arrive en jeu », « entra in gioco »)",
		"Solarisation (Cette carte arrive en jeu avec, sur elle, un marqueur « charge » pour chaque couleur de mana utilisée pour payer son coût.)",
		"Solarizzazione (Questa carta entra in gioco con un segnalino carica per ogni colore di mana usato per pagare il suo costo.)",
		"Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)",
		"keyword sunburst"},
	{"riot (702.136a)",
		"Émeute (Cette créature arrive sur le champ de bataille avec, selon votre choix, un marqueur +1/+1 ou la célérité.)",
		"Tumulto (Questa creatura entra nel campo di battaglia con un segnalino +1/+1 o rapidità a tua scelta.)",
		"Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)",
		"keyword riot"},
}

// TestReadEraKeywords reads each row in the three languages.
func TestReadEraKeywords(t *testing.T) {
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra", "en": "Whimsical Lantern"}
	for _, tc := range eraKeywordShapes {
		for lang, text := range map[string]string{"fr": tc.fr, "it": tc.it, "en": tc.en} {
			// A row whose form is a spell's is read as a spell's text.
			r, err := ReadParagraph(lang, names[lang], strings.HasPrefix(tc.want, "spell "), text)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(r.Form(), "\n")
			switch {
			case tc.want == unreadRow:
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, got)
				}
			case r.Status != ReadCompiled:
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
			case got != tc.want:
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}
