package rules

import (
	"context"
	"testing"
)

func TestScenariosWithoutKB(t *testing.T) {
	scs, err := LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scs {
		res := s.Run(context.Background(), nil)
		if !res.Passed {
			t.Errorf("%s: %s\n%s", s.ID, res.Message, joinLines(res.Log))
		}
	}
}

func joinLines(ls []string) string {
	out := ""
	for _, l := range ls {
		out += "    " + l + "\n"
	}
	return out
}
