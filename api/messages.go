package api

import (
	"net/http"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/rules"
)

// What other packages report as codes and arguments (query errors and
// warnings from index, the game log from rules, error details here) is
// worded in the reader's language from the catalogue. Pages follow the
// interface language; the JSON API words its details and warnings in
// English unless the request asks for another with ?hl=.

// keyed gives e's details a catalogue key.
func keyed(e *Error, key string, args ...any) *Error {
	e.key, e.args = key, args
	return e
}

// in words e's details in tr's language.
func (e *Error) in(tr translator) string {
	switch {
	case e.query != nil:
		return queryError(e.query, tr)
	case e.key != "" && tr.Has(e.key):
		return tr.Tf(e.key, e.args...)
	}
	return e.Details
}

// localized returns e as the API sends it to r: in English, or in the
// language r asks for with ?hl=.
func (e *Error) localized(r *http.Request) *Error {
	hl := r.URL.Query().Get("hl")
	if !isUILang(hl) || hl == "en" {
		return e
	}
	tr := translator(hl)
	out := *e
	out.Details = e.in(tr)
	if len(e.warnings) > 0 {
		out.Warnings = warnings(e.warnings, tr)
	}
	return &out
}

// queryError words a query error, with its column.
func queryError(qe *index.QueryError, tr translator) string {
	msg := qe.Msg
	if key := "query." + qe.Code; qe.Code != "" && tr.Has(key) {
		msg = tr.Tf(key, strArgs(qe.Args)...)
	}
	if qe.Col > 0 {
		return tr.Tf("query.column", qe.Col, msg)
	}
	return msg
}

// resultWarnings words a result's warnings; a result whose warnings
// lack their codes (a Searcher other than the index) keeps its own.
func resultWarnings(res *index.Result, tr translator) []string {
	if len(res.WarningCodes) != len(res.Warnings) {
		return res.Warnings
	}
	return warnings(res.WarningCodes, tr)
}

// warnings words a search's warnings.
func warnings(ms []index.Message, tr translator) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Text
		if key := "warn." + m.Code; tr.Has(key) {
			out[i] = tr.Tf(key, strArgs(m.Args)...)
		}
	}
	return out
}

// logLines words a game log. Arguments that are players, zones or steps
// ("you", "graveyard", "upkeep") are words of the catalogue too; card
// names stay as printed.
func logLines(ls []rules.LogLine, tr translator) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		key := "log." + l.Format
		if !tr.Has(key) {
			out[i] = l.Text
			continue
		}
		args := make([]any, len(l.Args))
		for j, a := range l.Args {
			args[j] = a
			if tr.Has("arg." + a) {
				args[j] = tr.T("arg." + a)
			}
		}
		out[i] = tr.Tf(key, args...)
	}
	return out
}

func strArgs(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
