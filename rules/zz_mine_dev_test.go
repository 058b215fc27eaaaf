package rules

// Temporary development harness (not committed): runs only the scenario
// files named in MINE, from disk, with the mutation checks.

import (
	"context"
	"os"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

func TestMineDev(t *testing.T) {
	files := strings.Fields(os.Getenv("MINE"))
	if len(files) == 0 {
		t.Skip("MINE not set")
	}
	kb := kbIndex(t)
	ctx := context.Background()
	only := os.Getenv("ONLY")
	for _, f := range files {
		b, err := os.ReadFile("scenarios/" + f)
		if err != nil {
			t.Fatal(err)
		}
		list, err := ParseScenarios(f, b)
		if err != nil {
			t.Fatal(err)
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		nodes := map[string]*yaml.Node{}
		for _, n := range doc.Content[0].Content {
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == "id" {
					nodes[n.Content[i+1].Value] = n
				}
			}
		}
		raw := func(id string) *Scenario {
			var s Scenario
			if err := nodes[id].Decode(&s); err != nil {
				t.Fatal(err)
			}
			s.File = f
			return &s
		}
		for _, orig := range list {
			if only != "" && !strings.Contains(orig.ID, only) {
				continue
			}
			res := orig.Run(ctx, kb)
			if !res.Passed {
				t.Errorf("FAIL %s (%s:%d): %s\n%s", orig.ID, f, orig.Line, res.Message, indent(res.Log))
				continue
			}
			if os.Getenv("V") != "" {
				t.Logf("ok %s: %s", orig.ID, res.Message)
			}
			for i := range expectations(orig) {
				s := raw(orig.ID)
				e := expectations(s)[i]
				e.Is = mutateValue(&e.Is)
				if res := s.Run(ctx, kb); res.Passed {
					t.Errorf("%s: expectation %s %s changed to %q still passes", orig.ID, e.Query, e.Subject, e.Is.Value)
				}
			}
			for i, a := range orig.Actions {
				if a.ExpectError == "" {
					continue
				}
				s := raw(orig.ID)
				s.Actions[i].ExpectError = "zzz-not-the-reason"
				if res := s.Run(ctx, kb); res.Passed {
					t.Errorf("%s: forbidden action %d passes with any error message", orig.ID, i+1)
				}
			}
			for _, k := range orig.Key {
				s := raw(orig.ID)
				removeKey(s, k)
				if res := s.Run(ctx, kb); res.Passed {
					t.Errorf("%s: removing key %s still passes", orig.ID, k)
				}
			}
			if len(orig.Actions) > 0 && !onlyChecks(orig) && !onlyForbidden(orig) {
				s := raw(orig.ID)
				var kept []*Action
				for _, a := range s.Actions {
					if a.Check != nil {
						kept = append(kept, a)
					}
				}
				s.Actions = kept
				if res := s.Run(ctx, kb); res.Passed {
					t.Errorf("%s: passes with every action removed", orig.ID)
				}
			}
		}
	}
}
