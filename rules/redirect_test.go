package rules

import "testing"

func TestRedirectDamage(t *testing.T) {
	type setup struct {
		g                         *Game
		suivants, ours, other, sh *Object
	}
	build := func(t *testing.T) setup {
		g := NewGame(Era9ED, "you", "opp")
		s := setup{g: g}
		s.suivants = g.AddCard(testCard(t, "Suivants de l'Oracle", "{3}{W}", "Créature : humain et soldat", "1/5"), 0, ZoneBattlefield, false)
		s.ours = g.AddCard(testCard(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
		s.other = g.AddCard(testCard(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
		s.sh = g.AddCard(testCard(t, "Choc", "{R}", "Éphémère", ""), 1, ZoneBattlefield, false)
		return s
	}
	// redirect starts the Suivants' effect: damage to target ours from
	// source (an alias of the shock, or any source) goes to the Suivants.
	redirect := func(s setup, source string) {
		s.sh.Alias = "choc"
		s.g.ResolveRef = func(ref string) (Target, bool) {
			if ref == "choc" {
				return Target{Obj: s.sh.ID}, true
			}
			return Target{}, false
		}
		ctx := &EvalCtx{G: s.g, Src: s.suivants.ID, Ctrl: 0, Targets: [][]Target{{{Obj: s.ours.ID}}}}
		if err := s.g.Run([]*Effect{{Op: "redirect_damage", What: "t0", Source: source}}, ctx); err != nil {
			panic(err)
		}
	}
	for _, tc := range []struct {
		name           string
		source         string
		from           func(s setup) damageSource
		to             func(s setup) Target
		wantSuivants   int
		wantOurs       int
		wantOther      int
		removeSuivants bool
	}{
		{name: "chosen source to the protected creature", source: "choc",
			from: func(s setup) damageSource { return damageSource{id: s.sh.ID} },
			to:   func(s setup) Target { return Target{Obj: s.ours.ID} }, wantSuivants: 2},
		{name: "another source is not redirected", source: "choc",
			from: func(s setup) damageSource { return damageSource{id: s.other.ID} },
			to:   func(s setup) Target { return Target{Obj: s.ours.ID} }, wantOurs: 2},
		{name: "any source when none is chosen", source: "",
			from: func(s setup) damageSource { return damageSource{id: s.other.ID} },
			to:   func(s setup) Target { return Target{Obj: s.ours.ID} }, wantSuivants: 2},
		{name: "another creature is not protected", source: "choc",
			from: func(s setup) damageSource { return damageSource{id: s.sh.ID} },
			to:   func(s setup) Target { return Target{Obj: s.other.ID} }, wantOther: 2},
		{name: "the Suivants have left: no redirection", source: "choc", removeSuivants: true,
			from: func(s setup) damageSource { return damageSource{id: s.sh.ID} },
			to:   func(s setup) Target { return Target{Obj: s.ours.ID} }, wantOurs: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t)
			redirect(s, tc.source)
			if tc.removeSuivants {
				s.g.Move(s.suivants, ZoneGraveyard, MoveOpts{})
			}
			s.g.dealDamage(tc.from(s), tc.to(s), 2, false)
			if !tc.removeSuivants && s.suivants.Damage != tc.wantSuivants {
				t.Errorf("Suivants: %d damage, want %d", s.suivants.Damage, tc.wantSuivants)
			}
			if s.ours.Damage != tc.wantOurs || s.other.Damage != tc.wantOther {
				t.Errorf("ours %d, other %d damage; want %d, %d", s.ours.Damage, s.other.Damage, tc.wantOurs, tc.wantOther)
			}
		})
	}
}
