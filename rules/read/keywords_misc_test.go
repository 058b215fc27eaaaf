package read

import "testing"

// Support, metalcraft, hellbent (branch grammar-keywords-misc): real
// printed sentences, read alike in the three languages.
func TestKeywordsMiscShapes(t *testing.T) {
	checkKwShapes(t, []kwShape{
		{"support on a permanent: other creatures (OGW Expedition Raptor)",
			"Quand la Lanterne fantasque arrive sur le champ de bataille, soutenez 2. (Ciblez jusqu'à deux autres créatures. Mettez un marqueur +1/+1 sur chacune d'elles.)",
			"Quando la Lanterna Bizzarra entra nel campo di battaglia, soccorri 2. (Scegli fino a due altre creature bersaglio. Metti un segnalino +1/+1 su ciascuna di esse.)",
			"When Whimsical Lantern enters the battlefield, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)",
			"triggered when=enters targets=[creature other{0,2}] do=[counters(n=1 what=targets kind=+1/+1)]"},
		{"support on a spell: any creatures (OGW Shoulder to Shoulder)",
			"Soutenez 2. (Ciblez jusqu'à deux créatures. Mettez un marqueur +1/+1 sur chacune d'elles.)",
			"Soccorri 2. (Scegli fino a due creature bersaglio. Metti un segnalino +1/+1 su ciascuna di esse.)",
			"Support 2. (Put a +1/+1 counter on each of up to two target creatures.)",
			"spell targets=[creature{0,2}] do=[counters(n=1 what=targets kind=+1/+1)]"},
		{"support as an activated ability (OGW 154)",
			"{4}{G}{W} : Soutenez 6. (Ciblez jusqu'à six autres créatures. Mettez un marqueur +1/+1 sur chacune d'elles.)",
			"{4}{G}{W}: Soccorri 6. (Scegli fino a sei altre creature bersaglio. Metti un segnalino +1/+1 su ciascuna di esse.)",
			"{4}{G}{W}: Support 6. (Put a +1/+1 counter on each of up to six other target creatures.)",
			"activated cost={4}{G}{W} targets=[creature other{0,6}] do=[counters(n=1 what=targets kind=+1/+1)]"},
		{"metalcraft (C16 206)",
			"Art des métaux — Les créatures que vous contrôlez gagnent +3/+0 tant que vous contrôlez au moins trois artefacts.",
			"Metallurgia — Le creature che controlli prendono +3/+0 fintanto che controlli tre o più artefatti.",
			"Metalcraft — Creatures you control get +3/+0 as long as you control three or more artifacts.",
			"[metalcraft] static if=count(artifact you_control) >= 3 static=[pump(p=3 t=0 affects=all:creature you_control)]"},
		{"hellbent (DIS Demon's Jester)",
			"Acharnement — La Lanterne fantasque gagne +2/+1 tant que vous n'avez pas de carte dans votre main.",
			"Determinazione — La Lanterna Bizzarra prende +2/+1 fintanto che non hai carte in mano.",
			"Hellbent — Whimsical Lantern gets +2/+1 as long as you have no cards in hand.",
			"[hellbent] static if=hand(you) == 0 static=[pump(p=2 t=1 affects=self)]"},
		{"hellbent without its condition is unread",
			"Acharnement — La Lanterne fantasque gagne +2/+1.",
			"Determinazione — La Lanterna Bizzarra prende +2/+1.",
			"Hellbent — Whimsical Lantern gets +2/+1.",
			unreadRow},
	})
}
