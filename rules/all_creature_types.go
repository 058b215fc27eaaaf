package rules

// "Target creature gains all creature types until end of turn" (« acquiert
// tous les types de créature », « ha tutti i tipi di creatura »): a
// type-changing effect (layer 4, 613.1d) after which the creature has
// every creature type, as a changeling has (702.73a). add_types carries
// the subtype AllCreatureTypes; the characteristics keep it as
// EveryCreatureType, lost with the creature type (205.1b) or when the
// types are set anew.

// AllCreatureTypes is add_types's subtype that stands for every creature
// type.
const AllCreatureTypes = "all_creature_types"

// hasEveryCreatureType says whether c has every creature type: changeling
// (702.73a), or an effect that gave it all of them.
func hasEveryCreatureType(c *Chars) bool {
	return c.EveryCreatureType || c.Has("changeling")
}
