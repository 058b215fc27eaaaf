package api

import (
	"html/template"
	"net/http"
	"slices"

	"github.com/arbitre/arbitre/corpus"
	"github.com/labstack/echo/v4"
)

type ruleJSON struct {
	Object string `json:"object"`
	*corpus.Rule
	URI string `json:"uri"`
	// Era, for a rule of old rules, says so and what changed since.
	Era *eraJSON `json:"era,omitempty"`
}

type rulesJSON struct {
	Object string     `json:"object"`
	Total  int        `json:"total"`
	Data   []ruleJSON `json:"data"`
}

// lookupRules resolves a rule reference: a rule id ("emn-fr-702.118a")
// gives that paragraph and, for a header, its sub-rules; a bare number
// ("702.118") does the same in every document that has it.
func (s *Server) lookupRules(c echo.Context, param string) ([]*corpus.Rule, error) {
	ref, err := idParam(c, param)
	if err != nil {
		return nil, err
	}
	if r := s.kb.Rule(ref); r != nil {
		var out []*corpus.Rule
		for _, sub := range rulesUnder(s.kb, r.Number) {
			if sub.Doc == r.Doc {
				out = append(out, sub)
			}
		}
		return out, nil
	}
	if rs := rulesUnder(s.kb, ref); len(rs) > 0 {
		return rs, nil
	}
	return nil, notFoundMsg("err.no_rule", ref)
}

// apiRule returns a list: a header such as 702.118 comes with its
// sub-rules.
func (s *Server) apiRule(c echo.Context) error {
	rs, err := s.lookupRules(c, "number")
	if err != nil {
		return err
	}
	out := rulesJSON{Object: "list", Total: len(rs), Data: make([]ruleJSON, 0, len(rs))}
	for _, r := range rs {
		out.Data = append(out.Data, ruleJSON{Object: "rule", Rule: r, URI: s.urls.rule(r.ID), Era: s.eras.of(r.ID, apiTr(c))})
	}
	return c.JSON(http.StatusOK, out)
}

// ruleView is one rule paragraph with its examples, cross-linked.
type ruleView struct {
	Rule     *corpus.Rule
	Anchor   string
	URL      string
	Text     template.HTML
	Examples []template.HTML
	Sub      bool // a sub-rule of the page's first rule
	Marks    []markView
	Era      *eraJSON
}

// newRuleView renders a rule within a page's link session; the rule never
// links to itself.
func newRuleView(r *corpus.Rule, page *linkSession) ruleView {
	ls := page.withSelf(r.ID)
	return ruleView{Rule: r, Anchor: r.ID, URL: page.l.urls.rule(r.ID), Text: ls.Link(r.Text), Examples: paragraphs(r.Examples, ls)}
}

type rulePageView struct {
	Number  string
	Rules   []ruleView
	Section *linkView
	Doc     linkView
}

func (s *Server) rulePage(c echo.Context) error {
	rs, err := s.lookupRules(c, "ref")
	if err != nil {
		return err
	}
	first := rs[0]
	v := rulePageView{Number: first.Number, Doc: s.docLink(first.Doc)}
	ls := s.links.session(linkScope{Doc: first.Doc, Lang: first.Lang})
	for i, r := range rs {
		rv := newRuleView(r, ls)
		rv.Marks = s.marks(r.ID)
		rv.Era = s.eras.of(r.ID, pageTr(c))
		rv.Sub = i > 0 && isSubRule(r.Number, first.Number)
		v.Rules = append(v.Rules, rv)
	}
	if sec := s.kb.Section(first.Section); sec != nil {
		v.Section = &linkView{Title: sec.Title, URL: s.urls.section(sec.ID), Lang: sec.Lang}
	}
	title := first.Number
	if first.Title != "" {
		title += ". " + first.Title
	}
	return s.render(c, http.StatusOK, "rule", title, v)
}

// rulesUnder returns the rule paragraphs with the given number, or, for a
// header such as "702.118", the header and every sub-rule under it
// ("702.118a", "702.118b" …), in document order.
func rulesUnder(kb *corpus.KB, number string) []*corpus.Rule {
	var out []*corpus.Rule
	for i := range kb.Rules {
		r := &kb.Rules[i]
		if r.Number == number || isSubRule(r.Number, number) {
			out = append(out, r)
		}
	}
	return out
}

// isSubRule reports whether n is a sub-rule of header h: "702.118a" and
// "702.118b" are under "702.118", and "712.1a" under "712.1", but "712.10"
// is not under "712.1".
func isSubRule(n, h string) bool {
	if len(n) <= len(h) || n[:len(h)] != h {
		return false
	}
	rest := n[len(h):]
	c := rest[0]
	if c >= 'a' && c <= 'z' {
		return true
	}
	// "701" is the header of "701.34": a chapter number followed by a dot.
	return c == '.' && !slices.Contains([]byte(h), '.')
}
