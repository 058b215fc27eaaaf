package rules

// "À chaque fois que vous jouez une carte avec au moins deux types de
// carte" / "ogniqualvolta giochi una carta con due o più tipi di carta":
// playing a card is casting it as a spell or playing it as a land (the
// card itself, not a copy).

// playCardTriggers are the trigger events of this file.
func playCardTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"play_card": {"you play a card matching filter: cast it as a spell or play it as a land", func(t triggerEvent) bool {
			if (t.ev.Kind != EvCast && t.ev.Kind != EvPlayLand) || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			if o == nil || o.Copy || o.Card == nil {
				return false
			}
			return t.filterOK(o, ch)
		}},
	}
}
