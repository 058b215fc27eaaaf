package read

// triggerSource reports whether the object last named is the source of
// damage a trigger is about, with a filter: "Whenever a Sliver deals
// combat damage to a player, its controller may draw a card" (the
// creature's controller, not the card's: controller(it_source)).
func triggerSource(rd *reader) bool {
	return rd.inTrigger && rd.whenFilter != nil && rd.last == "it_source"
}
