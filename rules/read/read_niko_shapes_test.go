package read

import "testing"

// readShapesCopyExile are the shapes of a predefined token defined by its
// reminder text and of permanents becoming copies of an exiled creature
// until the next end step, written on invented cards.
var readShapesCopyExile = []readShape{
	{"two predefined tokens defined by their reminder text", false,
		"Quand la Lanterne fantasque arrive, créez deux jetons « éclat ». (Ce sont des enchantements avec « {2}\\», sacrifiez cet enchantement : Regard 1, puis piochez une carte. »)",
		"Quando la Lanterna Bizzarra entra, crea due pedine Frammento. (Sono incantesimi con \"{2}, Sacrifica questo incantesimo: Profetizza 1, poi pesca una carta\".)",
		[]string{"triggered when=enters do=[token(n=2 kind=Enchantment — <type> ability={activated cost={2} sacrifice=self do=[scry(n=1); draw(n=1)]})]"}},
	{"exile a target, permanents become copies of it until the next end step, return it then", false,
		"{2}, {T} : Exilez une créature non-légendaire ciblée que vous contrôlez. Les enchantements que vous contrôlez en deviennent des copies jusqu'au début de la prochaine étape de fin. Renvoyez-la sur le champ de bataille sous le contrôle de son propriétaire au début de la prochaine étape de fin.",
		"{2}, {T}: Esilia una creatura non leggendaria bersaglio che controlli. Gli incantesimi che controlli diventano copie di essa fino all'inizio della prossima sottofase finale. Rimettila sul campo di battaglia sotto il controllo del suo proprietario all'inizio della prossima sottofase finale.",
		[]string{"activated cost={2} tap targets=[!legendary creature you_control] do=[exile(what=t0); become_copy(to=t0 until=next_end_step filter=enchantment you_control); delayed(ability={triggered when=each_end_step do=[move(what=exiled_now zone=battlefield)]})]"}},
}

func TestReadShapesCopyExile(t *testing.T) { checkReadShapes(t, readShapesCopyExile) }
