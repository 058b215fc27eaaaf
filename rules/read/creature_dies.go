package read

// creatureDies reads the trigger « quand ~ est mis dans un cimetière
// depuis le jeu » / "quando ~ viene messo in un cimitero dal gioco" of a
// creature card as its dying (700.4), Oracle's "When ~ dies": a creature
// put into a graveyard from the battlefield is what "dies" means, so the
// printed wording and Oracle compile to one form (branch
// grammar-parity-en). On other cards the event stays any permanent's.
func creatureDies(ts []trigger, creature bool) []trigger {
	if !creature {
		return ts
	}
	for i := range ts {
		if ts[i].when == "leaves_to_graveyard" {
			ts[i].when = "dies"
		}
	}
	return ts
}
