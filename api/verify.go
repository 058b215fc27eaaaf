package api

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
	"github.com/labstack/echo/v4"
)

// Marks of the rules engine: each ruling, rule paragraph, glossary entry or
// section that an executed scenario checks shows whether the engine
// reproduced it, and lets the reader open the scenario (its setup, the game
// as played, the outcome) without leaving the page.

// verification indexes a rules report by checked id.
type verification struct {
	report    *verify.Report
	byID      map[string][]scenario.Result
	scenarios map[string]*scenario.Scenario
	source    map[string]string // scenario id → the scenario as YAML
	// partial holds, per ruling id, why each passing scenario checks it
	// only partly ("scenario: reason", as the report gives them): a mark
	// must not say "verified" where the scenario wrote something in the
	// print's place.
	partial map[string][]string
	// pages holds /verify as rendered in each language (renderCached):
	// the report does not change, and rendering it took 27 ms of CPU
	// (230 KB, 72,000 allocations) that a thousand readers at once
	// would spend again and again.
	pages pageCache
}

func newVerification(rep *verify.Report, scs []*scenario.Scenario) *verification {
	if rep == nil {
		return nil
	}
	v := &verification{report: rep, byID: rep.ByRuling(), scenarios: map[string]*scenario.Scenario{}, source: map[string]string{},
		partial: map[string][]string{}}
	for _, p := range rep.Partial {
		v.partial[p.ID] = p.Reasons
	}
	for _, sc := range scs {
		v.scenarios[sc.ID] = sc
		// As written in its file: re-marshalling would print the
		// scenario's expressions and filters in yaml.v3's own style.
		if sc.Source != "" {
			v.source[sc.ID] = sc.Source
		}
	}
	return v
}

// markView is one scenario's verdict on an item, with what it did.
type markView struct {
	Scenario, Title, Era, Message string
	Passed                        bool
	// Partly lists why a passing scenario checks the item only partly
	// (what it writes in the print's place); empty when it plays the print.
	Partly       []string
	Quote        string
	Outcome, Log []string
	LogLines     []rules.LogLine
	Source       string // the scenario as YAML, "" if unavailable
	URL          string
}

func (s *Server) marks(id string) []markView {
	ver := s.verification()
	if ver == nil {
		return nil
	}
	var out []markView
	for _, r := range ver.byID[id] {
		m := markView{Scenario: r.Scenario, Era: r.Era, Passed: r.Passed, Message: r.Message, Outcome: r.Outcome, Log: r.Log, LogLines: r.LogLines,
			URL: s.urls.path(routeVerify) + "#" + url.PathEscape(r.Scenario)}
		if r.Passed {
			m.Partly = scenarioReasons(ver.partial[id], r.Scenario)
		}
		if sc := ver.scenarios[r.Scenario]; sc != nil {
			m.Title = sc.Title
			for _, c := range sc.Checks {
				if c.ID == id {
					m.Quote = c.Quote
				}
			}
			m.Source = ver.source[sc.ID]
		}
		out = append(out, m)
	}
	return out
}

type verifyJSON struct {
	Object string `json:"object"`
	*verify.Report
}

func (s *Server) apiVerify(c echo.Context) error {
	ver := s.verification()
	if ver == nil {
		return apiError(http.StatusServiceUnavailable, "verify_unavailable", "the rules scenarios were not run")
	}
	rep := *ver.report
	if rep.Results == nil {
		rep.Results = []scenario.Result{}
	}
	return c.JSON(http.StatusOK, verifyJSON{Object: "verification", Report: &rep})
}

// verifyView is the list of every scenario with its verdict.
type verifyView struct {
	Report  *verify.Report
	Results []verifyResult
}

type verifyResult struct {
	scenario.Result
	Title string
	Items []linkView
	// Counter links the counterpart cards the scenario also ran with.
	Counter []linkView
}

func (s *Server) verifyPage(c echo.Context) error {
	ver := s.verification()
	if ver == nil {
		return apiError(http.StatusServiceUnavailable, "verify_unavailable", "the rules scenarios were not run")
	}
	return s.renderCached(c, &ver.pages, "verify", msgKey("verify.title"), func() any { return s.verifyViewOf(ver) })
}

// verifyViewOf is what /verify shows of the report.
func (s *Server) verifyViewOf(ver *verification) verifyView {
	v := verifyView{Report: ver.report}
	for _, r := range ver.report.Results {
		vr := verifyResult{Result: r}
		if sc := ver.scenarios[r.Scenario]; sc != nil {
			vr.Title = sc.Title
		}
		for _, id := range r.RulingIDs {
			vr.Items = append(vr.Items, linkView{Title: id, URL: s.elementURL(id)})
		}
		if cp := r.Counterpart; cp != nil {
			for _, id := range cp.Cards {
				vr.Counter = append(vr.Counter, linkView{Title: id, URL: s.elementURL(id), Lang: cp.Lang})
			}
		}
		v.Results = append(v.Results, vr)
	}
	return v
}

// scenarioReasons keeps the reasons ("scenario: reason") given for one
// scenario, without its name.
func scenarioReasons(reasons []string, scenario string) []string {
	var out []string
	for _, r := range reasons {
		if rest, ok := strings.CutPrefix(r, scenario+": "); ok {
			out = append(out, rest)
		}
	}
	return out
}
