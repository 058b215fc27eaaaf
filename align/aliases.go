package align

// Aliases maps each paired card id, on either side, to the name of its
// counterpart: what the search index needs so that a name typed in one
// language finds the card in the other.
func (a *Alignment) Aliases() map[string][]string {
	out := make(map[string][]string, 2*len(a.Pairs))
	for _, p := range a.Pairs {
		out[p.From.ID] = append(out[p.From.ID], p.To.Name)
		out[p.To.ID] = append(out[p.To.ID], p.From.Name)
	}
	return out
}
