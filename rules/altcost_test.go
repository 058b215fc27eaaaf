package rules

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/mana"
)

func TestAltCost(t *testing.T) {
	face := &Face{Name: "Presagio", Cost: mana.MustCost("{5}{W}")}
	noCost := &Face{Name: "Intrigo"}
	for _, tc := range []struct {
		kw      Keyword
		face    *Face
		want    string
		exile   int
		wantErr string
	}{
		{kw: Keyword{Key: "miracle", Cost: mana.MustCost("{1}{B}")}, face: face, want: "{1}{B}"},
		{kw: Keyword{Key: "miracle", Arg: "mana_cost-4"}, face: face, want: "{1}{W}"},
		// A reduction never touches colored mana (601.2f).
		{kw: Keyword{Key: "miracle", Arg: "mana_cost-9"}, face: face, want: "{W}"},
		{kw: Keyword{Key: "escape", Arg: "mana_cost+exile3"}, face: face, want: "{5}{W}", exile: 3},
		{kw: Keyword{Key: "escape", Arg: "{R}{R}+exile2"}, face: face, want: "{R}{R}", exile: 2},
		{kw: Keyword{Key: "escape", Arg: "mana_cost+exile3"}, face: noCost, wantErr: "no mana cost"},
		{kw: Keyword{Key: "escape", Arg: "mana_cost*2"}, face: face, wantErr: "want mana_cost-N"},
		{kw: Keyword{Key: "escape", Arg: "exileX"}, face: face, wantErr: "want exileN"},
		{kw: Keyword{Key: "escape", Arg: "{Q}"}, face: face, wantErr: "escape cost"},
		{kw: Keyword{Key: "escape", Arg: "sacrifice"}, face: face, wantErr: "unknown part"},
	} {
		got, err := altCost(tc.kw, tc.face)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("altCost(%+v): got %v, want error containing %q", tc.kw, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("altCost(%+v): %v", tc.kw, err)
			continue
		}
		if got.String() != tc.want {
			t.Errorf("altCost(%+v) = %s, want %s", tc.kw, got, tc.want)
		}
		if n := altExile(tc.kw); n != tc.exile {
			t.Errorf("altExile(%+v) = %d, want %d", tc.kw, n, tc.exile)
		}
	}
}

// escapeGame has an enchantment card with a granted escape cost in the
// graveyard of player 0, with n other cards beside it.
func escapeGame(t *testing.T, arg string, others int) (*Game, *Object) {
	t.Helper()
	g := NewGame(EraModern, "you", "opp")
	f, err := FaceFromText("Presagio", "{1}{W}", "Incantesimo", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	f.Keywords = append(f.Keywords, Keyword{Key: "escape", Arg: arg})
	card := g.AddCard(&CardDef{ID: "inline:Presagio", Name: "Presagio", Faces: []*Face{f}}, 0, ZoneGraveyard, false)
	filler, err := FaceFromText("Orso", "{1}{G}", "Creatura — Orso", "2/2", nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < others; i++ {
		g.AddCard(&CardDef{ID: "inline:Orso", Name: "Orso", Faces: []*Face{filler}}, 0, ZoneGraveyard, false)
	}
	g.Players[0].Pool, _ = ParsePool("{1}{W}")
	return g, card
}

func TestCastWithEscape(t *testing.T) {
	g, card := escapeGame(t, "mana_cost+exile3", 4)
	so, err := g.Cast(0, card, CastOptions{Door: -1, Alt: "escape"})
	if err != nil {
		t.Fatalf("cast with escape: %v", err)
	}
	if so.Zone != ZoneStack || g.Players[0].Pool.Total() != 0 {
		t.Errorf("after casting: zone %s, pool %s", so.Zone, g.Players[0].Pool)
	}
	if n := len(g.ZoneList(ZoneExile)); n != 3 {
		t.Errorf("escape exiled %d cards, want 3", n)
	}
	if n := len(g.Players[0].Graveyard); n != 1 {
		t.Errorf("%d cards left in the graveyard, want 1", n)
	}
	if err := g.ResolveTop(); err != nil {
		t.Fatal(err)
	}
	if len(g.Battlefield()) != 1 {
		t.Errorf("the escaped enchantment did not enter")
	}
}

func TestCastWithEscapeNotEnoughCards(t *testing.T) {
	g, card := escapeGame(t, "mana_cost+exile3", 2)
	_, err := g.Cast(0, card, CastOptions{Door: -1, Alt: "escape"})
	if err == nil || !strings.Contains(err.Error(), "exiles 3 other cards") {
		t.Fatalf("got %v, want an error about the cards to exile", err)
	}
	// Nothing moved, nothing was paid.
	if card.Zone != ZoneGraveyard || len(g.Players[0].Graveyard) != 3 || g.Players[0].Pool.Total() != 2 {
		t.Errorf("a failed cast changed the game: zone %s, graveyard %d, pool %s", card.Zone, len(g.Players[0].Graveyard), g.Players[0].Pool)
	}
}

func TestGraveyardNeedsPermission(t *testing.T) {
	g, card := escapeGame(t, "mana_cost+exile3", 4)
	if _, err := g.Cast(0, card, CastOptions{Door: -1}); err == nil {
		t.Fatalf("cast from the graveyard without escape was allowed")
	}
	if _, err := g.Cast(0, card, CastOptions{Door: -1, Alt: "flashback"}); err == nil {
		t.Fatalf("cast with a flashback cost the card does not have was allowed")
	}
}

func TestFlashbackExiles(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	f, err := FaceFromText("Rito", "{1}{B}", "Stregoneria", "", []string{"Flashback {2}{B}"})
	if err != nil {
		t.Fatal(err)
	}
	card := g.AddCard(&CardDef{ID: "inline:Rito", Name: "Rito", Faces: []*Face{f}}, 0, ZoneGraveyard, false)
	g.Players[0].Pool, _ = ParsePool("{2}{B}")
	so, err := g.Cast(0, card, CastOptions{Door: -1, Alt: "flashback"})
	if err != nil {
		t.Fatalf("cast with flashback: %v", err)
	}
	if err := g.ResolveTop(); err != nil {
		t.Fatal(err)
	}
	if g.Objs[so.ID] != nil || len(g.ZoneList(ZoneExile)) != 1 || len(g.Players[0].Graveyard) != 0 {
		t.Errorf("a flashback sorcery must be exiled as it leaves the stack")
	}
}
