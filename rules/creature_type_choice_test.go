package rules

import (
	"strings"
	"testing"
)

func TestChooseCreatureType(t *testing.T) {
	for _, tc := range []struct {
		choice, want, wantErr string
	}{
		{choice: "Umano", want: "umano"},
		{choice: "Sopravvissuto", want: "sopravvissuto"},
		{choice: "Sopravvissuto Umano", wantErr: "choose exactly one"},
		{choice: "artefatto", wantErr: "card type"},
		{choice: "Leggendaria", wantErr: "supertype"},
		{choice: "Kaito", wantErr: "subtype of planeswalker"},
		{choice: "Veicolo", wantErr: "subtype of artifact"},
		{choice: "Tesoro", wantErr: "subtype of artifact"},
		{choice: "", wantErr: "choose a creature type"},
	} {
		g := NewGame(EraModern, "you", "opp")
		f, _ := FaceFromText("Leyline", "{2}{U}{U}", "Incantesimo", "", nil)
		o := g.AddCard(&CardDef{ID: "inline:Leyline", Name: "Leyline", Faces: []*Face{f}}, 0, ZoneBattlefield, false)
		err := g.Run([]*Effect{{Op: "choose_creature_type", Choose: tc.choice}}, &EvalCtx{G: g, Src: o.ID, Ctrl: 0})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%q: got %v, want error containing %q", tc.choice, err, tc.wantErr)
			}
			if o.ChosenType != "" {
				t.Errorf("%q: a refused choice was recorded", tc.choice)
			}
			continue
		}
		if err != nil || o.ChosenType != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.choice, o.ChosenType, err, tc.want)
		}
	}
}
