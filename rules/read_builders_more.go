package rules

// moreEffectBuilders are builders of shapes added after effectBuilders:
// the shape tables look a name up in both.
var moreEffectBuilders = map[string]effectBuilder{
	// "Les marqueurs « étourdissement » ne peuvent pas être retirés des
	// permanents que vos adversaires contrôlent."
	"cant_remove_counters": one(func(rd *reader, m map[string]string) (*Effect, error) {
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["what"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "cant_remove_counters", Kind: kind, Affects: ref}, nil
	}),
}
