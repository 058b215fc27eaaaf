package read

import (
	"slices"
	"testing"
)

// TestLostBreaks cuts printed paragraphs where the printing lost a line
// break, and nowhere else.
func TestLostBreaks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Le Village arboricole arrive en jeu engagé.{T} : Ajoutez {G} à votre réserve.",
			[]string{"Le Village arboricole arrive en jeu engagé.", "{T} : Ajoutez {G} à votre réserve."}},
		{"Les Halliers fertiles arrivent sur le champ de bataille engagés.Quand les Halliers fertiles arrivent …",
			[]string{"Les Halliers fertiles arrivent sur le champ de bataille engagés.", "Quand les Halliers fertiles arrivent …"}},
		{"… su di esso.)Quando …", []string{"… su di esso.)", "Quando …"}},
		// A full stop followed by a space, or after a capital (initials),
		// or before a lower-case letter, is no lost break.
		{"Piochez une carte. Quand …", []string{"Piochez une carte. Quand …"}},
		{"B.F.M. arrive.", []string{"B.F.M. arrive."}},
		{"etc.quand", []string{"etc.quand"}},
		{"VolQuand le Griffon arrive …", []string{"Vol", "Quand le Griffon arrive …"}},
		{"Incanta creaturaLa creatura incantata prende +1/+1.", []string{"Incanta creatura", "La creatura incantata prende +1/+1."}},
		// A capital after a capital is no break ("TAPpato", "STAPpa").
		{"Il Campo entra in gioco TAPpato.", []string{"Il Campo entra in gioco TAPpato."}},
	} {
		if got := lostBreaks(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("lostBreaks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
