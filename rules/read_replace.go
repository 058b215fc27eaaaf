package rules

// readExileIfDies reads "Si cette créature devait mourir ce tour-ci,
// exilez-la à la place" / "Se quella creatura sta per morire in questo
// turno, invece esiliala": a replacement of its dying, whatever kills it,
// for the rest of the turn, on the object the ability already names (a
// target, a pronoun).
func readExileIfDies(rd *reader, m map[string]string, out *[]*Effect) error {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return err
	}
	if ref == "" || ref == "self" && len(rd.ab.Targets) > 0 {
		return unreadf("\"if it would die\": %q names no object of the ability", m["obj"])
	}
	*out = append(*out, &Effect{Op: "redirect", What: ref, Zone: "graveyard", NewZone: "exile", Kind: "dies", Until: "this_turn"})
	return nil
}
