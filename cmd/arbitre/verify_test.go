package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestVerifyJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runVerify(context.Background(), []string{"--json"}, &out, &errb); err != nil {
		t.Fatalf("verify --json: %v\n%s", err, errb.String())
	}
	var rep struct {
		Scenarios      int `json:"scenarios"`
		Passed         int `json:"passed"`
		Failed         int `json:"failed"`
		ExampleRulings int `json:"example_rulings"`
		CoveredRulings int `json:"covered_rulings"`
		Results        []struct {
			Scenario  string   `json:"scenario"`
			RulingIDs []string `json:"ruling_ids"`
			Passed    bool     `json:"passed"`
			Message   string   `json:"message"`
			Log       []string `json:"log"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Scenarios < 150 || rep.Passed != rep.Scenarios || rep.Failed != 0 || len(rep.Results) != rep.Scenarios {
		t.Errorf("scenarios %d, passed %d, failed %d, results %d", rep.Scenarios, rep.Passed, rep.Failed, len(rep.Results))
	}
	if rep.ExampleRulings == 0 || rep.CoveredRulings*10 < rep.ExampleRulings*9 {
		t.Errorf("coverage %d of %d, want at least 90%%", rep.CoveredRulings, rep.ExampleRulings)
	}
	for _, r := range rep.Results {
		if r.Scenario == "" || len(r.RulingIDs) == 0 || r.Message == "" {
			t.Errorf("incomplete result %+v", r)
		}
		if r.Log != nil {
			t.Errorf("%s: game log in the default JSON report", r.Scenario)
		}
	}
}

func TestVerifyText(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runVerify(context.Background(), nil, &out, &errb); err != nil {
		t.Fatalf("verify: %v\n%s", err, errb.String())
	}
	s := out.String()
	if !strings.Contains(s, "PASS ") || !strings.Contains(s, "scenarios:") || !strings.Contains(s, "example-bearing items covered:") {
		t.Errorf("unexpected output:\n%.500s", s)
	}
	if err := runVerify(context.Background(), []string{"extra"}, &out, &errb); err == nil {
		t.Errorf("an unexpected argument was accepted")
	}
}
