package rules

import (
	"strings"
	"testing"
)

// testCard builds a one-face card definition for engine tests.
func testCard(t *testing.T, name, cost, typeLine, pt string) *CardDef {
	t.Helper()
	f, err := FaceFromText(name, cost, typeLine, pt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{f}}
}

func TestBecomeCopy(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	ours := g.AddCard(testCard(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	clone := g.AddCard(testCard(t, "Clone", "{3}{U}", "Créature : changeforme", "0/0"), 0, ZoneBattlefield, false)
	inHand := g.AddCard(testCard(t, "Géant", "{3}{R}", "Créature : géant", "3/3"), 1, ZoneHand, false)

	if err := g.becomeCopy(clone, ours); err != nil {
		t.Fatal(err)
	}
	c := g.Chars(clone)
	if got := joinNames(c.Names); got != "Ours" || c.Power != 2 || c.Toughness != 2 || c.ManaValue != 2 {
		t.Errorf("copy of Ours: got %s %d/%d mv %d, want Ours 2/2 mv 2", got, c.Power, c.Toughness, c.ManaValue)
	}
	if clone.MeldCopy {
		t.Errorf("a copy of an unmelded permanent is not a meld copy")
	}
	for _, tc := range []struct {
		name    string
		o, of   *Object
		wantErr string
	}{
		{"not on the battlefield", clone, inHand, "not on the battlefield"},
		{"itself", ours, ours, "cannot copy itself"},
		{"nothing", clone, nil, "no such permanent"},
	} {
		err := g.becomeCopy(tc.o, tc.of)
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.wantErr)
		}
	}
}

func TestBecomeCopyOfMelded(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	a := testCard(t, "Rats du graf", "{1}{B}", "Créature : rat", "2/1")
	b := testCard(t, "Charognards de minuit", "{4}{B}", "Créature : zombie", "3/3")
	host, err := FaceFromText("Hôte bruyant", "", "Créature : eldrazi et horreur", "5/6", nil)
	if err != nil {
		t.Fatal(err)
	}
	a.MeldResult, b.MeldResult = host, host
	m := g.AddCard(a, 0, ZoneBattlefield, false)
	m.MeldCards = []*CardDef{a, b}
	g.Touch()
	clone := g.AddCard(testCard(t, "Clone", "{3}{U}", "Créature : changeforme", "0/0"), 0, ZoneBattlefield, false)
	if err := g.becomeCopy(clone, m); err != nil {
		t.Fatal(err)
	}
	if got := g.Chars(m).ManaValue; got != 7 {
		t.Errorf("melded permanent: mana value %d, want 7", got)
	}
	c := g.Chars(clone)
	if joinNames(c.Names) != "Hôte bruyant" || c.Power != 5 || c.ManaValue != 0 {
		t.Errorf("copy of a melded permanent: got %s %d/%d mv %d, want Hôte bruyant 5/6 mv 0",
			joinNames(c.Names), c.Power, c.Toughness, c.ManaValue)
	}
}

func TestOrderExiled(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	var ids []int
	for _, al := range []string{"rats", "charognards"} {
		o := g.AddCard(testCard(t, al, "{1}", "Créature : rat", "1/1"), 0, ZoneExile, false)
		o.Alias = al
		ids = append(ids, o.ID)
	}
	for _, tc := range []struct {
		chosen string
		ids    []int
		want   []int
	}{
		{"", ids, ids},
		{"charognards", ids, []int{ids[1], ids[0]}},
		{"rats", ids, ids},
		{"nobody", ids, ids},
		{"rats", ids[:1], ids[:1]},
	} {
		got := g.orderExiled(tc.ids, tc.chosen)
		if len(got) != len(tc.want) {
			t.Errorf("orderExiled(%v, %q) = %v, want %v", tc.ids, tc.chosen, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("orderExiled(%v, %q) = %v, want %v", tc.ids, tc.chosen, got, tc.want)
				break
			}
		}
	}
}
