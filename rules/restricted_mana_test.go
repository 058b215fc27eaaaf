package rules

import (
	"strings"
	"testing"
)

// TestPayForRestricted: restricted mana pays only for the uses it names,
// is spent before the pool's mana of the same color, and nothing is spent
// when the cost cannot be paid (106.6).
func TestPayForRestricted(t *testing.T) {
	for _, tc := range []struct {
		name, cost, pool string
		restricted       []RestrictedMana
		use              string
		wantPool         string
		wantLeft         int
		err              string
	}{
		{"pays to unlock", "{1}{U}", "{G}", []RestrictedMana{{Blue, []string{"unlock"}}}, "unlock", "", 0, ""},
		{"not to turn face up", "{1}{U}", "{G}", []RestrictedMana{{Blue, []string{"unlock"}}}, "face_up", "{G}", 1, "cannot pay"},
		{"spent before the pool", "{U}", "{U}", []RestrictedMana{{Blue, []string{"face_up"}}}, "face_up", "{U}", 0, ""},
		{"generic from restricted", "{2}", "{G}", []RestrictedMana{{Blue, []string{"face_up"}}}, "face_up", "", 0, ""},
		{"unusable mana stays", "{G}", "{G}", []RestrictedMana{{Green, []string{"unlock"}}}, "face_up", "", 1, ""},
		{"cast of a matching spell", "{1}{U}", "{U}", []RestrictedMana{{Green, []string{"cast:enchantment"}}}, "cast_enchantment", "", 0, ""},
		{"not of another spell", "{1}{U}", "{U}", []RestrictedMana{{Green, []string{"cast:enchantment"}}}, "cast_creature", "{U}", 1, "cannot pay"},
	} {
		g := NewGame(EraModern, "you", "opp")
		if tc.pool != "" {
			pool, err := ParsePool(tc.pool)
			if err != nil {
				t.Fatal(err)
			}
			g.Players[0].Pool = pool
		}
		g.Players[0].Restricted = tc.restricted
		u := manaUse{kind: tc.use}
		if kind, typ, ok := strings.Cut(tc.use, "_"); ok && kind == "cast" {
			line := map[string]string{"enchantment": "Enchantement", "creature": "Créature : ours"}[typ]
			f, err := FaceFromText("Carte", "{1}{U}", line, "", nil)
			if err != nil {
				t.Fatal(err)
			}
			o := &Object{ID: 99, Owner: 0, Controller: 0, Def: f, Card: &CardDef{Name: "Carte", Faces: []*Face{f}}, Zone: ZoneHand}
			u = manaUse{kind: "cast", obj: o, chars: g.Chars(o)}
		}
		cost, err := ParseManaCost(tc.cost)
		if err != nil {
			t.Fatal(err)
		}
		err = g.payFor(0, u, cost, false)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
		}
		if got := g.Players[0].Pool.String(); got != tc.wantPool {
			t.Errorf("%s: pool %s, want %s", tc.name, got, tc.wantPool)
		}
		if got := len(g.Players[0].Restricted); got != tc.wantLeft {
			t.Errorf("%s: %d restricted mana left, want %d", tc.name, got, tc.wantLeft)
		}
	}
}
