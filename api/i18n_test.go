package api

import (
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/arbitre/arbitre/index"
)

func TestUILang(t *testing.T) {
	tests := []struct {
		url, accept, cookie string
		want                string
		param               bool
	}{
		{"/", "", "", "fr", false},
		{"/", "it-IT,it;q=0.9,en;q=0.5", "", "it", false},
		{"/", "en-GB,en;q=0.8", "", "en", false},
		{"/", "de-DE", "", "fr", false},
		{"/", "garbage;;q=x", "", "fr", false},
		{"/", "it", "en", "en", false},
		{"/?hl=it", "en", "fr", "it", true},
		{"/?hl=xx", "en", "", "en", false},
		{"/", "", "<script>", "fr", false},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", tt.url, nil)
		if tt.accept != "" {
			r.Header.Set("Accept-Language", tt.accept)
		}
		if tt.cookie != "" {
			r.Header.Set("Cookie", uiCookie+"="+url.QueryEscape(tt.cookie))
		}
		got, param := uiLang(r)
		if got != tt.want || param != tt.param {
			t.Errorf("uiLang(%s, Accept-Language %q, cookie %q) = %q, %v; want %q, %v", tt.url, tt.accept, tt.cookie, got, param, tt.want, tt.param)
		}
	}
}

func TestWithParam(t *testing.T) {
	u, _ := url.Parse("/search?q=d%C3%A9lire&page=2")
	if got, want := withParam(u, "hl", "it"), "/search?hl=it&page=2&q=d%C3%A9lire"; got != want {
		t.Errorf("withParam = %q, want %q", got, want)
	}
	if got, want := withParam(u, "page", ""), "/search?q=d%C3%A9lire"; got != want {
		t.Errorf("withParam = %q, want %q", got, want)
	}
}

// TestHelpReference keeps the help page's English reference block the
// query language's own (index.Syntax, which the CLI prints), and every
// help row in the catalogue.
func TestHelpReference(t *testing.T) {
	if ref, _ := messages().Message("en", "help.reference"); ref != index.Syntax {
		t.Error("help.reference's English is not index.Syntax")
	}
	for _, k := range helpRows {
		for _, key := range []string{"help.ex." + k, "help.desc." + k} {
			if !messages().Has(key) {
				t.Errorf("no catalogue entry %q", key)
			}
		}
	}
	for _, lang := range uiLangs {
		v := newHelpView(translator(lang))
		if len(v.Rows) != len(helpRows) || v.Reference == "" {
			t.Errorf("%s: %d rows, reference %q", lang, len(v.Rows), v.Reference)
		}
	}
}
