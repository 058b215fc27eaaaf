package rules

import "fmt"

// More builders of the reader, kept apart from read_builders.go: the
// shapes the Archenemy schemes print (a player's own keywords, life
// thresholds against the starting total, casting without paying). They are
// general shapes, looked up after effectBuilders and condBuilders.

var moreEffectBuilders = map[string]effectBuilder{
	// "Vous et les permanents que vous contrôlez avez la défense
	// talismanique": the player has the keyword as a player rule, the
	// permanents have it as a granted keyword.
	"you_and_yours": func(rd *reader, m map[string]string) ([]*Effect, error) {
		kws, err := rd.keywords(m["kw"])
		if err != nil {
			return nil, err
		}
		pf, err := rd.parsedFilter(m["what"], "")
		if err != nil {
			return nil, err
		}
		if !rd.static {
			return nil, unreadf("you and %q: only as a static ability", m["what"])
		}
		return []*Effect{
			{Op: "player_keywords", Keywords: kws, Affects: "you"},
			{Op: "grant", Keywords: kws, Affects: "all:" + pf.String()},
		}, nil
	},
}

var moreCondBuilders = map[string]func(rd *reader, m map[string]string) (string, error){
	// "ce joueur a moins de la moitié de son total de points de vie de
	// départ": less than half, so twice the life is below the start.
	"below_half_start": func(rd *reader, m map[string]string) (string, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("life(%s) * 2 < starting_life(%s)", who, who), nil
	},
}

var moreFlowBuilders = map[string]func(rd *reader, m map[string]string, out *[]*Effect) error{
	// "Si une source que vous contrôlez devait infliger des blessures ce
	// tour-ci, elle inflige autant de blessures plus 1 à la place": a
	// damage replacement for the rest of the turn.
	"damage_plus_this_turn": func(rd *reader, m map[string]string, out *[]*Effect) error {
		n, err := rd.number(m["n"])
		if err != nil {
			return err
		}
		*out = append(*out, &Effect{Op: "damage_plus", N: n, Filter: builtinFilter("you_control"), Until: "this_turn"})
		return nil
	},
}
